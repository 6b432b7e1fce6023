import { RealtimeEvent, type RealtimePayload } from '@medhire/domain';
import type { FastifyInstance } from 'fastify';
import { hiringManagerIdsOf } from '../jobs/hiring-team.js';
import type { SentMessage } from './service.js';

/**
 * Sends a conversation's event to the job's hiring managers as well: their sockets are not in the organization's
 * room (they see only their jobs). After the answer, off the send's path; a failure is logged.
 */
export function emitToHiringManagers<Event extends RealtimeEvent>(
  app: FastifyInstance,
  jobId: string,
  event: Event,
  payload: RealtimePayload<Event>,
): void {
  hiringManagerIdsOf(app.database.db, jobId)
    .then((memberIds) => {
      for (const id of memberIds) app.realtime.emit({ kind: 'member', id }, event, payload);
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'The hiring managers were not told'));
}

/** After a message is saved: to both sides' sockets (the sender's other devices too), then the event bus. */
export function announceMessage(app: FastifyInstance, conversationId: string, sent: SentMessage): void {
  if (!sent.created) return;
  app.metrics.messagesSent.inc({ sender: sent.message.sender });
  const payload = { conversationId, message: sent.message };
  app.realtime.emit({ kind: 'candidate', id: sent.candidateId }, RealtimeEvent.Message, payload);
  app.realtime.emit({ kind: 'employer', id: sent.employerId }, RealtimeEvent.Message, payload);
  emitToHiringManagers(app, sent.jobId, RealtimeEvent.Message, payload);
  app.events.emit('message.sent', {
    employerId: sent.employerId,
    candidateId: sent.candidateId,
    conversationId,
    jobId: sent.jobId,
    senderKind: sent.message.sender,
    message: { ...sent.message },
  });
}
