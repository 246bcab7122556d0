/**
 * One WebSocket to /api/realtime for the whole tab, shared by whatever listens to it (chat, the bell,
 * the live pages: socket.ts). Timings are docs/product/budgets.md#realtime's client side: an application ping every
 * 25 s, a socket silent for 10 s after it is dead, reconnects after 1, 2, 5 and then every 10 s.
 * After a reconnect, `onReconnect` listeners fetch what was missed while the socket was down.
 */

export const HEARTBEAT_MS = 25_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The wait before reconnect attempt number `attempt` (0 for the first). */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
}

/** The close code the server uses when the socket's session has ended (logout, expiry): no reconnect. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

export type ConnectionState = "connecting" | "open" | "reconnecting" | "closed";

type SocketLike = Pick<WebSocket, "send" | "close" | "readyState"> & {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
};

export type RealtimeOptions<Event> = {
  url: () => string;
  /** Reads one frame; null for a frame that is not an event (a pong, something unknown). */
  parse: (data: unknown) => Event | null;
  ping: () => string;
  createSocket?: (url: string) => SocketLike;
};

export class RealtimeConnection<Event> {
  private socket: SocketLike | null = null;
  private users = 0;
  private attempt = 0;
  private everOpened = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private silenceTimer: ReturnType<typeof setTimeout> | null = null;
  private state: ConnectionState = "connecting";
  private readonly eventListeners = new Set<(event: Event) => void>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly sessionEndedListeners = new Set<() => void>();

  constructor(private readonly options: RealtimeOptions<Event>) {}

  /** Starts the socket for one more user; the returned function releases it (the last one closes it). */
  retain(): () => void {
    this.users += 1;
    if (this.users === 1 || (this.state === "closed" && !this.socket)) this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.shutdown();
    };
  }

  onEvent(listener: (event: Event) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Called each time the socket opens again after having been open before. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** Sends a frame when the socket is open; false when it is not (the caller waits for the next open). */
  send(data: string): boolean {
    if (!this.socket || this.socket.readyState !== 1) return false;
    this.socket.send(data);
    return true;
  }

  /** Called when the server closed the socket because the session ended; it is not reopened. */
  onSessionEnded(listener: () => void): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  /**
   * Opens the socket again after the server closed it because its session ended, once the app
   * knows this browser holds a newer session (a password change replaces the browser's session).
   */
  resume() {
    if (this.state === "closed" && !this.socket && this.users > 0) this.connect();
  }

  getState(): ConnectionState {
    return this.state;
  }

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    this.stateListeners.forEach((listener) => listener(state));
  }

  private connect() {
    if (this.state === "closed") this.setState("connecting");
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reopened = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.setState("open");
      this.startHeartbeat();
      if (reopened) this.reconnectListeners.forEach((listener) => listener());
    };
    socket.onmessage = (message) => {
      if (this.socket !== socket) return;
      // Any frame proves the socket alive.
      this.clearSilenceTimer();
      const event = this.options.parse(message.data);
      if (event) this.eventListeners.forEach((listener) => listener(event));
    };
    socket.onerror = () => {
      // onclose follows and schedules the reconnect.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (event?.code === SESSION_ENDED_CLOSE_CODE) {
        // Reconnecting would be refused (401) every time; the app learns of the lost session instead.
        this.setState("closed");
        this.sessionEndedListeners.forEach((listener) => listener());
        return;
      }
      if (this.users > 0) this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    this.setState("reconnecting");
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.users > 0) this.connect();
    }, delay);
  }

  private startHeartbeat() {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      const socket = this.socket;
      if (!socket || socket.readyState !== 1) return;
      socket.send(this.options.ping());
      this.silenceTimer ??= setTimeout(() => {
        this.silenceTimer = null;
        // No answer in time: the connection is dead even if the browser has not noticed.
        this.dropSocket();
      }, HEARTBEAT_TIMEOUT_MS);
    }, HEARTBEAT_MS);
  }

  private clearSilenceTimer() {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
  }

  private stopHeartbeat() {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    this.clearSilenceTimer();
  }

  /** Closes the current socket and reconnects on the usual schedule. */
  private dropSocket() {
    const socket = this.socket;
    this.socket = null;
    this.stopHeartbeat();
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    }
    if (this.users > 0) this.scheduleReconnect();
  }

  private shutdown() {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    this.stopHeartbeat();
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    }
    this.attempt = 0;
    this.everOpened = false;
    this.setState("connecting");
  }
}
