export {
  candidateName,
  PipelineBoard,
  type PipelineBoardCandidate,
  type PipelineBoardLinkProps,
  type PipelineBoardMatch,
  type PipelineBoardProps,
  providerTypeLabel,
  specialtyLabel,
  timeSince,
} from './pipeline-board';
