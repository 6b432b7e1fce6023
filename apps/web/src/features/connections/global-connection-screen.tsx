import { Capability, paths } from '@medhire/domain';
import { isMatchListFilter, type MatchListFilter, MatchRequestList } from '@medhire/ui/match-request-list';
import { PageHeader } from '@medhire/ui/page-header';
import { useSearchParams } from 'react-router-dom';
import { notifySuccess } from '../../lib/notify';
import { MATCH_PAGE_SIZE, useAllMatches, useUpdateMatchStatus } from '../../lib/queries/matches';
import { renderRouterLink } from '../../lib/render-link';
import { useCapability, useRoleAllows } from '../../lib/use-capability';

/**
 * /global-connection: every match across the employer's jobs (invites and applications), filtered by
 * pipeline step and paged; the step and page are in the address, so the dashboard can link to them. An
 * account that may not invite is told why when it tries to cancel an invite, and nothing is requested.
 */
export function Component() {
  const invite = useCapability(Capability.InviteCandidates);
  const explores = useRoleAllows(Capability.ExploreCandidates);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status: MatchListFilter = isMatchListFilter(requested) ? requested : 'all';
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, error, isLoading, isValidating, mutate } = useAllMatches(status, pageNumber);
  const updateMatchStatus = useUpdateMatchStatus();

  const go = (next: { status?: MatchListFilter; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'all') params.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Connections"
        description="Every candidate you invited or who applied, across all your jobs."
      />
      <MatchRequestList
        matches={data?.items ?? []}
        total={data?.total ?? 0}
        pageNumber={pageNumber}
        pageSize={MATCH_PAGE_SIZE}
        onPageChange={(page) => go({ page })}
        status={status}
        onStatusChange={(next) => go({ status: next })}
        loading={isLoading}
        error={error instanceof Error ? error.message : null}
        onRetry={() => void mutate()}
        retrying={isValidating}
        exploreHref={explores ? paths.explore() : null}
        renderLink={renderRouterLink}
        onCancel={async (matchId) => {
          if (invite.reason) throw new Error(invite.reason);
          await updateMatchStatus(matchId, 'cancelled');
          void notifySuccess('The invite is cancelled.');
        }}
      />
    </div>
  );
}
