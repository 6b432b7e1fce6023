export { csvCell, toCsv } from '../../lib/csv';
export { BarChart, type BarChartProps, type BarSeries } from './bar-chart';
export { FunnelReport, type FunnelReportProps } from './funnel-report';
export { ReplyTimesReport, type ReplyTimesReportProps } from './reply-times-report';
export { ReportCard, type ReportCardProps } from './report-card';
export {
  ReportFilters,
  type ReportFiltersProps,
  type ReportFilterValue,
  type ReportJobOption,
} from './report-filters';
export {
  type ReportRange,
  ReportRangePreset,
  rangeOfPreset,
  reportRangePresetLabels,
} from './report-range';
export {
  formatDays,
  formatShare,
  funnelTable,
  type ReportTable,
  replyTimesTable,
  reportFileName,
  sourcesTable,
  stageTimesTable,
  tableRows,
  timeToFillTable,
} from './report-tables';
export { SourcesReport, type SourcesReportProps } from './sources-report';
export { StageTimesReport, type StageTimesReportProps } from './stage-times-report';
export { TimeToFillReport, type TimeToFillReportProps } from './time-to-fill-report';
