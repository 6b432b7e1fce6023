export { FocusLayout, type FocusLayoutProgress, type FocusLayoutProps } from './focus-layout';
