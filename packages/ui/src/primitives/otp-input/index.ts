export { OtpInput, type OtpInputProps } from './otp-input';
