import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { ProjectDiarySection } from "../index";

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

/** The fields of the project the section reads. */
const project = (status: string, viewer: Partial<ProjectDetail["viewer"]>) =>
  ({ id: "p-1", status, viewer: { can_upload_documents: false, invested_amount: 0, ...viewer } }) as ProjectDetail;

const phases = [
  { id: "00000000-0000-4000-8000-000000000001", name: "Fundação", progress: 100, status: "completed" },
  { id: "00000000-0000-4000-8000-000000000002", name: "Estrutura", progress: 40, status: "in-progress" },
];
const update = (overrides: Record<string, unknown> = {}) => ({
  id: "u-1",
  text: "Laje do 2º pavimento concretada.",
  phase_name: "Estrutura",
  progress: 40,
  author: { id: "a-1", name: "Eva Engenheira" },
  created_at: "2026-11-20T12:00:00Z",
  photos: [],
  can_delete: false,
  ...overrides,
});
const page = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  total: items.length,
  page: 1,
  page_size: 10,
  phases,
  overall_progress: 70,
  can_post: false,
  ...extra,
});

describe("ProjectDiarySection (docs/product/diary.md)", () => {
  it("lets the team post: a written pt-BR error for a percentage past 100, then the update sent and listed", async () => {
    const items: ReturnType<typeof update>[] = [];
    const api = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/projects/p-1/diary": () => page(items, { can_post: true }),
      "POST /api/projects/p-1/diary": ({ body }) => {
        items.push(update({ progress: 60 }));
        return new Reply(201, { id: "u-1", echo: body });
      },
    });
    renderInDashboard(<ProjectDiarySection project={project("in_progress", { can_upload_documents: true })} />);
    expect(await screen.findByText(/Nenhuma atualização ainda\. Publique a primeira/)).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progresso geral da obra" })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Nova atualização" }));
    const dialog = await screen.findByRole("dialog", { name: "Nova atualização do diário de obra" });
    const percent = within(dialog).getByLabelText("Percentual concluído da etapa");
    // Typed over the phase's current percentage (40).
    await user.type(percent, "150", { initialSelectionStart: 0, initialSelectionEnd: 9 });
    await user.type(within(dialog).getByLabelText("O que aconteceu na obra"), "Laje do 2º pavimento concretada.");
    await user.click(within(dialog).getByRole("button", { name: "Publicar atualização" }));
    expect(
      await within(dialog).findByText("Informe o percentual da etapa como um número inteiro de 0 a 100."),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(percent, "60", { initialSelectionStart: 0, initialSelectionEnd: 9 });
    await user.click(within(dialog).getByRole("button", { name: "Publicar atualização" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === "POST")!.body).toEqual({
      text: "Laje do 2º pavimento concretada.",
      phase_id: "00000000-0000-4000-8000-000000000002",
      progress: 60,
      confirm_lower_progress: false,
      photos: [],
    });
    const list = await screen.findByRole("list", { name: "Atualizações do diário de obra" });
    expect(within(list).getByText("Estrutura: 60%")).toBeInTheDocument();
    const byPhase = screen.getByRole("list", { name: "Progresso por etapa" });
    expect(
      within(byPhase)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Fundação100%· Concluída", "Estrutura40%· Em andamento"]);
  }, 20_000);

  it("asks before a percentage below the phase's: cancelled nothing is sent, confirmed it is sent as confirmed", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/projects/p-1/diary": () => page([], { can_post: true }),
      "POST /api/projects/p-1/diary": () => new Reply(201, { id: "u-9" }),
    });
    renderInDashboard(<ProjectDiarySection project={project("in_progress", { can_upload_documents: true })} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Nova atualização" }));
    const dialog = await screen.findByRole("dialog", { name: "Nova atualização do diário de obra" });
    // Estrutura is at 40%: 30% takes it back.
    await user.type(within(dialog).getByLabelText("Percentual concluído da etapa"), "30", {
      initialSelectionStart: 0,
      initialSelectionEnd: 9,
    });
    await user.type(within(dialog).getByLabelText("O que aconteceu na obra"), "Laje refeita após a vistoria.");
    await user.click(within(dialog).getByRole("button", { name: "Publicar atualização" }));
    const ask = await screen.findByRole("alertdialog", { name: "Diminuir o percentual da etapa?" });
    expect(ask).toHaveTextContent(
      "A etapa Estrutura está em 40%. Ao publicar, ela volta para 30%, e investidores e equipe são avisados de que a etapa Estrutura voltou de 40% para 30%.",
    );
    await user.click(within(ask).getByRole("button", { name: "Corrigir o percentual" }));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "Publicar atualização" }));
    const again = await screen.findByRole("alertdialog", { name: "Diminuir o percentual da etapa?" });
    await user.click(within(again).getByRole("button", { name: "Publicar com 30%" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === "POST")!.body).toMatchObject({
      progress: 30,
      confirm_lower_progress: true,
    });
  }, 20_000);

  it("shows an investor the updates with photos in a lightbox the arrow keys walk, and no form", async () => {
    const photos = [
      { id: "f-1", url: "/api/projects/p-1/diary/photos/f-1", alt: "Armação da laje" },
      { id: "f-2", url: "/api/projects/p-1/diary/photos/f-2", alt: "Concretagem vista da rua" },
    ];
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/projects/p-1/diary": () => page([update({ photos })]),
    });
    renderInDashboard(<ProjectDiarySection project={project("in_progress", { invested_amount: 5_000 })} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Ampliar: Armação da laje" }));
    const lightbox = await screen.findByRole("dialog", { name: /Estrutura/ });
    expect(within(lightbox).getByRole("img", { name: "Armação da laje" })).toBeInTheDocument();
    expect(within(lightbox).getByText(/Foto 1 de 2/)).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(within(lightbox).getByRole("img", { name: "Concretagem vista da rua" })).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(within(lightbox).getByRole("img", { name: "Armação da laje" })).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(within(lightbox).getByText(/Foto 2 de 2/)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Nova atualização" })).not.toBeInTheDocument();
  });

  it("says so when the diary cannot be read, and asks nothing for someone who may not read it", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/projects/p-1/diary": () =>
        new Reply(500, { error: { code: "INTERNAL", message: "Erro interno. Tente novamente." } }),
    });
    const { unmount } = renderInDashboard(
      <ProjectDiarySection project={project("completed", { invested_amount: 1_000 })} />,
    );
    expect(await screen.findByText("Não foi possível carregar o diário de obra.")).toBeInTheDocument();
    unmount();
    // A stranger: the section is not there and no request goes out (an unhandled route would throw).
    const api = mockApi({ "GET /api/auth/session": sessionOf("investor") });
    renderInDashboard(<ProjectDiarySection project={project("in_progress", {})} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Diário de obra")).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.includes("/diary"))).toBe(false);
  });

  it("deletes an update only after the confirmation; the phases' progress comes back recomputed", async () => {
    const toasts = recordToasts();
    onTestFinished(toasts.stop);
    let items = [
      update({ id: "u-2", progress: 60, can_delete: true, photos: [{ id: "f-1", url: "/x.png", alt: "Laje" }] }),
      update({ id: "u-1", text: "Escrito por outra pessoa.", author: { id: "a-2", name: "Tito Time" } }),
    ];
    let progress = 60;
    const api = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/projects/p-1/diary": () =>
        page(items, {
          can_post: true,
          phases: [phases[0], { ...phases[1], progress }],
          overall_progress: Math.round((100 + progress) / 2),
        }),
      "DELETE /api/projects/p-1/diary/u-2": async () => {
        items = items.filter((u) => u.id !== "u-2");
        progress = 40;
        // The live event of the commit can beat the answer: the list refreshes, and the button that
        // asked is gone, before the DELETE answers.
        await queryClient.invalidateQueries();
        await vi.waitFor(() => expect(screen.queryByText("Laje do 2º pavimento concretada.")).not.toBeInTheDocument());
        return new Reply(204);
      },
    });
    const { queryClient } = renderInDashboard(
      <ProjectDiarySection project={project("in_progress", { can_upload_documents: true })} />,
    );
    const name = "Excluir a atualização de 20/11/2026 da etapa Estrutura";
    const list = await screen.findByRole("list", { name: "Atualizações do diário de obra" });
    // Only the update the viewer may delete offers the button.
    expect(within(list).getAllByRole("button", { name })).toHaveLength(1);
    const user = userEvent.setup({ delay: null });
    await user.click(within(list).getByRole("button", { name }));
    const confirm = await screen.findByRole("alertdialog", { name: "Excluir atualização?" });
    expect(confirm.textContent).toContain("com a foto");
    await user.click(within(confirm).getByRole("button", { name: "Cancelar" }));
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.click(within(list).getByRole("button", { name }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Excluir atualização" }),
    );
    await vi.waitFor(() => expect(screen.queryByText("Laje do 2º pavimento concretada.")).not.toBeInTheDocument());
    // Said although the refreshed list removed the button that asked (mutate's callbacks would be dropped).
    await vi.waitFor(() =>
      expect(toasts.shown).toContainEqual({
        title: "Atualização excluída",
        description: "O progresso das etapas foi recalculado.",
      }),
    );
    expect(screen.getByText("Escrito por outra pessoa.")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
    const byPhase = screen.getByRole("list", { name: "Progresso por etapa" });
    expect(await within(byPhase).findByText(/40\s*%/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
  }, 15_000);
});
