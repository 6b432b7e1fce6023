export { MyJobsSwitch, type MyJobsSwitchProps } from './my-jobs-switch';
