import { ClaimBusinessForm } from '@medhire/ui/claim-business-form';
import { authApi } from '../../lib/api';
import { searchClaimableOrganizations } from '../../lib/organization-directory';
import { renderRouterLink } from '../../lib/render-link';

/**
 * /claimBusiness: an organization already listed in MedHire's directory is claimed with its NPI number.
 * The server mails a link to set the password; it answers the same whether or not the details matched.
 */
export function Component() {
  return (
    <ClaimBusinessForm
      renderLink={renderRouterLink}
      onSearchOrganizations={searchClaimableOrganizations}
      onSubmit={async (values) => {
        await authApi.claim(values);
      }}
    />
  );
}
