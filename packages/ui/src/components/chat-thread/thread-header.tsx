import {
  type Conversation,
  describeWait,
  type MessageTemplate,
  nextPipelineStatuses,
  PipelineStatus,
  paths,
} from '@medhire/domain';
import { Archive, ArchiveRestore, ChevronDown, Clock, LoaderCircle } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { type LinkProps, renderAnchor } from '../../lib/link';
import { matchStanding } from '../../lib/match-standing';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { PipelineMoveMenu } from '../pipeline-board/pipeline-move-menu';
import type { PipelineRejection } from '../pipeline-board/reject-dialog';

// The rejection dialog loads when someone first chooses Rejected, not with the thread.
const LazyRejectDialog = React.lazy(() =>
  import('../pipeline-board/reject-dialog').then((module) => ({ default: module.RejectDialog })),
);

/** The conversation, as the header needs it (a `Conversation` has more). */
export type ThreadHeaderConversation = Pick<Conversation, '_id' | 'job' | 'archived'> & {
  match: Pick<Conversation['match'], '_id' | 'pipelineStatus' | 'requestStatus'>;
  candidate: Pick<Conversation['candidate'], '_id' | 'firstName' | 'lastName'>;
  /** When the candidate started waiting for the team's reply, and whether longer than the target. */
  awaitingReplySince?: Conversation['awaitingReplySince'];
  overdue?: Conversation['overdue'];
};

/** Props of {@link ThreadHeader}. */
export type ThreadHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> & {
  conversation: ThreadHeaderConversation;
  /**
   * Moves the candidate to another pipeline step; reject with an `Error` and its message is shown. Without it there
   * is no "Change stage" (for someone whose role does not move candidates). Rejected first asks for the reason and
   * an optional message to the candidate, and passes them on.
   */
  onStageChange?: (status: PipelineStatus, rejection?: PipelineRejection) => Promise<void>;
  /** Archives (`true`) or restores (`false`) the conversation; reject and the message is shown. */
  onArchiveChange: (archived: boolean) => Promise<void>;
  /** Renders links (the app passes the router's `Link`); a plain `<a>` by default. */
  renderLink?: (props: LinkProps) => React.ReactElement;
  /**
   * The organization's message templates, offered for the message of a rejection ("Use a template"), filled with
   * the candidate's first name, the job title and `practiceName`.
   */
  rejectionTemplates?: readonly Pick<MessageTemplate, '_id' | 'name' | 'body'>[];
  /** The practice's name, for a template's `{practice}`. */
  practiceName?: string;
  /** "Now" for how long the candidate has waited (default: the current time). */
  now?: Date;
};

/**
 * The top of a thread: who the candidate is, for which job, where they stand (their pipeline step, or "Invited —
 * waiting for an answer" as on the board until they accept) and archiving. Only a candidate in the pipeline can
 * change stage, and only for someone given `onStageChange`.
 */
export function ThreadHeader({
  conversation,
  onStageChange,
  onArchiveChange,
  renderLink = renderAnchor,
  rejectionTemplates,
  practiceName,
  now,
  className,
  ...props
}: ThreadHeaderProps) {
  const { candidate, job, match, archived } = conversation;
  const name = `${candidate.firstName} ${candidate.lastName}`.trim();
  const [pending, setPending] = React.useState<'stage' | 'archive' | null>(null);
  const [pendingStage, setPendingStage] = React.useState<PipelineStatus | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const standing = matchStanding(match);
  const targets = standing.step ? nextPipelineStatuses(standing.step) : [];

  const [rejecting, setRejecting] = React.useState(false);

  const changeStage = async (status: PipelineStatus) => {
    if (!onStageChange) return;
    if (status === PipelineStatus.Rejected) {
      setRejecting(true);
      return;
    }
    setPending('stage');
    setPendingStage(status);
    setError(null);
    try {
      await onStageChange(status);
    } catch (caught) {
      setError(messageOf(caught, `Could not move ${name} to ${status}. Try again.`));
    } finally {
      setPending(null);
      setPendingStage(null);
    }
  };

  const toggleArchive = async () => {
    setPending('archive');
    setError(null);
    try {
      await onArchiveChange(!archived);
    } catch (caught) {
      setError(messageOf(caught, archived ? 'Could not restore the conversation.' : 'Could not archive it.'));
    } finally {
      setPending(null);
    }
  };

  return (
    <header
      data-slot="thread-header"
      className={cn('grid gap-2 border-border border-b bg-background px-3 py-3 sm:px-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="min-w-0 font-semibold text-base text-foreground">
            {renderLink({
              href: paths.applicant(candidate._id),
              'data-slot': 'thread-header-candidate',
              className: 'rounded-sm break-words underline-offset-4 hover:underline focus-visible:focus-ring',
              children: name,
            })}
          </h2>
          <p className="break-words text-muted-foreground text-sm">{job.title}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge
            variant={
              standing.step === PipelineStatus.Rejected ? 'danger' : standing.step ? 'brand' : 'warning'
            }
          >
            {pendingStage ? `Moving to ${pendingStage}…` : standing.label}
          </Badge>
          {archived ? <Badge variant="outline">Archived</Badge> : null}
          {conversation.overdue && conversation.awaitingReplySince ? (
            <Badge variant="danger" data-slot="thread-header-overdue">
              <Clock aria-hidden="true" className="size-3.5" />
              Overdue — waiting {describeWait(conversation.awaitingReplySince, now ?? new Date())}
            </Badge>
          ) : null}
          {onStageChange ? (
            <PipelineMoveMenu
              name={name}
              targets={targets}
              onMove={(target) => void changeStage(target)}
              trigger={
                <Button
                  variant="outline"
                  size="sm"
                  disabled={pending !== null || targets.length === 0}
                  className="gap-1"
                >
                  Change stage
                  <ChevronDown aria-hidden="true" />
                </Button>
              }
            />
          ) : null}
          {onStageChange && rejecting ? (
            <React.Suspense fallback={null}>
              <LazyRejectDialog
                open
                onOpenChange={(open) => {
                  if (!open) setRejecting(false);
                }}
                candidateName={name}
                jobTitle={job.title}
                templates={rejectionTemplates}
                templateValues={{
                  firstName: candidate.firstName,
                  jobTitle: job.title,
                  practice: practiceName,
                }}
                onReject={(rejection) => onStageChange(PipelineStatus.Rejected, rejection)}
              />
            </React.Suspense>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            disabled={pending !== null}
            className="gap-1"
            onClick={() => void toggleArchive()}
          >
            {pending === 'archive' ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : archived ? (
              <ArchiveRestore aria-hidden="true" />
            ) : (
              <Archive aria-hidden="true" />
            )}
            {archived ? 'Unarchive' : 'Archive'}
          </Button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </header>
  );
}
