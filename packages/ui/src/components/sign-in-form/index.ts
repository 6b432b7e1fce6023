export type {
  AuthLinkProps,
  RenderAuthLink,
} from './auth-parts';
export { SignInForm, type SignInFormProps } from './sign-in-form';
