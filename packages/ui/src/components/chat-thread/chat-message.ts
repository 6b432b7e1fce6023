import type { Message, MessageStatus } from '@medhire/domain';

/**
 * One message of a thread: the server's `Message`, or a message the employer is still sending (no `seq` yet,
 * 1 sending or 3 failed; the server's messages are all 2 sent).
 */
export type ChatMessage = Omit<Message, 'seq' | 'status' | 'isDeleted'> & {
  seq?: Message['seq'];
  /** 1 sending, 2 sent, 3 failed (the server's messages are sent). */
  status: MessageStatus;
  /** True once deleted: the message keeps its place and shows a placeholder (its body is empty). */
  isDeleted?: Message['isDeleted'];
};

/**
 * A message's key in the thread: its side and temporary id while sending and after (so it never remounts; both
 * sides draw ids from the same small range), else its id.
 */
export function messageKey(message: ChatMessage): string {
  return message.tempMsgId === undefined ? message._id : `temp-${message.sender}-${message.tempMsgId}`;
}
