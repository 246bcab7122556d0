import { Suspense } from "react";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { AdminScreen } from "../admin-screen";

afterEach(() => vi.unstubAllGlobals());

function renderDesk() {
  return renderInDashboard(
    <Suspense fallback={<p>Carregando...</p>}>
      <AdminScreen />
    </Suspense>,
    { path: "/dashboard/admin", route: "/dashboard/admin" },
  );
}

describe("/dashboard/admin", () => {
  it.each(["investor", "creator", "legal", "supplier"])(
    "refuses a %s account without asking for the desk's data",
    async (type) => {
      const { calls } = mockApi({ "GET /api/auth/session": sessionOf(type) });
      renderDesk();
      expect(await screen.findByText("Acesso restrito")).toBeInTheDocument();
      expect(screen.getByText("Esta área é exclusiva dos administradores da plataforma.")).toBeInTheDocument();
      expect(calls.some((c) => c.path.startsWith("/api/admin"))).toBe(false);
    },
  );

  it("refuses an admin-type account that is not verified", async () => {
    const session = sessionOf("platform_admin")();
    mockApi({ "GET /api/auth/session": () => ({ user: { ...session.user, verified: false } }) });
    renderDesk();
    expect(await screen.findByText("Acesso restrito")).toBeInTheDocument();
  });

  it("lets a platform admin in", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("platform_admin"),
      "GET /api/admin/totals": () => new Promise(() => {}),
    });
    renderDesk();
    // The desk is its own lazy chunk: loading it may take a moment on a busy machine.
    expect(await screen.findByRole("tab", { name: "Usuários" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Administração" })).toBeInTheDocument();
    expect(screen.queryByText("Acesso restrito")).toBeNull();
  });
});
