export type { PlanChangePreview } from '@medhire/domain';
export { PlanChangeDialog, type PlanChangeDialogProps } from './plan-change-dialog';
