import { MessageStatus } from '../enums/message-status';

/** What happens to a message: the send succeeded, the send failed, or the user resends a failed one. */
export type MessageStatusEvent = 'succeeded' | 'failed' | 'resend';

/** Every message status event. */
export const messageStatusEvents: readonly MessageStatusEvent[] = ['succeeded', 'failed', 'resend'];

/** Thrown when a message cannot take an event in its current status. */
export class MessageTransitionError extends Error {
  override readonly name = 'MessageTransitionError';
}

const statusNames: Record<MessageStatus, string> = {
  [MessageStatus.Sending]: 'sending',
  [MessageStatus.Sent]: 'sent',
  [MessageStatus.Failed]: 'failed',
};

/** The only moves (spec §4): sending → sent, sending → failed, failed → sending (resend). */
function nextStatus(from: MessageStatus, event: MessageStatusEvent): MessageStatus | undefined {
  switch (event) {
    case 'succeeded':
      return from === MessageStatus.Sending ? MessageStatus.Sent : undefined;
    case 'failed':
      return from === MessageStatus.Sending ? MessageStatus.Failed : undefined;
    case 'resend':
      return from === MessageStatus.Failed ? MessageStatus.Sending : undefined;
    default:
      event satisfies never;
      return undefined;
  }
}

/**
 * Whether a message may go from one status to another (spec §4): sending → sent, sending → failed,
 * failed → sending. Staying in the same status is not a transition.
 */
export function canTransitionMessage(from: MessageStatus, to: MessageStatus): boolean {
  return messageStatusEvents.some((event) => nextStatus(from, event) === to);
}

/**
 * The status of a message after an event (spec §4): a sending message becomes sent on `succeeded` or
 * failed on `failed`; a failed message goes back to sending on `resend`. Anything else throws a
 * `MessageTransitionError`, because it means the client's view of the message is out of date.
 */
export function transitionMessage(from: MessageStatus, event: MessageStatusEvent): MessageStatus {
  const next = nextStatus(from, event);
  if (next === undefined) {
    const fromName = statusNames[from] ?? `status ${String(from)}`;
    throw new MessageTransitionError(`A ${fromName} message cannot take the event "${String(event)}"`);
  }
  return next;
}
