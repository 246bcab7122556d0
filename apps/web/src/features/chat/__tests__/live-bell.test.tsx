import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { useChatRealtime } from "@/api/chat/realtime";
import { useUnreadCount } from "@/api/notifications/get-notifications";
import { ME, SilentSocket, stubWebSocket } from "./chat-fixtures";

/** The tab's socket and the bell's count, as the dashboard header holds them. */
function Probe() {
  useChatRealtime(ME);
  const unread = useUnreadCount();
  return <output data-testid="bell">{unread.data?.unread_count ?? "-"}</output>;
}

const socket = () => SilentSocket.instances[SilentSocket.instances.length - 1]!;
const frame = (data: unknown) => act(() => socket().onmessage?.({ data: JSON.stringify(data) } as MessageEvent));

beforeEach(() => {
  polyfillRadix();
  stubWebSocket();
});
afterEach(() => SilentSocket.instances.splice(0));

describe("the bell over the socket (decision 048)", () => {
  it("refetches the badge when the server says the bell changed, and only then", async () => {
    let unread = 1;
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/unread": () => ({ total: 0, conversations: 0 }),
      "GET /api/notifications/unread-count": () => ({ unread_count: unread }),
    });
    renderInDashboard(<Probe />);
    await waitFor(() => expect(screen.getByTestId("bell")).toHaveTextContent("1"));
    await act(() => {
      socket().readyState = 1;
      (socket().onopen as unknown as (() => void) | null)?.();
    });
    await frame({ type: "ready", user_id: ME });

    unread = 2;
    // An event of another domain leaves the bell alone.
    await frame({ type: "domain.changed", domains: ["quotations"], subject: "quotation", id: "q-1" });
    await act(() => Promise.resolve());
    expect(screen.getByTestId("bell")).toHaveTextContent("1");
    await frame({ type: "notifications.changed" });
    await waitFor(() => expect(screen.getByTestId("bell")).toHaveTextContent("2"));
    expect(calls.filter((c) => c.path === "/api/notifications/unread-count")).toHaveLength(2);
  });
});
