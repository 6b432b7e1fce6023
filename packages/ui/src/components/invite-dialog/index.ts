export {
  InviteDialog,
  type InviteDialogJob,
  type InviteDialogMatch,
  type InviteDialogProps,
  matchedReason,
} from './invite-dialog';
