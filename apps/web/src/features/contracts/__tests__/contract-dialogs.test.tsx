import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Contract } from "@alicerce/shared/schemas/contracts";
import { recordToasts } from "@/test/toast-recorder";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ContractsPage } from "../pages/contracts-page";
import { contract } from "./contract-fixtures";

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  toasts = recordToasts();
  return toasts.stop;
});

const PROJECT_ID = "3f1c2a9e-3b7d-4c5e-8f9a-1b2c3d4e5f60";
const OTHER_PROJECT_ID = "4a1c2a9e-3b7d-4c5e-8f9a-1b2c3d4e5f61";

/** XMLHttpRequest as uploadFile uses it, answering every upload with a new file id. */
class FakeXhr {
  static sent: string[] = [];
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  status = 0;
  response: unknown = null;
  responseType = "";
  withCredentials = false;
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open() {}
  abort() {}
  send(body: FormData) {
    const file = body.get("file") as File;
    FakeXhr.sent.push(file.name);
    setTimeout(() => {
      this.status = 201;
      this.response = {
        id: `file-${FakeXhr.sent.length}`,
        name: file.name,
        size: file.size,
        mime_type: "application/pdf",
      };
      this.onload?.();
    });
  }
}

/** A file whose reported size is `bytes` without allocating it. */
function fileOfSize(name: string, bytes: number, type = "application/pdf") {
  const file = new File(["%PDF"], name, { type });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
}

const list = (items: Contract[]) => ({ items, total: items.length, page: 1, page_size: 12 });

let calls: { method: string; path: string; body: unknown }[];
function api(routes: Parameters<typeof mockApi>[0] = {}, items: Contract[] = []) {
  ({ calls } = mockApi({
    "GET /api/auth/session": sessionOf("legal"),
    "GET /api/contracts": () => list(items),
    "GET /api/contracts/project-options": ({ url }) => ({
      items: [
        { id: PROJECT_ID, title: "Residencial Jardim das Acácias" },
        { id: OTHER_PROJECT_ID, title: "Vila Serena Casas" },
      ].filter((p) => p.title.toLowerCase().includes((url.searchParams.get("q") ?? "").toLowerCase())),
    }),
    ...routes,
  }));
}

beforeEach(() => {
  polyfillRadix();
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

async function openNewContract() {
  renderInDashboard(<ContractsPage />, { path: "/dashboard/contracts" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Novo Contrato" }));
  return { user, dialog: within(await screen.findByRole("dialog", { name: "Novo Contrato" })) };
}

// Typing a whole form through user-event takes seconds on a busy machine.
describe("Novo Contrato", { timeout: 20_000 }, () => {
  it("shows each field's pt-BR message and sends nothing while the form is invalid", async () => {
    api();
    const { user, dialog } = await openNewContract();
    await user.click(dialog.getByRole("button", { name: "Criar contrato" }));
    expect(await dialog.findByText("Informe o nome do contrato.")).toBeInTheDocument();
    expect(dialog.getByText("Informe o cliente.")).toBeInTheDocument();
    expect(dialog.getByText("Selecione o projeto.")).toBeInTheDocument();
    expect(dialog.getByText("Informe o valor do contrato.")).toBeInTheDocument();
    expect(dialog.getByText("Informe a data de início, no formato dd/mm/aaaa.")).toBeInTheDocument();
    expect(dialog.getByText("Informe a data de término, no formato dd/mm/aaaa.")).toBeInTheDocument();
    expect(dialog.getByText("Selecione o tipo do contrato.")).toBeInTheDocument();
    expect(dialog.getByLabelText("Nome do contrato")).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(dialog.getByLabelText("Data de início"), { target: { value: "10/05/2026" } });
    fireEvent.change(dialog.getByLabelText("Data de término"), { target: { value: "09/05/2026" } });
    await user.click(dialog.getByRole("button", { name: "Criar contrato" }));
    expect(await dialog.findByText("A data de término não pode ser anterior à data de início.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("refuses a file that is not a PDF or is over 10 MB, and creates the contract with the uploaded PDF", async () => {
    api({
      "POST /api/contracts": ({ body }) => new Reply(201, contract("new", { ...(body as object) })),
    });
    const { user, dialog } = await openNewContract();
    await user.type(dialog.getByLabelText("Nome do contrato"), "Fornecimento de Aço");
    await user.type(dialog.getByLabelText("Cliente"), "Aço Forte Ltda.");
    await user.click(dialog.getByRole("combobox", { name: "Projeto" }));
    await user.click(await screen.findByRole("option", { name: "Vila Serena Casas" }));
    await user.type(dialog.getByLabelText("Valor"), "1500000");
    expect(dialog.getByLabelText("Valor")).toHaveValue("R$ 15.000,00");
    await user.click(dialog.getByRole("combobox", { name: "Tipo" }));
    await user.click(await screen.findByRole("option", { name: "Fornecimento" }));
    fireEvent.change(dialog.getByLabelText("Data de início"), { target: { value: "10/05/2026" } });
    fireEvent.change(dialog.getByLabelText("Data de término"), { target: { value: "09/05/2027" } });

    const input = screen.getByTestId("contract-pdf-input");
    // The picker offers PDFs only; a file dropped past it is still screened.
    Object.defineProperty(input, "files", { value: [fileOfSize("foto.png", 2048, "image/png")], configurable: true });
    fireEvent.change(input);
    expect(await dialog.findByText("O arquivo foto.png não é de um tipo aceito. Envie PDF.")).toBeInTheDocument();
    Object.defineProperty(input, "files", {
      value: [fileOfSize("grande.pdf", 10 * 1024 * 1024 + 1)],
      configurable: true,
    });
    fireEvent.change(input);
    expect(await dialog.findByText("O arquivo grande.pdf excede o limite de 10MB.")).toBeInTheDocument();
    Object.defineProperty(input, "files", { value: [fileOfSize("contrato.pdf", 4096)], configurable: true });
    fireEvent.change(input);
    await dialog.findByLabelText("Enviado");
    expect(FakeXhr.sent).toEqual(["contrato.pdf"]);

    await user.click(dialog.getByRole("button", { name: "Criar contrato" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Fornecimento de Aço",
      client_name: "Aço Forte Ltda.",
      project_id: OTHER_PROJECT_ID,
      value: 15_000,
      start_date: "2026-05-10",
      end_date: "2027-05-09",
      type: "fornecimento",
      file_id: "file-1",
    });
    expect(toasts.shown).toContainEqual({
      title: "Contrato criado",
      description: "Fornecimento de Aço foi adicionado aos contratos.",
    });
  });

  it("puts the server's field messages on the fields", async () => {
    api({
      "POST /api/contracts": () =>
        new Reply(400, {
          error: {
            code: "VALIDATION_ERROR",
            message: "O projeto escolhido não existe. Escolha outro projeto.",
            fields: { project_id: ["Projeto não encontrado."] },
          },
        }),
    });
    const { user, dialog } = await openNewContract();
    await user.type(dialog.getByLabelText("Nome do contrato"), "Termo");
    await user.type(dialog.getByLabelText("Cliente"), "Cliente");
    await user.click(dialog.getByRole("combobox", { name: "Projeto" }));
    await user.click(await screen.findByRole("option", { name: "Residencial Jardim das Acácias" }));
    await user.type(dialog.getByLabelText("Valor"), "100");
    await user.click(dialog.getByRole("combobox", { name: "Tipo" }));
    await user.click(await screen.findByRole("option", { name: "Adesão" }));
    fireEvent.change(dialog.getByLabelText("Data de início"), { target: { value: "10/05/2026" } });
    fireEvent.change(dialog.getByLabelText("Data de término"), { target: { value: "10/05/2026" } });
    await user.click(dialog.getByRole("button", { name: "Criar contrato" }));
    expect(await dialog.findByText("Projeto não encontrado.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Novo Contrato" })).toBeInTheDocument();
  });
});

describe("Editar and Cancelar contrato", { timeout: 20_000 }, () => {
  const withPdf = contract("c-1", {
    project: { id: PROJECT_ID, title: "Residencial Jardim das Acácias" },
    file: { name: "assinado.pdf", size: 2048, download_url: "/api/contracts/c-1/file" },
  });

  it("edits with the current values, keeps the PDF unless it is removed", async () => {
    api({ "PATCH /api/contracts/c-1": ({ body }) => ({ ...withPdf, ...(body as object) }) }, [withPdf]);
    renderInDashboard(<ContractsPage />, { path: "/dashboard/contracts" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Editar Contrato c-1" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Editar contrato" }));
    expect(dialog.getByLabelText("Nome do contrato")).toHaveValue("Contrato c-1");
    expect(dialog.getByLabelText("Valor")).toHaveValue("R$ 1.250.000,50");
    expect(dialog.getByRole("combobox", { name: "Projeto" })).toHaveValue("Residencial Jardim das Acácias");
    expect(dialog.getByText("assinado.pdf")).toBeInTheDocument();
    await user.clear(dialog.getByLabelText("Nome do contrato"));
    await user.type(dialog.getByLabelText("Nome do contrato"), "Contrato revisado");
    await user.click(dialog.getByRole("button", { name: "Salvar alterações" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH").length).toBe(1));
    const body = calls.find((c) => c.method === "PATCH")!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: "Contrato revisado", project_id: PROJECT_ID, value: 1_250_000.5 });
    expect("file_id" in body).toBe(false);

    await user.click(await screen.findByRole("button", { name: "Editar Contrato c-1" }));
    const again = within(await screen.findByRole("dialog", { name: "Editar contrato" }));
    await user.click(again.getByRole("button", { name: "Remover assinado.pdf" }));
    await user.click(again.getByRole("button", { name: "Salvar alterações" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH").length).toBe(2));
    expect((calls.filter((c) => c.method === "PATCH")[1]!.body as { file_id: unknown }).file_id).toBeNull();
  });

  it("asks for the reason before cancelling", async () => {
    api(
      {
        "POST /api/contracts/c-1/cancel": ({ body }) => ({
          ...withPdf,
          status: "cancelado",
          cancel_reason: (body as { reason: string }).reason,
        }),
      },
      [withPdf],
    );
    renderInDashboard(<ContractsPage />, { path: "/dashboard/contracts" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Cancelar contrato Contrato c-1" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancelar contrato" }));
    await user.click(dialog.getByRole("button", { name: "Cancelar contrato" }));
    expect(await dialog.findByText("Informe o motivo do cancelamento.")).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith("/cancel"))).toBe(false);

    await user.type(dialog.getByLabelText("Motivo do cancelamento"), "O cliente desistiu.");
    await user.click(dialog.getByRole("button", { name: "Cancelar contrato" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.path.endsWith("/cancel"))?.body).toEqual({ reason: "O cliente desistiu." });
    expect(toasts.shown).toContainEqual({ title: "Contrato cancelado", description: "Contrato c-1 foi cancelado." });
  });
});
