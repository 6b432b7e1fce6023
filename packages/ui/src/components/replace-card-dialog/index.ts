export type { CardOnFile } from '@medhire/domain';
export { describeExpiry, ReplaceCardDialog, type ReplaceCardDialogProps } from './replace-card-dialog';
