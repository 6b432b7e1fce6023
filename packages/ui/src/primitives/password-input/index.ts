export {
  estimatePasswordStrength,
  PasswordInput,
  type PasswordInputProps,
  type PasswordStrength,
} from './password-input';
