import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Quotation, QuotationList } from "@alicerce/shared/schemas/quotations";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
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

function answer(list: QuotationList) {
  mockApi({ "GET /api/auth/session": sessionOf("supplier"), "GET /api/quotations": () => list });
}

const selectedTab = async () => (await screen.findAllByRole("tab", { selected: true })).map((t) => t.textContent);

beforeEach(() => polyfillRadix());

describe("QuotationsPage default tab (docs/product/quotations.md#quotation-list)", () => {
  it("lands a supplier whose only quotations are received on Recebidas", async () => {
    answer({ sent: [], received: [RECEIVED], supplier_id: "s-1" });
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations" });
    expect(await screen.findByRole("heading", { name: RECEIVED.project_name })).toBeVisible();
    expect(await selectedTab()).toEqual(["Recebidas (1)"]);
  });

  it("lands on Enviadas when the user has sent quotations, even with received ones", async () => {
    answer({ sent: [SENT], received: [RECEIVED], supplier_id: "s-1" });
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations" });
    expect(await screen.findByRole("heading", { name: SENT.project_name })).toBeVisible();
    expect(await selectedTab()).toEqual(["Enviadas (1)"]);
  });

  it("lands on Enviadas when nothing was sent or received", async () => {
    answer({ sent: [], received: [], supplier_id: null });
    renderInDashboard(<QuotationsPage />, { path: "/dashboard/quotations" });
    expect(await screen.findByText("Nenhuma cotação enviada")).toBeVisible();
    expect(await selectedTab()).toEqual(["Enviadas (0)"]);
  });

  it("keeps an explicit ?tab=enviadas over the default, and writes the chosen tab to the URL", async () => {
    answer({ sent: [], received: [RECEIVED], supplier_id: "s-1" });
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
});
