export {
  DashboardStats,
  type DashboardStatsHrefs,
  type DashboardStatsProps,
  type DashboardStatsValues,
} from './dashboard-stats';
export {
  type PipelineCounts,
  PipelineFunnel,
  type PipelineFunnelProps,
  percentOf,
} from './pipeline-funnel';
export { ReplyTimes, type ReplyTimesProps } from './reply-times';
