import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { recordToasts } from "@/test/toast-recorder";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  toasts = recordToasts();
  return toasts.stop;
});
import { ChatPage } from "../pages/chat-page";
import { detail, ME, message, stubWebSocket } from "./chat-fixtures";

beforeEach(() => {
  polyfillRadix();
  stubWebSocket();
});

const HISTORY = [message("m-1", "u-2", "Olá, tudo bem?"), message("m-2", ME, "Tudo ótimo!", { is_important: false })];

function chatApi(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    "GET /api/auth/session": sessionOf("creator"),
    "GET /api/chat/conversations/c-1": () => detail("c-1"),
    "GET /api/chat/conversations/c-1/messages": () => ({ items: HISTORY, has_more: false }),
    "POST /api/chat/conversations/c-1/read": () => ({
      conversation_id: "c-1",
      last_read_at: new Date().toISOString(),
      unread_count: 0,
      total_unread: 0,
    }),
    "POST /api/chat/conversations/c-1/messages": ({ body }) => {
      const input = body as { client_id: string; content: string; reply_to_id: string | null };
      return new Reply(
        201,
        message("m-new", ME, input.content, {
          client_id: input.client_id,
          created_at: "2025-03-10T13:10:00.000Z",
          reply_to: input.reply_to_id
            ? {
                id: input.reply_to_id,
                sender_id: "u-2",
                sender_name: "Ana Souza",
                content: "Olá, tudo bem?",
                deleted: false,
              }
            : null,
        }),
      );
    },
    ...extra,
  });
}

const renderChat = () =>
  renderInDashboard(<ChatPage />, { path: "/dashboard/chat/c-1", route: "/dashboard/chat/:conversationId" });

describe("the conversation screen (docs/product/chat.md#conversation)", () => {
  it("puts own messages on the right, others' on the left, each with its menu, and marks the conversation read", async () => {
    const { calls } = chatApi();
    renderChat();
    expect(await screen.findByRole("heading", { name: "Ana Souza" })).toBeVisible();
    const items = within(await screen.findByRole("list", { name: "Mensagens" })).getAllByRole("listitem");
    expect(items[0]).toHaveClass("justify-start");
    expect(items[1]).toHaveClass("justify-end");
    expect(within(items[0]!).getByText("10:05")).toBeVisible();
    expect(within(items[0]!).getByRole("button", { name: "Ações da mensagem" })).toBeVisible();
    expect(within(items[1]!).getByRole("button", { name: "Ações da mensagem" })).toBeVisible();
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/read"))).toBe(true));
  });

  it("sends on Enter with a client id, keeps Shift+Enter as a newline and ignores an empty text", async () => {
    const { calls } = chatApi();
    renderChat();
    const box = await screen.findByLabelText("Mensagem");
    await userEvent.type(box, "   {Enter}");
    expect(calls.filter((c) => c.method === "POST" && c.path.endsWith("/messages"))).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, "Linha 1{Shift>}{Enter}{/Shift}Linha 2");
    expect(box).toHaveValue("Linha 1\nLinha 2");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByText(/Linha 1\s+Linha 2/)).toBeVisible());
    const sends = calls.filter((c) => c.method === "POST" && c.path.endsWith("/messages"));
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toMatchObject({ content: "Linha 1\nLinha 2", reply_to_id: null });
    expect((sends[0]!.body as { client_id: string }).client_id).toMatch(/^[\w-]{16,}$/);
    expect(box).toHaveValue("");
  });

  it("replies to another's message: the sent message quotes the original", async () => {
    const { calls } = chatApi();
    renderChat();
    await userEvent.click((await screen.findAllByRole("button", { name: "Ações da mensagem" }))[0]!);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Responder" }));
    expect(screen.getByText("Respondendo a Ana Souza")).toBeVisible();
    await userEvent.type(screen.getByLabelText("Mensagem"), "Sim!{Enter}");
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST" && c.path.endsWith("/messages"))?.body).toMatchObject({
        content: "Sim!",
        reply_to_id: "m-1",
      }),
    );
    const sent = (await screen.findByText("Sim!")).closest("li")!;
    expect(within(sent).getByText("Olá, tudo bem?")).toBeVisible();
  });

  it("keeps a failed send with a retry that reuses its client id", async () => {
    let attempts = 0;
    const { calls } = chatApi({
      "POST /api/chat/conversations/c-1/messages": ({ body }) => {
        attempts += 1;
        if (attempts === 1) throw new TypeError("offline");
        const input = body as { client_id: string; content: string };
        return new Reply(201, message("m-new", ME, input.content, { client_id: input.client_id }));
      },
    });
    renderChat();
    await userEvent.type(await screen.findByLabelText("Mensagem"), "Vai?{Enter}");
    expect(await screen.findByText("Não enviada")).toBeVisible();
    await waitFor(() =>
      expect(toasts.shown).toContainEqual({
        title: "Erro",
        description: "Não foi possível enviar a mensagem.",
        variant: "destructive",
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(screen.queryByText("Não enviada")).toBeNull());
    const sends = calls.filter((c) => c.method === "POST" && c.path.endsWith("/messages"));
    expect(sends).toHaveLength(2);
    expect((sends[1]!.body as { client_id: string }).client_id).toBe(
      (sends[0]!.body as { client_id: string }).client_id,
    );
  });

  it("says 'Conversa não encontrada' for a conversation the user does not take part in", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/conversations/c-1": () =>
        new Reply(404, { error: { code: "NOT_FOUND", message: "Conversa não encontrada." } }),
    });
    renderChat();
    expect(await screen.findByText("Conversa não encontrada")).toBeVisible();
    await userEvent.click(screen.getByRole("link", { name: "Voltar ao painel" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
  });
});
