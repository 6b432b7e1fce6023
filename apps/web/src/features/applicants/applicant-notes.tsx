import { Capability } from '@medhire/domain';
import { ActivityList } from '@medhire/ui/activity';
import { CandidateNotes } from '@medhire/ui/candidate-notes';
import { useAddCandidateNote, useCandidateActivity, useCandidateNotes } from '../../lib/queries/activity';
import { useJobs } from '../../lib/queries/jobs';
import { useCapability } from '../../lib/use-capability';

/**
 * Below a candidate's profile: the team's notes (any member who may leave notes writes one, about a job or not)
 * and the candidate's timeline with the organization (who invited, moved and noted them, and when).
 */
export function ApplicantNotes({ candidateId }: { candidateId: string }) {
  const notes = useCandidateNotes(candidateId);
  const timeline = useCandidateActivity(candidateId);
  const addNote = useAddCandidateNote();
  const leaveNotes = useCapability(Capability.LeaveNotes);
  const openJobs = useJobs('open');
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-2">
      <CandidateNotes
        heading="Notes"
        notes={notes.data?.notes ?? []}
        loading={notes.isLoading}
        error={notes.error instanceof Error ? notes.error.message : null}
        onRetry={() => void notes.mutate()}
        canWrite={leaveNotes.allowed}
        jobs={openJobs.data?.jobs.map(({ _id, title }) => ({ _id, title })) ?? []}
        onAdd={(values) => addNote(candidateId, values)}
      />
      <ActivityList
        heading="Timeline"
        context="candidate"
        activity={timeline.data?.activity ?? []}
        loading={timeline.isLoading}
        error={timeline.error instanceof Error ? timeline.error.message : null}
        onRetry={() => void timeline.mutate()}
      />
    </div>
  );
}
