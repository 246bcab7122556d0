import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Notification } from "@alicerce/shared/schemas/notifications";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { NotificationsBell } from "../components/notifications-bell";

const note = (
  id: string,
  title: string,
  read: boolean,
  link: string | null = "/dashboard/quotations",
): Notification => ({
  id,
  title,
  body: `Corpo de ${title}`,
  link,
  read,
  done: false,
  created_at: new Date().toISOString(),
});

beforeEach(() => polyfillRadix());

describe("NotificationsBell (docs/product/account-and-notifications.md#notifications)", () => {
  it("shows the unread badge, lists on open, marks one read and goes to its page", async () => {
    let items = [note("n-1", "Cotação respondida", false), note("n-2", "Projeto aprovado", true, null)];
    const unreadCount = () => items.filter((n) => !n.read).length;
    const api = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/notifications/unread-count": () => ({ unread_count: unreadCount() }),
      "GET /api/notifications": () => ({ items, nextCursor: null, unread_count: unreadCount() }),
      "POST /api/notifications/n-1/read": () => {
        items = items.map((n) => (n.id === "n-1" ? { ...n, read: true } : n));
        return items[0];
      },
    });
    renderInDashboard(<NotificationsBell />, { path: "/dashboard" });
    const bell = await screen.findByRole("button", { name: "Notificações" });
    expect(await screen.findByTestId("notifications-badge")).toHaveTextContent("1");
    expect(bell).toHaveAccessibleDescription("1 não lida");
    expect(api.calls.some((c) => c.path.startsWith("/api/notifications?") || c.path === "/api/notifications")).toBe(
      false,
    );

    await userEvent.click(bell);
    const entry = await screen.findByRole("button", { name: /Cotação respondida/ });
    expect(screen.getByText("Projeto aprovado")).toBeVisible();
    await userEvent.click(entry);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/quotations"));
    await waitFor(() => expect(screen.queryByTestId("notifications-badge")).toBeNull());
    expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/notifications/n-1/read")).toBe(true);
  });

  it("marks all read and shows the empty state", async () => {
    let items = [note("n-1", "Um", false), note("n-2", "Dois", false)];
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/notifications/unread-count": () => ({ unread_count: items.filter((n) => !n.read).length }),
      "GET /api/notifications": () => ({ items, nextCursor: null, unread_count: 2 }),
      "POST /api/notifications/read-all": () => {
        items = items.map((n) => ({ ...n, read: true }));
        return { unread_count: 0 };
      },
    });
    renderInDashboard(<NotificationsBell />, { path: "/dashboard" });
    expect(await screen.findByTestId("notifications-badge")).toHaveTextContent("2");
    await userEvent.click(screen.getByRole("button", { name: "Notificações" }));
    await userEvent.click(await screen.findByRole("button", { name: "Marcar todas como lidas" }));
    await waitFor(() => expect(screen.queryByTestId("notifications-badge")).toBeNull());
    expect(screen.queryAllByText("(não lida)", { exact: false })).toHaveLength(0);
  });

  it("says so when there is nothing", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/notifications/unread-count": () => ({ unread_count: 0 }),
      "GET /api/notifications": () => ({ items: [], nextCursor: null, unread_count: 0 }),
    });
    renderInDashboard(<NotificationsBell />, { path: "/dashboard" });
    await userEvent.click(await screen.findByRole("button", { name: "Notificações" }));
    expect(await screen.findByText("Nenhuma notificação")).toBeVisible();
    expect(screen.getByRole("button", { name: "Marcar todas como lidas" })).toBeDisabled();
  });

  it("shows a done entry as done, not unread", async () => {
    const items = [{ ...note("n-1", "Contrato para assinar", false, "/dashboard/signatures?assinar=1"), done: true }];
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/notifications/unread-count": () => ({ unread_count: 0 }),
      "GET /api/notifications": () => ({ items, nextCursor: null, unread_count: 0 }),
    });
    renderInDashboard(<NotificationsBell />, { path: "/dashboard" });
    await userEvent.click(await screen.findByRole("button", { name: "Notificações" }));
    const entry = await screen.findByRole("button", { name: /Contrato para assinar/ });
    expect(entry).toHaveTextContent("(concluída)");
    expect(entry).not.toHaveTextContent("(não lida)");
    expect(screen.queryByTestId("notifications-badge")).toBeNull();
  });

  it("keeps the entries loaded when Ver mais fails, and says so under them", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/notifications/unread-count": () => ({ unread_count: 1 }),
      "GET /api/notifications": ({ url }) =>
        url.searchParams.get("cursor")
          ? new Reply(500, { error: { code: "INTERNAL", message: "Erro interno." } })
          : { items: [note("n-1", "Primeira", false)], nextCursor: "c-2", unread_count: 1 },
    });
    renderInDashboard(<NotificationsBell />, { path: "/dashboard" });
    await userEvent.click(await screen.findByRole("button", { name: "Notificações" }));
    await userEvent.click(await screen.findByRole("button", { name: "Ver mais" }));
    expect(await screen.findByText("Não foi possível carregar mais notificações. Tente novamente.")).toBeVisible();
    expect(screen.getByRole("button", { name: /Primeira/ })).toBeVisible();
    expect(screen.queryByText("Não foi possível carregar as notificações.")).not.toBeInTheDocument();
  });
});
