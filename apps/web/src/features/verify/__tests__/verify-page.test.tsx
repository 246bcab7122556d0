import { createHash } from "node:crypto";
import { screen } from "@testing-library/react";
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
