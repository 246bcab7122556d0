import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { dismissToast } from "@/hooks/use-toast";
import { CreateProjectPage } from "../pages/create-project-page";
import { WIZARD_DEFAULTS } from "../components/create-project/wizard-form";
import { draftKey, hasDraftContent, loadDraft, saveDraft } from "../components/create-project/wizard-draft";

beforeEach(() => {
  polyfillRadix();
  localStorage.clear();
});
afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const DAY = 24 * 60 * 60 * 1000;
const typed = { ...WIZARD_DEFAULTS, title: "Casa do Lago", timeline_months: "18", target_amount: 1500 };

describe("the wizard's local draft", () => {
  it("is kept per user id, without the document rows (their files are not kept)", () => {
    saveDraft(
      "u-1",
      {
        ...typed,
        documents: [{ key: "k", name: "Planta.pdf", type: "projeto", visibility: "team" }],
      },
      3,
    );
    expect(loadDraft("u-1")).toMatchObject({ step: 3, values: { ...typed, documents: [] } });
    expect(loadDraft("u-2")).toBeNull();
    expect(localStorage.getItem(draftKey("u-1"))).not.toContain("Planta.pdf");
  });

  it("is dropped once older than 30 days", () => {
    const saved = new Date("2026-01-01T12:00:00Z");
    saveDraft("u-1", typed, 1, saved);
    expect(loadDraft("u-1", new Date(saved.getTime() + 29 * DAY))).not.toBeNull();
    expect(loadDraft("u-1", new Date(saved.getTime() + 31 * DAY))).toBeNull();
    expect(localStorage.getItem(draftKey("u-1"))).toBeNull();
  });

  it("ignores what is not the wizard's, and an unreadable draft", () => {
    localStorage.setItem(
      draftKey("u-1"),
      JSON.stringify({ savedAt: new Date().toISOString(), step: 99, values: { title: 7, roi: "12", evil: "x" } }),
    );
    const draft = loadDraft("u-1");
    expect(draft?.step).toBe(6);
    expect(draft?.values).toEqual({ ...WIZARD_DEFAULTS, roi: "12" });
    localStorage.setItem(draftKey("u-1"), "{not json");
    expect(loadDraft("u-1")).toBeNull();
  });

  it("is nothing when nothing was typed", () => {
    expect(hasDraftContent(WIZARD_DEFAULTS)).toBe(false);
    saveDraft("u-1", WIZARD_DEFAULTS, 0);
    expect(localStorage.getItem(draftKey("u-1"))).toBeNull();
  });
});

async function openWizard() {
  mockApi({ "GET /api/auth/session": sessionOf("creator") });
  const view = renderInDashboard(<CreateProjectPage />, {
    path: "/dashboard/create-project",
    route: "/dashboard/create-project",
  });
  await screen.findByRole("heading", { level: 1, name: "Criar Projeto" });
  return view;
}

const closeButton = () => screen.getByRole("button", { name: "Fechar e voltar para projetos" });

describe("closing the wizard (decision 050)", { timeout: 30_000 }, () => {
  it("leaves at once when nothing was typed", async () => {
    await openWizard();
    await userEvent.setup().click(closeButton());
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/projects");
  });

  it("asks first, keeps the draft and offers it on return", async () => {
    const first = await openWizard();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("radio", { name: /Particular/ }));
    await user.click(screen.getByRole("button", { name: /Próximo/ }));
    await user.type(screen.getByLabelText("Título do projeto"), "Casa do Lago");
    await user.click(closeButton());

    const ask = await screen.findByRole("alertdialog", { name: "Sair sem criar o projeto?" });
    expect(ask).toHaveTextContent("Arquivos e imagens não ficam no rascunho");
    await user.click(within(ask).getByRole("button", { name: "Continuar editando" }));
    expect(screen.getByLabelText("Título do projeto")).toHaveValue("Casa do Lago");

    await user.click(closeButton());
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Guardar e sair" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/projects");
    first.unmount();

    await openWizard();
    const offer = await screen.findByRole("alertdialog", { name: "Continuar o rascunho?" });
    expect(offer).toHaveTextContent("Você começou o projeto “Casa do Lago” em");
    await user.click(within(offer).getByRole("button", { name: "Continuar rascunho" }));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Informações Básicas");
    expect(screen.getByLabelText("Título do projeto")).toHaveValue("Casa do Lago");
  });

  it("starts over on request, and 'Descartar rascunho' forgets the draft", async () => {
    saveDraft("u-1", typed, 1);
    const first = await openWizard();
    const user = userEvent.setup({ delay: null });
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Começar do zero" }));
    expect(localStorage.getItem(draftKey("u-1"))).toBeNull();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Finalidade");

    await user.click(screen.getByRole("radio", { name: /Particular/ }));
    expect(loadDraft("u-1")?.values.purpose).toBe("personal");
    await user.click(closeButton());
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Descartar rascunho" }),
    );
    expect(localStorage.getItem(draftKey("u-1"))).toBeNull();
    first.unmount();
    await openWizard();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
