import { PipelineStatus } from '../enums/pipeline-status';

/**
 * Allowed moves (PRODUCT.md, "Matches and pipeline"): Shortlisted → Submitted → Interview → Offer →
 * Hired, Rejected from every step (Hired too: an offer can fall through before the start date), and a
 * rejected candidate can be re-opened to Shortlisted. Listed forward step first, for messages and menus.
 */
const allowedMoves: Record<PipelineStatus, readonly PipelineStatus[]> = {
  [PipelineStatus.Shortlisted]: [PipelineStatus.Submitted, PipelineStatus.Rejected],
  [PipelineStatus.Submitted]: [PipelineStatus.Interview, PipelineStatus.Rejected],
  [PipelineStatus.Interview]: [PipelineStatus.Offer, PipelineStatus.Rejected],
  [PipelineStatus.Offer]: [PipelineStatus.Hired, PipelineStatus.Rejected],
  [PipelineStatus.Hired]: [PipelineStatus.Rejected],
  [PipelineStatus.Rejected]: [PipelineStatus.Shortlisted],
};

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

function joinWithOr(items: readonly string[]): string {
  if (items.length <= 1) {
    return items.join('');
  }
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * Throws a `PipelineMoveError` with a message a recruiter understands when the move is not allowed
 * ("A candidate in Interview can move to Offer or Rejected"); returns quietly when it is.
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
  throw new PipelineMoveError(`A candidate in ${from} can move to ${joinWithOr(allowedMoves[from])}`);
}
