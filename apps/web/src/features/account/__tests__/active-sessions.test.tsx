import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { AccountSession } from "@alicerce/shared/schemas/account";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { ActiveSessions } from "../components/active-sessions";

const session = (id: string, device: string, current = false): AccountSession => ({
  id,
  device,
  ip_address: "10.0.0.1",
  created_at: "2026-11-20T12:00:00.000Z",
  last_used_at: "2026-11-25T18:30:00.000Z",
  current,
});

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  polyfillRadix();
  toasts = recordToasts();
  return toasts.stop;
});

describe("Sessões ativas (docs/product/account-and-notifications.md#sessions)", () => {
  it("lists the sessions, marks this browser's, and ends another one after asking", async () => {
    let sessions = [session("s-1", "Chrome no Windows", true), session("s-2", "Safari no iPhone")];
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account/sessions": () => ({ items: sessions }),
      "DELETE /api/account/sessions/s-2": () => {
        sessions = sessions.filter((s) => s.id !== "s-2");
        return { message: "Sessão encerrada." };
      },
    });
    renderInDashboard(<ActiveSessions />);
    const list = await screen.findByRole("list", { name: "Sessões da conta" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Chrome no Windows");
    expect(within(rows[0]!).getByText("Este dispositivo")).toBeVisible();
    expect(within(rows[0]!).queryByRole("button")).toBeNull();
    expect(rows[1]).toHaveTextContent(/10\.0\.0\.1 · último uso em \d{2}\/\d{2}\/\d{4}/);

    await userEvent.click(screen.getByRole("button", { name: "Encerrar a sessão Safari no iPhone" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Encerrar" }));
    await waitFor(() => expect(screen.queryByText("Safari no iPhone")).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/account/sessions/s-2")).toBe(true);
    expect(toasts.shown).toContainEqual({ title: "Sessão encerrada." });
    // Only this browser is left: nothing else to end.
    expect(screen.queryByRole("button", { name: "Encerrar todas as outras" })).toBeNull();
  });

  it("ends every other session at once, and says why when the server refuses", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account/sessions": () => ({
        items: [session("s-1", "Chrome no Windows", true), session("s-2", "Firefox no Linux")],
      }),
      "POST /api/account/sessions/end-others": () =>
        new Reply(429, {
          error: { code: "TOO_MANY_REQUESTS", message: "Muitas tentativas. Tente novamente em alguns minutos." },
        }),
    });
    renderInDashboard(<ActiveSessions />);
    await userEvent.click(await screen.findByRole("button", { name: "Encerrar todas as outras" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Encerrar" }));
    await waitFor(() =>
      expect(toasts.shown).toContainEqual({
        title: "Erro",
        description: "Muitas tentativas. Tente novamente em alguns minutos.",
        variant: "destructive",
      }),
    );
    expect(calls.filter((c) => c.path === "/api/account/sessions/end-others")).toHaveLength(1);
  });

  it("says so when the list cannot be read, and tries again", async () => {
    let fails = true;
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account/sessions": () =>
        fails
          ? new Reply(503, { error: { code: "UNAVAILABLE", message: "O serviço está indisponível no momento." } })
          : { items: [session("s-1", "Chrome no Windows", true)] },
    });
    renderInDashboard(<ActiveSessions />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Não foi possível carregar as sessões.");
    expect(alert).toHaveTextContent("O serviço está indisponível no momento.");
    fails = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByText("Chrome no Windows")).toBeVisible();
  });
});
