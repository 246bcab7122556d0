import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEARTBEAT_MS, HEARTBEAT_TIMEOUT_MS, RealtimeConnection, reconnectDelay } from "../connection";

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
}

const latest = () => FakeSocket.all[FakeSocket.all.length - 1]!;

function connection() {
  return new RealtimeConnection<{ type: string }>({
    url: () => "ws://localhost/api/realtime",
    parse: (data) => {
      const frame = JSON.parse(String(data)) as { type: string };
      return frame.type === "pong" ? null : frame;
    },
    ping: () => JSON.stringify({ type: "ping" }),
    createSocket: (url) => new FakeSocket(url),
  });
}

describe("realtime connection", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it("waits 1, 2, 5 and then 10 seconds between reconnect attempts", () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
    const realtime = connection();
    const states: string[] = [];
    realtime.onState((state) => states.push(state));
    realtime.retain();
    expect(FakeSocket.all).toHaveLength(1);

    for (const delay of [1000, 2000, 5000, 10000, 10000]) {
      latest().drop();
      const before = FakeSocket.all.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.all).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(before + 1);
    }
    expect(states[0]).toBe("reconnecting");
  });

  it("starts the schedule again once a socket opens, and tells listeners it reconnected", () => {
    const realtime = connection();
    const reconnects = vi.fn();
    realtime.onReconnect(reconnects);
    realtime.retain();
    latest().open();
    expect(reconnects).not.toHaveBeenCalled();
    expect(realtime.getState()).toBe("open");

    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().drop();
    vi.advanceTimersByTime(2000);
    latest().open();
    expect(reconnects).toHaveBeenCalledTimes(1);

    latest().drop();
    const before = FakeSocket.all.length;
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(before + 1);
  });

  it("delivers events, not pongs, to its listeners", () => {
    const realtime = connection();
    const events = vi.fn();
    realtime.onEvent(events);
    realtime.retain();
    latest().open();
    latest().receive(JSON.stringify({ type: "pong" }));
    latest().receive(JSON.stringify({ type: "message.created" }));
    expect(events).toHaveBeenCalledTimes(1);
    expect(events).toHaveBeenCalledWith({ type: "message.created" });
  });

  it("pings every 25 s and drops a socket that stays silent for 10 s after a ping", () => {
    const realtime = connection();
    realtime.retain();
    const first = latest();
    first.open();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(first.sent).toEqual([JSON.stringify({ type: "ping" })]);
    first.receive(JSON.stringify({ type: "pong" }));
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
    expect(first.closed).toBe(false);

    vi.advanceTimersByTime(HEARTBEAT_MS - HEARTBEAT_TIMEOUT_MS);
    expect(first.sent).toHaveLength(2);
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
    expect(first.closed).toBe(true);
    expect(realtime.getState()).toBe("reconnecting");
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it("closes the socket when its last user leaves and stops reconnecting", () => {
    const realtime = connection();
    const releaseA = realtime.retain();
    const releaseB = realtime.retain();
    expect(FakeSocket.all).toHaveLength(1);
    latest().open();
    releaseA();
    expect(latest().closed).toBe(false);
    releaseB();
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe("realtime connection after the session ended", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it("does not reconnect when the server closes with 4401, and tells its listeners", () => {
    const realtime = connection();
    const ended = vi.fn();
    realtime.onSessionEnded(ended);
    realtime.retain();
    latest().open();
    latest().readyState = 3;
    latest().onclose?.({ code: 4401 } as CloseEvent);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(realtime.getState()).toBe("closed");
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it("opens again on resume() once the browser has a newer session, and tells listeners it reconnected", () => {
    const realtime = connection();
    const reconnected = vi.fn();
    realtime.onReconnect(reconnected);
    realtime.resume(); // nothing to resume: never retained
    expect(FakeSocket.all).toHaveLength(0);
    realtime.retain();
    latest().open();
    realtime.resume(); // open: nothing to do
    expect(FakeSocket.all).toHaveLength(1);
    latest().readyState = 3;
    latest().onclose?.({ code: 4401 } as CloseEvent);
    realtime.resume();
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    expect(realtime.getState()).toBe("open");
    expect(reconnected).toHaveBeenCalledTimes(1);
  });
});
