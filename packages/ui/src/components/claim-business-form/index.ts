export type { AuthLinkProps, RenderAuthLink } from '../sign-in-form/auth-parts';
export {
  ClaimBusinessForm,
  type ClaimBusinessFormProps,
  type OrganizationSuggestion,
} from './claim-business-form';
