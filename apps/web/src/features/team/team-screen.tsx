import { ApiError } from '@medhire/api-client';
import { MemberRole, paths } from '@medhire/domain';
import { ErrorState } from '@medhire/ui/error-state';
import { PageHeader } from '@medhire/ui/page-header';
import { TeamInviteForm, TeamMemberList } from '@medhire/ui/team';
import { useState } from 'react';
import { notifySuccess } from '../../lib/notify';
import { useTeam, useTeamActions } from '../../lib/queries/team';
import { renderRouterLink } from '../../lib/render-link';
import { useViewer } from '../../lib/session';

/**
 * /team: everyone in the organization's team, with their role; the owner invites colleagues by email, changes
 * their role or removes them. Every member sees the list; only the owner sees the controls (the server refuses
 * them to anyone else).
 */
export function Component() {
  const viewer = useViewer();
  const { data, error, isLoading, mutate } = useTeam();
  const actions = useTeamActions();
  const [seatsFull, setSeatsFull] = useState<string | null>(null);
  if (!viewer) return null;
  const isOwner = viewer.role === MemberRole.Owner;
  const full = data ? data.seats.used >= data.seats.total : false;
  const seatsMessage =
    seatsFull ??
    (full && data
      ? data.seats.total <= 1
        ? 'Choose a plan to invite your team: without one, the account has a single seat.'
        : `Your plan has ${data.seats.total} seats and all are taken. Upgrade your plan, or remove someone, to invite another person.`
      : null);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <PageHeader
        title="Team"
        description={
          isOwner
            ? 'Invite the recruiters and hiring managers who work with you. Each signs in with their own email.'
            : 'The people of your organization on MedHire. The owner manages the team.'
        }
      />
      {error ? (
        <ErrorState
          title="Your team did not load"
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : (
        <>
          {isOwner ? (
            <section aria-labelledby="team-invite-heading" className="flex flex-col gap-4">
              <h2 id="team-invite-heading" className="font-semibold text-foreground text-lg">
                Invite a colleague
              </h2>
              <TeamInviteForm
                seatsFull={
                  seatsMessage
                    ? { message: seatsMessage, upgradeHref: paths.manageSubscriptions() }
                    : undefined
                }
                renderLink={renderRouterLink}
                onInvite={async (values) => {
                  try {
                    await actions.invite(values);
                    setSeatsFull(null);
                  } catch (rejection) {
                    if (rejection instanceof ApiError && rejection.code === 'SEATS_FULL') {
                      setSeatsFull(rejection.message);
                    }
                    throw rejection;
                  }
                }}
              />
            </section>
          ) : null}
          <TeamMemberList
            heading="People"
            members={data?.members ?? []}
            seats={data?.seats ?? { used: 0, total: 0 }}
            loading={isLoading}
            canManage={isOwner}
            currentMemberId={viewer.memberId ?? data?.members[0]?._id ?? null}
            onChangeRole={async (memberId, role) => {
              await actions.changeRole(memberId, role);
              void notifySuccess('The role is changed. They sign in again to use it.');
            }}
            onRemove={async (memberId) => {
              await actions.remove(memberId);
              void notifySuccess('Removed from the team.');
            }}
          />
        </>
      )}
    </div>
  );
}
