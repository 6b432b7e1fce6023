export { Callout, type CalloutProps, type CalloutTone, calloutVariants } from './callout';
