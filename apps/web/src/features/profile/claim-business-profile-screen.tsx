import { ClaimBusinessForm } from '@medhire/ui/claim-business-form';
import { searchClaimableOrganizations } from '../../lib/organization-directory';
import { authCalls } from '../../lib/queries/auth';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';

/**
 * /claimBusinessProfile: a signed-in employer claims another listed organization by its NPI number
 * (a group adding a practice it acquired, say). The set-password link goes to the organization's contact
 * email on file, or the claim waits for review; the confirmation shows the server's answer.
 */
export function Component() {
  const { session } = useSession();
  return (
    <div className="mx-auto w-full max-w-xl">
      <ClaimBusinessForm
        renderLink={renderRouterLink}
        defaultValues={{ email: session?.user.email }}
        onSearchOrganizations={searchClaimableOrganizations}
        onSubmit={(values) => authCalls.claimBusiness(values)}
      />
    </div>
  );
}
