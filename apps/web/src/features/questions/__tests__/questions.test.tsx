import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OfferQuestion } from "@alicerce/shared/schemas/questions";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ProjectQuestionsSection } from "../index";

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

const openRaise = (is_creator = false) => ({
  id: "p-1",
  purpose: "investment",
  status: "funding_open",
  viewer: { is_creator },
});

const question = (overrides: Partial<OfferQuestion> = {}): OfferQuestion => ({
  id: "q-1",
  body: "Qual é a garantia oferecida aos investidores?",
  created_at: "2026-11-20T12:00:00Z",
  asker_name: "Ivo Investidor",
  mine: false,
  answer: null,
  hidden: null,
  ...overrides,
});

const page = (items: OfferQuestion[], flags: Partial<Record<"can_ask" | "can_answer" | "can_hide", boolean>> = {}) => ({
  items,
  total: items.length,
  page: 1,
  page_size: 10,
  unanswered: items.filter((q) => !q.answer && !q.hidden).length,
  can_ask: false,
  can_answer: false,
  can_hide: false,
  ...flags,
});

describe("ProjectQuestionsSection (docs/product/offer-questions.md)", () => {
  it("lets an investor ask: a written pt-BR error first, then the question sent and the list refreshed", async () => {
    const items: OfferQuestion[] = [];
    const api = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/projects/p-1/questions": () => page(items, { can_ask: true }),
      "POST /api/projects/p-1/questions": ({ body }) => {
        items.push(question({ mine: true, body: (body as { body: string }).body }));
        return new Reply(201, { id: "q-1" });
      },
    });
    renderInDashboard(<ProjectQuestionsSection project={openRaise()} />);
    expect(await screen.findByText("Nenhuma pergunta sobre a oferta ainda.")).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("Sua pergunta"), "Quando?");
    await user.click(screen.getByRole("button", { name: "Enviar pergunta" }));
    expect(await screen.findByText("Escreva uma pergunta com pelo menos 10 caracteres.")).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(screen.getByLabelText("Sua pergunta"));
    await user.type(screen.getByLabelText("Sua pergunta"), "Quando começam as obras?");
    await user.keyboard("{Tab}{Enter}");
    const list = await screen.findByRole("list", { name: "Perguntas sobre a oferta" });
    expect(within(list).getByText("Quando começam as obras?")).toBeInTheDocument();
    expect(within(list).getByText(/^Você ·/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === "POST")!.body).toEqual({ body: "Quando começam as obras?" });
    expect(screen.getByLabelText("Sua pergunta")).toHaveValue("");
  }, 15_000);

  it("lets the creator answer in public, unanswered questions first", async () => {
    let answered: OfferQuestion["answer"] = null;
    const api = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/projects/p-1/questions": () => page([question({ answer: answered })], { can_answer: true }),
      "PUT /api/projects/p-1/questions/q-1/answer": ({ body }) => {
        answered = { body: (body as { body: string }).body, answered_at: "2026-11-21T12:00:00Z", edited_at: null };
        return { id: "q-1" };
      },
    });
    renderInDashboard(<ProjectQuestionsSection project={openRaise(true)} />);
    expect(await screen.findByText("1 sem resposta")).toBeInTheDocument();
    expect(screen.queryByLabelText("Sua pergunta")).not.toBeInTheDocument();
    expect(api.calls[api.calls.length - 1]!.path).toBe("/api/projects/p-1/questions?page=1&order=unanswered");
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Responder" }));
    await user.click(screen.getByRole("button", { name: "Publicar resposta" }));
    expect(await screen.findByText("Escreva a resposta.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Sua resposta (pública)"), "A garantia é o terreno.");
    await user.click(screen.getByRole("button", { name: "Publicar resposta" }));
    expect(await screen.findByText("Resposta do criador")).toBeInTheDocument();
    expect(screen.getByText("A garantia é o terreno.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Editar resposta" })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  }, 15_000);

  it("lets an admin hide a question, a reason required first", async () => {
    let hidden: OfferQuestion["hidden"] = null;
    const api = mockApi({
      "GET /api/auth/session": sessionOf("admin"),
      "GET /api/projects/p-1/questions": () => page([question({ hidden })], { can_ask: true, can_hide: true }),
      "POST /api/projects/p-1/questions/q-1/hide": ({ body }) => {
        hidden = { at: "2026-11-22T12:00:00Z", reason: (body as { reason: string }).reason };
        return { id: "q-1" };
      },
    });
    renderInDashboard(<ProjectQuestionsSection project={openRaise()} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Ocultar" }));
    const dialog = await screen.findByRole("dialog", { name: "Ocultar pergunta" });
    await user.click(within(dialog).getByRole("button", { name: "Ocultar pergunta" }));
    expect(await within(dialog).findByText("Informe o motivo para ocultar a pergunta.")).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
    await user.type(within(dialog).getByLabelText("Motivo"), "Linguagem ofensiva.");
    await user.click(within(dialog).getByRole("button", { name: "Ocultar pergunta" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Ocultada pela moderação")).toBeInTheDocument();
    expect(screen.getByText("Linguagem ofensiva.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ocultar" })).not.toBeInTheDocument();
  }, 15_000);

  it("lets an admin show a hidden question again after confirming with a reason", async () => {
    let hidden: OfferQuestion["hidden"] = { at: "2026-11-22T12:00:00Z", reason: "Linguagem ofensiva." };
    const api = mockApi({
      "GET /api/auth/session": sessionOf("admin"),
      "GET /api/projects/p-1/questions": () => page([question({ hidden })], { can_ask: true, can_hide: true }),
      "POST /api/projects/p-1/questions/q-1/show": ({ body }) => {
        expect(body).toEqual({ reason: "Era uma pergunta legítima." });
        hidden = null;
        return { id: "q-1" };
      },
    });
    renderInDashboard(<ProjectQuestionsSection project={openRaise()} />);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText("Ocultada pela moderação")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ocultar" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Exibir novamente" }));
    const dialog = await screen.findByRole("dialog", { name: "Exibir pergunta novamente" });
    await user.click(within(dialog).getByRole("button", { name: "Exibir pergunta" }));
    expect(await within(dialog).findByText("Informe o motivo para exibir a pergunta novamente.")).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
    await user.type(within(dialog).getByLabelText("Motivo"), "Era uma pergunta legítima.");
    await user.click(within(dialog).getByRole("button", { name: "Exibir pergunta" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await vi.waitFor(() => expect(screen.queryByText("Ocultada pela moderação")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Ocultar" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Exibir novamente" })).not.toBeInTheDocument();
  }, 15_000);

  it("offers no way back to a hidden question to anyone but admins", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/projects/p-1/questions": () =>
        page([question({ mine: true, hidden: { at: "2026-11-22T12:00:00Z", reason: "Ofensiva." } })], {
          can_ask: true,
        }),
    });
    renderInDashboard(<ProjectQuestionsSection project={openRaise()} />);
    expect(await screen.findByText("Ocultada pela moderação")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Exibir novamente" })).not.toBeInTheDocument();
  });

  it("tells a visitor of a closed raise that asking has ended, and offers a retry on error", async () => {
    let fail = true;
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/projects/p-1/questions": () =>
        fail
          ? new Reply(503, { error: { code: "SERVICE_UNAVAILABLE", message: "Serviço indisponível no momento." } })
          : page([question({ answer: { body: "Sim.", answered_at: "2026-11-21T12:00:00Z", edited_at: null } })]),
    });
    renderInDashboard(<ProjectQuestionsSection project={{ ...openRaise(), status: "in_progress" }} />);
    expect(await screen.findByText("Não foi possível carregar as perguntas.")).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(
      await screen.findByText("Novas perguntas só podem ser feitas enquanto a captação está aberta."),
    ).toBeInTheDocument();
    expect(screen.getByText("Sim.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Responder" })).not.toBeInTheDocument();
  }, 15_000);

  it("shows nothing on projects without an offer", () => {
    mockApi({ "GET /api/auth/session": sessionOf("investor") });
    const { container } = renderInDashboard(
      <ProjectQuestionsSection project={{ ...openRaise(), purpose: "personal" }} />,
    );
    expect(container.querySelector("#perguntas")).toBeNull();
  });
});
