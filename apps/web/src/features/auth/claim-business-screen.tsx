import { ClaimBusinessForm } from '@medhire/ui/claim-business-form';
import { searchClaimableOrganizations } from '../../lib/organization-directory';
import { authCalls } from '../../lib/queries/auth';
import { renderRouterLink } from '../../lib/render-link';

/**
 * /claimBusiness: an organization already listed in MedHire's directory is claimed with its NPI number.
 * The server mails a link to set the password to the organization's contact email on file (never to the typed
 * address), or keeps the claim for review; the confirmation shows its answer.
 */
export function Component() {
  return (
    <ClaimBusinessForm
      renderLink={renderRouterLink}
      onSearchOrganizations={searchClaimableOrganizations}
      onSubmit={(values) => authCalls.claimBusiness(values)}
    />
  );
}
