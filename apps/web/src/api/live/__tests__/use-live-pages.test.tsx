import { QueryClient } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { realtimeSocket } from "../../realtime/socket";
import { useLivePages } from "../use-live-pages";

/** A WebSocket the test opens, feeds and drops by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}
const latest = () => FakeSocket.all[FakeSocket.all.length - 1]!;
const open = () =>
  act(() => {
    latest().readyState = 1;
    latest().onopen?.(new Event("open"));
  });
const frame = (data: unknown) => act(() => latest().onmessage?.({ data: JSON.stringify(data) } as MessageEvent));

const HELD = [
  ["quotations", "list", "sent"],
  ["projects", "detail", "p-1"],
  ["notifications", "unread-count"],
  ["chat", "unread"],
] as const;

/** A cache holding one settled query per key, to see which ones the socket's events make stale. */
function clientWith(keys: readonly (readonly unknown[])[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) queryClient.setQueryData(key, { held: true });
  const stale = () =>
    keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
  return { queryClient, stale };
}

let release: () => void = () => {};
beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  // Chat holds the tab's socket in the app; here the test does (decision 096).
  release = realtimeSocket.retain();
});
afterEach(() => {
  release();
  vi.unstubAllGlobals();
});

describe("the live pages on the tab's socket (decision 096)", () => {
  it("a domain change marks its domain's queries stale; a reconnect marks every live page's", async () => {
    const { queryClient, stale } = clientWith(HELD);
    renderHook(() => useLivePages(queryClient));
    await open();

    await frame({ type: "domain.changed", domains: ["quotations"], subject: "quotation", id: "q-1" });
    expect(stale()).toEqual([`["quotations","list","sent"]`]);

    // The socket drops and opens again: what the gap's events would have touched is refetched; the
    // bell and chat refetch their own (api/notifications, api/chat). The reconnect waits on fake timers.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await act(() => latest().onclose?.({} as CloseEvent));
      await act(() => vi.advanceTimersByTimeAsync(1100));
    } finally {
      vi.useRealTimers();
    }
    await open();
    expect(stale()).toEqual([`["quotations","list","sent"]`, `["projects","detail","p-1"]`]);
  });
});
