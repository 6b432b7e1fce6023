export { Stepper, type StepperProps, type StepperStep, type StepperStepState } from './stepper';
