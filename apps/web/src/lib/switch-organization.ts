import { paths } from '@medhire/domain';
import { authApi } from './api';
import { reporting } from './queries/report';
import { writeStoredSession } from './session-storage';

const switchCall = reporting(authApi.switchOrganization);

/**
 * Opens another organization of the signed-in person (a member of several teams; the account menu's "Switch
 * organization"). The server starts a session there and ends this one; the app then starts again on Home, so
 * nothing of the organization left stays in memory (its cached answers, its socket). A refusal is toasted and the
 * person stays where they are. Loaded only when they pick one.
 */
export async function switchOrganization(organizationId: string): Promise<void> {
  const session = await switchCall({ organizationId });
  writeStoredSession(session);
  window.location.assign(paths.home());
}
