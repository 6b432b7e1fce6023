import type { StaleAfterDays, StaleThresholdStep } from '../entities/responsiveness';
import type { PipelineStatus } from '../enums/pipeline-status';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `enteredAt` to `now` (0 on the first day, and for a time in the future or not a time). */
export function daysInStage(enteredAt: string | Date, now: Date): number {
  const entered = typeof enteredAt === 'string' ? Date.parse(enteredAt) : enteredAt.getTime();
  if (!Number.isFinite(entered)) return 0;
  return Math.max(0, Math.floor((now.getTime() - entered) / DAY_MS));
}

/** The stale threshold of a step, in days; null for a step without one (Hired, Rejected, or none set). */
export function staleThresholdOf(step: PipelineStatus, staleAfterDays: StaleAfterDays): number | null {
  return Object.hasOwn(staleAfterDays, step) ? (staleAfterDays[step as StaleThresholdStep] ?? null) : null;
}

/** What decides whether a candidate is stale in their pipeline step. */
export interface StaleInput {
  readonly pipelineStatus: PipelineStatus;
  /** When the candidate entered the step (ISO 8601 or a Date). */
  readonly stageEnteredAt: string | Date;
  readonly staleAfterDays: StaleAfterDays;
  readonly now: Date;
}

/**
 * A candidate is stale when they have been in a step that has a threshold for longer than that many days (more
 * than, not as many: 7 days in a 7-day step is not yet stale). Steps without a threshold never are.
 */
export function isStale({ pipelineStatus, stageEnteredAt, staleAfterDays, now }: StaleInput): boolean {
  const threshold = staleThresholdOf(pipelineStatus, staleAfterDays);
  if (threshold === null) return false;
  return daysInStage(stageEnteredAt, now) > threshold;
}
