import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ChatPage } from "../pages/chat-page";
import { detail, ME, message, stubWebSocket } from "./chat-fixtures";

beforeEach(() => {
  polyfillRadix();
  stubWebSocket();
});

const OLD = message("m-0", "u-2", "A planta nova chegou", { created_at: "2025-03-01T13:00:00.000Z" });
const NEWEST = [message("m-1", "u-2", "Olá"), message("m-2", ME, "Tudo bem")];

describe("search within a conversation (decision 049)", () => {
  it("searches on the server, marks the match, and jumps to an older message loading what lies between", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/conversations/c-1": () => detail("c-1"),
      "GET /api/chat/conversations/c-1/messages": ({ url }) =>
        url.searchParams.get("through") === "m-0"
          ? { items: [OLD], has_more: false }
          : url.searchParams.get("before")
            ? { items: [], has_more: false }
            : { items: NEWEST, has_more: true },
      "GET /api/chat/conversations/c-1/messages/search": ({ url }) => ({
        items: url.searchParams.get("q") === "PLANTA" ? [OLD] : [],
        next_cursor: null,
      }),
      "POST /api/chat/conversations/c-1/read": () => ({
        conversation_id: "c-1",
        last_read_at: new Date().toISOString(),
        unread_count: 0,
        total_unread: 0,
      }),
    });
    renderInDashboard(<ChatPage />, { path: "/dashboard/chat/c-1", route: "/dashboard/chat/:conversationId" });
    await screen.findByText("Olá");
    await userEvent.click(screen.getByRole("button", { name: "Procurar na conversa" }));
    await userEvent.type(screen.getByLabelText("Texto a procurar"), "PLANTA");
    const found = await screen.findByRole("list", { name: "Mensagens encontradas" });
    const result = within(found).getByRole("button");
    expect(within(result).getByText("planta").tagName).toBe("MARK");
    await userEvent.click(result);

    const history = screen.getByRole("list", { name: "Mensagens" });
    const jumped = await within(history).findByText(/A\s*planta nova chegou|chegou/);
    const item = jumped.closest("li")!;
    expect(item).toHaveAttribute("id", "message-m-0");
    expect(item.querySelector(".ring-4")).not.toBeNull();
    expect(within(item).getByText("planta").tagName).toBe("MARK");
    expect(calls.some((c) => c.path.includes("before=m-1") && c.path.includes("through=m-0"))).toBe(true);

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByLabelText("Texto a procurar")).toBeNull());
  }, 15_000);

  it("says so when nothing matches", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/conversations/c-1": () => detail("c-1"),
      "GET /api/chat/conversations/c-1/messages": () => ({ items: NEWEST, has_more: false }),
      "GET /api/chat/conversations/c-1/messages/search": () => ({ items: [], next_cursor: null }),
      "POST /api/chat/conversations/c-1/read": () => ({
        conversation_id: "c-1",
        last_read_at: new Date().toISOString(),
        unread_count: 0,
        total_unread: 0,
      }),
    });
    renderInDashboard(<ChatPage />, { path: "/dashboard/chat/c-1", route: "/dashboard/chat/:conversationId" });
    await screen.findByText("Olá");
    await userEvent.click(screen.getByRole("button", { name: "Procurar na conversa" }));
    await userEvent.type(screen.getByLabelText("Texto a procurar"), "xyz");
    expect(await screen.findByText("Nenhuma mensagem encontrada.")).toBeVisible();
  });
});
