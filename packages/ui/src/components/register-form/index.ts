export {
  acceptTermsMessage,
  RegisterForm,
  type RegisterFormProps,
  type RegisterStep,
} from './register-form';
