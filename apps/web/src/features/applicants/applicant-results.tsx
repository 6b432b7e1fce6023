import type { Applicant } from '@medhire/api-client';
import { Capability } from '@medhire/domain';
import { ApplicantCardSkeleton } from '@medhire/ui/applicant-card';
import { EmptyState } from '@medhire/ui/empty-state';
import { ErrorState } from '@medhire/ui/error-state';
import { formatCount } from '@medhire/ui/lib';
import { Pagination } from '@medhire/ui/pagination';
import { Users } from 'lucide-react';
import { type ReactNode, startTransition, useEffect, useId, useState } from 'react';
import { useCapability } from '../../lib/use-capability';
import { TriageList } from './applicant-triage';
import { InviteToJob } from './invite-to-job';

/** Cards rendered with the answer itself: more than a phone's first screen shows. */
const FIRST_CARDS = 4;

/**
 * How many of the cards to render: the first few with the answer, the rest just after, in a transition that
 * React renders in slices between frames (one long task for twenty cards blocked the page for half a second on a
 * phone). Once every card has shown, every later list shows whole (a card never unmounts under the user).
 */
function useShownCount(total: number): number {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(total));
  }, [shown, total]);
  return Math.min(shown, total);
}

interface ApplicantResultsProps {
  items: readonly Applicant[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: { title: string; description: string; action?: ReactNode };
  page?: { pageNumber: number; total: number; pageSize: number; onPageChange: (page: number) => void };
  /** The job the scores are for, preselected in the invite dialog. */
  jobId?: string;
  /** That job's title: with it, `r` and the bulk bar mark candidates not a fit for the job. */
  jobTitle?: string;
  label: string;
  /** The organization's applicants (Applicants' own tab): `e` and `r` move and reject their matches. */
  pipeline?: boolean;
}

/**
 * A list of applicant cards with save toggles, the invite dialog and paging: shared by Explore and the
 * three lists of Applicants. Saved flags and matches change everywhere they show (SWR caches are refreshed).
 * Save and Invite show only when the account may explore and invite candidates.
 */
export function ApplicantResults({
  items,
  loading,
  error,
  onRetry,
  empty,
  page,
  jobId,
  jobTitle,
  label,
  pipeline,
}: ApplicantResultsProps) {
  const headingId = useId();
  const [inviting, setInviting] = useState<Applicant | null>(null);
  const canInvite = useCapability(Capability.InviteCandidates).allowed;
  const shownCount = useShownCount(items?.length ?? 0);
  const job = jobId && jobTitle ? { _id: jobId, title: jobTitle } : undefined;

  if (error) {
    return (
      <ErrorState
        title="The candidates did not load"
        message={error instanceof Error ? error.message : undefined}
        onRetry={onRetry}
      />
    );
  }
  if (loading && !items) {
    return (
      <div role="status" aria-label="Loading candidates" className="grid gap-4">
        <ApplicantCardSkeleton />
        <ApplicantCardSkeleton />
        <ApplicantCardSkeleton />
      </div>
    );
  }
  if (!items || items.length === 0) {
    return <EmptyState icon={<Users aria-hidden="true" />} {...empty} />;
  }

  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      {/* The list's heading (for screen readers' heading navigation): each card's name is a level-3 heading. */}
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      {page ? (
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {formatCount(page.total)} candidate{page.total === 1 ? '' : 's'}, best match first
        </p>
      ) : null}
      <TriageList
        items={items}
        shownCount={shownCount}
        job={job}
        pipeline={pipeline}
        onInvite={canInvite ? (applicant) => setInviting(applicant) : () => undefined}
      />
      {page && pageCount > 1 ? (
        <Pagination
          page={page.pageNumber}
          pageCount={pageCount}
          onPageChange={page.onPageChange}
          label="Candidate pages"
        />
      ) : null}
      <InviteToJob candidate={inviting} onClose={() => setInviting(null)} jobId={jobId} />
    </section>
  );
}
