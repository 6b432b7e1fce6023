export {
  SetPasswordForm,
  type SetPasswordFormProps,
} from './set-password-form';
