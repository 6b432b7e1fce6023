/**
 * Delivery status of a chat message. Numeric because the server sends numbers (1, 2, 3).
 */
export const MessageStatus = {
  Sending: 1,
  Sent: 2,
  Failed: 3,
} as const;

/** One message status value (1, 2 or 3). */
export type MessageStatus = (typeof MessageStatus)[keyof typeof MessageStatus];

/** Every message status. */
export const messageStatuses: readonly MessageStatus[] = Object.values(MessageStatus);
