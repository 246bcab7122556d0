import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Investment } from "@alicerce/shared/schemas/investments";
import type { InvestmentPayment } from "@alicerce/shared/schemas/payments";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { PixPaymentDialog } from "../components/pix-payment-dialog";
import { SANDBOX_NOTICE } from "../../components/sandbox-notice";

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

const CODE = "00020101021226830014br.gov.bcb.pix2561pix.example/qr/v2/abc5204000053039865802BR6304ABCD";
const payment = (over: Partial<InvestmentPayment> = {}): InvestmentPayment => ({
  status: "awaiting_payment",
  txid: "T".repeat(32),
  pix_copia_e_cola: CODE,
  pix_qr_code: "data:image/svg+xml;base64,PHN2Zy8+",
  amount: 2_500,
  expires_at: "2026-12-09T13:00:00.000Z",
  paid_at: null,
  end_to_end_id: null,
  beneficiary_name: "Alicerce Custódia",
  beneficiary_document: "11.222.333/0001-81",
  sandbox: true,
  refund: null,
  receipt_id: null,
  ...over,
});
const investment = (over: Partial<InvestmentPayment> | null = {}): Investment => ({
  id: "i-1",
  project_id: "p-1",
  project_title: "Residencial Aurora",
  investor_id: "u-1",
  investor_name: "Ana",
  amount: 2_500,
  status: "active",
  withdrawable_until: "2026-12-13T12:00:00.000Z",
  can_withdraw: true,
  cancel_reason: null,
  created_at: "2026-12-06T13:00:00.000Z",
  payment: over === null ? null : payment(over),
});

function open(initial: Investment) {
  renderInDashboard(<PixPaymentDialog investment={initial} open onOpenChange={() => {}} />);
  return screen.findByRole("dialog", { name: "Pagar com Pix" });
}

describe("Pagar com Pix", () => {
  it("shows the QR, the code to copy, the amount, who receives it and until when (São Paulo)", async () => {
    mockApi({ "GET /api/auth/session": sessionOf("investor"), "GET /api/investments/mine": () => [investment()] });
    const toasts = recordToasts();
    const user = userEvent.setup();
    // After userEvent's setup, which puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const dialog = await open(investment());
    expect(screen.getByRole("img", { name: "QR code do Pix" })).toHaveAttribute("src", payment().pix_qr_code);
    expect(screen.getByLabelText("Código Pix")).toHaveTextContent(CODE);
    expect(dialog).toHaveTextContent("R$ 2.500,00");
    expect(dialog).toHaveTextContent("Alicerce Custódia");
    expect(dialog).toHaveTextContent("11.222.333/0001-81");
    expect(dialog).toHaveTextContent("09/12/2026 10:00 (horário de Brasília)");
    await user.click(screen.getByRole("button", { name: "Copiar código Pix" }));
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(toasts.shown).toContainEqual(expect.objectContaining({ title: "Código Pix copiado" }));
    toasts.stop();
  });

  it("in sandbox mode shows the notice and simulates the payment; the list's update shows it paid", async () => {
    let paid = false;
    const api = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/investments/mine": () => [
        investment(paid ? { status: "paid", paid_at: "2026-12-06T13:05:00.000Z", pix_copia_e_cola: null } : {}),
      ],
      "POST /api/investments/i-1/payment/simulate": () => {
        paid = true;
        return new Reply(202, { end_to_end_id: "E".padEnd(32, "1") });
      },
    });
    const user = userEvent.setup();
    await open(investment());
    expect(screen.getByRole("note")).toHaveTextContent(SANDBOX_NOTICE);
    expect(SANDBOX_NOTICE).toBe("Ambiente de testes: nenhum dinheiro real é movimentado.");
    await user.click(screen.getByRole("button", { name: "Simular pagamento" }));
    await waitFor(() => expect(api.calls.some((c) => c.path === "/api/investments/i-1/payment/simulate")).toBe(true));
    expect(screen.getByRole("button", { name: "Simular pagamento" })).toBeDisabled();
  });

  it("shows no simulation and no notice with a real PSP, and says so while the code is being made", async () => {
    const pending = investment({ sandbox: false, pix_copia_e_cola: null, pix_qr_code: null });
    mockApi({ "GET /api/auth/session": sessionOf("investor"), "GET /api/investments/mine": () => [pending] });
    await open(pending);
    expect(await screen.findByText("O código Pix está sendo gerado. Ele aparece aqui em instantes.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Simular pagamento" })).not.toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copiar código Pix" })).not.toBeInTheDocument();
  });

  it("turns to Pagamento confirmado when the list says it was paid", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/investments/mine": () => [
        investment({ status: "paid", paid_at: "2026-12-06T13:05:00.000Z", pix_copia_e_cola: null, pix_qr_code: null }),
      ],
    });
    await open(investment());
    expect(await screen.findByText("Pagamento confirmado")).toBeVisible();
    expect(screen.queryByRole("img", { name: "QR code do Pix" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Simular pagamento" })).not.toBeInTheDocument();
  });
});
