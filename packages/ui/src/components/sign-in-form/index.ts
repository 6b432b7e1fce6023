export {
  SignInForm,
  type SignInFormProps,
} from './sign-in-form';
