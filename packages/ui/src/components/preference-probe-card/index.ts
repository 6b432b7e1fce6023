export {
  type PreferenceProbe,
  type PreferenceProbeAnswer,
  PreferenceProbeCard,
  type PreferenceProbeCardProps,
  type PreferenceProbeOption,
} from './preference-probe-card';
