import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'medhire';
export const SMTP_PASSWORD = 'smtp-secret';

/** What the test SMTP server answers to a message's data. */
export type SmtpMode =
  | 'accept'
  /** Keeps the answer until {@link TestSmtpServer.release} (a slow server, or one mid-delivery). */
  | 'hold'
  /** A temporary failure (451) to every message. */
  | 'fail'
  /** A permanent refusal (550) of every message. */
  | 'reject';

export interface TestSmtpServer {
  /** `smtp://user:pass@127.0.0.1:<port>`: the URL the app sends through. */
  url: string;
  port: number;
  /** Messages the server answered 250 to, on a connection still open: each is one delivered copy. */
  accepted: ParsedMail[];
  /** Every message whose data arrived, answered or not. */
  received: ParsedMail[];
  /** Messages held without an answer, in arrival order. */
  held: number;
  /** Client connections open now. */
  connections: number;
  mode: SmtpMode;
  /** Answers every held message 250 (a copy whose client already left is dropped, as a real server does). */
  release(): void;
  /** Stops listening and drops open connections: the app then finds no server there. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1, port chosen by the system, with AUTH (no TLS:
 * loopback only). It parses each message with `mailparser`, so tests read the text and HTML parts as a mail
 * client would.
 */
export async function startSmtpServer(mode: SmtpMode = 'accept'): Promise<TestSmtpServer> {
  const closed = new Set<string>();
  let waiting: Array<{ session: string; mail: ParsedMail; answer: () => void }> = [];
  let server: SMTPServer | undefined;
  let port = 0;

  const state: TestSmtpServer = {
    url: '',
    port: 0,
    accepted: [],
    received: [],
    held: 0,
    connections: 0,
    mode,
    release() {
      const held = waiting;
      waiting = [];
      state.held = 0;
      for (const { session, mail, answer } of held) {
        if (closed.has(session)) continue;
        state.accepted.push(mail);
        answer();
      }
    },
    async stop() {
      const current = server;
      server = undefined;
      if (!current) return;
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async restart() {
      await listen();
    },
  };

  async function listen(): Promise<void> {
    const next = new SMTPServer({
      logger: false,
      // Offline machines wait seconds for a reverse DNS answer about 127.0.0.1.
      disableReverseLookup: true,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      // A held connection must not keep close() waiting.
      closeTimeout: 100,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
          callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onConnect(_session, callback) {
        state.connections += 1;
        callback();
      },
      onClose(session) {
        closed.add(session.id);
        state.connections -= 1;
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            state.received.push(mail);
            if (state.mode === 'fail') {
              const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
                responseCode: 451,
              });
              callback(error);
            } else if (state.mode === 'reject') {
              callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
            } else if (state.mode === 'hold') {
              state.held += 1;
              waiting.push({ session: session.id, mail, answer: () => callback() });
            } else {
              state.accepted.push(mail);
              callback();
            }
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    next.on('error', () => {});
    server = next;
    port = (next.server.address() as AddressInfo).port;
    state.port = port;
    state.url = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
  }

  await listen();
  return state;
}
