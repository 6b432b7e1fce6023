export { OrganizationChooser, type OrganizationChooserProps } from './organization-chooser';
