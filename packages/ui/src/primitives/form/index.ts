export {
  Form,
  FormErrorSummary,
  type FormErrorSummaryProps,
  FormField,
  type FormFieldProps,
  type FormProps,
  useZodForm,
  validationUnavailableMessage,
  type ZodSchemaSource,
} from './form';
