import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';

/** What happened in the product, for the modules that react to it (notifications, realtime). */
export interface DomainEvents {
  /** A candidate registered on the employee API (or was added), near one of the employer's jobs. */
  'employee.registered': { employerId: string; candidateId: string };
  /** A candidate joined (registered on the employee API): the saved searches are tested against them. */
  'candidate.created': { candidateId: string };
  /** A new candidate matched one person's saved search, for the first time. */
  'saved-search.matched': {
    employerId: string;
    /** The member whose search it is; null for the owner. */
    memberId: string | null;
    savedSearchId: string;
    savedSearchName: string;
    candidateId: string;
  };
  /** A candidate applied to a job (an accepted match). */
  'match.applied': { employerId: string; matchId: string; jobId: string; candidateId: string };
  /** A candidate accepted an invite. */
  'match.accepted': { employerId: string; matchId: string; jobId: string; candidateId: string };
  /** A candidate declined an invite. */
  'match.declined': { employerId: string; matchId: string; jobId: string; candidateId: string };
  /** A message was written (by either side) in a conversation. */
  'message.sent': {
    employerId: string;
    candidateId: string;
    conversationId: string;
    /** The conversation's job: its hiring team hears of it. */
    jobId: string;
    senderKind: 'employer' | 'candidate';
    message: Record<string, unknown>;
  };
  /**
   * A renewal's payment failed (Stripe's `invoice.payment_failed` of a running subscription, or the test
   * provider's renewal with a card that declines): the subscription is past due and the account lapsed.
   */
  'billing.payment_failed': {
    employerId: string;
    amountCents: number;
    currency: string;
    planName: string;
    cardBrand: string | null;
    cardLast4: string | null;
  };
}

/** A typed, in-process event bus. Listeners run after the emitting request's work is saved. */
export interface EventBus {
  emit<K extends keyof DomainEvents>(event: K, payload: DomainEvents[K]): void;
  on<K extends keyof DomainEvents>(
    event: K,
    listener: (payload: DomainEvents[K]) => void | Promise<void>,
  ): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events (match accepted, message sent …) for the modules that react to them. */
    events: EventBus;
  }
}

/** Decorates the app with the event bus. A failing listener is logged, never thrown into the request. */
export function registerEvents(app: FastifyInstance): void {
  const emitter = new EventEmitter();
  const bus: EventBus = {
    emit: (event, payload) => {
      emitter.emit(event, payload);
    },
    on: (event, listener) => {
      emitter.on(event, (payload) => {
        Promise.resolve()
          .then(() => listener(payload))
          .catch((error: unknown) => app.log.error({ err: error, event }, 'An event listener failed'));
      });
    },
  };
  app.decorate('events', bus);
}
