// Perguntas sobre a oferta (docs/product/offer-questions.md, decision 060): while a
// raise is open whoever sees the project asks; the creator answers in public; admins hide abusive
// questions with a reason; every refusal writes nothing.
import { count, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OfferQuestionsPage } from "@alicerce/shared/schemas/questions";
import { notifications, projectQuestions, projectQuestionUnhidings } from "../src/db/schema/index.ts";
import { collectAccountData } from "../src/modules/privacy/export-contents.ts";
import {
  client,
  createProject,
  createSeededApp,
  DEMO,
  loginAs,
  newAccount,
  ok,
  openRaise,
  projectIdByTitle,
  SEEDED,
  setProject,
  type Account,
} from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let eva: Account;
let ivo: Account;
let lia: Account;
let rui: Account;
let admin: string;
let projectId: string;

const ask = (cookie: string | undefined, id: string, body: unknown) =>
  client(t.app, cookie).post(`/api/projects/${id}/questions`, body);
const answer = (cookie: string | undefined, questionId: string, body: unknown, id = projectId) =>
  client(t.app, cookie).put(`/api/projects/${id}/questions/${questionId}/answer`, body);
const hide = (cookie: string | undefined, questionId: string, body: unknown) =>
  client(t.app, cookie).post(`/api/projects/${projectId}/questions/${questionId}/hide`, body);
const show = (cookie: string | undefined, questionId: string, body: unknown, id = projectId) =>
  client(t.app, cookie).post(`/api/projects/${id}/questions/${questionId}/show`, body);
const list = async (cookie: string, query = "", id = projectId) =>
  ok<OfferQuestionsPage>(await client(t.app, cookie).get(`/api/projects/${id}/questions${query}`));
/** Everything a refusal must leave as it was: questions, answers, hidings and bell entries. */
const written = async () => {
  const db = t.database.db;
  const [questions] = await db.select({ n: count() }).from(projectQuestions);
  const [answers] = await db.select({ n: count() }).from(projectQuestions).where(isNotNull(projectQuestions.answer));
  const [hidden] = await db.select({ n: count() }).from(projectQuestions).where(isNotNull(projectQuestions.hiddenAt));
  const [bell] = await db.select({ n: count() }).from(notifications);
  const [edits] = await db
    .select({ n: count() })
    .from(projectQuestions)
    .where(isNotNull(projectQuestions.answerEditedAt));
  const [unhidings] = await db.select({ n: count() }).from(projectQuestionUnhidings);
  return [questions, answers, hidden, bell, edits, unhidings].map((r) => Number(r!.n));
};
const bellOf = (userId: string, title: string) =>
  t.database.db
    .select({ body: notifications.body })
    .from(notifications)
    .where(sql`${notifications.userId} = ${userId} and ${notifications.title} = ${title}`);

beforeAll(async () => {
  t = await createSeededApp();
  eva = await newAccount(t.app, "creator", { name: "Eva Engenheira" });
  rui = await newAccount(t.app, "creator", { name: "Rui Rival" });
  ivo = await newAccount(t.app, "investor", { name: "Ivo Investidor" });
  lia = await newAccount(t.app, "investor", { name: "Lia Investidora" });
  admin = await loginAs(t.app, DEMO.admin);
  projectId = await openRaise(t, eva.cookie, { title: "Residencial Perguntas", target_amount: 100_000 });
});
afterAll(() => t.close());

let ivoQuestion: string;

describe("asking", () => {
  it("takes a question from whoever sees the open raise and tells the creator", async () => {
    const body = "Qual é a garantia oferecida aos investidores caso a obra atrase?";
    ivoQuestion = ok<{ id: string }>(await ask(ivo.cookie, projectId, { body: `  ${body}  ` }), 201).id;
    const [row] = await t.database.db.select().from(projectQuestions).where(eq(projectQuestions.id, ivoQuestion));
    expect(row).toMatchObject({ projectId, askedBy: ivo.id, body, answer: null, hiddenAt: null });
    expect(await bellOf(eva.id, "Nova pergunta: Residencial Perguntas")).toEqual([
      { body: `Ivo Investidor perguntou sobre a oferta: “${body}”` },
    ]);
    const page = await list(lia.cookie);
    expect(page).toMatchObject({ total: 1, page: 1, page_size: 10, unanswered: 1, can_ask: true });
    // Other readers see the asker's first name; the creator and admins the whole name.
    expect(page.items[0]).toMatchObject({ id: ivoQuestion, body, asker_name: "Ivo", mine: false });
    expect((await list(eva.cookie)).items[0]!.asker_name).toBe("Ivo Investidor");
    expect((await list(admin)).items[0]!.asker_name).toBe("Ivo Investidor");
    expect((await list(ivo.cookie)).items[0]!.mine).toBe(true);
    expect(await list(eva.cookie)).toMatchObject({ can_ask: false, can_answer: true, can_hide: false });
    expect(await list(admin)).toMatchObject({ can_ask: true, can_answer: false, can_hide: true });
  });

  it("refuses the anonymous, the creator, bad text and a project one cannot see, with nothing written", async () => {
    const before = await written();
    const valid = { body: "Uma pergunta válida sobre a oferta?" };
    expectApiError(await ask(undefined, projectId, valid), 401, "UNAUTHENTICATED");
    expectApiError(
      await ask(eva.cookie, projectId, valid),
      403,
      "FORBIDDEN",
      "Você não pode fazer perguntas sobre o seu próprio projeto. Responda às perguntas dos investidores.",
    );
    const refusals: [unknown, string][] = [
      [{ body: "   " }, "Escreva sua pergunta."],
      [{}, "Escreva sua pergunta."],
      [{ body: "Quando?" }, "Escreva uma pergunta com pelo menos 10 caracteres."],
      [{ body: "x".repeat(1_001) }, "Use no máximo 1.000 caracteres."],
      [{ body: "Pergunta com \u0000 nulo" }, "contém um caractere inválido"],
    ];
    for (const [body, message] of refusals) {
      const res = await ask(ivo.cookie, projectId, body);
      expectApiError(res, 400, "VALIDATION_ERROR");
      expect(JSON.stringify(res.json()), JSON.stringify(body).slice(0, 60)).toContain(message);
    }
    const draft = await createProject(t.app, eva.cookie, { title: "Rascunho Privado", visibility: "private" });
    expectApiError(await ask(ivo.cookie, draft, valid), 404, "NOT_FOUND", "Projeto não encontrado.");
    expectApiError(await client(t.app, ivo.cookie).get(`/api/projects/${draft}/questions`), 404, "NOT_FOUND");
    expect(await written()).toEqual(before);
  });

  it("refuses a closed raise (in execution, or past its deadline), with nothing written", async () => {
    const other = await openRaise(t, eva.cookie, { title: "Residencial Fechado", target_amount: 50_000 });
    const valid = { body: "Ainda dá tempo de perguntar sobre a oferta?" };
    const before = await written();
    await setProject(t.database.db, other, { status: "in_progress" });
    const closed = "Perguntas só podem ser feitas enquanto a captação do projeto está aberta.";
    expectApiError(await ask(ivo.cookie, other, valid), 409, "CONFLICT", closed);
    await setProject(t.database.db, other, { status: "funding_open", deadline: "2020-01-01" });
    expectApiError(await ask(ivo.cookie, other, valid), 409, "CONFLICT", closed);
    expect((await list(ivo.cookie, "", other)).can_ask).toBe(false);
    expect(await written()).toEqual(before);
  });

  it("stops a flood: 5 questions per person and project per 24 hours, the refusal writing nothing", async () => {
    for (let i = 1; i <= 5; i++) {
      ok(await ask(lia.cookie, projectId, { body: `Pergunta número ${i} da Lia sobre a oferta?` }), 201);
    }
    const before = await written();
    expectApiError(
      await ask(lia.cookie, projectId, { body: "Mais uma pergunta da Lia sobre a oferta?" }),
      429,
      "TOO_MANY_REQUESTS",
      "Você já fez 5 perguntas sobre este projeto nas últimas 24 horas. Aguarde as respostas ou tente novamente amanhã.",
    );
    expect(await written()).toEqual(before);
    // Another person's budget is their own.
    ok(await ask(rui.cookie, projectId, { body: "O Rui ainda pode perguntar sobre a oferta?" }), 201);
  });
});

describe("answering", () => {
  it("refuses the asker, another creator and an admin; bad text and unknown questions; nothing written", async () => {
    const before = await written();
    const valid = { body: "A garantia é a alienação fiduciária do terreno." };
    for (const cookie of [ivo.cookie, rui.cookie, admin]) {
      expectApiError(
        await answer(cookie, ivoQuestion, valid),
        403,
        "FORBIDDEN",
        "Apenas o criador do projeto pode responder às perguntas.",
      );
    }
    expectApiError(await answer(undefined, ivoQuestion, valid), 401, "UNAUTHENTICATED");
    const empty = await answer(eva.cookie, ivoQuestion, { body: "  " });
    expectApiError(empty, 400, "VALIDATION_ERROR");
    expect(empty.body).toContain("Escreva a resposta.");
    const long = await answer(eva.cookie, ivoQuestion, { body: "x".repeat(4_001) });
    expectApiError(long, 400, "VALIDATION_ERROR");
    expect(long.body).toContain("Use no máximo 4.000 caracteres.");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectApiError(await answer(eva.cookie, unknown, valid), 404, "NOT_FOUND", "Pergunta não encontrada.");
    expect(await written()).toEqual(before);
  });

  it("publishes the creator's answer, tells the asker once, and lets the creator rewrite it", async () => {
    ok(await answer(eva.cookie, ivoQuestion, { body: "A garantia é a alienação fiduciária do terreno." }));
    const title = "Pergunta respondida: Residencial Perguntas";
    expect(await bellOf(ivo.id, title)).toHaveLength(1);
    const seen = (await list(lia.cookie)).items.find((q) => q.id === ivoQuestion)!;
    expect(seen.answer).toMatchObject({ body: "A garantia é a alienação fiduciária do terreno.", edited_at: null });

    ok(
      await answer(eva.cookie, ivoQuestion, { body: "A garantia é a alienação fiduciária do terreno e das unidades." }),
    );
    const edited = (await list(lia.cookie)).items.find((q) => q.id === ivoQuestion)!;
    expect(edited.answer!.body).toBe("A garantia é a alienação fiduciária do terreno e das unidades.");
    expect(edited.answer!.edited_at).not.toBeNull();
    expect(await bellOf(ivo.id, title)).toHaveLength(1);
  });

  it("pages newest first, or unanswered first, and searches questions and answers", async () => {
    const recent = await list(lia.cookie);
    expect(recent.total).toBe(7);
    expect(recent.unanswered).toBe(6);
    expect(recent.items.at(-1)!.id).toBe(ivoQuestion);
    const unanswered = await list(lia.cookie, "?order=unanswered");
    expect(unanswered.items.at(-1)!.id).toBe(ivoQuestion);
    expect(unanswered.items[0]!.answer).toBeNull();
    const found = await list(lia.cookie, "?q=FIDUCIÁRIA");
    expect(found.items.map((q) => q.id)).toEqual([ivoQuestion]);
    expectApiError(
      await client(t.app, lia.cookie).get(`/api/projects/${projectId}/questions?order=x`),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("hiding", () => {
  let abusive: string;
  beforeAll(async () => {
    abusive = ok<{ id: string }>(
      await ask(ivo.cookie, projectId, { body: "Texto ofensivo que não é uma pergunta sobre a oferta." }),
      201,
    ).id;
  });

  it("refuses everyone but admins, and an admin without a reason, with nothing written", async () => {
    const before = await written();
    const valid = { reason: "Ofensivo." };
    for (const cookie of [ivo.cookie, eva.cookie, lia.cookie]) {
      expectApiError(
        await hide(cookie, abusive, valid),
        403,
        "FORBIDDEN",
        "Apenas administradores podem ocultar perguntas.",
      );
    }
    expectApiError(await hide(undefined, abusive, valid), 401, "UNAUTHENTICATED");
    for (const body of [{}, { reason: "   " }]) {
      const res = await hide(admin, abusive, body);
      expectApiError(res, 400, "VALIDATION_ERROR");
      expect(res.body).toContain("Informe o motivo para ocultar a pergunta.");
    }
    const long = await hide(admin, abusive, { reason: "x".repeat(501) });
    expectApiError(long, 400, "VALIDATION_ERROR");
    expect(long.body).toContain("Use no máximo 500 caracteres.");
    expect(await written()).toEqual(before);
  });

  it("hides the question from everyone but admins and its asker, who is told why; keeps the trail", async () => {
    ok(await hide(admin, abusive, { reason: "Linguagem ofensiva, contra as regras da plataforma." }));
    const [row] = await t.database.db.select().from(projectQuestions).where(eq(projectQuestions.id, abusive));
    expect(row!.hiddenBy).not.toBeNull();
    expect(row!.hiddenAt).not.toBeNull();
    expect(row!.hiddenReason).toBe("Linguagem ofensiva, contra as regras da plataforma.");

    for (const cookie of [lia.cookie, eva.cookie, rui.cookie]) {
      const page = await list(cookie);
      expect(page.items.map((q) => q.id)).not.toContain(abusive);
      expect(JSON.stringify(page)).not.toContain("Texto ofensivo");
    }
    const mine = (await list(ivo.cookie)).items.find((q) => q.id === abusive)!;
    expect(mine.hidden).toMatchObject({ reason: "Linguagem ofensiva, contra as regras da plataforma." });
    expect((await list(admin)).items.find((q) => q.id === abusive)!.hidden).not.toBeNull();
    expect(await bellOf(ivo.id, "Pergunta ocultada: Residencial Perguntas")).toHaveLength(1);

    const before = await written();
    expectApiError(
      await hide(admin, abusive, { reason: "De novo." }),
      409,
      "CONFLICT",
      "Esta pergunta já foi ocultada.",
    );
    expectApiError(
      await answer(eva.cookie, abusive, { body: "Resposta a uma pergunta oculta." }),
      404,
      "NOT_FOUND",
      "Pergunta não encontrada.",
    );
    expect(await written()).toEqual(before);
  });
});

describe("showing a hidden question again", () => {
  let hiddenOne: string;
  const hideReason = "Parecia propaganda de outro projeto.";
  beforeAll(async () => {
    hiddenOne = ok<{ id: string }>(
      await ask(rui.cookie, projectId, { body: "Vocês aceitam permuta com apartamentos de outra obra?" }),
      201,
    ).id;
    ok(await hide(admin, hiddenOne, { reason: hideReason }));
  });

  it("refuses all but admins, another project's path, unknown ids and bad reasons, with nothing written", async () => {
    const other = await openRaise(t, rui.cookie, { title: "Residencial Outro", target_amount: 40_000 });
    const before = await written();
    const valid = { reason: "A pergunta é legítima." };
    // The asker (creator of another project too), two other investors and the project's creator.
    for (const cookie of [rui.cookie, ivo.cookie, eva.cookie, lia.cookie]) {
      expectApiError(
        await show(cookie, hiddenOne, valid),
        403,
        "FORBIDDEN",
        "Apenas administradores podem exibir novamente perguntas ocultadas.",
      );
    }
    expectApiError(await show(undefined, hiddenOne, valid), 401, "UNAUTHENTICATED");
    for (const body of [{}, { reason: "  " }, { reason: 42 }]) {
      const res = await show(admin, hiddenOne, body);
      expectApiError(res, 400, "VALIDATION_ERROR");
      expect(res.body).toContain("Informe o motivo para exibir a pergunta novamente.");
    }
    const long = await show(admin, hiddenOne, { reason: "x".repeat(501) });
    expectApiError(long, 400, "VALIDATION_ERROR");
    expect(long.body).toContain("Use no máximo 500 caracteres.");
    // The question is Eva's project's: named under another project it is not found.
    expectApiError(await show(admin, hiddenOne, valid, other), 404, "NOT_FOUND", "Pergunta não encontrada.");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectApiError(await show(admin, unknown, valid), 404, "NOT_FOUND", "Pergunta não encontrada.");
    expectApiError(await show(admin, "não-é-um-id", valid), 400, "VALIDATION_ERROR");
    expectApiError(await show(admin, ivoQuestion, valid), 409, "CONFLICT", "Esta pergunta não está oculta.");
    expect(await written()).toEqual(before);
  });

  it("shows it to everyone again, keeps the hide's trail next to the reason, and tells the asker", async () => {
    ok(await show(admin, hiddenOne, { reason: "  A pergunta é legítima.  " }));
    const [row] = await t.database.db.select().from(projectQuestions).where(eq(projectQuestions.id, hiddenOne));
    expect(row).toMatchObject({ hiddenAt: null, hiddenBy: null, hiddenReason: null });
    const trail = await t.database.db
      .select()
      .from(projectQuestionUnhidings)
      .where(eq(projectQuestionUnhidings.questionId, hiddenOne));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ hiddenReason: hideReason, shownReason: "A pergunta é legítima." });
    expect(trail[0]!.hiddenBy).not.toBeNull();
    expect(trail[0]!.shownBy).not.toBeNull();
    expect(trail[0]!.hiddenAt.getTime()).toBeLessThanOrEqual(trail[0]!.shownAt.getTime());

    for (const cookie of [lia.cookie, eva.cookie, rui.cookie, admin]) {
      const seen = (await list(cookie)).items.find((q) => q.id === hiddenOne);
      expect(seen?.hidden).toBeNull();
    }
    expect(await bellOf(rui.id, "Pergunta exibida novamente: Residencial Perguntas")).toEqual([
      {
        body: "A moderação voltou a exibir sua pergunta “Vocês aceitam permuta com apartamentos de outra obra?”. Motivo: A pergunta é legítima.",
      },
    ]);
    // The creator may answer it now, and an admin may hide it again: the trail of both hides stays.
    ok(await answer(eva.cookie, hiddenOne, { body: "Não aceitamos permuta nesta oferta." }));
    ok(await hide(admin, hiddenOne, { reason: "Segunda ocultação." }));
    ok(await show(admin, hiddenOne, { reason: "Segunda revisão." }));
    const reasons = await t.database.db
      .select({ hidden: projectQuestionUnhidings.hiddenReason, shown: projectQuestionUnhidings.shownReason })
      .from(projectQuestionUnhidings)
      .where(eq(projectQuestionUnhidings.questionId, hiddenOne))
      .orderBy(projectQuestionUnhidings.shownAt);
    expect(reasons).toEqual([
      { hidden: hideReason, shown: "A pergunta é legítima." },
      { hidden: "Segunda ocultação.", shown: "Segunda revisão." },
    ]);
  });
});

describe("demo data", () => {
  it("gives the demo's open raises answered questions, the newest still waiting for the creator", async () => {
    const acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
    const seen = await list(await loginAs(t.app, DEMO.bruno), "", acacias);
    expect(seen.total).toBe(4);
    expect(seen.unanswered).toBe(1);
    expect(seen.items[0]!.answer).toBeNull();
    expect(seen.items.slice(1).every((q) => q.answer !== null)).toBe(true);
    expect(seen.can_ask).toBe(true);
    const creator = await list(await loginAs(t.app, DEMO.creator), "?order=unanswered", acacias);
    expect(creator).toMatchObject({ can_answer: true, unanswered: 1 });
  });
});

describe("Baixar meus dados", () => {
  it("carries the questions a person asked, with their answers and any hiding", async () => {
    const data = await collectAccountData(t.database.db, ivo.id);
    const asked = JSON.stringify(data.sections["projetos.json"]);
    expect(asked).toContain("Qual é a garantia oferecida aos investidores caso a obra atrase?");
    expect(asked).toContain("A garantia é a alienação fiduciária do terreno e das unidades.");
    expect(asked).toContain("Linguagem ofensiva, contra as regras da plataforma.");
  });
});
