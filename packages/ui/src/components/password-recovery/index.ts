export type { AuthLinkProps, RenderAuthLink } from '../sign-in-form/auth-parts';
export { PasswordRecovery, type PasswordRecoveryProps, type PasswordRecoveryStep } from './password-recovery';
