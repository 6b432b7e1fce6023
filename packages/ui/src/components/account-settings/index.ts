export { AccountSettings, type AccountSettingsProps } from './account-settings';
