import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type {
  EscrowBalance,
  ReconciliationReport,
  ReconciliationResolution,
} from "@alicerce/shared/schemas/payments-reconciliation";
import type { AdminFailedJob } from "@alicerce/shared/schemas/admin";
import { recordToasts } from "@/test/toast-recorder";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { screenFiles } from "@/components/form";
import { AdminPage } from "../pages/admin-page";

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  polyfillRadix();
  toasts = recordToasts();
  return toasts.stop;
});
afterEach(() => vi.unstubAllGlobals());

const DAY = "2026-12-06";
const KEY = "pix-unmatched:E9999999920261206100000000000001";

const resolution: ReconciliationResolution = {
  id: "r-1",
  difference_key: KEY,
  kind: "pix_unmatched",
  action: "refund_payer",
  reason: "Pix enviado por engano.",
  amount: 432.1,
  day: DAY,
  project_id: null,
  resolved_by: { id: "u-1", name: "Administração Alicerce" },
  created_at: "2026-12-06T13:30:00.000Z",
};

const report = (resolved: boolean): ReconciliationReport => ({
  day: DAY,
  project_id: null,
  psp: { received: { count: 1, amount: 432.1 }, refunded: { count: 0, amount: 0 }, paid_out: { count: 0, amount: 0 } },
  ledger: {
    received: { count: 1, amount: 432.1 },
    refunded: { count: 0, amount: 0 },
    paid_out: { count: 0, amount: 0 },
  },
  statement: { lines: 0, matched: 0 },
  differences: resolved
    ? []
    : [
        {
          key: KEY,
          kind: "pix_unmatched",
          amount: 432.1,
          occurred_at: "2026-12-06T13:00:00.000Z",
          reference: "E9999999920261206100000000000001",
          project_id: null,
          description: "Pix de R$ 432,10 com txid ABC, que não é de nenhuma cobrança.",
          actions: ["refund_payer"],
          resolution: null,
        },
      ],
  resolutions: resolved ? [resolution] : [],
});

const balance: EscrowBalance = {
  sandbox: true,
  ledger: 432.1,
  bank: {
    amount: 430.2,
    at: "2026-12-07T02:59:59.000Z",
    source: "statement",
    ledger_at_same_time: 432.1,
    difference: -1.9,
  },
};

const failedJob: AdminFailedJob = {
  id: "j-1",
  kind: "payments.pix-reconcile",
  key: "reconcile:1",
  attempts: 8,
  last_error: "PSP fora do ar",
  created_at: "2026-12-06T10:00:00.000Z",
  failed_at: "2026-12-06T11:00:00.000Z",
};
const refundJob: AdminFailedJob = { ...failedJob, id: "j-2", kind: "payments.refund", key: "r-9" };

function renderDesk() {
  return renderInDashboard(<AdminPage />, {
    path: `/dashboard/admin?tab=conciliacao&dia=${DAY}`,
    route: "/dashboard/admin",
  });
}

describe("the reconciliation desk", () => {
  it("shows the balance beside the bank's, the PSP beside the ledger, and the day's CSV link", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("platform_admin"),
      "GET /api/admin/reconciliation": () => report(false),
      "GET /api/admin/reconciliation/balance": () => balance,
      "GET /api/admin/payment-jobs": () => ({ items: [], page: 1, page_size: 20, total: 0 }),
    });
    renderDesk();
    expect(await screen.findByText(/Diferença: − R\$\s1,90/)).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "PSP × livro-razão" });
    expect(within(table).getByRole("row", { name: /Pix recebidos/ })).toHaveTextContent(
      /1 · R\$\s432,10.*1 · R\$\s432,10/,
    );
    expect(screen.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
      "href",
      `/api/admin/reconciliation/export.csv?day=${DAY}`,
    );
    expect(screen.getByText("Nenhuma tarefa de pagamento com falha.")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Ambiente de testes: nenhum dinheiro real é movimentado.");
  });

  it("gives an unmatched Pix back only with a reason, then shows it among the day's resolutions", async () => {
    let resolved = false;
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("platform_admin"),
      "GET /api/admin/reconciliation": () => report(resolved),
      "GET /api/admin/reconciliation/balance": () => balance,
      "GET /api/admin/payment-jobs": () => ({ items: [], page: 1, page_size: 20, total: 0 }),
      "POST /api/admin/reconciliation/resolutions": () => {
        resolved = true;
        return new Reply(201, resolution);
      },
    });
    renderDesk();
    const user = userEvent.setup();
    const differences = await screen.findByRole("list", { name: "Diferenças" });
    expect(differences).toHaveTextContent("Pix sem cobrança");
    await user.click(within(differences).getByRole("button", { name: "Devolver ao pagador" }));
    const dialog = await screen.findByRole("dialog", { name: "Devolver ao pagador" });
    await user.click(within(dialog).getByRole("button", { name: "Devolver ao pagador" }));
    expect(await within(dialog).findByText("Informe o motivo da resolução.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(within(dialog).getByLabelText("Motivo"), "Pix enviado por engano.");
    await user.click(within(dialog).getByRole("button", { name: "Devolver ao pagador" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      day: DAY,
      key: KEY,
      action: "refund_payer",
      reason: "Pix enviado por engano.",
    });
    const resolutions = await screen.findByRole("list", { name: "Resoluções do dia" });
    expect(resolutions).toHaveTextContent("Devolver ao pagador por Administração Alicerce");
    expect(resolutions).toHaveTextContent("“Pix enviado por engano.”");
    expect(toasts.shown.map((t) => t.title)).toContain("Diferença resolvida");
  });

  it("offers Tentar novamente on each failed job and says why a retry was refused", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("platform_admin"),
      "GET /api/admin/reconciliation": () => report(true),
      "GET /api/admin/reconciliation/balance": () => ({ sandbox: false, ledger: 0, bank: null }),
      "GET /api/admin/payment-jobs": () => ({ items: [failedJob, refundJob], page: 1, page_size: 20, total: 2 }),
      [`POST /api/admin/reconciliation/payment-jobs/${failedJob.id}/retry`]: () =>
        new Reply(409, {
          error: {
            code: "CONFLICT",
            message: "Esta tarefa não está mais com falha: outra pessoa pode já tê-la reenviado.",
          },
        }),
    });
    renderDesk();
    const user = userEvent.setup();
    const jobs = await screen.findByRole("list", { name: "Tarefas com falha" });
    const [reconcile, refund] = within(jobs).getAllByRole("listitem");
    expect(refund).toHaveTextContent("payments.refund · r-9");
    await user.click(within(reconcile!).getByRole("button", { name: "Tentar novamente" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Motivo"), "PSP voltou.");
    await user.click(within(dialog).getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() =>
      expect(toasts.shown.map((t) => t.description)).toContain(
        "Esta tarefa não está mais com falha: outra pessoa pode já tê-la reenviado.",
      ),
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByText("Nenhum extrato com saldo importado ainda.")).toBeInTheDocument();
    expect(screen.queryByText("Ambiente de testes: nenhum dinheiro real é movimentado.")).not.toBeInTheDocument();
  });
});

describe("the statement's file check", () => {
  const file = (name: string, text: string) => new File([text], name, { type: "application/octet-stream" });
  it("accepts an OFX by its header and refuses another file with a sentence", async () => {
    const { accepted, refusals } = await screenFiles(
      [file("extrato.ofx", "OFXHEADER:100\nDATA:OFXSGML"), file("extrato.csv", "a;b"), file("falso.ofx", "nome;valor")],
      { kind: "statement", room: 3, tooMany: "Envie um extrato por vez." },
    );
    expect(accepted.map((f) => f.name)).toEqual(["extrato.ofx"]);
    expect(refusals).toEqual([
      "O arquivo extrato.csv não é um extrato OFX.",
      "O arquivo falso.ofx não é um extrato OFX.",
    ]);
  });
});
