export { Field, FieldControl, FieldDescription, FieldError, FieldLabel, type FieldProps } from './field';
