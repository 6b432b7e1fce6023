export {
  formatCardNumber,
  formatExpiry,
  PaymentForm,
  type PaymentFormProps,
  type PaymentSubmission,
  passesLuhnCheck,
  type TestCardDetails,
} from './payment-form';
