export { candidateName, providerTypeLabel, specialtyLabel, timeSince } from '../../lib/pipeline-words';
export { PipelineBoard, type PipelineBoardBulk, type PipelineBoardProps } from './pipeline-board';
export type { PipelineBoardCandidate, PipelineBoardMatch } from './pipeline-match';
export type { PipelineRejection, RejectDialogProps } from './reject-dialog';
