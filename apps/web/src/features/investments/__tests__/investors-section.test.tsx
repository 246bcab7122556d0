import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Investment } from "@alicerce/shared/schemas/investments";
import type { PaymentStatus } from "@alicerce/shared/schemas/payments";
import { mockApi, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { InvestorsSection } from "../components/investors-section";

afterEach(() => vi.unstubAllGlobals());

const investment = (id: string, name: string, status: PaymentStatus): Investment => ({
  id,
  project_id: "p-1",
  project_title: "Residencial Aurora",
  investor_id: `u-${id}`,
  investor_name: name,
  amount: 5_000,
  status: status === "expired" ? "cancelled" : "active",
  withdrawable_until: "2026-12-13T12:00:00.000Z",
  can_withdraw: false,
  cancel_reason: null,
  created_at: "2026-12-06T12:00:00.000Z",
  payment: {
    status,
    txid: id.padEnd(32, "T"),
    pix_copia_e_cola: null,
    pix_qr_code: null,
    amount: 5_000,
    expires_at: "2026-12-09T12:00:00.000Z",
    paid_at: status === "paid" ? "2026-12-06T13:00:00.000Z" : null,
    end_to_end_id: null,
    beneficiary_name: "Alicerce Custódia",
    beneficiary_document: "",
    sandbox: true,
    refund: null,
    receipt_id: null,
  },
});

describe("the creator's list of investors", () => {
  it("shows where each commitment's Pix stands, with its pt-BR label", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/projects/p-1/investments": () => [
        investment("a", "Ana Paga", "paid"),
        investment("b", "Bruno Aguarda", "awaiting_payment"),
        investment("c", "Caio Expirou", "expired"),
      ],
    });
    renderInDashboard(<InvestorsSection projectId="p-1" />);
    const ana = (await screen.findByText("Ana Paga")).closest("li")!;
    expect(within(ana).getByText("Pago")).toBeInTheDocument();
    expect(
      within(screen.getByText("Bruno Aguarda").closest("li")!).getByText("Aguardando pagamento"),
    ).toBeInTheDocument();
    expect(within(screen.getByText("Caio Expirou").closest("li")!).getByText("Expirado")).toBeInTheDocument();
  });
});
