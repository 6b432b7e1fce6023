export {
  Form,
  FormErrorSummary,
  type FormErrorSummaryProps,
  FormField,
  type FormFieldProps,
  type FormProps,
  useFormControlId,
  useZodForm,
  validationUnavailableMessage,
  type ZodSchemaSource,
} from './form';
