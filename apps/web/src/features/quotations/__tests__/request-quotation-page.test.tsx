import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordToasts } from "@/test/toast-recorder";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { RequestQuotationPage } from "../pages/request-quotation-page";

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  toasts = recordToasts();
  return toasts.stop;
});

const SUPPLIER_ID = "a7c828ec-c25d-4673-8359-f5bca254984f";
const supplier = {
  id: SUPPLIER_ID,
  company_name: "Fundações Sólidas Engenharia",
  category: "fundacao",
  description: null,
  location_city: "São Paulo",
  location_state: "SP",
  service_radius_km: 100,
  average_delivery_days: 20,
  verified: true,
  owner_name: "Fábio Fornecedor",
  rating: 4.5,
  review_count: 2,
  completed_count: 2,
  cover_image_url: null,
  user_id: "owner-1",
  cnpj: "11222333000181",
  payment_methods: ["pix"],
  portfolio: [],
  owner: { name: "Fábio Fornecedor", avatar_url: null },
  is_owner: false,
  created_at: "2025-01-01T00:00:00.000Z",
};

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

let calls: { method: string; path: string; body: unknown }[];
beforeEach(() => {
  polyfillRadix();
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  ({ calls } = mockApi({
    "GET /api/auth/session": sessionOf("creator"),
    [`GET /api/suppliers/${SUPPLIER_ID}`]: () => supplier,
  }));
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderInDashboard(<RequestQuotationPage />, {
    path: `/dashboard/marketplace/quotation/${SUPPLIER_ID}`,
    route: "/dashboard/marketplace/quotation/:supplierId",
  });
}

/** A file whose reported size is `bytes` without allocating it. */
function fileOfSize(name: string, bytes: number, type = "application/pdf") {
  const file = new File(["%PDF"], name, { type });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
}

// Typing with user-event takes a few seconds on a slow machine.
describe("quotation request form", { timeout: 20_000 }, () => {
  it("asks for the project name and description (after trimming) and sends nothing", async () => {
    renderPage();
    const user = userEvent.setup();
    const submit = await screen.findByRole("button", { name: "Enviar solicitação" });
    await user.click(submit);
    await vi.waitFor(() =>
      expect(toasts.shown.at(-1)).toEqual({
        title: "Campos obrigatórios",
        description: "Por favor, preencha o nome do projeto e a descrição.",
        variant: "destructive",
      }),
    );
    // The fields say it too, where the text is typed.
    expect(screen.getAllByText("Por favor, preencha o nome do projeto e a descrição.")).toHaveLength(2);

    toasts.shown.length = 0;
    await user.type(screen.getByLabelText("Nome do projeto"), "   ");
    await user.type(screen.getByLabelText("Descrição do serviço"), "Radier para 12 casas");
    await user.click(submit);
    await vi.waitFor(() =>
      expect(toasts.shown).toContainEqual(expect.objectContaining({ title: "Campos obrigatórios" })),
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("skips a file over 10 MB with the message of docs/product/messages.md#files and uploads the others", async () => {
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Enviar solicitação" });
    const input = screen.getByTestId("attachments-input");
    await user.upload(input, [
      fileOfSize("planta.pdf", 10 * 1024 * 1024),
      fileOfSize("grande.pdf", 10 * 1024 * 1024 + 1),
    ]);

    expect(await screen.findByText("O arquivo grande.pdf excede o limite de 10MB.")).toBeInTheDocument();
    expect(toasts.shown).toContainEqual({
      title: "Erro",
      description: "O arquivo grande.pdf excede o limite de 10MB.",
      variant: "destructive",
    });
    // Exactly 10 MB is within the limit; only that file went to POST /api/files.
    await waitFor(() => expect(FakeXhr.sent).toEqual(["planta.pdf"]));
    const list = screen.getByRole("list", { name: "Arquivos anexados" });
    expect(list).toHaveTextContent("planta.pdf");
    expect(list).not.toHaveTextContent("grande.pdf");
  });

  it("sends the request with the uploaded attachment and goes to the quotations page", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      [`GET /api/suppliers/${SUPPLIER_ID}`]: () => supplier,
      "POST /api/quotations": ({ body }) => ({ id: "q-1", ...(body as object) }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nome do projeto"), "  Vila Serena  ");
    await user.type(screen.getByLabelText("Descrição do serviço"), "Radier para 12 casas");
    await user.upload(screen.getByTestId("attachments-input"), fileOfSize("planta.pdf", 2048));
    await screen.findByLabelText("Enviado");
    await user.click(screen.getByRole("button", { name: "Enviar solicitação" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/quotations"));
    expect(toasts.shown).toContainEqual({
      title: "Solicitação enviada!",
      description: "Sua solicitação de orçamento foi enviada com sucesso. O fornecedor será notificado.",
    });
  });
});
