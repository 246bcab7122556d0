import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WIZARD_STEPS } from "@alicerce/shared/projects";
import { dismissToast, useToasts } from "@/hooks/use-toast";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { CreateProjectPage } from "../pages/create-project-page";
import { toCreateInput, WIZARD_DEFAULTS } from "../components/create-project/wizard-form";

beforeEach(() => {
  polyfillRadix();
  // The wizard keeps a draft per user in localStorage; each test starts without one.
  localStorage.clear();
});
afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stepHeading = () => screen.getByRole("heading", { level: 2 });
const next = () => screen.getByRole("button", { name: /Próximo/ });
const previous = () => screen.getByRole("button", { name: /Anterior/ });

async function openWizard(type = "creator", routes = {}) {
  const api = mockApi({ "GET /api/auth/session": sessionOf(type), ...routes });
  renderInDashboard(<CreateProjectPage />, { path: "/dashboard/create-project" });
  await screen.findByRole("heading", { level: 1, name: "Criar Projeto" });
  return api;
}

/** Fills what "Informações Básicas" requires, so "Próximo" may leave it. */
async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Título do projeto"), "Casa do Lago");
  await user.type(screen.getByLabelText("Cidade"), "Curitiba");
  await user.click(screen.getByRole("combobox", { name: "Estado" }));
  await user.click(await screen.findByRole("option", { name: "PR" }));
  await user.click(screen.getByRole("combobox", { name: "Tipo de projeto" }));
  await user.click(await screen.findByRole("option", { name: "Casas" }));
}

let toasts: ReturnType<typeof useToasts> = [];
function ToastSpy() {
  toasts = useToasts();
  return null;
}

// Walking a 7-step form with user-event takes a few seconds on a slow machine.
describe("create-project wizard", { timeout: 30_000 }, () => {
  it("moves one step at a time through the 7 steps of docs/product/projects.md#creation-wizard", async () => {
    await openWizard();
    const user = userEvent.setup({ delay: null });
    expect(stepHeading()).toHaveTextContent("Finalidade");
    expect(previous()).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Criar Projeto" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /Particular/ }));
    for (let step = 1; step < WIZARD_STEPS.length; step++) {
      if (step === 2) await fillBasics(user);
      await user.click(next());
      expect(stepHeading()).toHaveTextContent(WIZARD_STEPS[step]!);
      expect(previous()).toBeEnabled();
    }

    // The last step: "Criar Projeto" instead of "Próximo".
    expect(stepHeading()).toHaveTextContent("Revisão");
    expect(screen.queryByRole("button", { name: /Próximo/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Criar Projeto" })).toBeEnabled();

    await user.click(previous());
    expect(stepHeading()).toHaveTextContent("Documentos");
  });

  it("switches no select between uncontrolled and controlled while filling every step", async () => {
    const warnings = vi.spyOn(console, "warn");
    const errors = vi.spyOn(console, "error");
    await openWizard();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("radio", { name: /Investimento/ }));
    await user.click(next());
    await fillBasics(user);
    await user.click(next());
    await user.click(next());
    expect(stepHeading()).toHaveTextContent("Cronograma");
    await user.click(screen.getByRole("button", { name: /Adicionar etapa/ }));
    await user.type(screen.getByLabelText("Nome da etapa"), "Fundação");
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Em andamento" }));
    await user.click(next());
    expect(stepHeading()).toHaveTextContent("Equipe");
    await user.click(screen.getByRole("button", { name: /Adicionar membro/ }));
    await user.type(screen.getByLabelText("Nome"), "Rafael Lima");
    await user.click(screen.getByRole("combobox", { name: "Função" }));
    await user.click(await screen.findByRole("option", { name: "Engenheiro" }));
    // Back to the first selects and forth again: the steps mount their fields anew.
    await user.click(previous());
    await user.click(previous());
    await user.click(previous());
    expect(stepHeading()).toHaveTextContent("Informações Básicas");
    expect(screen.getByRole("combobox", { name: "Estado" })).toHaveTextContent("PR");
    for (let i = 0; i < 4; i++) await user.click(next());
    expect(stepHeading()).toHaveTextContent("Documentos");

    const switching = /uncontrolled to controlled|controlled to uncontrolled/;
    const logged = [...warnings.mock.calls, ...errors.mock.calls].map((args) => args.map(String).join(" "));
    expect(logged.filter((text) => switching.test(text))).toEqual([]);
  });

  it("shows the three purposes and the investment-only fields", async () => {
    await openWizard();
    const user = userEvent.setup({ delay: null });
    const purposes = screen.getByRole("radiogroup", { name: "Finalidade do projeto" });
    expect(within(purposes).getAllByRole("radio")).toHaveLength(3);
    await user.click(screen.getByRole("radio", { name: /Colaborativo/ }));
    await user.click(next());
    await fillBasics(user);
    await user.click(next());
    expect(screen.queryByLabelText("Meta de captação")).not.toBeInTheDocument();
    await user.click(previous());
    await user.click(previous());
    await user.click(screen.getByRole("radio", { name: /Investimento/ }));
    await user.click(next());
    await user.click(next());
    expect(screen.getByLabelText("Meta de captação")).toBeInTheDocument();
    expect(
      screen.getByText("Atenção: depois de público, o projeto não poderá voltar a ser privado."),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Meta de captação"), "90000000");
    // The minimum follows at 2/3 of the target.
    expect(screen.getByLabelText("Captação mínima")).toHaveValue("R$ 600.000,00");
  });

  it("keeps the person on a step with an error and shows each message at its field", async () => {
    const api = await openWizard();
    const user = userEvent.setup({ delay: null });
    await user.click(next());
    expect(stepHeading()).toHaveTextContent("Finalidade");
    expect(screen.getByRole("alert")).toHaveTextContent("Escolha a finalidade do projeto.");
    // The indicator marks no step done while the first has an error.
    expect(screen.queryByText(/\(concluída\)/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /Investimento/ }));
    await user.click(next());
    await user.click(next());
    expect(stepHeading()).toHaveTextContent("Informações Básicas");
    expect(screen.getByText("Informe o título do projeto.")).toBeInTheDocument();
    expect(screen.getByText("Informe a cidade.")).toBeInTheDocument();
    expect(screen.getByText("Finalidade (concluída)", { exact: false })).toBeInTheDocument();

    await fillBasics(user);
    await user.click(next());
    await user.type(screen.getByLabelText("Meta de captação"), "10000000");
    await user.type(screen.getByLabelText("Investimento mínimo"), "20000000");
    await user.type(screen.getByLabelText("ROI estimado (%)"), "-5");
    await user.click(next());
    expect(stepHeading()).toHaveTextContent("Detalhes Financeiros");
    expect(screen.getByText("O investimento mínimo não pode ser maior que a meta de captação.")).toBeInTheDocument();
    expect(screen.getByText("A rentabilidade esperada não pode ser negativa.")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("says Criando... while saving, keeps everything on failure and jumps to a field the server refuses", async () => {
    let release: (value: unknown) => void = () => {};
    const api = await openWizard("creator", {
      "POST /api/projects": () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    });
    render(<ToastSpy />);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("radio", { name: /Particular/ }));
    await user.click(next());
    await fillBasics(user);
    await user.click(next());
    await user.click(next());
    // The schedule step sets each phase's budget (decision 059): digits read as cents.
    expect(stepHeading()).toHaveTextContent("Cronograma");
    await user.click(screen.getByRole("button", { name: /Adicionar etapa/ }));
    await user.type(screen.getByLabelText("Nome da etapa"), "Fundação");
    await user.type(screen.getByLabelText("Orçamento (opcional)"), "1000000");
    for (let i = 0; i < 3; i++) await user.click(next());

    await user.click(screen.getByRole("button", { name: "Criar Projeto" }));
    expect(await screen.findByRole("button", { name: "Criando..." })).toBeDisabled();
    const post = api.calls.find((c) => c.method === "POST");
    // docs/product/projects.md#creation-rules: empty numbers and dates go as null.
    expect(post?.body).toMatchObject({
      purpose: "personal",
      title: "Casa do Lago",
      location_state: "PR",
      project_type: "casas",
      visibility: "private",
      target_amount: null,
      roi: null,
      timeline_months: null,
      deadline: null,
      phases: [{ id: null, name: "Fundação", budget: 10_000 }],
    });

    await act(async () =>
      release(
        new Reply(400, {
          error: { code: "VALIDATION_ERROR", message: "Dados inválidos.", fields: { title: ["Título já usado."] } },
        }),
      ),
    );
    expect(await screen.findByText("Título já usado.")).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent("Informações Básicas");
    expect(screen.getByLabelText("Título do projeto")).toHaveValue("Casa do Lago");
    // The server's sentence, not the generic text (decision 121).
    expect(toasts[0]).toMatchObject({
      title: "Erro ao criar projeto",
      description: "Dados inválidos.",
      variant: "destructive",
    });
    expect(logged).toHaveBeenCalled();
  });

  it("says the server's reason for a team member an unconfirmed creator may not invite, and offers 'Confirmar email'", async () => {
    const reason =
      "Confirme seu email antes de convidar pessoas que ainda não têm conta confirmada no Alicerce: " +
      "os convites saem em nome da plataforma e só seguem de quem comprovou o próprio email.";
    const api = await openWizard("creator", {
      "POST /api/projects": () => new Reply(403, { error: { code: "EMAIL_NOT_VERIFIED", message: reason } }),
      "POST /api/auth/confirmation-email": () => ({ sent: true, already_confirmed: false, resend_at: null }),
    });
    render(<ToastSpy />);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("radio", { name: /Particular/ }));
    await user.click(next());
    await fillBasics(user);
    for (let i = 0; i < 5; i++) await user.click(next());
    await user.click(screen.getByRole("button", { name: "Criar Projeto" }));
    expect(await screen.findByText(reason)).toBeVisible();
    expect(toasts[0]).toMatchObject({ title: "Erro ao criar projeto", description: reason });
    expect(toasts.map((t) => t.description)).not.toContain("Ocorreu um erro ao salvar o projeto. Tente novamente.");
    await user.click(screen.getByRole("button", { name: "Confirmar email" }));
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/auth/confirmation-email")).toBe(true),
    );
  });

  it("keeps the generic text when the answer carried no reason", async () => {
    await openWizard("creator", { "POST /api/projects": () => new Reply(502, "<html>Bad gateway</html>") });
    render(<ToastSpy />);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("radio", { name: /Particular/ }));
    await user.click(next());
    await fillBasics(user);
    for (let i = 0; i < 5; i++) await user.click(next());
    await user.click(screen.getByRole("button", { name: "Criar Projeto" }));
    await vi.waitFor(() =>
      expect(toasts[0]).toMatchObject({ description: "Ocorreu um erro ao salvar o projeto. Tente novamente." }),
    );
  });

  it("tells investors they cannot create projects", async () => {
    await openWizard("investor");
    expect(
      await screen.findByText("Apenas criadores de projeto e profissionais jurídicos podem criar projetos."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Próximo/ })).not.toBeInTheDocument();
  });
});

describe("creation payload", () => {
  it("keeps target and visibility only for investment projects", () => {
    const input = toCreateInput(
      {
        ...WIZARD_DEFAULTS,
        purpose: "collaborative",
        target_amount: 1000,
        visibility: "public",
        roi: "12,5",
        timeline_months: "18",
      },
      { imageIds: [], fileIdOf: () => "" },
    );
    expect(input).toMatchObject({
      target_amount: null,
      minimum_target_amount: null,
      min_investment: null,
      visibility: "private",
      roi: 12.5,
      timeline_months: 18,
    });
  });
});
