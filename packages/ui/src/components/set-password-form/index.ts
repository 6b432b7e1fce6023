export type { AuthLinkProps, RenderAuthLink } from '../sign-in-form/auth-parts';
export { SetPasswordForm, type SetPasswordFormProps } from './set-password-form';
