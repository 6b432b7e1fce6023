export {
  AuthLayout,
  type AuthLayoutFooterLink,
  type AuthLayoutProps,
} from './auth-layout';
