/**
 * Step of a candidate in one job's pipeline (the spec's "chat status").
 * Values are capitalised because the server stores and sends them that way.
 */
export const PipelineStatus = {
  Shortlisted: 'Shortlisted',
  Submitted: 'Submitted',
  Rejected: 'Rejected',
  Interview: 'Interview',
  Offer: 'Offer',
  Hired: 'Hired',
} as const;

/** One pipeline status value. */
export type PipelineStatus = (typeof PipelineStatus)[keyof typeof PipelineStatus];

/** Every pipeline status, in the spec's order (not the pipeline's order: see `pipelineOrder`). */
export const pipelineStatuses: readonly PipelineStatus[] = Object.values(PipelineStatus);

/** The forward order of the pipeline, for boards that draw one column per step; Rejected comes last. */
export const pipelineOrder: readonly PipelineStatus[] = [
  PipelineStatus.Shortlisted,
  PipelineStatus.Submitted,
  PipelineStatus.Interview,
  PipelineStatus.Offer,
  PipelineStatus.Hired,
  PipelineStatus.Rejected,
];
