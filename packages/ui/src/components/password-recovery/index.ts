export {
  PasswordRecovery,
  type PasswordRecoveryProps,
  type PasswordRecoveryStep,
} from './password-recovery';
