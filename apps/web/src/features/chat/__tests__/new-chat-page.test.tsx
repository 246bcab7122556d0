import { screen, waitFor } from "@testing-library/react";
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
import { NewChatPage } from "../pages/new-chat-page";
import { detail } from "./chat-fixtures";

const USERS = {
  items: [
    { id: "11111111-1111-4111-8111-111111111111", name: "Ana Souza", avatar_url: null, type: "investor" },
    { id: "22222222-2222-4222-8222-222222222222", name: "Bruno Lima", avatar_url: null, type: "legal" },
  ],
  nextCursor: null,
};

beforeEach(() => {
  polyfillRadix();
});

// Picking people through user-event takes seconds on a busy machine.
describe("the new conversation screen (docs/product/chat.md#new-conversation)", { timeout: 20_000 }, () => {
  it("lists users with their role badge and opens the direct chat with one", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/users": () => USERS,
      "POST /api/chat/conversations/direct": () => detail("c-9"),
    });
    renderInDashboard(<NewChatPage />, { path: "/dashboard/chat/new" });
    expect(await screen.findByText("Ana Souza")).toBeVisible();
    expect(screen.getByText("Jurídico")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Conversar com Ana Souza" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/chat/c-9"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ user_id: USERS.items[0]!.id });
  });

  it("refuses a group without a name or a member with the product's message", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/users": () => USERS,
      "POST /api/chat/conversations/group": () => new Reply(201, detail("c-7", { type: "group", name: "Obra" })),
    });
    renderInDashboard(<NewChatPage />, { path: "/dashboard/chat/new" });
    await userEvent.click(await screen.findByRole("tab", { name: "Criar Grupo" }));
    await userEvent.type(screen.getByLabelText("Nome do grupo"), "Obra");
    await userEvent.click(screen.getByRole("button", { name: "Criar Grupo" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Selecione pelo menos um usuário e defina um nome para o grupo.",
    );
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    // The page's search box gives way to the group's people picker.
    expect(screen.queryByRole("searchbox")).toBeNull();
    await userEvent.click(screen.getByRole("combobox", { name: "Buscar usuários" }));
    await userEvent.click(await screen.findByRole("option", { name: /^Bruno Lima/ }));
    expect(screen.getByRole("button", { name: "Remover Bruno Lima do grupo" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Criar Grupo" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/chat/c-7"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Obra", member_ids: [USERS.items[1]!.id] });
  });

  it("lists the user's projects and opens their chat; a failure says 'Não foi possível criar o chat do projeto.'", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/users": () => USERS,
      "GET /api/chat/projects": () => ({
        items: [
          {
            id: "33333333-3333-4333-8333-333333333333",
            title: "Residencial Aurora",
            role: "creator",
            conversation_id: null,
          },
        ],
      }),
      "POST /api/chat/conversations/project": () => new Reply(500, { error: { code: "INTERNAL", message: "x" } }),
    });
    renderInDashboard(<NewChatPage />, { path: "/dashboard/chat/new" });
    await userEvent.click(await screen.findByRole("tab", { name: "Projetos" }));
    await userEvent.click(await screen.findByRole("button", { name: "Criar Chat do projeto Residencial Aurora" }));
    await waitFor(() =>
      expect(toasts.shown).toContainEqual({
        title: "Erro",
        description: "Não foi possível criar o chat do projeto.",
        variant: "destructive",
      }),
    );
  });
  it("lists a funded project with the badge 'Investidor', and its chat opens", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/chat/users": () => USERS,
      "GET /api/chat/projects": () => ({
        items: [
          {
            id: "44444444-4444-4444-8444-444444444444",
            title: "Residencial Jardim das Acácias",
            role: "investor",
            conversation_id: "c-9",
          },
        ],
      }),
      "POST /api/chat/conversations/project": () => detail("c-9", { type: "project" }),
    });
    renderInDashboard(<NewChatPage />, { path: "/dashboard/chat/new" });
    await userEvent.click(await screen.findByRole("tab", { name: "Projetos" }));
    const item = (await screen.findByText("Residencial Jardim das Acácias")).closest("li")!;
    expect(item).toHaveTextContent("Investidor");
    await userEvent.click(
      await screen.findByRole("button", { name: "Criar Chat do projeto Residencial Jardim das Acácias" }),
    );
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/chat/c-9"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      project_id: "44444444-4444-4444-8444-444444444444",
    });
  });
});
