import type { Applicant } from '@medhire/api-client';
import { Capability } from '@medhire/domain';
import { ApplicantCard, ApplicantCardSkeleton } from '@medhire/ui/applicant-card';
import { EmptyState } from '@medhire/ui/empty-state';
import { ErrorState } from '@medhire/ui/error-state';
import { Pagination } from '@medhire/ui/pagination';
import { Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useSaveApplicant } from '../../lib/queries/applicants';
import { renderRouterLink } from '../../lib/render-link';
import { useCapability } from '../../lib/use-capability';
import { InviteToJob } from './invite-to-job';

interface ApplicantResultsProps {
  items: readonly Applicant[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: { title: string; description: string; action?: ReactNode };
  page?: { pageNumber: number; total: number; pageSize: number; onPageChange: (page: number) => void };
  /** The job the scores are for, preselected in the invite dialog. */
  jobId?: string;
  label: string;
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
  label,
}: ApplicantResultsProps) {
  const headingId = useId();
  const saveApplicant = useSaveApplicant();
  const [inviting, setInviting] = useState<Applicant | null>(null);
  const canSave = useCapability(Capability.ExploreCandidates).allowed;
  const canInvite = useCapability(Capability.InviteCandidates).allowed;

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
          {page.total.toLocaleString('en-US')} candidate{page.total === 1 ? '' : 's'}, best match first
        </p>
      ) : null}
      <ul className="grid gap-4">
        {items.map((applicant) => (
          <li key={applicant._id}>
            <ApplicantCard
              applicant={applicant}
              saved={applicant.saved}
              renderLink={renderRouterLink}
              onSaveChange={
                canSave
                  ? async (next) => {
                      await saveApplicant(applicant._id, next);
                    }
                  : undefined
              }
              onInvite={canInvite ? () => setInviting(applicant) : undefined}
            />
          </li>
        ))}
      </ul>
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
