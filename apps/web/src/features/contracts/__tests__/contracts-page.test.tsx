import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Contract } from "@alicerce/shared/schemas/contracts";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ContractsPage } from "../pages/contracts-page";
import { contract } from "./contract-fixtures";

const page = (items: Contract[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  page_size: 12,
});

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

describe("contracts page", () => {
  it("shows every field of a contract in BRL and dd/MM/yyyy, with its status, type and PDF", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/contracts": () =>
        page([
          contract("1", {
            file: { name: "contrato.pdf", size: 2048, download_url: "/api/contracts/1/file" },
          }),
          contract("2", { status: "cancelado", type: "adesao", cancel_reason: "O cliente desistiu." }),
        ]),
    });
    renderInDashboard(<ContractsPage />, { path: "/dashboard/contracts" });
    const card = (await screen.findByRole("article", { name: "Contrato 1" })) as HTMLElement;
    const inCard = within(card);
    expect(inCard.getByText("Joana Prado")).toBeInTheDocument();
    expect(inCard.getByText("Residencial Jardim das Acácias")).toBeInTheDocument();
    expect(inCard.getByText("R$ 1.250.000,50")).toBeInTheDocument();
    expect(inCard.getByText("01/03/2026")).toBeInTheDocument();
    expect(inCard.getByText("28/02/2027")).toBeInTheDocument();
    expect(inCard.getByText("10/02/2026")).toBeInTheDocument();
    expect(inCard.getByText("Ativo")).toBeInTheDocument();
    expect(card).toHaveTextContent("Tipo: Fornecimento");
    expect(inCard.getByRole("link", { name: "Baixar PDF de Contrato 1" })).toHaveAttribute(
      "href",
      "/api/contracts/1/file",
    );
    expect(inCard.getByRole("button", { name: /^Editar/ })).toBeInTheDocument();
    expect(inCard.getByRole("button", { name: /^Cancelar contrato/ })).toBeInTheDocument();

    // A cancelled contract shows its reason and can no longer be edited or cancelled.
    const cancelled = within(screen.getByRole("article", { name: "Contrato 2" }));
    expect(cancelled.getByText("Cancelado")).toBeInTheDocument();
    expect(cancelled.getByText("O cliente desistiu.")).toBeInTheDocument();
    expect(cancelled.queryByRole("button", { name: /^Editar/ })).not.toBeInTheDocument();
    expect(cancelled.queryByRole("button", { name: /^Cancelar contrato/ })).not.toBeInTheDocument();
    expect(cancelled.queryByRole("link", { name: /Baixar PDF/ })).not.toBeInTheDocument();
  });

  it("offers Enviar para assinatura for a contract with its PDF, and shows where a sent one stands", async () => {
    const file = { name: "c.pdf", size: 10, download_url: "/api/contracts/x/file" };
    mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/contracts": () =>
        page([
          contract("1", { file }),
          contract("2"),
          contract("3", { file, status: "pendente", signature: { id: "s-3", status: "pending" } }),
        ]),
    });
    renderInDashboard(<ContractsPage />, { path: "/dashboard/contracts" });
    const withPdf = within((await screen.findByRole("article", { name: "Contrato 1" })) as HTMLElement);
    expect(withPdf.getByRole("button", { name: "Enviar Contrato 1 para assinatura" })).toBeEnabled();
    const withoutPdf = within(screen.getByRole("article", { name: "Contrato 2" }));
    const disabled = withoutPdf.getByRole("button", { name: "Enviar para assinatura" });
    expect(disabled).toBeDisabled();
    expect(disabled).toHaveAccessibleDescription("Anexe o PDF do contrato para enviá-lo.");
    const sent = within(screen.getByRole("article", { name: "Contrato 3" }));
    expect(sent.queryByRole("button", { name: /para assinatura/ })).not.toBeInTheDocument();
    expect(sent.getByRole("link", { name: "Ver assinatura de Contrato 3" })).toHaveAttribute(
      "href",
      "/dashboard/signatures?q=Contrato%203",
    );
  });

  it("reads the filters from the URL, sends them to the server and shows the empty text", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/contracts": () => page([]),
    });
    renderInDashboard(<ContractsPage />, { path: "/dashboard/contracts?q=acacias&status=pendente&type=adesao" });
    expect(await screen.findByText("Nenhum contrato encontrado com os filtros aplicados.")).toBeInTheDocument();
    expect(screen.getByRole("searchbox")).toHaveValue("acacias");
    expect(calls.find((c) => c.path.startsWith("/api/contracts"))?.path).toBe(
      "/api/contracts?q=acacias&status=pendente&type=adesao",
    );
    await userEvent.setup().click(screen.getAllByRole("button", { name: "Limpar filtros" })[0]!);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard\/contracts$/));
  });

  it("changes the status filter on the server and goes back to page 1", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/contracts": ({ url }) => page([contract("1")], 30, Number(url.searchParams.get("page") ?? 1)),
    });
    renderInDashboard(<ContractsPage />, { path: "/dashboard/contracts?page=2" });
    expect(await screen.findByText("Página 2 de 3")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Filtrar por status" }));
    await user.click(await screen.findByRole("option", { name: "Finalizado" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/contracts?status=finalizado"),
    );
    await waitFor(() => expect(calls.at(-1)?.path).toBe("/api/contracts?status=finalizado"));
    await user.click(await screen.findByRole("button", { name: /Próxima/ }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe("/api/contracts?status=finalizado&page=2"));
  });

  it("writes the typed search into the URL and queries it once typing pauses", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/contracts": () => page([]),
    });
    renderInDashboard(<ContractsPage />, { path: "/dashboard/contracts" });
    await screen.findByText("Nenhum contrato encontrado com os filtros aplicados.");
    await userEvent.setup().type(screen.getByRole("searchbox"), "joana");
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/contracts?q=joana");
    await waitFor(() => expect(calls.at(-1)?.path).toBe("/api/contracts?q=joana"));
    expect(calls.filter((c) => c.path.startsWith("/api/contracts?q=")).length).toBe(1);
  });

  it("goes back to page 1 when a new search settles", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/contracts": () => page([contract("1")], 30, 2),
    });
    renderInDashboard(<ContractsPage />, { path: "/dashboard/contracts?page=2" });
    await screen.findByText("Página 2 de 3");
    await userEvent.setup().type(screen.getByRole("searchbox"), "joana");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard\/contracts\?q=joana$/));
    await waitFor(() => expect(calls.at(-1)?.path).toBe("/api/contracts?q=joana"));
  });

  it("shows the error with a retry", async () => {
    let fail = true;
    mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/contracts": () =>
        fail
          ? new Reply(500, { error: { code: "INTERNAL", message: "Ocorreu um erro inesperado." } })
          : page([contract("1")]),
    });
    renderInDashboard(<ContractsPage />, { path: "/dashboard/contracts" });
    expect(await screen.findByText("Não foi possível carregar os contratos.")).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByRole("article", { name: "Contrato 1" })).toBeInTheDocument();
  });
});
