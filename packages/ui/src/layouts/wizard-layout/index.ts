export { WizardLayout, type WizardLayoutProps } from './wizard-layout';
