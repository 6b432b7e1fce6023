import { type Activity, ActivityKind, type Actor, MemberRole, memberRoleLabels } from '@medhire/domain';
import { dayKey, dayLabel, timeLabel } from '../../lib/day-groups';
import { candidateName } from '../../lib/pipeline-words';

/** Where a list of activity is shown: a job's page (the job goes without saying), a candidate's timeline, or neither. */
export type ActivityContext = 'job' | 'candidate';

/** A piece of an activity sentence: plain words, or a name (a person, a job) shown with weight. */
export type SentencePart = { text: string; name?: boolean };

/** An actor with no name on file, by role: "The owner", "A recruiter", "A hiring manager". */
export function unnamedActor(role: MemberRole): string {
  switch (role) {
    case MemberRole.Owner:
      return 'The owner';
    case MemberRole.Recruiter:
      return 'A recruiter';
    case MemberRole.HiringManager:
      return 'A hiring manager';
    default:
      return role satisfies never;
  }
}

/** What an actor is called on screen: their name, or their role in words when none is on file. */
export function actorName(actor: Actor): string {
  const name = actor.name?.trim();
  return name ? name : unnamedActor(actor.role);
}

/** The actor as a sentence starts: "Ana Ruiz (Recruiter)", or "A recruiter" when they have no name. */
export function actorParts(actor: Actor): SentencePart[] {
  const name = actor.name?.trim();
  if (!name) return [{ text: unnamedActor(actor.role) }];
  return [{ text: name, name: true }, { text: ` (${memberRoleLabels[actor.role]})` }];
}

function jobPart(activity: Activity): SentencePart {
  return activity.job ? { text: activity.job.title, name: true } : { text: 'a job' };
}

function candidatePart(activity: Activity): SentencePart {
  return activity.candidate
    ? { text: candidateName(activity.candidate), name: true }
    : { text: 'a candidate' };
}

/** " for Family Medicine Physician" (nothing in a job's own list or when the job is unknown). */
function forJob(activity: Activity, context: ActivityContext | undefined, word = 'for'): SentencePart[] {
  if (context === 'job' || !activity.job) return [];
  return [{ text: ` ${word} ` }, jobPart(activity)];
}

/** What was done, after the actor: "moved Chen Ito from Shortlisted to Interview". */
function actionParts(activity: Activity, context: ActivityContext | undefined): SentencePart[] {
  const inJob = context === 'job';
  const inCandidate = context === 'candidate';
  const jobChange = (verb: string): SentencePart[] =>
    inJob ? [{ text: `${verb} this job` }] : [{ text: `${verb} ` }, jobPart(activity)];
  switch (activity.kind) {
    case ActivityKind.JobPosted:
      return jobChange('posted');
    case ActivityKind.JobEdited:
      return jobChange('edited');
    case ActivityKind.JobClosed:
      return jobChange('closed');
    case ActivityKind.JobReopened:
      return jobChange('reopened');
    case ActivityKind.JobTeamChanged:
      return inJob
        ? [{ text: 'changed the hiring team' }]
        : [{ text: 'changed the hiring team of ' }, jobPart(activity)];
    case ActivityKind.CandidateInvited:
      return inCandidate
        ? [{ text: 'invited them' }, ...forJob(activity, context, 'to')]
        : [{ text: 'invited ' }, candidatePart(activity), ...forJob(activity, context, 'to')];
    case ActivityKind.InviteCancelled:
      return inCandidate
        ? [{ text: 'cancelled their invite' }, ...forJob(activity, context, 'to')]
        : [{ text: 'cancelled the invite of ' }, candidatePart(activity), ...forJob(activity, context, 'to')];
    case ActivityKind.PipelineMoved: {
      const who: SentencePart[] = inCandidate ? [{ text: 'them' }] : [candidatePart(activity)];
      const from: SentencePart[] = activity.fromStatus ? [{ text: ` from ${activity.fromStatus}` }] : [];
      const to: SentencePart[] = activity.toStatus ? [{ text: ` to ${activity.toStatus}` }] : [];
      return [{ text: 'moved ' }, ...who, ...from, ...to, ...forJob(activity, context)];
    }
    case ActivityKind.NoteAdded:
      return inCandidate
        ? [{ text: 'added a note' }, ...forJob(activity, context, 'about')]
        : [{ text: 'added a note on ' }, candidatePart(activity), ...forJob(activity, context, 'about')];
    case ActivityKind.FeedbackLeft:
      return inCandidate
        ? [{ text: 'left interview feedback' }, ...forJob(activity, context)]
        : [{ text: 'left interview feedback on ' }, candidatePart(activity), ...forJob(activity, context)];
    case ActivityKind.OfferSent:
      return inCandidate
        ? [{ text: 'made them an offer' }, ...forJob(activity, context)]
        : [{ text: 'made an offer to ' }, candidatePart(activity), ...forJob(activity, context)];
    case ActivityKind.OfferWithdrawn:
      return inCandidate
        ? [{ text: 'withdrew their offer' }, ...forJob(activity, context)]
        : [{ text: 'withdrew the offer to ' }, candidatePart(activity), ...forJob(activity, context)];
    case ActivityKind.InterviewProposed:
      return inCandidate
        ? [{ text: 'proposed interview times to them' }, ...forJob(activity, context)]
        : [{ text: 'proposed interview times to ' }, candidatePart(activity), ...forJob(activity, context)];
    case ActivityKind.InterviewRescheduled:
      return inCandidate
        ? [{ text: 'rescheduled their interview' }, ...forJob(activity, context)]
        : [
            { text: 'rescheduled the interview with ' },
            candidatePart(activity),
            ...forJob(activity, context),
          ];
    case ActivityKind.InterviewCancelled:
      return inCandidate
        ? [{ text: 'cancelled their interview' }, ...forJob(activity, context)]
        : [{ text: 'cancelled the interview with ' }, candidatePart(activity), ...forJob(activity, context)];
    default:
      return activity.kind satisfies never;
  }
}

/**
 * One activity as a sentence, in parts: "Ana Ruiz (Recruiter) moved Chen Ito from Shortlisted to
 * Interview". In a job's list the job is not repeated; in a candidate's timeline the candidate is "them".
 */
export function activitySentence(activity: Activity, context?: ActivityContext): SentencePart[] {
  return [...actorParts(activity.actor), { text: ' ' }, ...actionParts(activity, context)];
}

/** The sentence as plain text. */
export function activityText(activity: Activity, context?: ActivityContext): string {
  return activitySentence(activity, context)
    .map((part) => part.text)
    .join('');
}

/** Entries newest first (a copy; entries at the same moment keep their order). */
export function newestFirst<Item>(items: readonly Item[], timeOf: (item: Item) => string): Item[] {
  return items
    .map((item, index) => ({ item, index, time: new Date(timeOf(item)).getTime() }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map((entry) => entry.item);
}

/** A moment in a few words: "Today at 9:02 AM", "Yesterday at 4:10 PM", "Mon, Mar 16 at 4:10 PM". */
export function momentLabel(iso: string, now: Date, timeZone?: string): string {
  return `${dayLabel(iso, now, timeZone)} at ${timeLabel(iso, timeZone)}`;
}

/** A day of activity: its heading and its entries, newest first. */
export type ActivityDay = { key: string; label: string; entries: Activity[] };

/** Activity grouped by the day it happened, newest day first, newest entry first within a day. */
export function activityDays(activity: readonly Activity[], now: Date, timeZone?: string): ActivityDay[] {
  const days: ActivityDay[] = [];
  for (const entry of newestFirst(activity, (item) => item.at)) {
    const key = dayKey(new Date(entry.at), timeZone);
    const last = days[days.length - 1];
    if (last && last.key === key) last.entries.push(entry);
    else days.push({ key, label: dayLabel(entry.at, now, timeZone), entries: [entry] });
  }
  return days;
}
