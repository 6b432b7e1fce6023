export type { AuthLinkProps, RenderAuthLink } from '../sign-in-form/auth-parts';
export { acceptTermsMessage, RegisterForm, type RegisterFormProps, type RegisterStep } from './register-form';
