import { z } from 'zod';
import { NOTE_MAX_LENGTH } from '../constants';
import { ActivityKind } from '../enums/activity-kind';
import { MemberRole } from '../enums/member-role';
import { PipelineStatus } from '../enums/pipeline-status';
import { idText, requiredText } from './fields';

/** Who did something in the organization: a member of the team (or the owner), by name and role at the time. */
export const actorSchema = z.object({
  memberId: z.string().nullable().describe('The member; null for the owner'),
  name: z.string().nullable().describe('Their name when they did it; null when the owner has none on file'),
  role: z.enum(MemberRole),
});
/** Who did something. */
export type Actor = z.infer<typeof actorSchema>;

/** One entry of a job's activity list or a candidate's timeline, newest first. */
export const activitySchema = z.object({
  _id: z.string(),
  kind: z.enum(ActivityKind),
  /** ISO 8601. */
  at: z.string(),
  actor: actorSchema,
  job: z.object({ _id: z.string(), title: z.string() }).nullable(),
  candidate: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  /** A pipeline move's steps. */
  fromStatus: z.enum(PipelineStatus).nullable(),
  toStatus: z.enum(PipelineStatus).nullable(),
});
/** One entry of activity. */
export type Activity = z.infer<typeof activitySchema>;

/** `GET /employer/jobs/:jobId/activity` and `GET /employer/applicants/:candidateId/activity`. */
export const activityResultSchema = z.object({ activity: z.array(activitySchema) });
/** A list of activity. */
export type ActivityResult = z.infer<typeof activityResultSchema>;

/** A note on a candidate, by a member of the team (feedback after an interview, a reminder), newest first. */
export const candidateNoteSchema = z.object({
  _id: z.string(),
  candidateId: z.string(),
  job: z.object({ _id: z.string(), title: z.string() }).nullable(),
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  author: actorSchema,
});
/** A note on a candidate. */
export type CandidateNote = z.infer<typeof candidateNoteSchema>;

/** `GET /employer/applicants/:candidateId/notes`. */
export const candidateNotesResultSchema = z.object({ notes: z.array(candidateNoteSchema) });
/** A candidate's notes. */
export type CandidateNotesResult = z.infer<typeof candidateNotesResultSchema>;

/** `POST /employer/applicants/:candidateId/notes`: the note, and the job it is about (optional). */
export const candidateNotePayloadSchema = z.object({
  body: requiredText('The note', 'Write the note', NOTE_MAX_LENGTH),
  jobId: idText('Choose the job from the list').optional(),
});
/** A new note. */
export type CandidateNotePayload = z.infer<typeof candidateNotePayloadSchema>;
