import { Capability, type HiringTeam, type HiringTeamPayload, type Interview, paths } from '@medhire/domain';
import { ActivityList } from '@medhire/ui/activity';
import { Button } from '@medhire/ui/button';
import { ErrorState } from '@medhire/ui/error-state';
import { HiringTeamCard } from '@medhire/ui/hiring-team';
import { PageHeader } from '@medhire/ui/page-header';
import { PipelineBoard } from '@medhire/ui/pipeline-board';
import { Skeleton } from '@medhire/ui/skeleton';
import { Switch } from '@medhire/ui/switch';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CapabilityNotice } from '../../lib/capability-notice';
import { useJobActivity } from '../../lib/queries/activity';
import { useJobFeedbackSummary } from '../../lib/queries/feedback';
import { useJobInterviews } from '../../lib/queries/interviews';
import { useJob, useSetHiringTeam } from '../../lib/queries/jobs';
import { useJobMatches, useUpdateMatchStatus } from '../../lib/queries/matches';
import { useMessageTemplates } from '../../lib/queries/message-templates';
import { useResponsivenessSettings } from '../../lib/queries/responsiveness';
import { useTeam } from '../../lib/queries/team';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';
import { useCapability } from '../../lib/use-capability';
import { useBoardBulk } from './board-bulk';
import { JobFeedbackCriteria } from './job-feedback-criteria';

/**
 * /jobs-resident/{id}: one job's pipeline board. A card moves by its "Move to…" menu or by dragging; the
 * server decides which moves are allowed, and a refused move goes back with the server's words. Selected cards
 * (their checkbox, or x) move to a step or are rejected with one reason in one action. An account
 * that may not move candidates reads the board without "Move to…" or dragging, under the reason; one that may not
 * explore or edit jobs is not offered those links. Beside the activity, the job's hiring
 * team: who leads it and its hiring managers, changed in place by those who may post jobs.
 */
export function Component() {
  const { id } = useParams();
  const job = useJob(id);
  const board = useJobMatches(id);
  // The date of a scheduled interview shows on the candidate's card.
  const interviews = useJobInterviews(id);
  const activity = useJobActivity(id);
  // The organization's stale thresholds flag the cards of candidates who stay too long in a step.
  const responsiveness = useResponsivenessSettings();
  const [staleOnly, setStaleOnly] = useState(false);
  const feedbackSummary = useJobFeedbackSummary(id);
  const updateMatchStatus = useUpdateMatchStatus();
  const explore = useCapability(Capability.ExploreCandidates);
  const postJobs = useCapability(Capability.PostJobs);
  const movePipeline = useCapability(Capability.MovePipeline);
  const messaging = useCapability(Capability.MessageCandidates);
  // A rejection's message can start from one of the organization's templates (for those who write to candidates).
  const templates = useMessageTemplates(movePipeline.allowed && messaging.allowed);
  const practiceName = useSession().session?.user.organizationName;
  const setHiringTeam = useSetHiringTeam();
  // Selected cards move or are rejected together, one by one with progress, Cancel and Undo.
  const bulk = useBoardBulk({ practice: practiceName, onSettled: () => void activity.mutate() });
  const failure = job.error ?? board.error;

  if (failure) {
    return (
      <ErrorState
        title="This pipeline did not load"
        message={failure instanceof Error ? failure.message : undefined}
        onRetry={() => {
          void job.mutate();
          void board.mutate();
        }}
      />
    );
  }
  const title = job.data?.job.title;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={title ? `Pipeline: ${title}` : <Skeleton className="h-8 w-72" />}
        description={
          movePipeline.allowed
            ? 'Move each candidate as they progress. Candidates you invited appear once they accept.'
            : 'Where each candidate stands. Invited candidates appear once they accept.'
        }
        breadcrumbs={
          <nav aria-label="Breadcrumb" className="text-muted-foreground text-sm">
            <Link to={paths.jobsResident()} className="underline-offset-4 hover:underline">
              Pipeline
            </Link>
          </nav>
        }
        actions={
          id && (explore.allowed || postJobs.allowed) ? (
            <div className="flex flex-wrap gap-2">
              {explore.allowed ? (
                <Button asChild variant="outline">
                  <Link to={paths.explore({ jobId: id })}>Find candidates</Link>
                </Button>
              ) : null}
              {postJobs.allowed ? (
                <Button asChild variant="outline">
                  <Link to={paths.editJob(id)}>Edit job</Link>
                </Button>
              ) : null}
            </div>
          ) : null
        }
      />
      {movePipeline.reason ? <CapabilityNotice reason={movePipeline.reason} /> : null}
      <div className="flex items-center gap-2">
        <Switch id="stale-only" checked={staleOnly} onCheckedChange={setStaleOnly} />
        <label htmlFor="stale-only" className="font-medium text-sm">
          Only stale candidates
        </label>
      </div>
      <PipelineBoard
        staleAfterDays={responsiveness.data?.staleAfterDays}
        staleOnly={staleOnly}
        keyboardShortcuts
        bulk={movePipeline.allowed ? bulk : undefined}
        label={title ? `Pipeline of ${title}` : 'Pipeline'}
        matches={withInterviewDates(board.data?.matches ?? [], interviews.data?.interviews ?? [])}
        loading={board.isLoading}
        renderLink={renderRouterLink}
        rejectionTemplates={templates.data?.templates}
        practiceName={practiceName}
        feedback={feedbackSummary.data}
        onMove={
          movePipeline.allowed
            ? async (matchId, status, rejection) => {
                await updateMatchStatus(matchId, status, rejection);
                void activity.mutate();
              }
            : undefined
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="grid gap-6">
          <JobHiringTeam
            team={job.data?.job.hiringTeam ?? null}
            canEdit={postJobs.allowed}
            onSave={async (payload) => {
              if (!id) return;
              await setHiringTeam(id, payload);
            }}
          />
          <JobFeedbackCriteria jobId={id} />
        </div>
        <ActivityList
          heading="Activity"
          context="job"
          activity={activity.data?.activity ?? []}
          loading={activity.isLoading}
          error={activity.error instanceof Error ? activity.error.message : null}
          onRetry={() => void activity.mutate()}
        />
      </div>
    </div>
  );
}

/** The hiring team card; the people to choose from are read only for someone who may change it. */
function JobHiringTeam({
  team,
  canEdit,
  onSave,
}: {
  team: HiringTeam | null;
  canEdit: boolean;
  onSave: (payload: HiringTeamPayload) => Promise<void>;
}) {
  return canEdit ? (
    <EditableHiringTeam team={team} onSave={onSave} />
  ) : (
    <HiringTeamCard team={team} canEdit={false} />
  );
}

function EditableHiringTeam({
  team,
  onSave,
}: {
  team: HiringTeam | null;
  onSave: (payload: HiringTeamPayload) => Promise<void>;
}) {
  const people = useTeam();
  return (
    <HiringTeamCard
      team={team}
      canEdit
      members={people.data?.members}
      membersError={people.error instanceof Error ? people.error.message : null}
      onSave={onSave}
    />
  );
}

/** The board's matches with the start of each one's scheduled interview. */
function withInterviewDates<Match extends { _id: string }>(
  matches: readonly Match[],
  interviews: readonly Interview[],
): (Match & { interviewAt: string | null })[] {
  const scheduled = new Map(
    interviews.flatMap((interview) =>
      interview.status === 'scheduled' && interview.scheduled
        ? [[interview.matchId, interview.scheduled.start]]
        : [],
    ),
  );
  return matches.map((match) => ({ ...match, interviewAt: scheduled.get(match._id) ?? null }));
}
