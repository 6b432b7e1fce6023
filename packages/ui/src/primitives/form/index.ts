export {
  Form,
  FormErrorSummary,
  type FormErrorSummaryProps,
  FormField,
  type FormFieldProps,
  type FormProps,
  useZodForm,
} from './form';
