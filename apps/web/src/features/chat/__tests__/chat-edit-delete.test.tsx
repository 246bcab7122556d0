import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { ChatPage } from "../pages/chat-page";
import { detail, ME, message, stubWebSocket } from "./chat-fixtures";

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  polyfillRadix();
  stubWebSocket();
  toasts = recordToasts();
  return toasts.stop;
});

const recent = new Date(Date.now() - 60_000).toISOString();

function chatApi(
  history = [message("m-1", "u-2", "Olá"), message("m-2", ME, "Reunião às 10h", { created_at: recent })],
) {
  return mockApi({
    "GET /api/auth/session": sessionOf("creator"),
    "GET /api/chat/conversations/c-1": () => detail("c-1"),
    "GET /api/chat/conversations/c-1/messages": () => ({ items: history, has_more: false }),
    "POST /api/chat/conversations/c-1/read": () => ({
      conversation_id: "c-1",
      last_read_at: new Date().toISOString(),
      unread_count: 0,
      total_unread: 0,
    }),
    "GET /api/chat/conversations": () => ({ items: [] }),
    "GET /api/chat/conversations/c-1/files": () => ({ items: [] }),
    "PATCH /api/chat/messages/m-2": ({ body }) =>
      message("m-2", ME, (body as { content: string }).content, {
        created_at: recent,
        edited_at: new Date().toISOString(),
      }),
    "DELETE /api/chat/messages/m-2": () =>
      message("m-2", ME, "", { created_at: recent, deleted_at: new Date().toISOString() }),
  });
}

const renderChat = () =>
  renderInDashboard(<ChatPage />, { path: "/dashboard/chat/c-1", route: "/dashboard/chat/:conversationId" });

async function ownMenu() {
  const own = (await screen.findByText("Reunião às 10h")).closest("li")!;
  await userEvent.click(within(own).getByRole("button", { name: "Ações da mensagem" }));
}

describe("editing and deleting one's own messages (decision 049)", () => {
  it("edits through the menu, by keyboard: the box holds the text, Enter saves, the bubble says 'editada'", async () => {
    const { calls } = chatApi();
    renderChat();
    const own = (await screen.findByText("Reunião às 10h")).closest("li")!;
    within(own).getByRole("button", { name: "Ações da mensagem" }).focus();
    await userEvent.keyboard("{Enter}");
    const edit = await screen.findByRole("menuitem", { name: "Editar" });
    expect(screen.getByRole("menuitem", { name: "Apagar" })).toBeVisible();
    edit.focus();
    await userEvent.keyboard("{Enter}");
    const box = screen.getByLabelText("Mensagem");
    await waitFor(() => expect(box).toHaveValue("Reunião às 10h"));
    expect(screen.getByText("Editando mensagem")).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, "Reunião às 11h{Enter}");
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ content: "Reunião às 11h", mention_ids: [] }),
    );
    const edited = (await screen.findByText("Reunião às 11h")).closest("li")!;
    expect(within(edited).getByText("editada")).toBeVisible();
    expect(box).toHaveValue("");
  }, 15_000);

  it("Escape cancels an edit and gives back what was being typed", async () => {
    const { calls } = chatApi();
    renderChat();
    await screen.findByText("Reunião às 10h");
    const box = screen.getByLabelText("Mensagem");
    await userEvent.type(box, "rascunho");
    await ownMenu();
    await userEvent.click(await screen.findByRole("menuitem", { name: "Editar" }));
    await waitFor(() => expect(box).toHaveValue("Reunião às 10h"));
    box.focus();
    await userEvent.keyboard("{Escape}");
    expect(box).toHaveValue("rascunho");
    expect(screen.queryByText("Editando mensagem")).toBeNull();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("does not offer 'Editar' after 15 minutes nor on others' messages; shows the server's refusal", async () => {
    chatApi([message("m-1", "u-2", "Olá"), message("m-2", ME, "Reunião às 10h")]);
    renderChat();
    await ownMenu();
    expect(await screen.findByRole("menuitem", { name: "Apagar" })).toBeVisible();
    expect(screen.queryByRole("menuitem", { name: "Editar" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    const theirs = (await screen.findByText("Olá")).closest("li")!;
    await userEvent.click(within(theirs).getByRole("button", { name: "Ações da mensagem" }));
    expect(await screen.findByRole("menuitem", { name: "Responder" })).toBeVisible();
    expect(screen.queryByRole("menuitem", { name: "Editar" })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: "Apagar" })).toBeNull();
  });

  it("shows the server's sentence when an edit is refused", async () => {
    const refusal = "Só é possível editar uma mensagem nos 15 minutos após o envio.";
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/conversations/c-1": () => detail("c-1"),
      "GET /api/chat/conversations/c-1/messages": () => ({
        items: [message("m-2", ME, "Reunião às 10h", { created_at: recent })],
        has_more: false,
      }),
      "POST /api/chat/conversations/c-1/read": () => ({
        conversation_id: "c-1",
        last_read_at: new Date().toISOString(),
        unread_count: 0,
        total_unread: 0,
      }),
      "PATCH /api/chat/messages/m-2": () => new Reply(409, { error: { code: "CONFLICT", message: refusal } }),
    });
    renderChat();
    await ownMenu();
    await userEvent.click(await screen.findByRole("menuitem", { name: "Editar" }));
    await userEvent.type(screen.getByLabelText("Mensagem"), " ok{Enter}");
    await waitFor(() => expect(toasts.shown.map((t) => t.description)).toContain(refusal));
  });

  it("deletes after asking: the bubble says 'Mensagem apagada' and has no menu left", async () => {
    const { calls } = chatApi();
    renderChat();
    await ownMenu();
    await userEvent.click(await screen.findByRole("menuitem", { name: "Apagar" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Apagar mensagem?")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Apagar" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/chat/messages/m-2")).toBe(true),
    );
    const gone = (await screen.findByText("Mensagem apagada")).closest("li")!;
    expect(within(gone).queryByRole("button", { name: "Ações da mensagem" })).toBeNull();
    expect(screen.queryByText("Reunião às 10h")).toBeNull();
  });

  it("quotes a deleted original as 'Mensagem apagada'", async () => {
    chatApi([
      message("m-3", "u-2", "respondendo", {
        reply_to: { id: "m-0", sender_id: ME, sender_name: "Carlos Construtor", content: "", deleted: true },
      }),
    ]);
    renderChat();
    const reply = (await screen.findByText("respondendo")).closest("li")!;
    expect(within(reply).getByText("Mensagem apagada")).toBeVisible();
  });
});
