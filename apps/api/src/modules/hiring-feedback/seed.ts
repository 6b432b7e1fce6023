import {
  DEFAULT_FEEDBACK_CRITERIA,
  FeedbackRecommendation,
  OfferStatus,
  PipelineStatus,
} from '@medhire/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employers, interviewFeedback, matches, offers } from '../../db/schema.js';
import { ownerViewer } from '../auth/sessions.js';

/** The owner's feedback after the demo's interview (the default criteria). */
const DEMO_FEEDBACK = {
  ratings: DEFAULT_FEEDBACK_CRITERIA.map((criterion, index) => ({
    criterion,
    rating: [5, 4, 4][index] ?? 4,
  })),
  recommendation: FeedbackRecommendation.StrongYes,
  comments:
    'Handled the diabetic foot case and the sports-physical questions with confidence. Asked good questions ' +
    'about our call model and the Middleton clinic. Would move to an offer.',
};

/** The offer on the demo's candidate at Offer. */
const DEMO_OFFER_TERMS = {
  baseSalary: 285_000,
  signOnBonus: 20_000,
  productivityModel: 'rvu',
  productivityRate: 48,
  loanRepayment: 50_000,
  startDate: `${new Date().getUTCFullYear() + 1}-07-01`,
  callSchedule: '1:6 weekends, home call',
  ptoDays: 25,
  partnershipTrack: true,
  yearsToPartnership: 3,
};

async function firstMatchAt(db: Db, employerId: string, status: PipelineStatus) {
  const [row] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.employerId, employerId), eq(matches.pipelineStatus, status)))
    .orderBy(asc(matches.createdAt), asc(matches.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The demo's interview feedback and offer (demo mode only): the owner's feedback on the first candidate at
 * Interview and an offer to the first at Offer. Each is created once (the unique indexes keep two starting nodes
 * from doubling a row); answers how many rows it added.
 */
export async function seedDemoFeedbackAndOffer(db: Db, employerId: string): Promise<number> {
  const [employer] = await db.select().from(employers).where(eq(employers.id, employerId)).limit(1);
  if (!employer) return 0;
  const owner = ownerViewer(employer);
  let added = 0;
  const interviewMatch = await firstMatchAt(db, employerId, PipelineStatus.Interview);
  if (interviewMatch) {
    const inserted = await db
      .insert(interviewFeedback)
      .values({
        employerId,
        matchId: interviewMatch,
        authorKey: 'owner',
        memberId: null,
        authorName: owner.name,
        authorRole: owner.role,
        ...DEMO_FEEDBACK,
      })
      .onConflictDoNothing()
      .returning({ id: interviewFeedback.id });
    added += inserted.length;
  }
  const offerMatch = await firstMatchAt(db, employerId, PipelineStatus.Offer);
  if (offerMatch) {
    const inserted = await db
      .insert(offers)
      .values({
        employerId,
        matchId: offerMatch,
        status: OfferStatus.Sent,
        terms: DEMO_OFFER_TERMS,
        memberId: null,
        senderName: owner.name,
        senderRole: owner.role,
      })
      .onConflictDoNothing()
      .returning({ id: offers.id });
    added += inserted.length;
  }
  return added;
}
