import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { SignaturesPage } from "../pages/signatures-page";
import { accountOf, signatureList, signatureRequest } from "./signature-fixtures";

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

describe("signatures page", () => {
  it("shows the summary, each request's fields, signers, progress and the actions the user may take", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor", "Ana Investidora"),
      "GET /api/signatures": () =>
        signatureList([
          signatureRequest("1"),
          signatureRequest("2", {
            status: "signed",
            progress: 100,
            can: { sign: false, refuse: false, resend: false, void: false },
          }),
          signatureRequest("3", { can: { sign: false, refuse: false, resend: true, void: true } }),
        ]),
    });
    renderInDashboard(<SignaturesPage />, { path: "/dashboard/signatures" });
    const card = within((await screen.findByRole("article", { name: "Contrato 1" })) as HTMLElement);
    expect(card.getByText("R$ 15.000,50")).toBeInTheDocument();
    expect(card.getByText("20/03/2026")).toBeInTheDocument();
    expect(card.getByText("50%")).toBeInTheDocument();
    expect(card.getByText("Ana Investidora")).toBeInTheDocument();
    expect(card.getByText("(você)")).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Assinar Contrato 1" })).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Recusar Contrato 1" })).toBeInTheDocument();
    expect(card.getByRole("link", { name: "Visualizar Contrato 1" })).toHaveAttribute("href", "/api/signatures/1/file");
    expect(card.queryByRole("button", { name: /^Reenviar/ })).not.toBeInTheDocument();

    const signed = within(screen.getByRole("article", { name: "Contrato 2" }));
    expect(screen.getByRole("article", { name: "Contrato 2" })).toHaveTextContent("Status: Assinado");
    expect(signed.getByRole("link", { name: "Baixar PDF assinado de Contrato 2" })).toHaveAttribute(
      "href",
      "/api/signatures/2/download",
    );
    expect(signed.queryByRole("button", { name: /^Assinar/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "Contrato 3" })).getByRole("button", { name: /^Reenviar/ }),
    ).toBeInTheDocument();

    const summary = within(screen.getByRole("list", { name: "Resumo por status" }));
    expect(summary.getByText("Expirados").nextSibling).toHaveTextContent("1");
  });

  it("sends the filters from the URL to the server and shows the empty text", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/signatures": () => signatureList([]),
    });
    renderInDashboard(<SignaturesPage />, { path: "/dashboard/signatures?q=acacias&status=expired&type=scp" });
    expect(await screen.findByText("Nenhum contrato encontrado com os filtros aplicados.")).toBeInTheDocument();
    expect(calls.find((c) => c.path.startsWith("/api/signatures"))?.path).toBe(
      "/api/signatures?q=acacias&status=expired&type=scp",
    );
  });

  it("opens the signing dialog from the invitation link and signs with the invited name, CPF, the mailed code and agreement", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor", "Ana Investidora"),
      "GET /api/account": () => accountOf(true),
      "GET /api/signatures": () => signatureList([]),
      "GET /api/signatures/9": () => signatureRequest("9"),
      "POST /api/signatures/9/code": () => ({
        sent_to: "u@alicerce.dev",
        expires_at: new Date(Date.now() + 600_000).toISOString(),
        resend_at: new Date(Date.now() + 60_000).toISOString(),
      }),
      "POST /api/signatures/9/sign": ({ body }) =>
        (body as { cpf: string }).cpf === "12345678143"
          ? signatureRequest("9", { progress: 100, status: "signed" })
          : new Reply(400, {
              error: {
                code: "VALIDATION_ERROR",
                message: "O nome e o CPF devem ser os mesmos do seu cadastro.",
                fields: { cpf: ["Informe o CPF cadastrado na sua conta."] },
              },
            }),
    });
    renderInDashboard(<SignaturesPage />, { path: "/dashboard/signatures?assinar=9" });
    const dialog = within(await screen.findByRole("dialog", { name: "Assinar contrato" }));
    expect(await dialog.findByTitle("Documento: Contrato 9")).toHaveAttribute("src", "/api/signatures/9/file");
    const user = userEvent.setup();
    await user.click(dialog.getByRole("button", { name: "Assinar" }));
    expect(await dialog.findByText("Marque a concordância para assinar.")).toBeInTheDocument();
    // The first refused field takes the focus; each error is tied to its input.
    const name = dialog.getByLabelText("Nome completo");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name.getAttribute("aria-describedby")).toContain("-error");
    expect(
      dialog.getByText(/O convite está em nome de Ana Investidora, CPF \*\*\*\.456\.781-\*\*: digite esse nome/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Enviar código" }));
    expect(await dialog.findByText(/Enviamos um código de 6 números para u@alicerce.dev/)).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: /Reenviar código \(\d+s\)/ })).toBeDisabled();
    const code = dialog.getByLabelText("Código de confirmação");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(code, "123456");
    await user.type(dialog.getByLabelText("Nome completo"), "Ana Investidora");
    await user.type(dialog.getByLabelText("CPF"), "98765432100");
    await user.click(dialog.getByRole("checkbox"));
    await user.click(dialog.getByRole("button", { name: "Assinar" }));
    expect(await dialog.findByText("Informe o CPF cadastrado na sua conta.")).toBeInTheDocument();
    await user.clear(dialog.getByLabelText("CPF"));
    await user.type(dialog.getByLabelText("CPF"), "12345678143");
    await user.click(dialog.getByRole("button", { name: "Assinar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === "/api/signatures/9/sign").at(-1)?.body).toEqual({
      name: "Ana Investidora",
      cpf: "12345678143",
      code: "123456",
      agree: true,
    });
  }, 20_000);

  it("asks a signer whose e-mail is not confirmed to confirm it first, and sends the link", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor", "Ana Investidora"),
      "GET /api/account": () => accountOf(false),
      "GET /api/signatures": () => signatureList([]),
      // The server shows an unconfirmed invitee nothing of the request, only why (decision 093).
      "GET /api/signatures/9": () =>
        new Reply(403, {
          error: {
            code: "EMAIL_NOT_VERIFIED",
            message:
              "Confirme seu e-mail antes de ver, assinar ou recusar este contrato: só quem confirma o e-mail convidado pode assinar.",
          },
        }),
      "POST /api/auth/confirmation-email": () => ({ sent: true, already_confirmed: false, resend_at: null }),
    });
    renderInDashboard(<SignaturesPage />, { path: "/dashboard/signatures?assinar=9" });
    const dialog = within(await screen.findByRole("dialog", { name: "Assinar contrato" }));
    expect(
      await dialog.findByText(/Confirme seu email para ver, assinar ou recusar este contrato/),
    ).toBeInTheDocument();
    expect(dialog.queryByTitle("Documento: Contrato 9")).not.toBeInTheDocument();
    await userEvent.setup().click(dialog.getByRole("button", { name: "Confirmar email" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === "/api/auth/confirmation-email")).toBe(true),
    );
  });
});
