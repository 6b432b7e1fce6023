export {
  AuthLayout,
  type AuthLayoutFooterLink,
  type AuthLayoutLinkProps,
  type AuthLayoutProps,
} from './auth-layout';
