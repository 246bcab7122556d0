import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ChatHeaderButton } from "../components/chat-header-button";
import { stubWebSocket, summary } from "./chat-fixtures";

beforeEach(() => {
  polyfillRadix();
  stubWebSocket();
});

describe("the header's Conversas button (docs/product/shell.md#chat-popover)", () => {
  it("shows the total unread as 99+ above 99 and loads the list only when opened", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/unread": () => ({ total: 120, conversations: 3 }),
      "GET /api/chat/conversations": () => ({
        items: [
          summary("c-1", { unread_count: 12 }),
          summary("c-2", {
            type: "group",
            name: "Equipe",
            title: "Equipe",
            avatar: { url: null, initials: "EQ" },
            unread_count: 3,
          }),
        ],
      }),
    });
    renderInDashboard(<ChatHeaderButton userId="u-1" />);
    expect(await screen.findByTestId("chat-unread-badge")).toHaveTextContent("99+");
    expect(calls.some((c) => c.path.startsWith("/api/chat/conversations"))).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: /^Conversas/ }));
    const list = await screen.findByRole("list", { name: "Conversas" });
    const rows = within(list).getAllByRole("link");
    expect(rows[0]).toHaveAttribute("href", "/dashboard/chat/c-1");
    expect(within(rows[0]!).getByTestId("conversation-unread-badge")).toHaveTextContent("9+");
    expect(within(rows[1]!).getByTestId("conversation-unread-badge")).toHaveTextContent("3");
    expect(within(rows[1]!).getByText("Equipe")).toBeVisible();
    expect(screen.getByPlaceholderText("Buscar conversas...")).toBeVisible();
  });

  it("offers a new conversation when there is none, and shows no badge at zero", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/unread": () => ({ total: 0, conversations: 0 }),
      "GET /api/chat/conversations": () => ({ items: [] }),
    });
    renderInDashboard(<ChatHeaderButton userId="u-1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Conversas" }));
    expect(await screen.findByText("Nenhuma conversa")).toBeVisible();
    expect(screen.getByText("Comece uma nova conversa com outros usuários")).toBeVisible();
    expect(screen.queryByTestId("chat-unread-badge")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Nova Conversa" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/chat/new");
  });

  it("only logs a failed list, which stays empty", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/unread": () => ({ total: 0, conversations: 0 }),
      "GET /api/chat/conversations": () => {
        throw new TypeError("offline");
      },
    });
    renderInDashboard(<ChatHeaderButton userId="u-1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Conversas" }));
    expect(await screen.findByText("Nenhuma conversa")).toBeVisible();
    expect(log).toHaveBeenCalledWith("Erro ao carregar conversas:", expect.anything());
    log.mockRestore();
  });

  it("says it loads, and a search that finds nothing says so without the new-conversation offer", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/chat/unread": () => ({ total: 0, conversations: 0 }),
      "GET /api/chat/conversations": async ({ url }) => {
        await held;
        return { items: url.searchParams.get("q") ? [] : [summary("c-1")] };
      },
    });
    renderInDashboard(<ChatHeaderButton userId="u-1" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Conversas" }));
    expect(await screen.findByText("Carregando conversas...")).toBeInTheDocument();
    release();
    expect(await screen.findByRole("list", { name: "Conversas" })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Buscar conversas" }), "zzz");
    expect(await screen.findByText("Nenhuma conversa encontrada")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Nova Conversa" })).toBeNull();
  });
});
