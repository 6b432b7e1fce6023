import { type CandidateNote, type CandidateNotePayload, MemberRole, memberRoleLabels } from '@medhire/domain';
import { NotebookPen } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/avatar/avatar';
import { Badge } from '../../primitives/badge/badge';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { actorName, momentLabel, newestFirst } from '../activity/activity-words';
import { CandidateNoteForm } from './candidate-note-form';

/** Props of {@link CandidateNotes}. */
export type CandidateNotesProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The notes on the candidate (`CandidateNotesResult.notes`); shown newest first whatever their order. */
  notes: readonly CandidateNote[];
  /** The notes are loading: skeleton rows instead of the list (the form stays). */
  loading?: boolean;
  /** Loading failed: the message, with a "Try again" button when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** The viewer may leave notes (`canLeaveNotes`): the form shows above the list. False: read-only. */
  canWrite: boolean;
  /** The jobs a note can be about (the candidate's jobs); the form offers them when there is at least one. */
  jobs?: readonly { _id: string; title: string }[];
  /**
   * Saves a note (`{ body, jobId? }`, the body trimmed). Resolve and the form empties; reject with an
   * `Error` and its message shows, the text stays.
   */
  onAdd: (values: CandidateNotePayload) => Promise<void>;
  /** A visible heading above the notes (it names them). Without it the section is named by `aria-label` ("Notes"). */
  heading?: React.ReactNode;
  /** The heading's level, to fit the page outline (default 2). */
  headingLevel?: 2 | 3;
  /** "Now", for "Today" and "Yesterday" (default: the current time). */
  now?: Date;
  /** The time zone of the times (default: the reader's). */
  timeZone?: string;
};

/**
 * The team's notes on one candidate, newest first: who wrote each (name and role), the job it is about,
 * when, and the text with its line breaks. With `canWrite`, a form at the top adds one. Pure: the app
 * passes the notes and the call.
 */
export function CandidateNotes({
  notes,
  loading = false,
  error = null,
  onRetry,
  canWrite,
  jobs,
  onAdd,
  heading,
  headingLevel = 2,
  now,
  timeZone,
  'aria-label': ariaLabel,
  className,
  ...props
}: CandidateNotesProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const innerLevel = headingLevel === 2 ? 3 : 4;
  const named = heading ? { 'aria-labelledby': headingId } : { 'aria-label': ariaLabel ?? 'Notes' };
  const state = error ? 'error' : loading ? 'loading' : notes.length === 0 ? 'empty' : 'ready';

  let body: React.ReactNode;
  if (error) {
    body = (
      <ErrorState
        headingLevel={innerLevel}
        title="Notes could not be loaded"
        message={error}
        onRetry={onRetry}
        className="py-8"
      />
    );
  } else if (loading) {
    body = (
      <div role="status" aria-label="Loading notes" className="grid gap-5 py-2">
        {[0, 1].map((row) => (
          <div key={row} className="flex items-start gap-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-3/5" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (notes.length === 0) {
    body = (
      <EmptyState
        headingLevel={innerLevel}
        icon={<NotebookPen />}
        title="No notes yet."
        description={
          canWrite
            ? 'Notes are for your team: feedback after an interview, a reminder. Candidates never see them.'
            : undefined
        }
        className="py-8"
      />
    );
  } else {
    const reference = now ?? new Date();
    body = (
      <ol aria-label="Notes, newest first" className="grid divide-y divide-border">
        {newestFirst(notes, (note) => note.createdAt).map((note) => {
          const author = actorName(note.author);
          return (
            <li
              key={note._id}
              data-slot="candidate-note"
              className="flex items-start gap-3 py-4 first:pt-0 last:pb-0"
            >
              <Avatar
                name={note.author.name?.trim() || memberRoleLabels[note.author.role]}
                size="sm"
                aria-hidden="true"
              />
              <div className="grid min-w-0 flex-1 gap-1.5">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span className="font-medium text-foreground [overflow-wrap:anywhere]">{author}</span>
                  <Badge variant={note.author.role === MemberRole.Owner ? 'brand' : 'neutral'}>
                    {memberRoleLabels[note.author.role]}
                  </Badge>
                  <time dateTime={note.createdAt} className="text-muted-foreground">
                    {momentLabel(note.createdAt, reference, timeZone)}
                  </time>
                </div>
                {note.job ? (
                  <p
                    data-slot="candidate-note-job"
                    className="text-muted-foreground text-sm [overflow-wrap:anywhere]"
                  >
                    About <span className="font-medium text-foreground">{note.job.title}</span>
                  </p>
                ) : null}
                <p
                  data-slot="candidate-note-body"
                  className="whitespace-pre-wrap text-foreground text-sm leading-6 [overflow-wrap:anywhere]"
                >
                  {note.body}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section
      data-slot="candidate-notes"
      data-state={state}
      {...named}
      className={cn('grid gap-5', className)}
      {...props}
    >
      {heading ? (
        <Heading id={headingId} className="font-semibold text-foreground text-lg leading-7">
          {heading}
        </Heading>
      ) : null}
      {canWrite ? (
        <div className="border-border border-b pb-5">
          <CandidateNoteForm jobs={jobs} onAdd={onAdd} />
        </div>
      ) : null}
      {body}
    </section>
  );
}
