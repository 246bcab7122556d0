import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { MembersDialog } from "../components/members-dialog";
import { detail, ME } from "./chat-fixtures";

const GROUP = detail("c-1", {
  type: "group",
  name: "Obra",
  title: "Obra",
  participants: [...detail("c-1").participants.map((p) => (p.user_id === ME ? { ...p, is_admin: true } : p))],
  viewer: { is_admin: true, last_read_at: null, can_manage_members: true, can_leave: true },
});

beforeEach(() => polyfillRadix());

// Picking people through user-event takes seconds on a busy machine.
describe("Membros (docs/product/chat.md#conversation)", { timeout: 20_000 }, () => {
  it("lets an admin remove a member after confirming, and add people found by the search", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/users": () => ({
        items: [
          { id: "u-2", name: "Ana Souza", avatar_url: null, type: "investor" },
          { id: "u-3", name: "Bruno Lima", avatar_url: null, type: "legal" },
        ],
        nextCursor: null,
      }),
      "DELETE /api/chat/conversations/c-1/members/u-2": () => new Reply(204),
      "POST /api/chat/conversations/c-1/members": () => GROUP,
      "GET /api/chat/conversations/c-1": () => GROUP,
    });
    renderInDashboard(<MembersDialog conversation={GROUP} viewerId={ME} open onOpenChange={() => {}} />);
    const members = screen.getByRole("list", { name: "Participantes" });
    expect(within(members).getByText("Admin")).toBeVisible();
    expect(within(members).queryByRole("button", { name: "Remover Carlos Construtor" })).toBeNull();

    await userEvent.click(within(members).getByRole("button", { name: "Remover Ana Souza" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remover" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));

    // Ana is already in: only Bruno is offered.
    await userEvent.click(screen.getByRole("combobox", { name: "Buscar usuários" }));
    const bruno = await screen.findByRole("option", { name: /^Bruno Lima/ });
    expect(screen.queryByRole("option", { name: /^Ana Souza/ })).toBeNull();
    await userEvent.click(bruno);
    expect(bruno).toHaveAttribute("aria-checked", "true");
    expect(within(screen.getByRole("list", { name: "Pessoas a adicionar" })).getByRole("button")).toHaveAccessibleName(
      "Não adicionar Bruno Lima",
    );
    await userEvent.click(screen.getByRole("button", { name: "Adicionar (1)" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ user_ids: ["u-3"] }));
  });

  it("lets a member leave and goes back to the dashboard", async () => {
    const member = { ...GROUP, viewer: { ...GROUP.viewer, is_admin: false, can_manage_members: false } };
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      [`DELETE /api/chat/conversations/c-1/members/${ME}`]: () => new Reply(204),
      "GET /api/chat/conversations/c-1": () =>
        new Reply(404, { error: { code: "NOT_FOUND", message: "Conversa não encontrada." } }),
    });
    renderInDashboard(<MembersDialog conversation={member} viewerId={ME} open onOpenChange={() => {}} />, {
      path: "/dashboard/chat/c-1",
    });
    expect(screen.queryByRole("button", { name: /^Remover/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Sair da conversa" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Sair" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/));
    expect(calls.some((c) => c.method === "DELETE" && c.path.endsWith(`/members/${ME}`))).toBe(true);
  });
});
