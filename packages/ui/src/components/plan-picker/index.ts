export {
  formatMoney,
  formatPlanPrice,
  type Plan,
  type PlanInterval,
  PlanPicker,
  type PlanPickerProps,
  yearlySavings,
} from './plan-picker';
