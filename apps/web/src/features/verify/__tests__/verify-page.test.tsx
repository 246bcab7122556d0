import { createHash } from "node:crypto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, Reply } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { VerifyPage } from "../pages/verify-page";

const bytes = new TextEncoder().encode("%PDF-1.4 documento original");
const sha = createHash("sha256").update(bytes).digest("hex");

afterEach(() => vi.unstubAllGlobals());

describe("public verification page", () => {
  it("shows the document's facts and checks a file in the browser", async () => {
    mockApi({
      "GET /api/auth/session": () => new Reply(401, { error: { code: "UNAUTHENTICATED", message: "Faça login." } }),
      "GET /api/public/verify/codigo-de-teste-123456": () => ({
        name: "Memorial descritivo",
        project_title: "Residencial Jardim das Acácias",
        version: 2,
        status: "approved",
        uploaded_at: "2026-03-10T12:00:00Z",
        sha256: sha,
        size: bytes.length,
        format: "PDF",
        signed: null,
      }),
    });
    const user = userEvent.setup();
    renderInDashboard(<VerifyPage />, { path: "/verificar/codigo-de-teste-123456", route: "/verificar/:code" });
    expect(await screen.findByRole("heading", { name: "Memorial descritivo" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("Residencial Jardim das Acácias")).toBeInTheDocument();
    expect(screen.getByText("Aprovado")).toBeInTheDocument();
    expect(screen.getByText("10/03/2026")).toBeInTheDocument();
    expect(screen.getByTestId("document-sha256")).toHaveTextContent(sha);

    await user.upload(screen.getByTestId("file-check-input"), new File([bytes], "recebido.pdf"));
    expect(
      await screen.findByText('O arquivo confere: é exatamente o documento "Memorial descritivo".'),
    ).toBeInTheDocument();
    await user.upload(screen.getByTestId("file-check-input"), new File([new TextEncoder().encode("outro")], "x.pdf"));
    expect(
      await screen.findByText('O arquivo não confere: ele não é o documento "Memorial descritivo".'),
    ).toBeInTheDocument();
  });

  it("shows a signed contract's sealed PDF and signers, and tells the sealed file from the original", async () => {
    const sealed = new TextEncoder().encode("%PDF-1.7 original + certificado + selo");
    const sealedSha = createHash("sha256").update(sealed).digest("hex");
    mockApi({
      "GET /api/auth/session": () => new Reply(401, { error: { code: "UNAUTHENTICATED", message: "Faça login." } }),
      "GET /api/public/verify/codigo-assinado-1234567": () => ({
        name: "Contrato de Investimento",
        project_title: "Residencial Ipê 🏗️ — Ação",
        version: 1,
        status: "signed",
        uploaded_at: "2026-03-10T12:00:00Z",
        sha256: sha,
        size: bytes.length,
        format: "PDF",
        signed: {
          sha256: sealedSha,
          size: sealed.length,
          sealed_at: "2026-03-12T15:04:05Z",
          signers: [
            { name: "Ana Investidora", cpf: "***.456.781-**", signed_at: "2026-03-11T13:00:00Z" },
            { name: "Carlos Construtor", cpf: "***.567.892-**", signed_at: "2026-03-12T15:04:05Z" },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderInDashboard(<VerifyPage />, { path: "/verificar/codigo-assinado-1234567", route: "/verificar/:code" });
    expect(
      await screen.findByRole("heading", { name: "Documento assinado e selado" }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByTestId("signed-sha256")).toHaveTextContent(sealedSha);
    expect(screen.getByText("SHA-256 do documento original")).toBeInTheDocument();
    expect(screen.getByTestId("document-sha256")).toHaveTextContent(sha);
    // São Paulo's clock, as on the certificate page.
    expect(screen.getByText("12/03/2026 12:04:05 (horário de Brasília)")).toBeInTheDocument();
    const signers = within(screen.getByRole("list", { name: "Signatários" })).getAllByRole("listitem");
    expect(signers).toHaveLength(2);
    expect(signers[0]).toHaveTextContent("Ana Investidora");
    expect(signers[0]).toHaveTextContent("***.456.781-**");
    expect(signers[0]).toHaveTextContent("Assinou em 11/03/2026 10:00:00 (horário de Brasília)");

    await user.upload(screen.getByTestId("file-check-input"), new File([sealed], "assinado.pdf"));
    expect(await screen.findByText("Confere com o documento assinado")).toBeInTheDocument();
    await user.upload(screen.getByTestId("file-check-input"), new File([bytes], "original.pdf"));
    expect(await screen.findByText("Confere com o documento original")).toBeInTheDocument();
    await user.upload(screen.getByTestId("file-check-input"), new File([new TextEncoder().encode("outro")], "x.pdf"));
    expect(await screen.findByText("O arquivo não confere")).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ele não é o documento "Contrato de Investimento" assinado nem o original enviado para assinatura.',
      ),
    ).toBeInTheDocument();
  });

  it("says so for an unknown code", async () => {
    mockApi({
      "GET /api/auth/session": () => new Reply(401, { error: { code: "UNAUTHENTICATED", message: "Faça login." } }),
      "GET /api/public/verify/desconhecido": () =>
        new Reply(404, { error: { code: "NOT_FOUND", message: "Nenhum documento corresponde a este código." } }),
    });
    renderInDashboard(<VerifyPage />, { path: "/verificar/desconhecido", route: "/verificar/:code" });
    expect(await screen.findByText("Documento não encontrado")).toBeInTheDocument();
    expect(screen.getByText("Nenhum documento corresponde a este código.")).toBeInTheDocument();
  });
});
