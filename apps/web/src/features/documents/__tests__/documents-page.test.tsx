import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { DocumentItem, DocumentList } from "@alicerce/shared/schemas/documents";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { DocumentsPage } from "../pages/documents-page";

const doc = (id: string, over: Partial<DocumentItem> = {}): DocumentItem => ({
  id,
  series_id: id,
  name: `Documento ${id}`,
  project: { id: "p-1", title: "Residencial Jardim das Acácias" },
  category: "technical",
  visibility: "team",
  status: "approved",
  review_comment: null,
  version: 1,
  version_count: 1,
  file: { name: "memorial.pdf", mime_type: "application/pdf", size: 2048, sha256: "a".repeat(64) },
  uploaded_by: { id: "u-1", name: "Carlos Construtor" },
  uploaded_at: "2026-03-10T12:00:00Z",
  downloads: 3,
  verification_code: "abcdefghijklmnopqrstuv",
  view_url: `/api/documents/${id}/file`,
  download_url: `/api/documents/${id}/download`,
  can_delete: true,
  ...over,
});

const list = (items: DocumentItem[], over: Partial<DocumentList> = {}): DocumentList => ({
  items,
  total: items.length,
  page: 1,
  page_size: 20,
  summary: { total: 9, approved: 4, pending: 3, rejected: 1, signed: 1 },
  project: null,
  ...over,
});

const PROJECT = "11111111-1111-4111-8111-111111111111";
const projectPage = (from: number, count: number, next: string | null) => ({
  items: Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(from + i).padStart(12, "0")}`,
    title: `Projeto ${String(from + i).padStart(2, "0")}`,
  })),
  next_cursor: next,
});

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

// The project picker tests type searches and page through 23 options of the whole screen: seconds on a loaded machine.
describe("documents page", { timeout: 20_000 }, () => {
  it("shows the server's summary and each document with its facts and actions", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/documents": () =>
        list([
          doc("1", { version: 2, version_count: 2, status: "pending", review_comment: null, visibility: "investors" }),
          doc("2", { can_delete: false, status: "rejected", review_comment: "Faltam assinaturas." }),
        ]),
    });
    renderInDashboard(<DocumentsPage />, { path: "/dashboard/documents" });
    const card = within((await screen.findByRole("article", { name: "Documento 1" })) as HTMLElement);
    expect(card.getByText("Pendente")).toBeInTheDocument();
    expect(card.getByText("Técnico")).toBeInTheDocument();
    expect(card.getByText("Versão 2")).toBeInTheDocument();
    expect(card.getByText("Investidores")).toBeInTheDocument();
    expect(
      card.getByText(/^PDF · .* · enviado por Carlos Construtor em 10\/03\/2026 · 3 downloads$/),
    ).toBeInTheDocument();
    expect(card.getByRole("link", { name: "Visualizar Documento 1 (versão 2)" })).toHaveAttribute(
      "href",
      "/api/documents/1/file",
    );
    expect(card.getByRole("link", { name: "Baixar Documento 1 (versão 2)" })).toHaveAttribute(
      "href",
      "/api/documents/1/download",
    );
    expect(card.getByRole("button", { name: "Versões anteriores (1)" })).toBeInTheDocument();
    const other = within(screen.getByRole("article", { name: "Documento 2" }));
    expect(other.getByText("Comentário do jurídico: Faltam assinaturas.")).toBeInTheDocument();
    expect(other.queryByRole("button", { name: /^Excluir/ })).not.toBeInTheDocument();
    const summary = within(screen.getByTestId("document-summary"));
    expect(summary.getByText("Total").nextSibling).toHaveTextContent("9");
    expect(summary.getByText("Assinados").nextSibling).toHaveTextContent("1");
  });

  it("reads the keys of decision 098's rule, and writes them in place of their former names", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/documents": () => list([]),
    });
    renderInDashboard(<DocumentsPage />, {
      path: `/dashboard/documents?category=legal&project=${PROJECT}&document=${PROJECT}&categoria=technical`,
    });
    expect(await screen.findByText("Mostrando um documento e suas versões.")).toBeInTheDocument();
    expect(calls.find((c) => c.path.startsWith("/api/documents"))?.path).toBe(
      `/api/documents?category=legal&project_id=${PROJECT}&document_id=${PROJECT}`,
    );
    await userEvent.setup().click(screen.getByRole("combobox", { name: "Filtrar por status" }));
    await userEvent.setup().click(await screen.findByRole("option", { name: "Aprovado" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(
        `/dashboard/documents?category=legal&project=${PROJECT}&status=approved`,
      ),
    );
  });

  it("sends the URL's search and filters to the server and shows the empty text", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/documents": () => list([], { project: { id: PROJECT, title: "Residencial Jardim das Acácias" } }),
    });
    renderInDashboard(<DocumentsPage />, {
      path: "/dashboard/documents?q=planta&categoria=legal&status=pending&projeto=11111111-1111-4111-8111-111111111111",
    });
    expect(await screen.findByText("Nenhum documento encontrado com os filtros aplicados.")).toBeInTheDocument();
    // The picker shows the chosen project's title from the list's answer, without loading its options.
    expect(screen.getByRole("combobox", { name: "Filtrar por projeto" })).toHaveValue(
      "Projeto: Residencial Jardim das Acácias",
    );
    expect(calls.some((c) => c.path.startsWith("/api/documents/project-filter"))).toBe(false);
    expect(calls.find((c) => c.path.startsWith("/api/documents"))?.path).toBe(
      "/api/documents?q=planta&category=legal&status=pending&project_id=11111111-1111-4111-8111-111111111111",
    );
    await userEvent.setup().click(screen.getAllByRole("button", { name: "Limpar filtros" })[0]!);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard\/documents$/));
  });

  it("deletes after the confirmation, then reloads the list and says so", async () => {
    const toasts = recordToasts();
    onTestFinished(toasts.stop);
    let items = [doc("1")];
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/documents": () => list(items),
      "DELETE /api/documents/1": async () => {
        items = [];
        // The commit's live event reloads the list, removing the button that asked, before the answer.
        await queryClient.invalidateQueries();
        await screen.findByText("Nenhum documento encontrado com os filtros aplicados.");
        return new Reply(204);
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderInDashboard(<DocumentsPage />, { path: "/dashboard/documents" });
    await user.click(await screen.findByRole("button", { name: "Excluir Documento 1 (versão 1)" }));
    const dialog = within(await screen.findByRole("alertdialog"));
    expect(dialog.getByText("Excluir documento?")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(dialog.getByRole("button", { name: "Excluir" }));
    expect(await screen.findByText("Nenhum documento encontrado com os filtros aplicados.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/documents/1"]);
    await waitFor(() =>
      expect(toasts.shown).toContainEqual({
        title: "Documento excluído",
        description: "Documento 1 (versão 1) foi excluído.",
      }),
    );
  });

  it("opens the older versions from the server", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/documents": () => list([doc("2", { series_id: "1", version: 2, version_count: 2 })]),
      "GET /api/documents/2/versions": () => [
        doc("2", { series_id: "1", version: 2, version_count: 2 }),
        doc("1", { version: 1, version_count: 2, status: "rejected" }),
      ],
    });
    const user = userEvent.setup();
    renderInDashboard(<DocumentsPage />, { path: "/dashboard/documents" });
    await user.click(await screen.findByRole("button", { name: "Versões anteriores (1)" }));
    const older = within(await screen.findByRole("list", { name: "Versões anteriores de Documento 2" }));
    expect(older.getByText("Versão 1")).toBeInTheDocument();
    expect(older.getByRole("link", { name: "Baixar Documento 1 (versão 1)" })).toHaveAttribute(
      "href",
      "/api/documents/1/download",
    );
  });

  it("shows the QR Code and the public verification link", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/documents": () => list([doc("1")]),
    });
    const user = userEvent.setup();
    renderInDashboard(<DocumentsPage />, { path: "/dashboard/documents" });
    await user.click(await screen.findByRole("button", { name: "QR Code de Documento 1" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect(dialog.getByRole("img", { name: /QR Code/ })).toHaveAttribute("src", "/api/documents/1/qr");
    expect(dialog.getByLabelText("Endereço de verificação")).toHaveValue(
      `${window.location.origin}/verificar/abcdefghijklmnopqrstuv`,
    );
  });

  it("drops the project picker's highlight when another term's projects replace the list", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/documents": () => list([]),
      "GET /api/documents/project-filter": ({ url }) =>
        url.searchParams.get("q") === "acacias"
          ? { items: [{ id: PROJECT, title: "Residencial Jardim das Acácias" }], next_cursor: null }
          : projectPage(1, 20, "c2"),
    });
    const user = userEvent.setup();
    renderInDashboard(<DocumentsPage />, { path: "/dashboard/documents" });
    const box = await screen.findByRole("combobox", { name: "Filtrar por projeto" });
    await user.click(box);
    const listbox = screen.getByRole("listbox", { name: "Projetos" });
    await within(listbox).findByRole("option", { name: "Projeto 01" });
    expect(listbox).toHaveAttribute("aria-busy", "false");
    await user.type(box, "acacias");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(listbox).toHaveAttribute("aria-busy", "true");
    expect(box).toHaveAttribute(
      "aria-activedescendant",
      within(listbox).getByRole("option", { name: "Projeto 01" }).id,
    );
    await within(listbox).findByRole("option", { name: "Residencial Jardim das Acácias" });
    expect(listbox).toHaveAttribute("aria-busy", "false");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard\/documents$/);
  });

  it("searches the projects as one types, pages on, and chooses one with the keyboard", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/documents": () => list([]),
      "GET /api/documents/project-filter": ({ url }) => {
        if (url.searchParams.get("q") === "acacias") {
          return { items: [{ id: PROJECT, title: "Residencial Jardim das Acácias" }], next_cursor: null };
        }
        return url.searchParams.get("cursor") === "c2" ? projectPage(21, 3, null) : projectPage(1, 20, "c2");
      },
    });
    const user = userEvent.setup();
    renderInDashboard(<DocumentsPage />, { path: "/dashboard/documents" });
    const box = await screen.findByRole("combobox", { name: "Filtrar por projeto" });
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.click(box);
    expect(box).toHaveAttribute("aria-expanded", "true");
    const listbox = within(screen.getByRole("listbox", { name: "Projetos" }));
    expect(await listbox.findByRole("option", { name: "Projeto 01" })).toBeInTheDocument();
    expect(listbox.getByRole("option", { name: "Todos os projetos" })).toBeInTheDocument();
    expect(screen.getByText("20 projetos encontrados, há mais")).toHaveAttribute("role", "status");

    // The last option reads the next page (keyset cursor).
    await user.click(listbox.getByRole("option", { name: "Carregar mais projetos" }));
    expect(await listbox.findByRole("option", { name: "Projeto 23" })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain("/api/documents/project-filter?cursor=c2");
    expect(listbox.queryByRole("option", { name: "Carregar mais projetos" })).not.toBeInTheDocument();

    await user.type(box, "acacias");
    expect(await listbox.findByRole("option", { name: "Residencial Jardim das Acácias" })).toBeInTheDocument();
    await waitFor(() => expect(listbox.getAllByRole("option")).toHaveLength(2));
    expect(calls.map((c) => c.path)).toContain("/api/documents/project-filter?q=acacias");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", listbox.getAllByRole("option")[1]!.id);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`project=${PROJECT}`));
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("Projeto: Residencial Jardim das Acácias");
    await waitFor(() => expect(calls.map((c) => c.path)).toContain(`/api/documents?project_id=${PROJECT}`));
  });

  it("clears the project with “Todos os projetos” and closes on Escape", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/documents": () => list([], { project: { id: PROJECT, title: "Residencial Jardim das Acácias" } }),
      "GET /api/documents/project-filter": () => projectPage(1, 2, null),
    });
    const user = userEvent.setup();
    renderInDashboard(<DocumentsPage />, { path: `/dashboard/documents?projeto=${PROJECT}` });
    const box = await screen.findByRole("combobox", { name: "Filtrar por projeto" });
    await user.click(box);
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowDown}");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard\/documents$/));
  });
});
