export type { CardOnFile, Invoice, NextCharge, PlanChangePreview } from '@medhire/domain';
export { InvoiceList, type InvoiceListProps } from './invoice-list';
export { PlanChangeDialog, type PlanChangeDialogProps } from './plan-change-dialog';
export { describeExpiry, ReplaceCardDialog, type ReplaceCardDialogProps } from './replace-card-dialog';
