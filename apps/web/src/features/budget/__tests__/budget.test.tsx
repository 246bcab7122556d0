import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { ProjectBudgetSection } from "../index";

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

const PHASE = "0b9f7c1e-5d3a-4f43-9a57-1c2b3d4e5f60";
const PHASE_2 = "1c0a8d2f-6e4b-4a54-8b68-2d3c4e5f6a71";

const project = (viewer: Partial<ProjectDetail["viewer"]>) =>
  ({
    id: "p-1",
    phases: [{ id: PHASE, name: "Fundação" }],
    viewer: { is_creator: false, can_see_reviews: false, invested_amount: 0, ...viewer },
  }) as unknown as ProjectDetail;

const budget = (overrides: Record<string, unknown> = {}) => ({
  phases: [
    { id: PHASE, name: "Fundação", budget: 10_000, actual: 11_000.01, over: true },
    { id: PHASE_2, name: "Estrutura", budget: 20_000, actual: 0, over: false },
  ],
  total: { budget: 30_000, actual: 11_000.01, over: false },
  can_see_lines: false,
  can_edit: false,
  ...overrides,
});

describe("ProjectBudgetSection (docs/product/budget-vs-actual.md)", () => {
  it("shows an investor the totals per phase with the figures in words and the warning past 10 %, no lines", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/projects/p-1/budget": () => budget(),
    });
    renderInDashboard(<ProjectBudgetSection project={project({ invested_amount: 5_000 })} />);
    const chart = await screen.findByRole("list", { name: "Orçado e realizado por etapa" });
    const [fundacao] = within(chart).getAllByRole("listitem");
    expect(fundacao!.textContent).toMatch(/Orçado R\$\s10\.000,00 · Realizado R\$\s11\.000,01 \(110 %\)/);
    expect(within(chart).getByText("A etapa Fundação passou mais de 10 % do orçamento.")).toBeInTheDocument();
    expect(screen.queryByText("O projeto passou mais de 10 % do orçamento.")).not.toBeInTheDocument();
    expect(screen.getByText(/você acompanha os totais por etapa/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Lançar despesa" })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.includes("/expenses"))).toBe(false);
  });

  it("asks nothing for a visitor without a commitment (the server would refuse)", () => {
    const api = mockApi({ "GET /api/auth/session": sessionOf("investor") });
    renderInDashboard(<ProjectBudgetSection project={project({})} />);
    expect(screen.queryByText("Orçamento × realizado")).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.includes("/budget"))).toBe(false);
  });

  it("lets the team record an expense: a pt-BR error first, then the amount in reais and the lines refreshed", async () => {
    const items: Record<string, unknown>[] = [];
    const api = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/projects/p-1/budget": () => budget({ can_see_lines: true, can_edit: true }),
      "GET /api/projects/p-1/expenses": () => ({ items, total: items.length, page: 1, page_size: 20 }),
      "POST /api/projects/p-1/expenses": ({ body }) => {
        items.push({
          id: "e-1",
          phase_id: PHASE,
          phase_name: "Fundação",
          amount: 1_500,
          spent_on: "2026-10-15",
          description: "Concreto usinado",
          supplier_name: "Concreteira Boa Massa",
          supplier_id: null,
          quotation_id: null,
          receipt_name: "nota.pdf",
          created_at: "2026-10-15T12:00:00Z",
        });
        return new Reply(201, { id: "e-1", echo: body });
      },
    });
    renderInDashboard(<ProjectBudgetSection project={project({ can_see_reviews: true })} />);
    expect(await screen.findByText("Nenhuma despesa lançada ainda.")).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Lançar despesa" }));
    const dialog = await screen.findByRole("dialog", { name: "Lançar despesa" });
    await user.click(within(dialog).getByRole("button", { name: "Lançar despesa" }));
    expect(await within(dialog).findByText("Informe o valor da despesa.")).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(within(dialog).getByLabelText("Valor"), "150000");
    await user.type(within(dialog).getByLabelText("Descrição"), "Concreto usinado");
    await user.type(within(dialog).getByLabelText("Fornecedor"), "Concreteira Boa Massa");
    await user.click(within(dialog).getByRole("button", { name: "Lançar despesa" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === "POST")!.body).toEqual({
      phase_id: PHASE,
      amount: 1_500,
      spent_on: todayInSaoPaulo(),
      description: "Concreto usinado",
      supplier_name: "Concreteira Boa Massa",
      supplier_id: null,
      receipt_file_id: null,
    });
    const lines = await screen.findByRole("list", { name: "Despesas do projeto" });
    expect(within(lines).getByRole("link", { name: "Baixar o comprovante de Concreto usinado" })).toHaveAttribute(
      "href",
      "/api/projects/p-1/expenses/e-1/receipt",
    );
  }, 15_000);

  describe("correcting the record (decision 063)", () => {
    const line = (overrides: Record<string, unknown> = {}) => ({
      id: "e-1",
      phase_id: PHASE,
      phase_name: "Fundação",
      amount: 1_500,
      spent_on: "2026-10-15",
      description: "Concreto usinado",
      supplier_name: "Concreteira Boa Massa",
      supplier_id: "2d1b9e3a-7f5c-4b65-9c79-3e4d5f6a7b82",
      quotation_id: null,
      receipt_name: "nota.pdf",
      created_at: "2026-10-15T12:00:00Z",
      ...overrides,
    });
    const budgetReads = (api: ReturnType<typeof mockApi>) =>
      api.calls.filter((c) => c.method === "GET" && c.path === "/api/projects/p-1/budget").length;

    it("lets the team correct an expense with the recording's messages, then refreshes lines and totals", async () => {
      let items = [line()];
      const api = mockApi({
        "GET /api/auth/session": sessionOf("creator"),
        "GET /api/projects/p-1/budget": () => budget({ can_see_lines: true, can_edit: true }),
        "GET /api/projects/p-1/expenses": () => ({ items, total: items.length, page: 1, page_size: 20 }),
        "PUT /api/projects/p-1/expenses/e-1": ({ body }) => {
          items = [line({ ...(body as object), phase_name: "Estrutura" })];
          return { id: "e-1" };
        },
      });
      renderInDashboard(<ProjectBudgetSection project={project({ is_creator: true, can_see_reviews: true })} />);
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole("button", { name: "Editar a despesa Concreto usinado" }));
      const dialog = await screen.findByRole("dialog", { name: "Editar despesa" });
      expect(within(dialog).getByLabelText("Descrição")).toHaveValue("Concreto usinado");
      await user.clear(within(dialog).getByLabelText("Valor"));
      await user.clear(within(dialog).getByLabelText("Descrição"));
      await user.click(within(dialog).getByRole("button", { name: "Salvar correção" }));
      expect(await within(dialog).findByText("Informe o valor da despesa.")).toBeInTheDocument();
      expect(within(dialog).getByText("Descreva a despesa.")).toBeInTheDocument();
      expect(api.calls.some((c) => c.method === "PUT")).toBe(false);

      const readsBefore = budgetReads(api);
      await user.type(within(dialog).getByLabelText("Valor"), "45025");
      await user.type(within(dialog).getByLabelText("Descrição"), "Concreto usinado fck 30");
      await user.click(within(dialog).getByLabelText("Etapa"));
      await user.click(await screen.findByRole("option", { name: "Estrutura" }));
      await user.click(within(dialog).getByRole("button", { name: "Salvar correção" }));
      await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(api.calls.find((c) => c.method === "PUT")!.body).toEqual({
        phase_id: PHASE_2,
        amount: 450.25,
        spent_on: "2026-10-15",
        description: "Concreto usinado fck 30",
        // The name was left as it was: the registered supplier stays linked.
        supplier_name: "Concreteira Boa Massa",
        supplier_id: "2d1b9e3a-7f5c-4b65-9c79-3e4d5f6a7b82",
      });
      expect(await screen.findByText("Concreto usinado fck 30")).toBeInTheDocument();
      await vi.waitFor(() => expect(budgetReads(api)).toBeGreaterThan(readsBefore));
    }, 20_000);

    it("deletes an expense only after the confirmation, then refreshes lines and totals", async () => {
      const toasts = recordToasts();
      onTestFinished(toasts.stop);
      let items = [line({ quotation_id: "q-1" })];
      const api = mockApi({
        "GET /api/auth/session": sessionOf("creator"),
        "GET /api/projects/p-1/budget": () => budget({ can_see_lines: true, can_edit: true }),
        "GET /api/projects/p-1/expenses": () => ({ items, total: items.length, page: 1, page_size: 20 }),
        "DELETE /api/projects/p-1/expenses/e-1": async () => {
          items = [];
          // The commit's live event refreshes the lines, removing the button that asked, before the answer.
          await queryClient.invalidateQueries();
          await screen.findByText("Nenhuma despesa lançada ainda.");
          return new Reply(204);
        },
      });
      const { queryClient } = renderInDashboard(
        <ProjectBudgetSection project={project({ is_creator: true, can_see_reviews: true })} />,
      );
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole("button", { name: "Excluir a despesa Concreto usinado" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Excluir despesa?" });
      expect(confirm.textContent).toContain("com o comprovante");
      expect(confirm.textContent).toContain("O orçamento de origem poderá ser lançado novamente.");
      await user.click(within(confirm).getByRole("button", { name: "Cancelar" }));
      expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);

      const readsBefore = budgetReads(api);
      await user.click(screen.getByRole("button", { name: "Excluir a despesa Concreto usinado" }));
      await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Excluir despesa" }));
      expect(await screen.findByText("Nenhuma despesa lançada ainda.")).toBeInTheDocument();
      expect(api.calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
      await vi.waitFor(() => expect(budgetReads(api)).toBeGreaterThan(readsBefore));
      await vi.waitFor(() =>
        expect(toasts.shown).toContainEqual({
          title: "Despesa excluída",
          description: "Os totais e o gráfico foram atualizados.",
        }),
      );
    }, 20_000);

    it("shows an admin the lines without anything to correct", async () => {
      mockApi({
        "GET /api/auth/session": sessionOf("admin"),
        "GET /api/projects/p-1/budget": () => budget({ can_see_lines: true, can_edit: false }),
        "GET /api/projects/p-1/expenses": () => ({ items: [line()], total: 1, page: 1, page_size: 20 }),
      });
      renderInDashboard(<ProjectBudgetSection project={project({ can_see_reviews: true })} />);
      expect(await screen.findByText("Concreto usinado")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /Editar a despesa/ })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /Excluir a despesa/ })).not.toBeInTheDocument();
    });
  });
});
