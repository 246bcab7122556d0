import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { heldMessages, useMessages } from "@/api/chat/messages";
import { useChatRealtime } from "@/api/chat/realtime";
import { useUnreadTotal } from "@/api/chat/conversations";
import { ME, message, SilentSocket, stubWebSocket } from "./chat-fixtures";

/** What the realtime hook feeds: the badge and one conversation's history. */
function Probe() {
  useChatRealtime(ME);
  const unread = useUnreadTotal();
  const history = useMessages("c-1");
  return (
    <>
      <output data-testid="unread">{unread.data?.total ?? "-"}</output>
      <output data-testid="ids">
        {heldMessages(history.data)
          .map((m) => m.id)
          .join(",")}
      </output>
    </>
  );
}

const socket = () => SilentSocket.instances[SilentSocket.instances.length - 1]!;
const frame = (data: unknown) => act(() => socket().onmessage?.({ data: JSON.stringify(data) } as MessageEvent));
const open = () =>
  act(() => {
    socket().readyState = 1;
    (socket().onopen as unknown as (() => void) | null)?.();
  });

beforeEach(() => {
  polyfillRadix();
  stubWebSocket();
});
afterEach(() => SilentSocket.instances.splice(0));

describe("realtime events in the cache (docs/api/chat.md#realtime-socket-apirealtime)", () => {
  it("subscribes to the user's channel, adds live messages once, and catches up after a reconnect", async () => {
    let unread = 2;
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/unread": () => ({ total: unread, conversations: 1 }),
      "GET /api/chat/conversations/c-1/messages": ({ url }) =>
        url.searchParams.get("after") === "m-2"
          ? {
              items: [
                message("m-2", "u-2", "dois"),
                message("m-3", "u-2", "três", { created_at: "2025-03-10T13:07:00.000Z" }),
              ],
              has_more: false,
            }
          : { items: [message("m-1", "u-2", "um", { created_at: "2025-03-10T13:00:00.000Z" })], has_more: false },
    });
    renderInDashboard(<Probe />);
    await waitFor(() => expect(screen.getByTestId("ids")).toHaveTextContent("m-1"));
    await open();
    await frame({ type: "ready", user_id: ME });
    expect(socket().sent).toContain(JSON.stringify({ type: "subscribe", scope: "user" }));

    unread = 3;
    const live = message("m-2", "u-2", "dois", { created_at: "2025-03-10T13:06:00.000Z" });
    await frame({ type: "message.created", conversation_id: "c-1", message: live });
    await frame({ type: "message.created", conversation_id: "c-1", message: live });
    await waitFor(() => expect(screen.getByTestId("ids")).toHaveTextContent(/^m-1,m-2$/));
    await waitFor(() => expect(screen.getByTestId("unread")).toHaveTextContent("3"));

    await frame({
      type: "conversation.read",
      conversation_id: "c-1",
      last_read_at: "x",
      unread_count: 0,
      total_unread: 0,
    });
    await waitFor(() => expect(screen.getByTestId("unread")).toHaveTextContent("0"));

    // The socket drops; the new one opens, subscribes again, and then asks for what came after m-2.
    // The reconnection delay runs on fake timers: no real second of waiting (decision 041).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await act(() => (socket().onclose as unknown as () => void)());
      await act(() => vi.advanceTimersByTimeAsync(1100));
    } finally {
      vi.useRealTimers();
    }
    await open();
    await frame({ type: "ready", user_id: ME });
    expect(calls.some((c) => c.path.includes("after="))).toBe(false);
    await frame({ type: "subscribed", scope: "user", conversation_id: null });
    await waitFor(() => expect(screen.getByTestId("ids")).toHaveTextContent(/^m-1,m-2,m-3$/));
    expect(calls.filter((c) => c.path.includes("after=m-2"))).toHaveLength(1);
  });

  it("after the server ends the socket's session, opens again only if the browser still has a session", async () => {
    let loggedIn = true;
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/unread": () =>
        loggedIn
          ? { total: 0, conversations: 0 }
          : new Reply(401, { error: { code: "UNAUTHENTICATED", message: "Faça login para continuar." } }),
      "GET /api/chat/conversations/c-1/messages": () => ({ items: [], has_more: false }),
    });
    renderInDashboard(<Probe />);
    await waitFor(() => expect(SilentSocket.instances).toHaveLength(1));
    await open();
    const endSession = () =>
      act(() => {
        socket().readyState = 3;
        (socket().onclose as unknown as ((event: { code: number }) => void) | null)?.({ code: 4401 });
      });

    // A password change replaced this browser's session: the unread count still answers.
    await endSession();
    await waitFor(() => expect(SilentSocket.instances).toHaveLength(2));
    await open();

    // A logout elsewhere ended it for good: the call answers 401 and the socket stays closed.
    loggedIn = false;
    const asked = calls.filter((c) => c.path === "/api/chat/unread").length;
    await endSession();
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/chat/unread").length).toBeGreaterThan(asked));
    await act(() => Promise.resolve());
    expect(SilentSocket.instances).toHaveLength(2);
  });
});
