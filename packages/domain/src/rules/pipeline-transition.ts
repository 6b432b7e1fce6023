import { type PipelineStatus, pipelineOrder } from '../enums/pipeline-status';

/**
 * Allowed moves (PRODUCT.md, "Matches and pipeline"): forward to any later step (a practice may skip Submitted), back
 * to any earlier one, Rejected from every step (Hired too: an offer can fall through before the start date), and
 * Hired and Rejected reopened to any other step. Every step but the one the candidate is in, in the pipeline's order.
 * A move to Rejected also needs a reason (`updateMatchStatusPayloadSchema`).
 */
const allowedMoves: Record<PipelineStatus, readonly PipelineStatus[]> = Object.fromEntries(
  pipelineOrder.map((from) => [from, pipelineOrder.filter((to) => to !== from)]),
) as unknown as Record<PipelineStatus, readonly PipelineStatus[]>;

/** Thrown when a candidate cannot move between two pipeline steps; the message is safe to show. */
export class PipelineMoveError extends Error {
  override readonly name = 'PipelineMoveError';
}

/** The steps a candidate in `from` may move to (empty for an unknown step). */
export function nextPipelineStatuses(from: PipelineStatus): readonly PipelineStatus[] {
  return Object.hasOwn(allowedMoves, from) ? allowedMoves[from] : [];
}

/** Whether a candidate may move from one pipeline step to another. Staying put is not a move. */
export function canMovePipeline(from: PipelineStatus, to: PipelineStatus): boolean {
  return nextPipelineStatuses(from).includes(to);
}

/**
 * Throws a `PipelineMoveError` with a message a recruiter understands when the move is not allowed (an unknown
 * step, or the step the candidate is already in); returns quietly when it is.
 */
export function assertPipelineMove(from: PipelineStatus, to: PipelineStatus): void {
  if (canMovePipeline(from, to)) {
    return;
  }
  if (!Object.hasOwn(allowedMoves, from)) {
    throw new PipelineMoveError(`"${String(from)}" is not a pipeline step`);
  }
  if (from === to) {
    throw new PipelineMoveError(`The candidate is already in ${from}`);
  }
  throw new PipelineMoveError(`"${String(to)}" is not a pipeline step`);
}
