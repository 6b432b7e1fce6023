import { ApiError } from '@medhire/api-client';
import type { TeamInvitation } from '@medhire/domain';
import { JoinTeamForm } from '@medhire/ui/join-team-form';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { joinTeamCalls } from '../../lib/queries/auth';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';

const UNUSABLE =
  'This invitation link has expired or was already used. Ask the person who invited you for a new one.';

/**
 * /join-team: the page an invitation mail links to (`?token=…`). It shows which organization invites, as what and
 * with which email; choosing a name and a password joins the team and signs in (synced with the server first),
 * and the route guard sends the new member on to Home.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { signIn } = useSession();
  const [invitation, setInvitation] = useState<TeamInvitation | null>(null);
  const [unusable, setUnusable] = useState<string | null>(token ? null : UNUSABLE);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    joinTeamCalls.invitation(token).then(
      (answer) => {
        if (!cancelled) setInvitation(answer.invitation);
      },
      (error: unknown) => {
        if (!cancelled) setUnusable(error instanceof Error ? error.message : UNUSABLE);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token]);

  // The link is being read: the auth layout's frame shows, the form follows (a moment).
  if (!invitation && !unusable)
    return (
      <p className="sr-only" role="status">
        Reading your invitation…
      </p>
    );
  return (
    <JoinTeamForm
      invitation={
        invitation ?? {
          organizationName: null,
          email: '',
          role: 'recruiter',
          expiresAt: '',
          hasAccount: false,
        }
      }
      unusable={unusable}
      renderLink={renderRouterLink}
      onSubmit={async ({ name, password }) => {
        try {
          await signIn(await joinTeamCalls.accept({ token, name, password }));
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) setUnusable(error.message);
          throw error;
        }
      }}
    />
  );
}
