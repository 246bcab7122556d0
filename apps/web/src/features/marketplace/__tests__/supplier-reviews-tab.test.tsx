import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { SupplierReviewsTab } from "../components/supplier-reviews-tab";

const review = {
  id: "r-1",
  reviewer_name: "Carlos Construtor",
  rating: 5,
  quality_rating: null,
  deadline_rating: null,
  cost_rating: null,
  communication_rating: null,
  comment: "Entrega no prazo.",
  created_at: "2026-11-20T12:00:00.000Z",
};

beforeEach(() => {
  polyfillRadix();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("supplier reviews tab", () => {
  it("announces a failed load as an alert and reads the reviews again on Tentar novamente", async () => {
    let failing = true;
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/suppliers/s-1/reviews": () =>
        failing ? new Reply(500, { error: { code: "INTERNAL", message: "Falha" } }) : [review],
    });
    renderInDashboard(<SupplierReviewsTab supplierId="s-1" />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Não foi possível carregar as avaliações.");
    failing = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByText("Entrega no prazo.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
