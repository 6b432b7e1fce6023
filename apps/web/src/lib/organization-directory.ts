import type { OrganizationSuggestion } from '@medhire/ui/claim-business-form';
import { authApi } from './api';

/** Suggestions for the claim form: unclaimed organizations of the directory whose name matches. */
export async function searchClaimableOrganizations(query: string): Promise<OrganizationSuggestion[]> {
  const found = await authApi.searchOrganizationDirectory(query);
  return found.map(({ _id, name, city, state }) => ({ id: _id, name, city, state }));
}
