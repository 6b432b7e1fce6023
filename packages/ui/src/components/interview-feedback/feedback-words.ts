import { type FeedbackRecommendation, feedbackRecommendations } from '@medhire/domain';

/** How a recommendation reads ("Strong yes"). */
export function recommendationLabel(recommendation: FeedbackRecommendation): string {
  return feedbackRecommendations.find((item) => item.id === recommendation)?.label ?? recommendation;
}

/** The tone of a recommendation's badge. */
export function recommendationTone(recommendation: FeedbackRecommendation): 'success' | 'danger' {
  return recommendation === 'strong-yes' || recommendation === 'yes' ? 'success' : 'danger';
}

/** An average as it reads: "4.5", or "—" when there is none. */
export function averageLabel(average: number | null): string {
  return average === null ? '—' : average.toFixed(1);
}

/** "1 review", "3 reviews". */
export function reviewsLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}
