import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { SignaturesPage } from "../pages/signatures-page";
import { signatureList, signatureRequest } from "./signature-fixtures";

beforeEach(() => polyfillRadix());

const WAIT = "Aguarde: quem vem antes de você na ordem ainda não assinou.";

describe("Cancelar solicitação and the signing order (decision 035)", () => {
  it("offers Cancelar solicitação only when the API allows it, asks for the reason and sends it", async () => {
    let voided = false;
    const mine = () =>
      signatureRequest("1", {
        can: { sign: false, refuse: false, resend: true, void: !voided },
        ...(voided ? { status: "cancelled" as const, void_reason: "Valor errado." } : {}),
      });
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator", "Carlos Construtor"),
      "GET /api/signatures": () => signatureList([mine(), signatureRequest("2")]),
      "POST /api/signatures/1/void": () => {
        voided = true;
        return mine();
      },
    });
    renderInDashboard(<SignaturesPage />, { path: "/dashboard/signatures" });
    const card = within((await screen.findByRole("article", { name: "Contrato 1" })) as HTMLElement);
    expect(
      within(screen.getByRole("article", { name: "Contrato 2" })).queryByRole("button", {
        name: /^Cancelar solicitação/,
      }),
    ).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(card.getByRole("button", { name: "Cancelar solicitação de Contrato 1" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancelar solicitação de assinatura" }));
    await user.click(dialog.getByRole("button", { name: "Cancelar solicitação" }));
    expect(await dialog.findByText("Explique o motivo do cancelamento.")).toBeInTheDocument();
    await user.type(dialog.getByLabelText("Motivo do cancelamento"), "Valor errado.");
    await user.click(dialog.getByRole("button", { name: "Cancelar solicitação" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === "/api/signatures/1/void")?.body).toEqual({ reason: "Valor errado." });
    const after = await screen.findByRole("article", { name: "Contrato 1" });
    await waitFor(() => expect(after).toHaveTextContent("Status: Cancelado"));
    expect(after).toHaveTextContent("Motivo do cancelamento: Valor errado.");
    const summary = within(screen.getByRole("list", { name: "Resumo por status" }));
    expect(summary.getByText("Cancelados").nextSibling).toHaveTextContent("1");
  }, 20_000);

  it("numbers the signers of a request in order and tells a signer whose turn has not come to wait", async () => {
    const base = signatureRequest("3");
    mockApi({
      "GET /api/auth/session": sessionOf("investor", "Ana Investidora"),
      "GET /api/signatures": () =>
        signatureList([
          signatureRequest("3", {
            sequential: true,
            signers: [
              { ...base.signers[0]!, status: "pending", signed_at: null, turn: true },
              { ...base.signers[1]!, turn: false },
            ],
            can: { sign: false, refuse: true, resend: false, void: false },
          }),
        ]),
    });
    renderInDashboard(<SignaturesPage />, { path: "/dashboard/signatures" });
    const article = await screen.findByRole("article", { name: "Contrato 3" });
    const card = within(article as HTMLElement);
    expect(card.getByText("(assinatura em ordem)")).toBeInTheDocument();
    expect(card.getByText("1.")).toBeInTheDocument();
    expect(card.getByText("2.")).toBeInTheDocument();
    expect(card.getByText(WAIT)).toBeInTheDocument();
    expect(card.queryByRole("button", { name: "Assinar Contrato 3" })).not.toBeInTheDocument();
    expect(card.getByRole("button", { name: "Recusar Contrato 3" })).toBeInTheDocument();
  });

  it("the signing dialog of a cancelled request says so, with the reason", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor", "Ana Investidora"),
      "GET /api/signatures": () => signatureList([]),
      "GET /api/signatures/9": () =>
        signatureRequest("9", {
          status: "cancelled",
          void_reason: "Contrato substituído.",
          can: { sign: false, refuse: false, resend: false, void: false },
        }),
    });
    renderInDashboard(<SignaturesPage />, { path: "/dashboard/signatures?assinar=9" });
    const dialog = within(await screen.findByRole("dialog", { name: "Assinar contrato" }));
    expect(
      await dialog.findByText(
        "Esta solicitação foi cancelada e não aceita mais assinaturas. Motivo: Contrato substituído.",
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByLabelText("Nome completo")).not.toBeInTheDocument();
  });
});
