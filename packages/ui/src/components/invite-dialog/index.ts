export {
  InviteDialog,
  type InviteDialogJob,
  type InviteDialogLinkProps,
  type InviteDialogMatch,
  type InviteDialogProps,
  matchedReason,
} from './invite-dialog';
