export {
  candidateName,
  PipelineBoard,
  type PipelineBoardCandidate,
  type PipelineBoardMatch,
  type PipelineBoardProps,
  providerTypeLabel,
  specialtyLabel,
  timeSince,
} from './pipeline-board';
