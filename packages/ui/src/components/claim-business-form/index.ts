export {
  ClaimBusinessForm,
  type ClaimBusinessFormProps,
  type OrganizationSuggestion,
} from './claim-business-form';
