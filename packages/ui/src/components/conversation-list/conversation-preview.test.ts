import { describe, expect, it } from 'vitest';
import { type ConversationListMessage, conversationPreview } from './conversation-list';

const last = (extra: Partial<ConversationListMessage>): ConversationListMessage => ({
  _id: 'm1',
  body: 'See you  Thursday\nat 10',
  sentTime: '2026-11-26T16:40:00.000Z',
  sender: 'employer',
  ...extra,
});

describe('conversationPreview (the inbox’s last line)', () => {
  it('says "You" for the reader’s own message and the teammate’s first name for a colleague’s', () => {
    const ritas = last({ senderName: 'Rita Gomez', senderMemberId: 'm_rita' });
    expect(conversationPreview(ritas, 'm_rita')).toBe('You: See you Thursday at 10');
    expect(conversationPreview(ritas, null)).toBe('Rita: See you Thursday at 10');
    const owners = last({ senderName: 'Dana Reyes', senderMemberId: null });
    expect(conversationPreview(owners, null)).toBe('You: See you Thursday at 10');
    expect(conversationPreview(owners, 'm_rita')).toBe('Dana: See you Thursday at 10');
    expect(conversationPreview(last({ senderMemberId: 'm_gone' }), null)).toBe(
      'Your team: See you Thursday at 10',
    );
  });

  it('keeps the candidate’s words as they are, and "You" when no reader is given (one person)', () => {
    expect(conversationPreview(last({ sender: 'candidate' }), 'm_rita')).toBe('See you Thursday at 10');
    expect(conversationPreview(last({ senderMemberId: 'm_rita' }))).toBe('You: See you Thursday at 10');
  });
});
