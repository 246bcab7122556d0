import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { LegalScreens } from "../legal-screens";

const contract = {
  id: "1",
  name: "Contrato 1",
  client_name: "Joana Prado",
  project: { id: "p-1", title: "Residencial Jardim das Acácias" },
  value: 1000,
  type: "adesao",
  status: "ativo",
  start_date: "2026-03-01",
  end_date: "2027-02-28",
  file: null,
  created_at: "2026-02-01T12:00:00.000Z",
  updated_at: "2026-02-10T15:00:00.000Z",
  cancelled_at: null,
  cancel_reason: null,
};
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, page_size: 12 });

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

describe("legal screens: contracts", () => {
  it("refuses an investor with Acesso restrito and never asks for contracts", async () => {
    const { calls } = mockApi({ "GET /api/auth/session": sessionOf("investor") });
    renderInDashboard(<LegalScreens screen="contracts" />, { path: "/dashboard/contracts" });
    expect(await screen.findByText("Acesso restrito")).toBeInTheDocument();
    expect(
      screen.getByText("Esta área é exclusiva de profissionais jurídicos verificados e administradores da plataforma."),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith("/api/contracts"))).toBe(false);
  });

  it("opens the contracts for a platform admin", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("platform_admin"),
      "GET /api/contracts": () => page([contract]),
    });
    renderInDashboard(<LegalScreens screen="contracts" />, { path: "/dashboard/contracts" });
    // The contract first: until the session arrives the screen shows RestrictedAccess, whose title is
    // also "Contratos" (the dashboard layout never shows that moment; this helper does), and the page
    // itself loads lazily (test/setup.ts gives it time).
    expect(await screen.findByRole("article", { name: "Contrato 1" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Contratos" })).toBeInTheDocument();
    expect(screen.queryByText("Acesso restrito")).not.toBeInTheDocument();
  });
});
