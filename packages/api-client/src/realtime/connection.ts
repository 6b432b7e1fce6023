import {
  type ClientToServerEvents,
  type Message,
  RealtimeEvent,
  type RealtimeMessageDeletedEvent,
  type RealtimeMessageEvent,
  type RealtimeNotification,
  type ServerToClientEvents,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_START_DELAY_MS,
} from '@medhire/domain';
import { type Socket, io as socketIo } from 'socket.io-client';

/** A message as the socket delivers it: the same shape as the HTTP one. */
export type RealtimeMessage = Message;

export interface RealtimeConnectionOptions {
  /** The API origin (e.g. from `selectApiBase`); '' means same origin. */
  baseUrl: string;
  /** The signed-in user's id, sent as the `uid` query. Without one, `start()` does nothing. */
  getUid: () => string | null | undefined;
  /** The session token, sent as `auth.token`; read again on every (re)connection. */
  getToken: () => string | null | undefined;
  onMessage?: (event: RealtimeMessageEvent) => void;
  onNotification?: (notification: RealtimeNotification) => void;
  onMessageDeleted?: (event: RealtimeMessageDeletedEvent) => void;
  /**
   * Called each time the socket is back after a drop: re-read the open conversations with `afterSeq`
   * and flush the message outbox, since events sent while disconnected were missed.
   */
  onReconnect?: () => void;
  /**
   * Called when the server refuses the connection (e.g. the session ended); socket.io does not retry a
   * refusal, so the app should sign in again and `start()` a new connection.
   */
  onRefused?: (message: string) => void;
  /**
   * Called when the server closes the socket because its session ended (logout elsewhere, a password change,
   * the account blocked…), with the server's sentence. The connection stops for good, as after `stop()`; the
   * app should end its local session as it does for a 401. `explained`: the sentence says why the person was
   * signed out without asking (removed from a team, a new role), for the app to show.
   */
  onSessionEnded?: (message: string, explained: boolean) => void;
  /** Called when the socket connects or disconnects. */
  onStatusChange?: (connected: boolean) => void;
  /** Defaults to the spec's 2000 ms (`SOCKET_START_DELAY_MS`). */
  startDelayMs?: number;
  /** Defaults to the spec's 1000 ms growing to 5000 ms. */
  reconnectDelayMs?: number;
  reconnectDelayMaxMs?: number;
  /** socket.io path; defaults to socket.io's `/socket.io`. */
  path?: string;
  /** The socket.io client factory (tests may inject one). */
  io?: typeof socketIo;
}

export interface RealtimeConnection {
  /** Connects now (no-op when already started or when there is no user id). */
  start(): void;
  /** Connects after `SOCKET_START_DELAY_MS`; call it once the user sync is done. */
  startAfterDelay(): void;
  /** Disconnects and cancels a pending start or reconnection. */
  stop(): void;
  isConnected(): boolean;
}

/** The socket, typed with the domain's event map: a listener whose payload drifts from it fails the build. */
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The realtime channel of the employer app (spec §9): a socket.io connection with the `uid` query and the
 * session token, reconnecting forever (1 s growing to 5 s), that reports `onMessage`, `onNotification`
 * and `onMessageDeleted` events and tells the app when it is back so nothing missed stays missing. When the
 * server ends the socket because the session ended (`session-ended`), it stops and tells the app to sign out.
 */
export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const io = options.io ?? socketIo;
  const startDelayMs = options.startDelayMs ?? SOCKET_START_DELAY_MS;
  const reconnectDelayMs = options.reconnectDelayMs ?? SOCKET_RECONNECT_DELAY_MS;
  const reconnectDelayMaxMs = options.reconnectDelayMaxMs ?? SOCKET_RECONNECT_DELAY_MAX_MS;
  let socket: ClientSocket | null = null;
  let startTimer: ReturnType<typeof setTimeout> | null = null;
  let rejoinTimer: ReturnType<typeof setTimeout> | null = null;

  function clearTimers(): void {
    if (startTimer) clearTimeout(startTimer);
    if (rejoinTimer) clearTimeout(rejoinTimer);
    startTimer = null;
    rejoinTimer = null;
  }

  /** Forgets the current socket: no more events, no reconnection, and no pending start. */
  function close(): void {
    clearTimers();
    const current = socket;
    socket = null;
    if (current) {
      const wasConnected = current.connected;
      current.removeAllListeners();
      current.disconnect();
      if (wasConnected) options.onStatusChange?.(false);
    }
  }

  function start(): void {
    if (startTimer) {
      clearTimeout(startTimer);
      startTimer = null;
    }
    if (socket) return;
    const uid = options.getUid();
    if (!uid) return;

    const current: ClientSocket = io(options.baseUrl || undefined, {
      query: { uid },
      auth: (deliver) => deliver({ token: options.getToken() ?? '' }),
      reconnection: true,
      reconnectionDelay: reconnectDelayMs,
      reconnectionDelayMax: reconnectDelayMaxMs,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      autoConnect: false,
      ...(options.path ? { path: options.path } : {}),
    });
    socket = current;
    let connectedBefore = false;

    current.on('connect', () => {
      options.onStatusChange?.(true);
      if (connectedBefore) options.onReconnect?.();
      connectedBefore = true;
    });
    current.on('disconnect', (reason) => {
      options.onStatusChange?.(false);
      // socket.io reconnects by itself except when the server closed the socket; the spec wants it back anyway.
      if (reason === 'io server disconnect' && socket === current) {
        rejoinTimer = setTimeout(() => {
          rejoinTimer = null;
          if (socket === current) current.connect();
        }, reconnectDelayMs);
      }
    });
    current.on('connect_error', (error) => {
      // A transport failure keeps the socket active (it retries); a refusal by the server does not.
      if (!current.active && socket === current) options.onRefused?.(error.message);
    });
    // The server is about to close the socket for good: no reconnection, the app signs out.
    current.on(RealtimeEvent.SessionEnded, (event) => {
      if (socket !== current) return;
      close();
      // An older server sent the event without its sentence.
      options.onSessionEnded?.(event?.message ?? '', event?.explained === true);
    });
    current.on(RealtimeEvent.Message, (event) => options.onMessage?.(event));
    current.on(RealtimeEvent.Notification, (notification) => options.onNotification?.(notification));
    current.on(RealtimeEvent.MessageDeleted, (event) => options.onMessageDeleted?.(event));
    current.connect();
  }

  return {
    start,
    startAfterDelay() {
      if (socket || startTimer) return;
      startTimer = setTimeout(() => {
        startTimer = null;
        start();
      }, startDelayMs);
    },
    stop: close,
    isConnected: () => socket?.connected ?? false,
  };
}
