import { type Message, MessageStatus } from '@medhire/domain';

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

/** Who reads the thread: the member of the team signed in (null for the owner), and what they may delete. */
export type ThreadReader = {
  memberId: string | null;
  /** The owner deletes any of the team's messages; a member only their own (the server's rule). */
  deletesTeamMessages: boolean;
};

/**
 * Whether a message of the employer's side is the reader's own: one still sending or failed is (it was written
 * here), a sent one when its `senderMemberId` is the reader's. Without a reader every employer message is "own"
 * (one person on the employer's side).
 */
export function isReadersOwn(message: ChatMessage, reader: ThreadReader | undefined): boolean {
  if (message.sender !== 'employer') return false;
  if (!reader || message.status !== MessageStatus.Sent) return true;
  return (message.senderMemberId ?? null) === reader.memberId;
}
