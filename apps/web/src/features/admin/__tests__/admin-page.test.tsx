import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminSupplier, AdminUser, PlatformTotals } from "@alicerce/shared/schemas/admin";
import { recordToasts } from "@/test/toast-recorder";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { AdminPage } from "../pages/admin-page";

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  toasts = recordToasts();
  return toasts.stop;
});

const totals: PlatformTotals = {
  users: {
    total: 27,
    by_type: [
      { type: "investor", total: 10, verified: 9 },
      { type: "creator", total: 4, verified: 4 },
      { type: "legal", total: 3, verified: 1 },
      { type: "supplier", total: 9, verified: 2 },
      { type: "platform_admin", total: 1, verified: 1 },
    ],
    pending_legal: 2,
  },
  projects: {
    total: 14,
    by_status: [
      { status: "draft", total: 3 },
      { status: "planning", total: 4 },
      { status: "funding_open", total: 4 },
      { status: "in_progress", total: 2 },
      { status: "completed", total: 1 },
    ],
  },
  investments: {
    total_invested: 1234567.89,
    confirmed: 1200000,
    in_withdrawal_period: 34567.89,
    commitments: 31,
    investors: 3,
  },
  suppliers: { total: 13, verified: 9 },
};

const legal: AdminUser = {
  id: "u-legal",
  name: "Otávio Pendente",
  email: "otavio@exemplo.com.br",
  type: "legal",
  verified: false,
  created_at: "2026-03-10T15:00:00.000Z",
  oab_number: "98765A",
  oab_state: "RJ",
  cpf_masked: "***.456.781-**",
};
// The session of sessionOf() has id "u-1": this row is the admin's own account.
const self: AdminUser = { ...legal, id: "u-1", name: "Administração Alicerce", type: "platform_admin", verified: true };

const supplier: AdminSupplier = {
  id: "s-1",
  company_name: "Tijolo Bom Alvenaria",
  cnpj: "11222333000181",
  category: "alvenaria",
  location_city: "Belo Horizonte",
  location_state: "MG",
  verified: false,
  created_at: "2026-02-01T12:00:00.000Z",
  owner: { id: "o-1", name: "Sandra Tijolo", email: "tijolo.bom@alicerce.dev" },
};

const page = <T,>(items: T[], total = items.length) => ({ items, page: 1, page_size: 20, total });

function renderDesk(path = "/dashboard/admin") {
  return renderInDashboard(<AdminPage />, { path, route: "/dashboard/admin" });
}

beforeEach(() => {
  polyfillRadix();
});
afterEach(() => vi.unstubAllGlobals());

describe("the admin desk", () => {
  it("shows the platform's totals in BRL and tables, and links to the legal accounts waiting", async () => {
    mockApi({ "GET /api/auth/session": sessionOf("platform_admin"), "GET /api/admin/totals": () => totals });
    renderDesk();
    expect(await screen.findByText(/^R\$\s1\.234\.567,89$/)).toBeInTheDocument();
    expect(screen.getByText(/R\$\s1\.200\.000,00 confirmados/)).toBeInTheDocument();
    const byType = screen.getByRole("table", { name: "Usuários por tipo" });
    const legalRow = within(byType).getByRole("row", { name: /Jurídico/ });
    expect(legalRow).toHaveTextContent("Jurídico31");
    const byStatus = screen.getByRole("table", { name: "Projetos por status" });
    expect(within(byStatus).getByRole("row", { name: /Captando/ })).toHaveTextContent("Captando4");

    mockApi({
      "GET /api/auth/session": sessionOf("platform_admin"),
      "GET /api/admin/users": () => page([legal]),
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "2 contas jurídicas aguardam verificação" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/admin?tab=usuarios&type=legal&verified=false");
    expect(await screen.findByText("Otávio Pendente")).toBeInTheDocument();
  });

  it("lists users with their OAB and masked CPF, filters by type, and verifies after confirming", async () => {
    let verified = false;
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("platform_admin"),
      "GET /api/admin/users": () => page([{ ...legal, verified }, self]),
      [`POST /api/admin/users/${legal.id}/verify`]: () => {
        verified = true;
        return { ...legal, verified };
      },
    });
    renderDesk("/dashboard/admin?tab=usuarios");
    const list = await screen.findByRole("list", { name: "Usuários" });
    const row = within(list).getAllByRole("listitem")[0]!;
    expect(row).toHaveTextContent("98765A/RJ");
    expect(row).toHaveTextContent("***.456.781-**");
    expect(row).toHaveTextContent("Não verificado");
    expect(screen.getByText("2 usuários encontrados")).toBeInTheDocument();
    // The admin's own row has no action: unverifying it would lock them out.
    expect(within(list).getAllByRole("listitem")[1]).toHaveTextContent("Sua conta");
    expect(within(list).queryByRole("button", { name: /Administração Alicerce/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Filtrar por tipo" }));
    await user.click(await screen.findByRole("option", { name: "Jurídico" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/admin/users?type=legal&page=1")).toBe(true));

    await user.click(within(row).getByRole("button", { name: "Verificar Otávio Pendente" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Verificar esta conta?" });
    expect(dialog).toHaveTextContent("OAB 98765A/RJ");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Verificar" }));

    await waitFor(() =>
      expect(toasts.shown).toContainEqual({
        title: "Conta verificada",
        description: "Otávio Pendente agora é uma conta verificada.",
      }),
    );
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `/api/admin/users/${legal.id}/verify`,
    ]);
    // The list is read again and shows the badge.
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Usuários" })).getAllByRole("listitem")[0]).toHaveTextContent(
        /Jurídico\s*Verificado/,
      ),
    );
  });

  it("searches suppliers through the URL and shows the server's refusal when a verification fails", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("platform_admin"),
      "GET /api/admin/suppliers": ({ url }) => (url.searchParams.get("q") === "zzz" ? page([]) : page([supplier])),
      [`POST /api/admin/suppliers/${supplier.id}/verify`]: () =>
        new Reply(404, { error: { code: "NOT_FOUND", message: "Fornecedor não encontrado." } }),
    });
    renderDesk("/dashboard/admin?tab=fornecedores");
    const list = await screen.findByRole("list", { name: "Fornecedores" });
    expect(list).toHaveTextContent("11.222.333/0001-81");
    expect(list).toHaveTextContent("Sandra Tijolo (tijolo.bom@alicerce.dev)");

    const user = userEvent.setup();
    await user.click(within(list).getByRole("button", { name: "Verificar Tijolo Bom Alvenaria" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Verificar" }));
    await waitFor(() =>
      expect(toasts.shown).toContainEqual(expect.objectContaining({ description: "Fornecedor não encontrado." })),
    );

    await user.type(screen.getByRole("searchbox", { name: "Buscar fornecedores" }), "zzz");
    expect(await screen.findByText("Nenhum fornecedor encontrado")).toBeInTheDocument();
    expect(calls.some((c) => c.path === "/api/admin/suppliers?q=zzz&page=1")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(await screen.findByRole("list", { name: "Fornecedores" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Buscar fornecedores" })).toHaveValue("");
  });

  it("takes a supplier's badge back after asking", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("platform_admin"),
      "GET /api/admin/suppliers": () => page([{ ...supplier, verified: true }]),
      [`POST /api/admin/suppliers/${supplier.id}/unverify`]: () => ({ ...supplier, verified: false }),
    });
    renderDesk("/dashboard/admin?tab=fornecedores");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remover verificação de Tijolo Bom Alvenaria" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remover a verificação deste fornecedor?" });
    await user.click(within(dialog).getByRole("button", { name: "Remover verificação" }));
    await waitFor(() =>
      expect(toasts.shown).toContainEqual({
        title: "Verificação removida",
        description: "Tijolo Bom Alvenaria não exibe mais o selo “Verificado”.",
      }),
    );
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `/api/admin/suppliers/${supplier.id}/unverify`,
    ]);
  });
});
