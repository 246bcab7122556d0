import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { UploadDocumentDialog } from "../components/upload-document-dialog";

const PROJECT_ID = "3f1c2a9e-3b7d-4c5e-8f9a-1b2c3d4e5f60";

/** XMLHttpRequest as uploadFile uses it, answering every upload with a new file id. */
class FakeXhr {
  static sent: string[] = [];
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  status = 0;
  response: unknown = null;
  responseType = "";
  withCredentials = false;
  onload?: () => void;
  open() {}
  abort() {}
  send(body: FormData) {
    const file = body.get("file") as File;
    FakeXhr.sent.push(file.name);
    setTimeout(() => {
      this.status = 201;
      this.response = {
        id: "9e1c2a9e-3b7d-4c5e-8f9a-1b2c3d4e5f60",
        name: file.name,
        size: file.size,
        mime_type: "application/pdf",
      };
      this.onload?.();
    });
  }
}

beforeEach(() => {
  polyfillRadix();
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe("Enviar documento", { timeout: 20_000 }, () => {
  it("shows each field's pt-BR message, then sends the uploaded file with the chosen project", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/documents/projects": () => [{ id: PROJECT_ID, title: "Residencial Jardim das Acácias" }],
      "POST /api/documents": ({ body }) =>
        new Reply(201, {
          ...(body as object),
          id: "d-1",
          name: "Memorial",
          version: 2,
          project: { id: PROJECT_ID, title: "Residencial Jardim das Acácias" },
        }),
    });
    const user = userEvent.setup();
    renderInDashboard(<UploadDocumentDialog />);
    await user.click(await screen.findByRole("button", { name: "Enviar documento" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Enviar documento" }));
    await user.click(dialog.getByRole("button", { name: "Enviar documento" }));
    expect(await dialog.findByText("Informe o nome do documento.")).toBeInTheDocument();
    expect(dialog.getByText("Selecione o projeto.")).toBeInTheDocument();
    expect(dialog.getByText("Selecione a categoria do documento.")).toBeInTheDocument();
    expect(dialog.getByText("Escolha o arquivo do documento.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    const input = screen.getByTestId("document-file-input");
    Object.defineProperty(input, "files", {
      value: [new File(["%PDF-1.4 memorial"], "Memorial.pdf", { type: "application/pdf" })],
      configurable: true,
    });
    fireEvent.change(input);
    await dialog.findByLabelText("Enviado");
    // The file's name is suggested as the document's.
    expect(dialog.getByLabelText("Nome do documento")).toHaveValue("Memorial");
    await user.click(dialog.getByRole("combobox", { name: "Projeto" }));
    await user.click(await screen.findByRole("option", { name: "Residencial Jardim das Acácias" }));
    await user.click(dialog.getByRole("combobox", { name: "Categoria" }));
    await user.click(await screen.findByRole("option", { name: "Técnico" }));
    await user.click(dialog.getByRole("combobox", { name: "Quem pode ver" }));
    await user.click(await screen.findByRole("option", { name: "Investidores" }));
    expect(dialog.getByText(/^Investidores: Também todos os usuários/)).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Enviar documento" }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Memorial",
      project_id: PROJECT_ID,
      category: "technical",
      visibility: "investors",
      file_id: "9e1c2a9e-3b7d-4c5e-8f9a-1b2c3d4e5f60",
    });
    expect(FakeXhr.sent).toEqual(["Memorial.pdf"]);
  });
});
