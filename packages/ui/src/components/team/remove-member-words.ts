/** The words of a member's remove button and its confirmation (an invitation not used yet is cancelled instead). */
export function removeMemberWords(displayName: string, invited: boolean) {
  return invited
    ? {
        trigger: 'Cancel invitation',
        triggerFor: ` for ${displayName}`,
        title: `Cancel the invitation to ${displayName}?`,
        description: 'The link in their email stops working at once. You can invite them again later.',
        cancel: 'Keep invitation',
        action: 'Cancel invitation',
      }
    : {
        trigger: 'Remove',
        triggerFor: ` ${displayName}`,
        title: `Remove ${displayName} from the team?`,
        description: 'They are signed out at once; the messages they sent keep their name.',
        cancel: 'Cancel',
        action: 'Remove',
      };
}
