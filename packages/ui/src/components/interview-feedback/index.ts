export { FeedbackCriteriaCard, type FeedbackCriteriaCardProps } from './feedback-criteria-card';
export { FeedbackSummaryBadge, type FeedbackSummaryBadgeProps } from './feedback-summary-badge';
export { InterviewFeedbackPanel, type InterviewFeedbackPanelProps } from './interview-feedback-panel';
