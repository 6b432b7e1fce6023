export { JobCompletenessMeter, type JobCompletenessMeterProps } from './job-completeness-meter';
