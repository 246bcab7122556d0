import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ChatPage } from "../pages/chat-page";
import { detail, ME, message, stubWebSocket } from "./chat-fixtures";

// Nothing is cut silently (docs/decisions/127-nothing-cut-signs-done-dates-file-types.md): a long paste
// stays whole in the composer, which counts it and sends nothing until it fits the 4 000 characters.

beforeEach(() => {
  polyfillRadix();
  stubWebSocket();
});

function chatApi() {
  return mockApi({
    "GET /api/auth/session": sessionOf("creator"),
    "GET /api/chat/conversations/c-1": () => detail("c-1"),
    "GET /api/chat/conversations/c-1/messages": () => ({ items: [message("m-1", "u-2", "Olá")], has_more: false }),
    "POST /api/chat/conversations/c-1/read": () => ({
      conversation_id: "c-1",
      last_read_at: new Date().toISOString(),
      unread_count: 0,
      total_unread: 0,
    }),
    "GET /api/chat/conversations": () => ({ items: [] }),
    "POST /api/chat/conversations/c-1/messages": ({ body }) => {
      const input = body as { client_id: string; content: string };
      return new Reply(201, message("m-new", ME, input.content, { client_id: input.client_id }));
    },
  });
}

const sent = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === "POST" && c.path.endsWith("/messages"));

describe("the composer's limit", () => {
  it("keeps a 10 050-character paste whole, counts it, says the limit and sends nothing until it fits", async () => {
    const { calls } = chatApi();
    renderInDashboard(<ChatPage />, { path: "/dashboard/chat/c-1", route: "/dashboard/chat/:conversationId" });
    await screen.findByText("Olá");
    const box = screen.getByRole("combobox", { name: "Mensagem" });
    await userEvent.click(box);
    await userEvent.paste("a".repeat(10_050));
    expect(box).toHaveValue("a".repeat(10_050));
    expect(screen.getByText("10.050 de 4.000 caracteres (acima do limite)")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Use no máximo 4.000 caracteres.");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Enviar mensagem" })).toBeDisabled();
    await userEvent.keyboard("{Enter}");
    expect(sent(calls)).toHaveLength(0);

    // Cut by the person to the limit, it goes whole.
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste("b".repeat(4_000));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("4.000 de 4.000 caracteres")).toBeInTheDocument();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).toMatchObject({ body: { content: "b".repeat(4_000) } });
  }, 20_000);
});
