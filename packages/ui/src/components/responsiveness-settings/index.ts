export {
  ResponsivenessSettingsForm,
  type ResponsivenessSettingsFormProps,
} from './responsiveness-settings-form';
