import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Approval, ApprovalList } from "@alicerce/shared/schemas/approvals";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { ApprovalsPage } from "../pages/approvals-page";

const approval = (id: string, over: Partial<Approval> = {}): Approval => ({
  id,
  subject_type: "project",
  subject_id: `p-${id}`,
  title: `Projeto ${id}`,
  description: "Estudo de viabilidade para 64 apartamentos.",
  link: `/dashboard/projects/p-${id}`,
  requester: { id: "u-9", name: "Carlos Construtor" },
  requested_at: "2026-03-10T15:00:00Z",
  priority: "media",
  status: "pendente",
  decided_at: null,
  last_comment: null,
  viewer_may_review: true,
  ...over,
});
const summary = { pendente: 3, em_analise: 1, aprovado: 12, rejeitado: 2 };
const page = (items: Approval[], total = items.length): ApprovalList => ({
  items,
  total,
  page: 1,
  page_size: 20,
  summary,
});

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

const render = (path = "/dashboard/approvals") =>
  renderInDashboard(<ApprovalsPage />, { path, route: "/dashboard/approvals" });

describe("approvals page", () => {
  it("shows the server's counts and the cards with type, title, requester, date, priority, status and link", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("legal", "Juliana Advogada"),
      "GET /api/approvals": () => page([approval("1", { priority: "alta" }), approval("2", { status: "em_analise" })]),
    });
    render("/dashboard/approvals?status=pendente&q=bosque");
    const card = await screen.findByRole("article", { name: "Projeto 1" });
    expect(within(card).getByText("Projeto", { selector: "span" })).toBeInTheDocument();
    expect(within(card).getByText("Carlos Construtor")).toBeInTheDocument();
    expect(within(card).getByText("Solicitado em 10/03/2026")).toBeInTheDocument();
    expect(within(card).getByText("Pendente")).toBeInTheDocument();
    expect(within(card).getByRole("combobox", { name: "Prioridade" })).toHaveTextContent("Alta");
    expect(within(card).getByText("Estudo de viabilidade para 64 apartamentos.")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: /Ver projeto/ })).toHaveAttribute("href", "/dashboard/projects/p-1");
    expect(within(card).getByRole("button", { name: "Iniciar análise" })).toBeInTheDocument();
    const analysing = screen.getByRole("article", { name: "Projeto 2" });
    expect(within(analysing).getByRole("button", { name: "Aprovar" })).toBeInTheDocument();
    expect(within(analysing).getByRole("button", { name: "Rejeitar" })).toBeInTheDocument();

    const counts = within(screen.getByTestId("approval-summary")).getAllByRole("definition");
    expect(counts.map((d) => d.textContent)).toEqual(["3", "1", "12", "2"]);
    expect(screen.getByRole("searchbox")).toHaveValue("bosque");
    expect(api.calls.find((c) => c.path.startsWith("/api/approvals"))?.path).toBe(
      "/api/approvals?q=bosque&status=pendente&page=1",
    );
  });

  it("says so when nothing matches the filters, and clears them", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/approvals": ({ url }) => (url.searchParams.get("priority") ? page([]) : page([approval("1")])),
    });
    render("/dashboard/approvals?priority=baixa");
    expect(await screen.findByText("Nenhuma solicitação encontrada com os filtros aplicados.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getAllByRole("button", { name: "Limpar filtros" })[1]!);
    expect(await screen.findByRole("article", { name: "Projeto 1" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard\/approvals$/);
    expect(api.calls.at(-1)?.path).toBe("/api/approvals?page=1");
  });

  it("searches on the server as the user types, back on the first page", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/approvals": ({ url }) => page([approval(url.searchParams.get("q") ?? "todos")], 45),
    });
    render("/dashboard/approvals?page=2&priority=alta");
    expect(await screen.findByText("Página 2 de 3")).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole("searchbox"), "ipes");
    expect(await screen.findByRole("article", { name: "Projeto ipes" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/approvals?priority=alta&q=ipes");
    expect(api.calls.at(-1)?.path).toBe("/api/approvals?q=ipes&priority=alta&page=1");
  });

  it("starts the analysis of a pending request", async () => {
    let status: Approval["status"] = "pendente";
    const api = mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/approvals": () => page([approval("1", { status })]),
      "POST /api/approvals/1/start-analysis": () => {
        status = "em_analise";
        return approval("1", { status });
      },
    });
    render();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Iniciar análise" }));
    expect(await screen.findByRole("button", { name: "Aprovar" })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      "/api/approvals/1/start-analysis",
    ]);
  });

  it("says the analysis started even when the card leaves a queue filtered to Pendente", async () => {
    const toasts = recordToasts();
    let status: Approval["status"] = "pendente";
    mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      // The server filters: once in analysis, the request is no longer in the "Pendente" queue.
      "GET /api/approvals": () => page(status === "pendente" ? [approval("1", { status })] : []),
      "POST /api/approvals/1/start-analysis": () => {
        status = "em_analise";
        return approval("1", { status });
      },
    });
    render("/dashboard/approvals?status=pendente");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Iniciar análise" }));
    await vi.waitFor(() =>
      expect(toasts.shown).toContainEqual({
        title: "Análise iniciada",
        description: "Projeto 1 agora está Em Análise.",
      }),
    );
    toasts.stop();
  });

  it("shows the new status and a toast once the analysis starts", async () => {
    const toasts = recordToasts();
    let status: Approval["status"] = "pendente";
    mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/approvals": () => page([approval("1", { status })]),
      "POST /api/approvals/1/start-analysis": () => {
        status = "em_analise";
        return approval("1", { status });
      },
    });
    render();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Iniciar análise" }));
    const card = await screen.findByRole("article", { name: "Projeto 1" });
    expect(await within(card).findByText("Em Análise")).toBeInTheDocument();
    expect(toasts.shown).toContainEqual({ title: "Análise iniciada", description: "Projeto 1 agora está Em Análise." });
    toasts.stop();
  });

  it("requires a comment to reject, then sends it with an Idempotency-Key", async () => {
    let current = approval("1", { status: "em_analise" });
    const api = mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/approvals": () => page([current]),
      "POST /api/approvals/1/reject": ({ body }) => {
        current = approval("1", { status: "rejeitado", last_comment: (body as { comment: string }).comment });
        return current;
      },
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Rejeitar" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Rejeitar" }));
    expect(
      await within(dialog).findByText("Explique o motivo da rejeição para que o solicitante possa corrigir."),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(within(dialog).getByLabelText("Motivo da rejeição"), "Falta a matrícula do terreno.");
    await user.click(within(dialog).getByRole("button", { name: "Rejeitar" }));
    expect(await screen.findByText("Falta a matrícula do terreno.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const post = api.calls.find((c) => c.method === "POST");
    expect(post).toMatchObject({ path: "/api/approvals/1/reject", body: { comment: "Falta a matrícula do terreno." } });
    const request = api.fetchMock.mock.calls.find(([input]) => input instanceof Request && input.method === "POST")!;
    expect((request[0] as Request).headers.get("idempotency-key")).toBeTruthy();
  });

  it("approves with an optional comment", async () => {
    let current = approval("1", { status: "em_analise" });
    const api = mockApi({
      "GET /api/auth/session": sessionOf("platform_admin"),
      "GET /api/approvals": () => page([current]),
      "POST /api/approvals/1/approve": () => {
        current = approval("1", { status: "aprovado", decided_at: "2026-03-12T15:00:00Z" });
        return current;
      },
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Aprovar" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Aprovar" }));
    expect(await screen.findByText("Decidido em 12/03/2026")).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ comment: null });
    expect(screen.queryByRole("button", { name: "Aprovar" })).not.toBeInTheDocument();
  });

  it("does not offer the steps on the reviewer's own request", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/approvals": () =>
        page([approval("1", { requester: { id: "u-1", name: "Juliana" }, viewer_may_review: false })]),
    });
    render();
    expect(await screen.findByText("Solicitação sua: outro profissional deve analisá-la.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Iniciar análise" })).not.toBeInTheDocument();
  });

  it("does not offer the steps on a project the reviewer takes part in, whoever submitted it", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/approvals": () => page([approval("1", { viewer_may_review: false })]),
    });
    render();
    expect(
      await screen.findByText("Você participa deste projeto: outro profissional deve analisá-lo."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Iniciar análise" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and a retry when the queue cannot load", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/approvals": () =>
        new Reply(403, { error: { code: "FORBIDDEN", message: "Esta área é exclusiva de profissionais jurídicos." } }),
    });
    render();
    expect(await screen.findByText("Não foi possível carregar as solicitações.")).toBeInTheDocument();
    expect(screen.getByText("Esta área é exclusiva de profissionais jurídicos.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeInTheDocument();
  });
});
