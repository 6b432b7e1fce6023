import { Capability, type InterviewProposal } from '@medhire/domain';
import { InterviewCard } from '@medhire/ui/interview-card';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { notifySuccess } from '../../lib/notify';
import { conversationKeys } from '../../lib/queries/conversations';
import { useInterviewActions, useMatchInterview } from '../../lib/queries/interviews';
import { useInvalidate } from '../../lib/queries/invalidate';
import { matchKeys } from '../../lib/queries/matches';
import { useCapability } from '../../lib/use-capability';

// The dialog's code loads when it is first opened: most visits to a thread never plan an interview.
const InterviewDialog = lazy(() =>
  import('@medhire/ui/interview-dialog').then((module) => ({ default: module.InterviewDialog })),
);

/**
 * The interview of the thread's match (issue 16), above the messages: propose times, see what was proposed or
 * scheduled, reschedule and cancel. Each step also writes a message in the thread, so a new message (the candidate
 * picking a time, from the socket) reads the interview again. A member who may not write to candidates (a hiring
 * manager, a lapsed account) only reads it.
 */
export function ThreadInterview({
  matchId,
  candidateName,
  lastSeq,
  closed,
}: {
  matchId: string;
  candidateName: string;
  /** The thread's newest message: when it changes, the interview may have too. */
  lastSeq: number;
  /** The match cannot have an interview now (not accepted, rejected or hired): only an existing one shows. */
  closed: boolean;
}) {
  const interview = useMatchInterview(matchId);
  const actions = useInterviewActions();
  const messaging = useCapability(Capability.MessageCandidates);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { mutate } = interview;

  const invalidate = useInvalidate();
  const seenStatus = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (lastSeq > 0) void mutate();
  }, [lastSeq, mutate]);

  // The candidate picking a time moves the match to Interview: the thread's header and the boards read it again.
  const status = interview.data?.interview?.status;
  useEffect(() => {
    const before = seenStatus.current;
    seenStatus.current = status;
    if (before !== undefined && status !== before) void invalidate(conversationKeys.all, matchKeys.all);
  }, [status, invalidate]);

  const current = interview.data?.interview ?? null;
  if (interview.data === undefined) return null;
  if (current === null && (closed || !messaging.allowed)) return null;
  const open = current !== null && current.status !== 'cancelled';
  const canChange = messaging.allowed && !(closed && !open);

  const submit = async (proposal: InterviewProposal) => {
    if (open && current) {
      await actions.reschedule(current._id, proposal);
      notifySuccess(`New interview times sent to ${candidateName}.`);
    } else {
      await actions.propose(matchId, proposal);
      notifySuccess(`Interview times sent to ${candidateName}.`);
    }
    await mutate();
  };

  return (
    <>
      <InterviewCard
        interview={current}
        candidateName={candidateName}
        onPropose={canChange && !closed ? () => setDialogOpen(true) : undefined}
        onReschedule={canChange && open ? () => setDialogOpen(true) : undefined}
        onCancel={
          canChange && open && current
            ? async () => {
                await actions.cancel(current._id);
                notifySuccess(`The interview with ${candidateName} is cancelled.`);
                await mutate();
              }
            : undefined
        }
      />
      {dialogOpen ? (
        <Suspense fallback={null}>
          <InterviewDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            candidateName={candidateName}
            interview={open ? current : null}
            onSubmit={submit}
          />
        </Suspense>
      ) : null}
    </>
  );
}
