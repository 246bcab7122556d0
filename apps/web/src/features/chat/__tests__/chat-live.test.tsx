import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { createTypingSender, useChatRealtime } from "@/api/chat/realtime";
import { liveState } from "@/api/chat/live-state";
import { ChatPage } from "../pages/chat-page";
import { presenceLabel } from "../components/chat-format";
import { detail, message, SilentSocket, stubWebSocket } from "./chat-fixtures";

/** The header button keeps the socket open in the app; here this stands in for it. */
function WithSocket() {
  useChatRealtime("u-1");
  return <ChatPage />;
}

const socket = () => SilentSocket.instances[SilentSocket.instances.length - 1]!;
const frame = (data: unknown) => act(() => socket().onmessage?.({ data: JSON.stringify(data) } as MessageEvent));
const open = () =>
  act(() => {
    socket().readyState = 1;
    (socket().onopen as unknown as (() => void) | null)?.();
  });
const sentFrames = () => socket().sent.map((s) => JSON.parse(s) as { type: string; conversation_id?: string });

beforeEach(() => {
  polyfillRadix();
  stubWebSocket();
});
afterEach(() => {
  SilentSocket.instances.splice(0);
  liveState.clear();
});

describe("typing indicator and presence (decision 049)", () => {
  it("asks for presence once the socket is ready, shows 'Online' / 'Visto por último', the typing line, and sends throttled typing frames", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/unread": () => ({ total: 0, conversations: 0 }),
      "GET /api/chat/conversations/c-1": () => detail("c-1"),
      "GET /api/chat/conversations/c-1/messages": () => ({ items: [message("m-1", "u-2", "Olá")], has_more: false }),
      "POST /api/chat/conversations/c-1/read": () => ({
        conversation_id: "c-1",
        last_read_at: new Date().toISOString(),
        unread_count: 0,
        total_unread: 0,
      }),
    });
    renderInDashboard(<WithSocket />, { path: "/dashboard/chat/c-1", route: "/dashboard/chat/:conversationId" });
    await screen.findByText("Olá");
    await open();
    await frame({ type: "ready", user_id: "u-1" });
    await frame({ type: "subscribed", scope: "user", conversation_id: null });
    await waitFor(() => expect(sentFrames()).toContainEqual({ type: "presence", conversation_id: "c-1" }));
    expect(screen.getByText("Offline")).toBeVisible();

    await frame({ type: "presence", users: [{ user_id: "u-2", online: true, last_seen_at: null }] });
    expect(screen.getByText("Online")).toBeVisible();
    await frame({
      type: "presence",
      users: [{ user_id: "u-2", online: false, last_seen_at: new Date().toISOString() }],
    });
    expect(screen.getByText(/^Visto por último hoje às \d\d:\d\d$/)).toBeVisible();

    await frame({ type: "typing", conversation_id: "c-1", user_id: "u-2" });
    expect(screen.getByText("Ana está digitando…")).toBeVisible();
    await frame({ type: "message.created", conversation_id: "c-1", message: message("m-9", "u-2", "Pronto") });
    expect(screen.queryByText("Ana está digitando…")).toBeNull();

    await userEvent.type(screen.getByLabelText("Mensagem"), "abc");
    expect(sentFrames().filter((f) => f.type === "typing")).toEqual([{ type: "typing", conversation_id: "c-1" }]);
  }, 15_000);
});

describe("live helpers", () => {
  it("sends a typing frame at most every 3 s, and only when the socket took it", () => {
    const sent: string[] = [];
    let up = false;
    const typing = createTypingSender("c-1", (d) => (up ? (sent.push(d), true) : false));
    typing(0);
    up = true;
    typing(100);
    typing(2000);
    typing(3200);
    expect(sent).toHaveLength(2);
  });

  it("says who is online", () => {
    const now = new Date("2025-03-10T18:00:00.000Z");
    expect(presenceLabel(true, [{ online: true, last_seen_at: null }], now).label).toBe("Online");
    expect(presenceLabel(true, [undefined], now).label).toBe("Offline");
    expect(presenceLabel(true, [{ online: false, last_seen_at: "2025-03-10T17:00:00.000Z" }], now).label).toBe(
      "Visto por último hoje às 14:00",
    );
    expect(presenceLabel(true, [{ online: false, last_seen_at: "2025-03-08T12:30:00.000Z" }], now).label).toBe(
      "Visto por último em 08/03 às 09:30",
    );
    expect(presenceLabel(false, [{ online: true, last_seen_at: null }, undefined], now).label).toBe("1 online");
    expect(presenceLabel(false, [undefined], now).label).toBe("Ninguém online");
  });
});
