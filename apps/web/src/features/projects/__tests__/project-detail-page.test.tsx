import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { ProjectDetailPage } from "../pages/project-detail-page";

const detail = (over: Partial<ProjectDetail> = {}, viewer: Partial<ProjectDetail["viewer"]> = {}): ProjectDetail => ({
  id: "p-1",
  title: "Condomínio Parque das Águas",
  description: "32 casas.",
  location_city: "Vitória",
  location_state: "ES",
  location_address: null,
  project_type: "casas",
  purpose: "investment",
  visibility: "public",
  status: "funding_open",
  target_amount: 1_200_000,
  minimum_target_amount: 800_000,
  raised_amount: 660_000,
  reserved_amount: 0,
  min_investment: 1000,
  roi: 13.5,
  timeline_months: 18,
  deadline: "2026-12-12",
  manager: "Grupo Horizonte",
  created_by: "u-9",
  cover_image_url: null,
  investor_count: 2,
  created_at: "2026-01-01T12:00:00Z",
  creator: { id: "u-9", name: "Grupo Horizonte", verified: true },
  images: [],
  team: [],
  phases: [],
  documents: [],
  interest_count: 2,
  review_requested_at: null,
  funding_failed_at: null,
  creator_rating: { average: null, count: 0 },
  ...over,
  viewer: {
    is_creator: false,
    can_manage: false,
    can_invest: true,
    can_mark_interest: true,
    start_execution_refusal: null,
    interested: false,
    invested_amount: 0,
    can_see_reviews: false,
    can_upload_documents: false,
    can_rate: false,
    my_rating: null,
    ...viewer,
  },
});

const limits = (remaining: number | null) => ({
  year: 2026,
  annual_limit: remaining === null ? null : 20_000,
  committed_this_year: 5000,
  remaining,
  declaration: null,
});

function open(project: ProjectDetail | Reply, type = "investor", extra = {}) {
  const api = mockApi({
    "GET /api/auth/session": sessionOf(type),
    "GET /api/projects/p-1": () => project,
    "GET /api/investments/mine": () => [],
    "GET /api/investor/limits": () => limits(15_000),
    // The offer's questions section of an investment project (features/questions has its own tests).
    "GET /api/projects/p-1/questions": () => ({
      items: [],
      total: 0,
      page: 1,
      page_size: 10,
      unanswered: 0,
      can_ask: false,
      can_answer: false,
      can_hide: false,
    }),
    // The offer's fee line beside Investir agora (features/payments has its own tests).
    "GET /api/payments/projects/p-1/fee": () => ({
      fee_basis_points: 500,
      fee_percent: "5 %",
      terms_line: "Taxa da plataforma: 5 % do valor captado, descontada na liberação dos recursos ao empreendedor.",
      fixed: true,
    }),
    ...extra,
  });
  const { queryClient } = renderInDashboard(<ProjectDetailPage />, {
    path: "/dashboard/projects/p-1",
    route: "/dashboard/projects/:id",
  });
  return Object.assign(api, { queryClient });
}

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

// The invest dialog tests type amounts into the whole project page, which a loaded machine takes seconds for.
describe("project page", { timeout: 20_000 }, () => {
  it("says the project was not found on a 404, with a way back", async () => {
    open(new Reply(404, { error: { code: "NOT_FOUND", message: "Projeto não encontrado." } }));
    expect(await screen.findByRole("heading", { level: 1, name: "Projeto não encontrado" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar para projetos" })).toHaveAttribute("href", "/dashboard/projects");
  });

  it("shows raised vs goal and opens the invest dialog with the limits and notices", async () => {
    open(detail());
    expect(await screen.findByRole("heading", { level: 1, name: "Condomínio Parque das Águas" })).toBeInTheDocument();
    const bar = screen.getByRole("progressbar", { name: "Percentual captado da meta" });
    expect(bar).toHaveAttribute("aria-valuenow", "660000");
    expect(screen.getByText("55% da meta")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Baixar prospecto/ })).toHaveAttribute(
      "href",
      "/api/projects/p-1/prospectus",
    );

    await userEvent.setup().click(screen.getByRole("button", { name: "Investir agora" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Limite anual disponível: R$ 15.000,00")).toBeInTheDocument();
    expect(within(dialog).getByText("R$ 540.000,00")).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "Investimentos em projetos imobiliários envolvem riscos, inclusive de perda do capital investido. Não há garantia de retorno.",
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "Você pode desistir deste investimento em até 5 dias úteis, com devolução integral do valor pago.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Confirmar investimento" })).toBeDisabled();
  });

  it("shows reserved money apart from raised, counts it in the room left, and asks for the Pix after committing", async () => {
    const committed = {
      id: "i-9",
      project_id: "p-1",
      project_title: "Condomínio Parque das Águas",
      investor_id: "u-1",
      investor_name: "Carlos Construtor",
      amount: 1_000,
      status: "active" as const,
      withdrawable_until: "2026-12-13T12:00:00.000Z",
      can_withdraw: true,
      cancel_reason: null,
      created_at: "2026-12-06T12:00:00.000Z",
      payment: {
        status: "awaiting_payment" as const,
        txid: "T".repeat(32),
        pix_copia_e_cola: "000201codigo",
        pix_qr_code: "data:image/svg+xml;base64,PHN2Zy8+",
        amount: 1_000,
        expires_at: "2026-12-09T12:00:00.000Z",
        paid_at: null,
        end_to_end_id: null,
        beneficiary_name: "Alicerce Custódia",
        beneficiary_document: "11.222.333/0001-81",
        sandbox: true,
        refund: null,
        receipt_id: null,
      },
    };
    open(detail({ reserved_amount: 40_000 }), "investor", {
      "POST /api/projects/p-1/investments": () => new Reply(201, committed),
    });
    expect(await screen.findByText("R$ 40.000,00 reservados aguardando pagamento")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Percentual captado da meta" })).toHaveAttribute(
      "aria-valuenow",
      "660000",
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Investir agora" }));
    const dialog = await screen.findByRole("dialog");
    // 1 200 000 − 660 000 raised − 40 000 reserved.
    expect(within(dialog).getByText("R$ 500.000,00")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Valor do investimento"), "100000");
    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Confirmar investimento" }));
    const pix = await screen.findByRole("dialog", { name: "Pagar com Pix" });
    expect(within(pix).getByRole("button", { name: "Copiar código Pix" })).toBeInTheDocument();
    expect(within(pix).getByRole("button", { name: "Simular pagamento" })).toBeInTheDocument();
  });

  it("sends the investment and shows the server's reason when it is refused", async () => {
    const api = open(detail(), "investor", {
      "POST /api/projects/p-1/investments": () =>
        new Reply(409, {
          error: { code: "CONFLICT", message: "O investimento mínimo neste projeto é de R$ 1.000,00." },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Investir agora" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Valor do investimento"), "50000");
    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Confirmar investimento" }));
    expect(
      await within(dialog).findByText("O investimento mínimo neste projeto é de R$ 1.000,00."),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ amount: 500 });
  });

  it("keeps Investir agora disabled outside fundraising and explains the failed raise", async () => {
    open(detail({ status: "planning", funding_failed_at: "2026-11-01T03:00:00Z" }, { can_invest: false }));
    expect(await screen.findByRole("button", { name: "Investir agora" })).toBeDisabled();
    expect(screen.getByText(/A captação não atingiu o valor mínimo até o prazo/)).toBeInTheDocument();
  });

  it("shows the creator the latest rejection next to resubmission, and the review history", async () => {
    const manage = { is_creator: true, can_manage: true, can_invest: false, can_see_reviews: true };
    const event = (id: string, kind: string, at: string, comment: string | null = null, name = "Juliana Advogada") => ({
      id,
      kind,
      actor: { id: `a-${id}`, name },
      comment,
      created_at: at,
    });
    const api = open(detail({ status: "draft", visibility: "private" }, manage), "creator", {
      "GET /api/projects/p-1/investments": () => [],
      "GET /api/projects/p-1/interests": () => [],
      "GET /api/projects/p-1/reviews": () => ({
        items: [
          {
            id: "r-1",
            status: "rejeitado",
            requested_at: "2026-03-01T13:00:00Z",
            decided_at: "2026-03-03T13:00:00Z",
            requester: { id: "u-1", name: "Carlos Construtor" },
            events: [
              event("e-1", "requested", "2026-03-01T13:00:00Z", null, "Carlos Construtor"),
              event("e-2", "analysis_started", "2026-03-02T13:00:00Z"),
              event("e-3", "rejected", "2026-03-03T13:00:00Z", "Falta o laudo de sondagem."),
            ],
          },
        ],
      }),
      "POST /api/projects/p-1/submit-review": () =>
        detail({ status: "draft", visibility: "private", review_requested_at: "2026-03-05T13:00:00Z" }, manage),
    });
    expect(await screen.findByText("Projeto não aprovado na análise jurídica")).toBeInTheDocument();
    expect(screen.getAllByText("Falta o laudo de sondagem.")).toHaveLength(2);
    const history = screen
      .getByRole("heading", { name: "Análise jurídica" })
      .closest("[data-slot=card]") as HTMLElement;
    expect(within(history).getByText("Rejeitado", { selector: "span" })).toBeInTheDocument();
    expect(within(history).getByText("Solicitada em 01/03/2026 por Carlos Construtor")).toBeInTheDocument();
    expect(within(history).getByText("Análise iniciada")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Reenviar para análise jurídica" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Enviar" }));
    expect(await screen.findByText("Análise jurídica solicitada em 05/03/2026")).toBeInTheDocument();
    expect(screen.queryByText("Projeto não aprovado na análise jurídica")).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === "/api/projects/p-1/reviews").length).toBeGreaterThanOrEqual(2);
  });

  it("never asks an investor's browser for the review history", async () => {
    const api = open(detail({}, { can_see_reviews: false }));
    expect(await screen.findByRole("button", { name: "Investir agora" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Análise jurídica" })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith("/reviews"))).toBe(false);
  });

  it("gives the creator the lifecycle controls of the current status", async () => {
    const manage = { is_creator: true, can_manage: true, can_invest: false };
    open(detail({ status: "draft", visibility: "private", review_requested_at: "2026-03-10" }, manage), "creator", {
      "GET /api/projects/p-1/investments": () => [],
      "GET /api/projects/p-1/interests": () => [],
    });
    expect(await screen.findByText("Análise jurídica solicitada em 10/03/2026")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Enviar para análise jurídica" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tornar público" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Definir captação" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Abrir captação" })).not.toBeInTheDocument();
    expect(await screen.findByText("Nenhum investimento até agora.")).toBeInTheDocument();
    expect(screen.getByText("Ninguém demonstrou interesse ainda.")).toBeInTheDocument();
  });

  it("shows Iniciar execução disabled with the server's reason instead of failing after a confirmation", async () => {
    const reason = "A captação ainda não atingiu o valor mínimo para iniciar a execução.";
    const manage = { is_creator: true, can_manage: true, can_invest: false, start_execution_refusal: reason };
    open(detail({ status: "funding_open" }, manage), "creator", {
      "GET /api/projects/p-1/investments": () => [],
      "GET /api/projects/p-1/interests": () => [
        { user_id: "u-1", name: "Ana", email: null, created_at: "2026-03-10T12:00:00Z" },
        { user_id: "u-2", name: "Bruno", email: "bruno@exemplo.com.br", created_at: "2026-03-11T12:00:00Z" },
      ],
    });
    const start = await screen.findByRole("button", { name: "Iniciar execução" });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(reason);
    // LGPD: an e-mail only for whoever shared it.
    expect(await screen.findByText("E-mail não compartilhado")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "bruno@exemplo.com.br" })).toHaveAttribute(
      "href",
      "mailto:bruno@exemplo.com.br",
    );
  });

  it("offers Tenho interesse only where the server takes it, with the choice to share the e-mail", async () => {
    const api = open(detail({ status: "planning" }, { can_invest: false }), "investor", {
      "PUT /api/projects/p-1/interest": () => new Reply(204, null),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "Compartilhar meu e-mail com o criador do projeto" }));
    await user.click(screen.getByRole("button", { name: "Tenho interesse" }));
    await vi.waitFor(() => expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ share_contact: true }));
  });

  it("does not offer Tenho interesse on a project that cannot take it", async () => {
    open(detail({ status: "draft" }, { can_invest: false, can_mark_interest: false }), "legal");
    expect(await screen.findByRole("button", { name: "Investir agora" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Tenho interesse" })).not.toBeInTheDocument();
  });

  describe("adding team members (the manager)", () => {
    const manage = { is_creator: true, can_manage: true, can_invest: false };
    const draftWith = (team: ProjectDetail["team"]) => detail({ status: "draft", visibility: "private", team }, manage);
    /** The manager's page; the project is what `project()` answers at each read. */
    const openAsManager = (project: () => ProjectDetail, extra = {}) =>
      open(project(), "creator", {
        "GET /api/projects/p-1": project,
        "GET /api/projects/p-1/investments": () => [],
        "GET /api/projects/p-1/interests": () => [],
        ...extra,
      });
    async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
      await user.click(await screen.findByRole("tab", { name: /Equipe/ }));
      await user.click(await screen.findByRole("button", { name: "Adicionar membro" }));
      return screen.findByRole("dialog");
    }

    it("invites a team member by e-mail from the Equipe tab", async () => {
      const invited = { id: "t-1", name: "Nina Nova", role: "arquiteto" as const, experience: null };
      const api = openAsManager(() => draftWith([]), {
        "POST /api/projects/p-1/team": () => draftWith([{ ...invited, invitation_status: "pending" }]),
      });
      const user = userEvent.setup();
      const dialog = await openAddDialog(user);
      await user.click(within(dialog).getByRole("button", { name: "Adicionar" }));
      expect(await within(dialog).findByText("Informe o nome do membro da equipe.")).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText("Nome"), "Nina Nova");
      await user.click(within(dialog).getByRole("combobox", { name: "Função" }));
      await user.click(await screen.findByRole("option", { name: "Arquiteto" }));
      await user.type(within(dialog).getByLabelText("Email (opcional)"), "nina@exemplo.com.br");
      await user.click(within(dialog).getByRole("button", { name: "Adicionar" }));
      expect(await screen.findByText("Nina Nova")).toBeInTheDocument();
      expect(api.calls.find((c) => c.method === "POST")).toMatchObject({
        path: "/api/projects/p-1/team",
        body: { name: "Nina Nova", role: "arquiteto", email: "nina@exemplo.com.br" },
      });
    }, 30_000);

    it("keeps the dialog and what was typed when a live update brings the team's first member", async () => {
      const joined = { id: "t-2", name: "Otto Obra", role: "engenheiro" as const, experience: null };
      let current = draftWith([]);
      const api = openAsManager(() => current);
      const user = userEvent.setup();
      const dialog = await openAddDialog(user);
      expect(screen.getByText("Nenhum membro da equipe informado.")).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText("Nome"), "Nina Nova");

      // What a live event does: the project is read again, now with a member another manager added.
      current = draftWith([{ ...joined, invitation_status: null }]);
      await act(() => api.queryClient.invalidateQueries());
      expect(await screen.findByText("Otto Obra")).toBeInTheDocument();
      expect(screen.getByRole("dialog")).toBe(dialog);
      expect(within(dialog).getByLabelText("Nome")).toHaveValue("Nina Nova");
    });
  });

  it("does not offer to add members to whoever does not manage the project", async () => {
    open(detail({ team: [] }));
    await userEvent.setup().click(await screen.findByRole("tab", { name: /Equipe/ }));
    expect(await screen.findByText("Nenhum membro da equipe informado.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Adicionar membro" })).not.toBeInTheDocument();
  });

  describe("removing members and withdrawing invitations (the manager)", () => {
    const manage = { is_creator: true, can_manage: true, can_invest: false };
    const accepted = {
      id: "t-1",
      name: "Mário Membro",
      role: "engenheiro" as const,
      experience: null,
      invitation_status: "accepted" as const,
    };
    const pending = {
      id: "t-2",
      name: "Iara Convidada",
      role: "arquiteto" as const,
      experience: null,
      invitation_status: "pending" as const,
    };
    let toasts: ReturnType<typeof recordToasts>;
    beforeEach(() => {
      toasts = recordToasts();
      return toasts.stop;
    });
    const draft = (team: ProjectDetail["team"]) => detail({ status: "draft", visibility: "private", team }, manage);
    const manager = (extra = {}) =>
      open(draft([accepted, pending]), "creator", {
        "GET /api/projects/p-1/investments": () => [],
        "GET /api/projects/p-1/interests": () => [],
        ...extra,
      });

    it("removes a member after a confirmation naming them, and the list updates", async () => {
      const api = manager({ "DELETE /api/projects/p-1/team/t-1": () => draft([pending]) });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("tab", { name: /Equipe/ }));
      expect(await screen.findByText("Convite pendente")).toBeInTheDocument();
      // Each button names its person; the invitation can be withdrawn only where it is pending.
      expect(screen.queryByRole("button", { name: "Cancelar convite de Mário Membro" })).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Remover Mário Membro da equipe" }));
      const dialog = await screen.findByRole("alertdialog", { name: "Remover Mário Membro da equipe?" });
      expect(within(dialog).getByText(/perde na hora o acesso/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: "Remover da equipe" }));
      await vi.waitFor(() =>
        expect(toasts.shown).toContainEqual(expect.objectContaining({ title: "Membro removido" })),
      );
      await vi.waitFor(() => expect(screen.queryByText("Mário Membro")).not.toBeInTheDocument());
      expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/projects/p-1/team/t-1"]);
    }, 30_000);

    it("withdraws a pending invitation from the keyboard, and says why the server refused", async () => {
      let attempt = 0;
      manager({
        "POST /api/projects/p-1/team/t-2/withdraw": () =>
          ++attempt === 1
            ? new Reply(409, {
                error: {
                  code: "CONFLICT",
                  message: "Este convite já foi aceito. Para tirar a pessoa da equipe, use Remover.",
                },
              })
            : draft([accepted, { ...pending, invitation_status: "withdrawn" }]),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("tab", { name: /Equipe/ }));
      const withdraw = await screen.findByRole("button", { name: "Cancelar convite de Iara Convidada" });
      withdraw.focus();
      await user.keyboard("{Enter}");
      let dialog = await screen.findByRole("alertdialog", { name: "Cancelar o convite de Iara Convidada?" });
      await user.click(within(dialog).getByRole("button", { name: "Cancelar convite" }));
      await vi.waitFor(() =>
        expect(toasts.shown).toContainEqual(
          expect.objectContaining({
            description: "Este convite já foi aceito. Para tirar a pessoa da equipe, use Remover.",
          }),
        ),
      );

      await user.click(screen.getByRole("button", { name: "Cancelar convite de Iara Convidada" }));
      dialog = await screen.findByRole("alertdialog");
      await user.click(within(dialog).getByRole("button", { name: "Cancelar convite" }));
      await vi.waitFor(() =>
        expect(toasts.shown).toContainEqual(expect.objectContaining({ title: "Convite cancelado" })),
      );
      await vi.waitFor(() =>
        expect(screen.queryByRole("button", { name: "Cancelar convite de Iara Convidada" })).not.toBeInTheDocument(),
      );
    }, 30_000);

    it("offers neither action to whoever does not manage the project", async () => {
      open(detail({ team: [{ ...accepted, invitation_status: null }] }));
      await userEvent.setup().click(await screen.findByRole("tab", { name: /Equipe/ }));
      expect(await screen.findByText("Mário Membro")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /Remover/ })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /Cancelar convite/ })).not.toBeInTheDocument();
    });
  });
});

// Rating types a comment into the whole project page, which a loaded machine takes seconds for.
describe("the creator's rating (docs/product/projects.md#rating)", { timeout: 20_000 }, () => {
  it("shows 'Sem avaliações', or the average with one decimal and the count", async () => {
    open(detail());
    expect(await screen.findByText("Sem avaliações")).toBeInTheDocument();
  });

  it("an investor of a completed project rates it with the keyboard and a comment", async () => {
    const api = open(
      detail(
        { status: "completed", creator_rating: { average: 4.25, count: 3 } },
        { can_rate: true, can_invest: false },
      ),
      "investor",
      {
        "POST /api/projects/p-1/rating": () =>
          new Reply(201, { rating: 4, comment: "Ótima obra.", created_at: "2026-01-02T12:00:00Z" }),
      },
    );
    expect(await screen.findByText("4,3")).toBeInTheDocument();
    expect(screen.getByText("(3 avaliações)")).toBeInTheDocument();
    const user = userEvent.setup();
    const group = screen.getByRole("radiogroup", { name: "Avalie este projeto" });
    await user.click(screen.getByRole("button", { name: "Enviar avaliação" }));
    expect(await within(group.parentElement!).findByRole("alert")).toHaveTextContent("Escolha de 1 a 5 estrelas.");
    within(group).getByRole("radio", { name: "1 de 5 estrelas" }).focus();
    // From nothing chosen the first arrow chooses 1 star, each next one more.
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(within(group).getByRole("radio", { name: "4 de 5 estrelas" })).toHaveAttribute("aria-checked", "true");
    await user.type(screen.getByLabelText("Comentário (opcional)"), "Ótima obra.");
    await user.click(screen.getByRole("button", { name: "Enviar avaliação" }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ rating: 4, comment: "Ótima obra." }),
    );
  });
});
