// Without zod: the socket and the chat screens read it at runtime, and a module that builds schemas would bring
// zod into their chunks.

/** Who wrote a message: the employer or the candidate of the conversation (`senderId` says which one). */
export const MessageSender = { Employer: 'employer', Candidate: 'candidate' } as const;
/** One side of a conversation. */
export type MessageSender = (typeof MessageSender)[keyof typeof MessageSender];
