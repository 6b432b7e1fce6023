/**
 * What a hiring manager recommends after an interview (issue 16, "Pipeline and outreach"): the last line of their
 * structured feedback. Seen by the organization only, never by the candidate.
 */
export const FeedbackRecommendation = {
  StrongYes: 'strong-yes',
  Yes: 'yes',
  No: 'no',
  StrongNo: 'strong-no',
} as const;

/** One recommendation. */
export type FeedbackRecommendation = (typeof FeedbackRecommendation)[keyof typeof FeedbackRecommendation];

/** The recommendations from the warmest to the coldest, each with its words. */
export const feedbackRecommendations: readonly { id: FeedbackRecommendation; label: string }[] = [
  { id: FeedbackRecommendation.StrongYes, label: 'Strong yes' },
  { id: FeedbackRecommendation.Yes, label: 'Yes' },
  { id: FeedbackRecommendation.No, label: 'No' },
  { id: FeedbackRecommendation.StrongNo, label: 'Strong no' },
];

/** The criteria a job's interviewers rate when the job defines none. */
export const DEFAULT_FEEDBACK_CRITERIA: readonly string[] = ['Clinical skills', 'Communication', 'Team fit'];
/** The fewest and the most criteria a job can define. */
export const FEEDBACK_CRITERIA_MIN = 1;
export const FEEDBACK_CRITERIA_MAX = 8;
/** The longest criterion. */
export const FEEDBACK_CRITERION_MAX_LENGTH = 60;
/** The rating scale: 1 (poor) to 5 (excellent). */
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
/** The longest comment of one feedback. */
export const FEEDBACK_COMMENTS_MAX_LENGTH = 2000;

/** How an offer pays for productivity. */
export const ProductivityModel = { None: 'none', Rvu: 'rvu', Collections: 'collections' } as const;
/** One productivity model. */
export type ProductivityModel = (typeof ProductivityModel)[keyof typeof ProductivityModel];
/** The models with their words. */
export const productivityModels: readonly { id: ProductivityModel; label: string }[] = [
  { id: ProductivityModel.None, label: 'None' },
  { id: ProductivityModel.Rvu, label: 'RVU ($ per wRVU)' },
  { id: ProductivityModel.Collections, label: 'Collections (% of collections)' },
];

/** Where an offer stands: sent to the candidate, or withdrawn by the organization. */
export const OfferStatus = { Sent: 'sent', Withdrawn: 'withdrawn' } as const;
/** One offer status. */
export type OfferStatus = (typeof OfferStatus)[keyof typeof OfferStatus];

/** The longest call schedule ("1:6 weekends, home call"). */
export const OFFER_CALL_SCHEDULE_MAX_LENGTH = 120;
