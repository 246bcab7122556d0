import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Quotation, QuotationPage, QuotationSide } from "@alicerce/shared/schemas/quotations";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { recordToasts } from "@/test/toast-recorder";
import { renderInDashboard } from "@/test/render-app";
import { QuotationsPage } from "../pages/quotations-page";

function quotation(id: string, projectName: string, role: "requester" | "supplier"): Quotation {
  return {
    id,
    project_name: projectName,
    description: "Fundação do edifício residencial.",
    notes: null,
    desired_deadline: null,
    status: "pendente",
    supplier: {
      id: "s-1",
      company_name: "Fundações Sólidas Engenharia",
      category: "fundacao",
      location_city: "São Paulo",
      location_state: "SP",
    },
    requester: { id: "u-2", name: "Carla Criadora" },
    attachments: [],
    supplier_response: null,
    estimated_price: null,
    estimated_delivery_days: null,
    created_at: "2026-03-01T12:00:00.000Z",
    responded_at: null,
    decided_at: null,
    completed_at: null,
    viewer: { role, can_respond: false, can_decide: false, can_complete: false, can_review: false, reviewed: false },
  };
}

const RECEIVED = quotation("q-received", "Residencial Jardim das Acácias", "supplier");
const SENT = quotation("q-sent", "Galpão Logístico Anhanguera", "requester");

/** `count` sent quotations, "Obra 1" to "Obra <count>" from `from` on. */
const sentMany = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => quotation(`q-${from + i}`, `Obra ${from + i}`, "requester"));

type Tabs = {
  /** Each tab's pages in order; one empty page by default. */
  sent?: Quotation[][];
  received?: Quotation[][];
  /** Both tabs' totals; by default what the pages hold. */
  counts?: QuotationPage["counts"];
  supplier_id?: string | null;
  /** A page that fails instead of answering ("received:1" is the received tab's second page). */
  failing?: string;
};

/** GET /api/quotations as the server answers it: one tab's page by `side` and `cursor`, with both counts. */
function answer({ sent = [[]], received = [[]], counts, supplier_id = "s-1", failing }: Tabs) {
  const pages: Record<QuotationSide, Quotation[][]> = { sent, received };
  const totals = counts ?? { sent: sent.flat().length, received: received.flat().length };
  return mockApi({
    "GET /api/auth/session": sessionOf("supplier"),
    "GET /api/quotations": ({ url }): QuotationPage | Reply => {
      const side = url.searchParams.get("side") as QuotationSide;
      const cursor = url.searchParams.get("cursor");
      const index = cursor ? Number(cursor.split(":")[1]) : 0;
      if (failing === `${side}:${index}`) return new Reply(500, { error: { code: "INTERNAL", message: "Falha" } });
      return {
        items: pages[side][index]!,
        nextCursor: index + 1 < pages[side].length ? `${side}:${index + 1}` : null,
        counts: totals,
        supplier_id,
      };
    },
  });
}

/** The GET /api/quotations requests made, in order. */
const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === "GET" && c.path.startsWith("/api/quotations")).map((c) => c.path);

const selectedTab = async () => (await screen.findAllByRole("tab", { selected: true })).map((t) => t.textContent);

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  polyfillRadix();
  toasts = recordToasts();
});
afterEach(() => {
  toasts.stop();
  vi.unstubAllGlobals();
});

describe("QuotationsPage default tab (docs/product/quotations.md#quotation-list)", () => {
  it("lands a supplier whose only quotations are received on Recebidas", async () => {
    const { calls } = answer({ sent: [[]], received: [[RECEIVED]] });
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations" });
    expect(await screen.findByRole("heading", { name: RECEIVED.project_name })).toBeVisible();
    expect(await selectedTab()).toEqual(["Recebidas (1)"]);
    // The sent tab's page tells the counts, then the received tab is read.
    expect(listCalls(calls)).toEqual(["/api/quotations?side=sent&limit=12", "/api/quotations?side=received&limit=12"]);
  });

  it("chooses Recebidas by the counts, not by the sent page's cards", async () => {
    const received = Array.from({ length: 12 }, (_, i) => quotation(`r-${i}`, `Pedido ${i + 1}`, "supplier"));
    answer({ sent: [[]], received: [received, []], counts: { sent: 0, received: 30 } });
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations" });
    expect(await screen.findByRole("heading", { name: "Pedido 12" })).toBeVisible();
    expect(await selectedTab()).toEqual(["Recebidas (30)"]);
    expect(screen.getByRole("tab", { name: "Enviadas (0)" })).toBeInTheDocument();
  });

  it("lands on Enviadas when the user has sent quotations, even with received ones", async () => {
    const { calls } = answer({ sent: [[SENT]], received: [[RECEIVED]] });
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations" });
    expect(await screen.findByRole("heading", { name: SENT.project_name })).toBeVisible();
    expect(await selectedTab()).toEqual(["Enviadas (1)"]);
    expect(screen.getByRole("tab", { name: "Recebidas (1)" })).toBeInTheDocument();
    // Only the tab on screen is read.
    expect(listCalls(calls)).toEqual(["/api/quotations?side=sent&limit=12"]);
  });

  it("lands on Enviadas when nothing was sent or received, and offers the registration to a non-supplier", async () => {
    answer({ sent: [[]], received: [[]], supplier_id: null });
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations" });
    expect(await screen.findByText("Nenhuma cotação enviada")).toBeVisible();
    expect(await selectedTab()).toEqual(["Enviadas (0)"]);

    await userEvent.click(screen.getByRole("tab", { name: "Recebidas (0)" }));
    expect(await screen.findByText("Você ainda não é fornecedor")).toBeVisible();
    expect(screen.getByRole("link", { name: "Cadastrar como fornecedor" })).toHaveAttribute(
      "href",
      "/dashboard/suppliers?cadastro=1",
    );
  });

  it("keeps an explicit ?tab=enviadas over the default, and writes the chosen tab to the URL", async () => {
    answer({ sent: [[]], received: [[RECEIVED]] });
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations?tab=enviadas" });
    expect(await screen.findByText("Nenhuma cotação enviada")).toBeVisible();
    expect(await selectedTab()).toEqual(["Enviadas (0)"]);

    await userEvent.click(screen.getByRole("tab", { name: "Recebidas (1)" }));
    expect(await screen.findByRole("heading", { name: RECEIVED.project_name })).toBeVisible();
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/quotations?tab=recebidas");
    await userEvent.click(screen.getByRole("tab", { name: "Enviadas (0)" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/quotations?tab=enviadas");
    expect(await selectedTab()).toEqual(["Enviadas (0)"]);
  });

  it("reads only the received tab for ?tab=recebidas", async () => {
    const { calls } = answer({ sent: [[SENT]], received: [[RECEIVED]] });
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations?tab=recebidas" });
    expect(await screen.findByRole("heading", { name: RECEIVED.project_name })).toBeVisible();
    expect(await selectedTab()).toEqual(["Recebidas (1)"]);
    expect(screen.getByRole("tab", { name: "Enviadas (1)" })).toBeInTheDocument();
    expect(listCalls(calls)).toEqual(["/api/quotations?side=received&limit=12"]);
  });
});

// Paging renders up to 30 cards and queries them by role, which takes seconds in jsdom on a loaded machine.
describe("QuotationsPage pages (docs/product/quotations.md#quotation-list)", { timeout: 20_000 }, () => {
  it("labels the tabs with the server's counts, not with the cards loaded so far", async () => {
    answer({ sent: [sentMany(12), sentMany(12, 13), sentMany(6, 25)], counts: { sent: 30, received: 4 } });
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations" });
    expect(await screen.findByRole("heading", { name: "Obra 12" })).toBeVisible();
    expect(screen.getAllByRole("article")).toHaveLength(12);
    expect(await selectedTab()).toEqual(["Enviadas (30)"]);
    expect(screen.getByRole("tab", { name: "Recebidas (4)" })).toBeInTheDocument();
  });

  it("loads the next page with the cursor and appends its cards, until the last page", async () => {
    const { calls } = answer({ sent: [sentMany(12), sentMany(12, 13), sentMany(6, 25)] });
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations" });
    expect(await screen.findByRole("heading", { name: "Obra 12" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Obra 13" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Carregar mais" }));
    expect(await screen.findByRole("heading", { name: "Obra 24" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Obra 1" })).toBeVisible();
    expect(screen.getAllByRole("article")).toHaveLength(24);
    expect(listCalls(calls).at(-1)).toBe("/api/quotations?side=sent&limit=12&cursor=sent%3A1");

    await user.click(screen.getByRole("button", { name: "Carregar mais" }));
    expect(await screen.findByRole("heading", { name: "Obra 30" })).toBeVisible();
    expect(screen.getAllByRole("article")).toHaveLength(30);
    expect(listCalls(calls).at(-1)).toBe("/api/quotations?side=sent&limit=12&cursor=sent%3A2");
    expect(screen.queryByRole("button", { name: "Carregar mais" })).not.toBeInTheDocument();
    expect(await selectedTab()).toEqual(["Enviadas (30)"]);
  });

  it("pages the received tab by its own cursor", async () => {
    const first = Array.from({ length: 12 }, (_, i) => quotation(`r-${i + 1}`, `Pedido ${i + 1}`, "supplier"));
    const { calls } = answer({ received: [first, [quotation("r-13", "Pedido 13", "supplier")]] });
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations?tab=recebidas" });
    expect(await screen.findByRole("heading", { name: "Pedido 12" })).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Carregar mais" }));
    expect(await screen.findByRole("heading", { name: "Pedido 13" })).toBeVisible();
    expect(screen.getAllByRole("article")).toHaveLength(13);
    expect(listCalls(calls).at(-1)).toBe("/api/quotations?side=received&limit=12&cursor=received%3A1");
    expect(screen.queryByRole("button", { name: "Carregar mais" })).not.toBeInTheDocument();
  });

  it("keeps the loaded cards and says so under them when the next page fails", async () => {
    answer({ sent: [sentMany(12), sentMany(3, 13)], failing: "sent:1" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations" });
    expect(await screen.findByRole("heading", { name: "Obra 12" })).toBeVisible();

    await userEvent.setup().click(screen.getByRole("button", { name: "Carregar mais" }));
    expect(await screen.findByText("Não foi possível carregar mais cotações. Tente novamente.")).toBeVisible();
    expect(screen.getAllByRole("article")).toHaveLength(12);
    expect(screen.queryByText("Não foi possível carregar as cotações.")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Carregar mais" })).toBeEnabled();
    expect(toasts.shown).toEqual([]);
  });

  it("shows the error and the toast when the first page fails", async () => {
    answer({ failing: "sent:0" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations" });
    expect(await screen.findByRole("button", { name: "Tentar novamente" })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("Não foi possível carregar as cotações.");
    expect(toasts.shown).toEqual([
      { title: "Erro", description: "Não foi possível carregar as cotações.", variant: "destructive" },
    ]);
  });
});
