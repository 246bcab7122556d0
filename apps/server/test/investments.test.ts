import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { investments, notifications } from "../src/db/schema/index.ts";
import { closeExpiredRaises } from "../src/modules/investments/close-expired-raises.ts";
import { withdrawalDeadline } from "../src/modules/payments/index.ts";
import { dayOf } from "@alicerce/shared/sao-paulo-time";
import {
  brl,
  client,
  createProject,
  createSeededApp,
  dateIn,
  DEMO,
  getDetail,
  loginAll,
  loginAs,
  newAccount,
  ok,
  openRaise,
  payCommitment,
  projectIdByTitle,
  projectRow,
  setProject,
  SEEDED,
  userIdOf,
  type Account,
  type Investment,
  type InvestorLimits,
  type ProjectDetail,
} from "./project-helpers.ts";
import { mailsTo } from "./outbox.ts";
import { expectApiError, sqlRows, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;
let ana: string;
let paula: string;

beforeAll(async () => {
  t = await createSeededApp();
  [criador, ana, paula] = await loginAll(t.app, DEMO.creator, DEMO.ana, DEMO.paula);
});
afterAll(() => t.close());

/** A failed raise's notice to one investor (their "Investimento confirmado" rows are not counted here). */
const cancelNotice = (userId: string) =>
  and(eq(notifications.userId, userId), eq(notifications.title, "Captação cancelada"));
const invest = (cookie: string, projectId: string, amount: unknown) =>
  client(t.app, cookie).post(`/api/projects/${projectId}/investments`, { amount });
const limits = async (cookie: string) => ok<InvestorLimits>(await client(t.app, cookie).get("/api/investor/limits"));
const declare = (cookie: string, body: unknown) => client(t.app, cookie).post("/api/investor/declarations", body);
const withdraw = (cookie: string, id: string) => client(t.app, cookie).post(`/api/investments/${id}/withdraw`);
/** Paid money only (decision 107). */
const raised = async (id: string) => Number((await projectRow(t.database.db, id)).raisedAmount);
/** The room commitments take under the target: paid plus reserved (awaiting their Pix, decision 107). */
const taken = async (id: string) => {
  const row = await projectRow(t.database.db, id);
  return Number(row.raisedAmount) + Number(row.reservedAmount);
};
const pay = async (investmentId: string) =>
  expect((await payCommitment(t.database.db, investmentId)).outcome).toBe("credited");

/** A fresh open raise of criador's (public, funding_open). */
const raise = (target = 100_000, minInvestment = 1_000, extra: Parameters<typeof openRaise>[2] = {}) =>
  openRaise(t, criador, {
    target_amount: target,
    min_investment: minInvestment,
    minimum_target_amount: null,
    ...extra,
  });

describe("POST /api/projects/:id/investments — the project's rules", () => {
  it("commits an amount and raises the project's total", async () => {
    const investor = await newAccount(t.app, "investor", { name: "Irene Investidora" });
    const id = await raise(100_000, 1_000);
    const before = Date.now();
    const created = ok<Investment>(await invest(investor.cookie, id, 2_500.5), 201);
    expect(created).toMatchObject({
      project_id: id,
      investor_id: investor.id,
      investor_name: "Irene Investidora",
      amount: 2_500.5,
      status: "active",
      can_withdraw: true,
      cancel_reason: null,
    });
    // Five business days to withdraw, counted from the commitment (CVM 88, decision 111).
    expect(created.withdrawable_until).toBe(withdrawalDeadline(new Date(created.created_at)).toISOString());
    expect(Date.parse(created.created_at)).toBeGreaterThanOrEqual(before - 5_000);
    // Reserved until its Pix arrives; raised once paid (decision 107).
    expect(created.payment).toMatchObject({ status: "awaiting_payment", amount: 2_500.5, paid_at: null });
    expect(await raised(id)).toBe(0);
    expect(await taken(id)).toBe(2_500.5);
    await pay(created.id);
    expect(await raised(id)).toBe(2_500.5);
    const detail = await getDetail(t.app, investor.cookie, id);
    expect(detail).toMatchObject({
      raised_amount: 2_500.5,
      investor_count: 1,
      viewer: { invested_amount: 2_500.5, can_invest: true },
    });
  });

  it("refuses less than the minimum ticket, naming it", async () => {
    const id = await projectIdByTitle(t.database.db, SEEDED.acacias);
    const before = await raised(id);
    expectApiError(
      await invest(paula, id, 4_999.99),
      409,
      "CONFLICT",
      `O investimento mínimo neste projeto é de ${brl(5_000)}.`,
    );
    expect(await raised(id)).toBe(before);
  });

  it("refuses more than what is left of the target, naming what is left", async () => {
    const id = await raise(50_000, 1_000);
    ok(await invest(paula, id, 30_000), 201);
    expectApiError(
      await invest(paula, id, 20_000.01),
      409,
      "CONFLICT",
      `O valor ultrapassa a meta do projeto. Restam ${brl(20_000)} para completar a captação.`,
    );
    ok(await invest(paula, id, 20_000), 201);
    expect(await taken(id)).toBe(50_000);
    expectApiError(
      await invest(paula, id, 1_000),
      409,
      "CONFLICT",
      "A meta de captação deste projeto já foi atingida.",
    );
  });

  it("refuses projects that are not raising: 409 when visible, 404 when not", async () => {
    const id = (title: string) => projectIdByTitle(t.database.db, title);
    const notRaising = "Este projeto não está captando investimentos.";
    expectApiError(await invest(ana, await id(SEEDED.atlantico), 5_000), 409, "CONFLICT", notRaising); // planning
    expectApiError(await invest(ana, await id(SEEDED.vilaSerena), 5_000), 409, "CONFLICT", notRaising); // in progress
    expectApiError(await invest(ana, await id(SEEDED.portoNovo), 10_000), 409, "CONFLICT", notRaising); // completed
    expectApiError(await invest(ana, await id(SEEDED.bosqueVerde), 5_000), 404, "NOT_FOUND"); // private draft
    expectApiError(await invest(ana, await id(SEEDED.torreAmazonia), 50_000), 404, "NOT_FOUND"); // private planning
    const publicDraft = await createProject(t.app, criador, { visibility: "public" });
    expectApiError(await invest(ana, publicDraft, 5_000), 404, "NOT_FOUND");
    // Users who can see them still cannot invest.
    const legal = await loginAs(t.app, DEMO.legal);
    expectApiError(await invest(legal, await id(SEEDED.bosqueVerde), 5_000), 409, "CONFLICT", notRaising);
    expectApiError(await invest(legal, publicDraft, 5_000), 409, "CONFLICT", notRaising);
    expectApiError(
      await invest(legal, await id(SEEDED.casaDeCampo), 5_000),
      409,
      "CONFLICT",
      "Este projeto não capta investimentos.",
    );
    // A raise whose deadline passed but that the closing job has not handled yet.
    const late = await raise();
    await setProject(t.database.db, late, { deadline: dateIn(-1) });
    expectApiError(await invest(ana, late, 1_000), 409, "CONFLICT", "O prazo de captação deste projeto terminou.");
    expect((await getDetail(t.app, ana, late)).viewer.can_invest).toBe(false);
  });

  it("refuses the project's own creator with 403", async () => {
    const id = await projectIdByTitle(t.database.db, SEEDED.acacias);
    expectApiError(
      await invest(criador, id, 5_000),
      403,
      "FORBIDDEN",
      "Você não pode investir no seu próprio projeto.",
    );
    expect((await getDetail(t.app, criador, id)).viewer.can_invest).toBe(false);
  });

  it("validates the amount and needs a session", async () => {
    const id = await projectIdByTitle(t.database.db, SEEDED.mercado);
    for (const amount of [0, -100, "5000", 1_000.001, null]) {
      expectApiError(await invest(ana, id, amount), 400, "VALIDATION_ERROR");
    }
    expectApiError(
      await client(t.app).post(`/api/projects/${id}/investments`, { amount: 5_000 }),
      401,
      "UNAUTHENTICATED",
    );
    expectApiError(await invest(ana, "00000000-0000-4000-8000-000000000000", 5_000), 404, "NOT_FOUND");
  });
});

describe("CVM 88 yearly limit", () => {
  it("gives Ana R$ 15.000 left this year and holds her to it", async () => {
    expect(await limits(ana)).toMatchObject({
      year: new Date().getFullYear(),
      annual_limit: 20_000,
      committed_this_year: 5_000,
      remaining: 15_000,
      declaration: null,
    });
    const mercado = await projectIdByTitle(t.database.db, SEEDED.mercado);
    expectApiError(
      await invest(ana, mercado, 15_000.01),
      409,
      "CONFLICT",
      `Este investimento ultrapassa seu limite anual de ${brl(20_000)} (CVM 88). Disponível neste ano: ${brl(15_000)}.`,
    );
    const made = ok<Investment>(await invest(ana, mercado, 15_000), 201);
    expect(await limits(ana)).toMatchObject({ committed_this_year: 20_000, remaining: 0 });
    expectApiError(await invest(ana, mercado, 2_500), 409, "CONFLICT");
    // Withdrawing frees the room again.
    ok(await withdraw(ana, made.id));
    expect(await limits(ana)).toMatchObject({ committed_this_year: 5_000, remaining: 15_000 });
    // The creator, told of the investment, is told of the withdrawal too (docs/product/account-and-notifications.md#notifications).
    const creatorId = (await projectRow(t.database.db, mercado)).createdBy;
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, creatorId), eq(notifications.title, "Desistência de investimento")));
    expect(
      told.map((n) => n.body).some((b) => b.includes(`investimento de ${brl(15_000)} no projeto "${SEEDED.mercado}"`)),
    ).toBe(true);
    // No e-mail: Marina turned event e-mails off in the demo data (the bell still tells her).
    await t.app.jobs.deliverMail();
    const mails = await mailsTo(path.join(t.config.dataDir, "outbox"), DEMO.marina);
    expect(mails.some((m) => m.includes("desistiu do investimento"))).toBe(false);
  });

  it("gives a new investor R$ 20.000", async () => {
    const investor = await newAccount(t.app, "investor");
    expect(await limits(investor.cookie)).toMatchObject({
      annual_limit: 20_000,
      committed_this_year: 0,
      remaining: 20_000,
      declaration: null,
    });
    const id = await raise(500_000, 1_000);
    expectApiError(await invest(investor.cookie, id, 20_000.01), 409, "CONFLICT");
    ok(await invest(investor.cookie, id, 12_000), 201);
    ok(await invest(investor.cookie, id, 8_000), 201);
    expectApiError(
      await invest(investor.cookie, id, 1_000),
      409,
      "CONFLICT",
      `Este investimento ultrapassa seu limite anual de ${brl(20_000)} (CVM 88). Disponível neste ano: ${brl(0)}.`,
    );
  });

  it("lifts the limit to 10% of declared income above R$ 200.000", async () => {
    const investor = await newAccount(t.app, "investor");
    const id = await raise(500_000, 1_000);
    ok(await invest(investor.cookie, id, 20_000), 201);
    const declared = ok<InvestorLimits>(
      await declare(investor.cookie, { annual_income: 500_000, accepted: true }),
      201,
    );
    expect(declared).toMatchObject({
      annual_limit: 50_000,
      committed_this_year: 20_000,
      remaining: 30_000,
      declaration: {
        annual_income: 500_000,
        financial_investments: null,
        qualified_investor: false,
        declared_at: expect.any(String),
      },
    });
    expectApiError(await invest(investor.cookie, id, 30_000.01), 409, "CONFLICT");
    ok(await invest(investor.cookie, id, 30_000), 201);
    expect(await limits(investor.cookie)).toMatchObject({ annual_limit: 50_000, remaining: 0 });
  });

  it("uses the larger of income and financial investments, and only above the threshold", async () => {
    const investor = await newAccount(t.app, "investor");
    const cases: [Record<string, unknown>, number | null][] = [
      [{ annual_income: 200_000 }, 20_000], // not above R$ 200.000
      [{ annual_income: 150_000, financial_investments: 300_000 }, 30_000],
      [{ annual_income: 1_000_000, financial_investments: 250_000 }, 100_000],
      [{ annual_income: null, financial_investments: null }, 20_000],
      [{ qualified_investor: true }, null],
      // The latest declaration counts.
      [{ annual_income: 300_000 }, 30_000],
    ];
    for (const [body, expected] of cases) {
      const answer = ok<InvestorLimits>(await declare(investor.cookie, { ...body, accepted: true }), 201);
      expect(answer.annual_limit, JSON.stringify(body)).toBe(expected);
    }
  });

  it("needs the declaration to be confirmed (accepted: true)", async () => {
    const investor = await newAccount(t.app, "investor");
    for (const body of [
      { annual_income: 500_000 },
      { annual_income: 500_000, accepted: false },
      { annual_income: 500_000, accepted: "true" },
    ]) {
      const error = expectApiError(await declare(investor.cookie, body), 400, "VALIDATION_ERROR");
      expect(error.fields?.accepted).toEqual(["Confirme que as informações são verdadeiras."]);
    }
    expectApiError(await declare(investor.cookie, { annual_income: -1, accepted: true }), 400, "VALIDATION_ERROR");
    expect((await limits(investor.cookie)).declaration).toBeNull();
    expectApiError(await client(t.app).post("/api/investor/declarations", { accepted: true }), 401, "UNAUTHENTICATED");
    expectApiError(await client(t.app).get("/api/investor/limits"), 401, "UNAUTHENTICATED");
  });

  it("puts no limit on a qualified investor", async () => {
    expect(await limits(paula)).toMatchObject({
      annual_limit: null,
      remaining: null,
      declaration: { qualified_investor: true },
    });
    const investor = await newAccount(t.app, "investor");
    ok(await declare(investor.cookie, { qualified_investor: true, accepted: true }), 201);
    const id = await raise(1_000_000, 1_000);
    ok(await invest(investor.cookie, id, 250_000), 201);
    ok(await invest(paula, id, 300_000), 201);
    expect(await limits(investor.cookie)).toMatchObject({
      annual_limit: null,
      committed_this_year: 250_000,
      remaining: null,
    });
  });

  it("gives Bruno (income R$ 600.000) a R$ 60.000 limit, which the demo data respects", async () => {
    const bruno = await loginAs(t.app, DEMO.bruno);
    const l = await limits(bruno);
    expect(l).toMatchObject({
      annual_limit: 60_000,
      declaration: { annual_income: 600_000, qualified_investor: false },
    });
    expect(l.committed_this_year).toBeLessThanOrEqual(60_000);
    expect(l.remaining).toBe(60_000 - l.committed_this_year);
  });
});

describe("withdrawal (5 days)", () => {
  let investor: Account;
  let projectId: string;
  beforeAll(async () => {
    investor = await newAccount(t.app, "investor");
    projectId = await raise(100_000, 1_000);
  });

  it("withdraws within 5 days and lowers the raised total", async () => {
    const made = ok<Investment>(await invest(investor.cookie, projectId, 4_000), 201);
    await pay(made.id);
    await pay(ok<Investment>(await invest(paula, projectId, 6_000), 201).id);
    expect(await raised(projectId)).toBe(10_000);
    const withdrawn = ok<Investment>(await withdraw(investor.cookie, made.id));
    expect(withdrawn).toMatchObject({ id: made.id, status: "withdrawn", can_withdraw: false });
    expect(await raised(projectId)).toBe(6_000);
    expect(await getDetail(t.app, investor.cookie, projectId)).toMatchObject({
      raised_amount: 6_000,
      investor_count: 1,
      viewer: { invested_amount: 0 },
    });
    expectApiError(await withdraw(investor.cookie, made.id), 409, "CONFLICT", "Este investimento não está mais ativo.");
    expect(await raised(projectId)).toBe(6_000);
  });

  it("refuses after the 5 business days", async () => {
    const made = ok<Investment>(await invest(investor.cookie, projectId, 1_000), 201);
    const ended = new Date(Date.now() - 1_000);
    await t.database.db.update(investments).set({ withdrawableUntil: ended }).where(eq(investments.id, made.id));
    const before = await raised(projectId);
    expectApiError(
      await withdraw(investor.cookie, made.id),
      409,
      "CONFLICT",
      `O prazo para desistir deste investimento terminou em ${dayOf(ended)} (5 dias úteis após o investimento).`,
    );
    expect(await raised(projectId)).toBe(before);
    const mine = ok<Investment[]>(await client(t.app, investor.cookie).get("/api/investments/mine"));
    expect(mine.find((i) => i.id === made.id)).toMatchObject({ status: "active", can_withdraw: false });
  });

  it("answers 404 for another user's investment or an unknown one", async () => {
    const made = ok<Investment>(await invest(investor.cookie, projectId, 1_000), 201);
    const other = await newAccount(t.app, "investor");
    expectApiError(await withdraw(other.cookie, made.id), 404, "NOT_FOUND", "Investimento não encontrado.");
    expectApiError(await withdraw(criador, made.id), 404, "NOT_FOUND");
    expectApiError(await withdraw(await loginAs(t.app, DEMO.admin), made.id), 404, "NOT_FOUND");
    expectApiError(await withdraw(investor.cookie, "00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
    expectApiError(await client(t.app).post(`/api/investments/${made.id}/withdraw`), 401, "UNAUTHENTICATED");
    expect((await t.database.db.select().from(investments).where(eq(investments.id, made.id)))[0]!.status).toBe(
      "active",
    );
  });

  it("lists only the user's own investments, newest first", async () => {
    const mine = ok<Investment[]>(await client(t.app, investor.cookie).get("/api/investments/mine"));
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((i) => i.investor_id === investor.id)).toBe(true);
    const times = mine.map((i) => Date.parse(i.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const anas = ok<Investment[]>(await client(t.app, ana).get("/api/investments/mine"));
    expect(anas.find((i) => i.project_title === SEEDED.acacias)).toMatchObject({
      amount: 5_000,
      status: "active",
      can_withdraw: true,
    });
  });
});

describe("interest and the creator's lists", () => {
  it("turns interest on and off, idempotently", async () => {
    const id = await raise();
    const investor = await newAccount(t.app, "investor", { name: "Inês Interessada" });
    const api = client(t.app, investor.cookie);
    for (let i = 0; i < 2; i++) expect((await api.put(`/api/projects/${id}/interest`)).statusCode).toBe(204);
    expect(await getDetail(t.app, investor.cookie, id)).toMatchObject({
      interest_count: 1,
      viewer: { interested: true, can_mark_interest: true },
    });
    const interests = ok<{ user_id: string; name: string; email: string | null }[]>(
      await client(t.app, criador).get(`/api/projects/${id}/interests`),
    );
    // LGPD: the name only, until the person chooses to share their e-mail.
    expect(interests).toEqual([
      { user_id: investor.id, name: "Inês Interessada", email: null, created_at: expect.any(String) },
    ]);
    expect((await api.put(`/api/projects/${id}/interest`, { share_contact: true })).statusCode).toBe(204);
    const shared = ok<{ email: string | null }[]>(await client(t.app, criador).get(`/api/projects/${id}/interests`));
    expect(shared.map((i) => i.email)).toEqual([investor.email]);
    expectApiError(await api.put(`/api/projects/${id}/interest`, { share_contact: "sim" }), 400, "VALIDATION_ERROR");
    for (let i = 0; i < 2; i++) expect((await api.del(`/api/projects/${id}/interest`)).statusCode).toBe(204);
    expect(await getDetail(t.app, investor.cookie, id)).toMatchObject({
      interest_count: 0,
      viewer: { interested: false },
    });
    expect(ok<unknown[]>(await client(t.app, criador).get(`/api/projects/${id}/interests`))).toEqual([]);
  });

  it("takes interest only in a project that has passed legal review and is not over, never from its creator", async () => {
    const investor = await newAccount(t.app, "investor");
    const id = await raise();
    expectApiError(
      await client(t.app, criador).put(`/api/projects/${id}/interest`),
      409,
      "CONFLICT",
      "Você é o criador deste projeto.",
    );
    expect((await getDetail(t.app, criador, id)).viewer.can_mark_interest).toBe(false);
    const legal = await loginAs(t.app, DEMO.legal); // sees drafts too
    for (const [status, label] of [
      ["draft", "Rascunho"],
      ["completed", "Concluído"],
    ] as const) {
      await setProject(t.database.db, id, { status });
      expect((await getDetail(t.app, legal, id)).viewer.can_mark_interest).toBe(false);
      expectApiError(
        await client(t.app, legal).put(`/api/projects/${id}/interest`),
        409,
        "CONFLICT",
        `Não é possível demonstrar interesse em um projeto com status "${label}".`,
      );
    }
    await setProject(t.database.db, id, { status: "funding_open" });
    expect((await getDetail(t.app, investor.cookie, id)).viewer.can_mark_interest).toBe(true);
  });

  it("answers 404 for interest in a project the user cannot see", async () => {
    const hidden = await projectIdByTitle(t.database.db, SEEDED.bosqueVerde);
    expectApiError(await client(t.app, ana).put(`/api/projects/${hidden}/interest`), 404, "NOT_FOUND");
    expectApiError(await client(t.app, ana).del(`/api/projects/${hidden}/interest`), 404, "NOT_FOUND");
    expectApiError(await client(t.app).put(`/api/projects/${hidden}/interest`), 401, "UNAUTHENTICATED");
  });

  it("shows interests and investments to the creator (and admins) only", async () => {
    const id = await projectIdByTitle(t.database.db, SEEDED.acacias);
    const interests = ok<{ name: string; email: string | null }[]>(
      await client(t.app, criador).get(`/api/projects/${id}/interests`),
    );
    // Bruno shared his e-mail; Ana did not, so the creator sees her name only.
    expect(interests.map((i) => [i.name, i.email]).sort()).toEqual([
      ["Ana Investidora", null],
      ["Bruno Almeida", DEMO.bruno],
    ]);
    const list = ok<Investment[]>(await client(t.app, criador).get(`/api/projects/${id}/investments`));
    expect(list.map((i) => i.investor_name).sort()).toEqual(["Ana Investidora", "Bruno Almeida", "Paula Ribeiro"]);
    expect(list.every((i) => !i.can_withdraw)).toBe(true); // only the investor may withdraw
    const admin = await loginAs(t.app, DEMO.admin);
    ok(await client(t.app, admin).get(`/api/projects/${id}/interests`));
    ok(await client(t.app, admin).get(`/api/projects/${id}/investments`));
    for (const email of [DEMO.ana, DEMO.marina, DEMO.legal, DEMO.supplier]) {
      const cookie = await loginAs(t.app, email);
      expectApiError(await client(t.app, cookie).get(`/api/projects/${id}/interests`), 403, "FORBIDDEN");
      expectApiError(await client(t.app, cookie).get(`/api/projects/${id}/investments`), 403, "FORBIDDEN");
    }
    const hidden = await projectIdByTitle(t.database.db, SEEDED.torreAmazonia);
    expectApiError(await client(t.app, criador).get(`/api/projects/${hidden}/investments`), 404, "NOT_FOUND");
  });
});

describe("concurrency", () => {
  it("serves the last reais once: two investors racing for R$ 10.000 left", async () => {
    for (let round = 0; round < 3; round++) {
      const id = await raise(20_000, 1_000);
      const first = await newAccount(t.app, "investor");
      ok(await invest(first.cookie, id, 10_000), 201);
      const [a, b] = [await newAccount(t.app, "investor"), await newAccount(t.app, "investor")];
      const answers = await Promise.all([invest(a.cookie, id, 10_000), invest(b.cookie, id, 10_000)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expectApiError(
        answers.find((r) => r.statusCode === 409)!,
        409,
        "CONFLICT",
        "A meta de captação deste projeto já foi atingida.",
      );
      expect(await taken(id)).toBe(20_000);
      const [sum] = await t.database.db
        .select({ total: sql<string>`sum(${investments.amount})` })
        .from(investments)
        .where(and(eq(investments.projectId, id), eq(investments.status, "active")));
      expect(Number(sum!.total)).toBe(20_000);
    }
  });

  it("holds one investor's yearly limit across concurrent commitments to two projects", async () => {
    const investor = await newAccount(t.app, "investor");
    const [p1, p2] = [await raise(100_000, 1_000), await raise(100_000, 1_000)];
    const answers = await Promise.all([invest(investor.cookie, p1, 15_000), invest(investor.cookie, p2, 15_000)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await limits(investor.cookie)).toMatchObject({ committed_this_year: 15_000, remaining: 5_000 });
  });
  it("withdraws once when the same withdrawal is sent twice at the same time", async () => {
    const investor = await newAccount(t.app, "investor");
    const id = await raise(100_000, 1_000);
    const made = ok<Investment>(await invest(investor.cookie, id, 3_000), 201);
    const answers = await Promise.all([withdraw(investor.cookie, made.id), withdraw(investor.cookie, made.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await raised(id)).toBe(0);
  });

  it("records one interest when it is marked twice at the same time", async () => {
    const investor = await newAccount(t.app, "investor");
    const id = await raise();
    const api = client(t.app, investor.cookie);
    const answers = await Promise.all([
      api.put(`/api/projects/${id}/interest`),
      api.put(`/api/projects/${id}/interest`),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([204, 204]);
    expect((await getDetail(t.app, investor.cookie, id)).interest_count).toBe(1);
  });
});

describe("the project's row, taken last (decision 064)", () => {
  /** The rows a refused commitment must not leave: its investment and its bell entries. */
  const leftBehind = async (projectId: string, investorId: string) => {
    const made = await t.database.db
      .select({ id: investments.id })
      .from(investments)
      .where(and(eq(investments.projectId, projectId), eq(investments.investorId, investorId)));
    const told = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.link, `/dashboard/projects/${projectId}`), eq(notifications.userId, investorId)));
    return { investments: made.length, notifications: told.length };
  };

  it("refuses, writing nothing, a commitment whose project closed after its first read", async () => {
    const id = await raise(100_000, 1_000);
    const investor = await newAccount(t.app, "investor");
    // The project leaves funding_open once the first read is behind (here: as the investment is
    // written, in the commitment's own transaction), so only the final conditional update can see it.
    await t.database.db.execute(
      sql.raw(`create function test_close_raise() returns trigger language plpgsql as $$
        begin update projects set status = 'planning' where id = new.project_id; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger test_close_raise after insert on investments for each row
        when (new.project_id = '${id}'::uuid) execute function test_close_raise()`),
    );
    try {
      expectApiError(
        await invest(investor.cookie, id, 5_000),
        409,
        "CONFLICT",
        "Este projeto não está captando investimentos.",
      );
    } finally {
      await t.database.db.execute(sql.raw("drop trigger test_close_raise on investments"));
      await t.database.db.execute(sql.raw("drop function test_close_raise()"));
    }
    expect(await leftBehind(id, investor.id)).toEqual({ investments: 0, notifications: 0 });
    expect(await raised(id)).toBe(0);
    expect((await projectRow(t.database.db, id)).status).toBe("funding_open");
    expect(await limits(investor.cookie)).toMatchObject({ committed_this_year: 0 });
    // The same commitment, with the project still raising, goes through.
    ok(await invest(investor.cookie, id, 5_000), 201);
    expect(await taken(id)).toBe(5_000);
  });

  it("keeps the books when many commit and withdraw at once: only 201 or 409, never past the target", async () => {
    const id = await raise(20_000, 1_000);
    const early = await Promise.all([0, 1, 2].map(() => newAccount(t.app, "investor")));
    const made = await Promise.all(early.map(async (a) => ok<Investment>(await invest(a.cookie, id, 3_000), 201)));
    const late = await Promise.all(Array.from({ length: 10 }, () => newAccount(t.app, "investor")));
    // 9 000 committed; three withdrawals race ten commitments of R$ 3 000 for what is left and freed.
    const answers = await Promise.all([
      ...late.map((a) => invest(a.cookie, id, 3_000)),
      ...made.map((m, i) => withdraw(early[i]!.cookie, m.id)),
    ]);
    const commits = answers.slice(0, late.length).map((r) => r.statusCode);
    expect(answers.slice(late.length).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(commits.every((code) => code === 201 || code === 409)).toBe(true);
    const won = commits.filter((code) => code === 201).length;
    // At least what was left before the withdrawals (11 000: three), at most what fits in 20 000 (six).
    expect(won).toBeGreaterThanOrEqual(3);
    expect(won).toBeLessThanOrEqual(6);
    const [sum] = await t.database.db
      .select({ total: sql<string>`coalesce(sum(${investments.amount}), 0)` })
      .from(investments)
      .where(and(eq(investments.projectId, id), eq(investments.status, "active")));
    expect(Number(sum!.total)).toBe(won * 3_000);
    expect(await taken(id)).toBe(won * 3_000);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, with another transaction on the project's row", () => {
    type Waiter = { pid: number; query: string };
    const rows = <R>(query: ReturnType<typeof sql>) => sqlRows<R>(t.database.db, query);

    /** The backend of this database waiting on a lock (the commitment), once it waits. */
    const waiter = async (): Promise<Waiter> => {
      for (let i = 0; i < 400; i++) {
        const [w] = await rows<Waiter>(
          sql`select pid, query from pg_stat_activity where datname = current_database()
                and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (w) return w;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error("no commitment waited on a lock");
    };

    /**
     * The request waits at the project's raised amount, its last statement, having already written to
     * `tables` (row-exclusive locks it holds): the project's row is taken last, not first.
     */
    const expectWaitingAtRaisedAmountHaving = async (tables: string[]) => {
      const w = await waiter();
      expect(w.query).toMatch(/^update "projects" set "reserved_amount"/);
      const held = await rows<{ rel: string }>(
        sql`select relation::regclass::text as rel from pg_locks
              where pid = ${w.pid} and locktype = 'relation' and mode = 'RowExclusiveLock' and granted`,
      );
      expect(held.map((h) => h.rel)).toEqual(expect.arrayContaining(tables));
    };

    /** Runs `change` on the project's row in a transaction left open until `during` finished. */
    const holding = async (change: ReturnType<typeof sql>, during: () => Promise<void>) => {
      let taken!: () => void;
      const isTaken = new Promise<void>((resolve) => (taken = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(change);
        taken();
        await released;
      });
      await isTaken;
      try {
        await during();
      } finally {
        release();
        await holder;
      }
    };

    it("writes the commitment while the row is held, and waits only at the raised amount", async () => {
      const id = await raise(100_000, 1_000);
      const investor = await newAccount(t.app, "investor");
      let answer!: Promise<Awaited<ReturnType<typeof invest>>>;
      await holding(sql`update projects set updated_at = now() where id = ${id}`, async () => {
        answer = invest(investor.cookie, id, 5_000);
        await expectWaitingAtRaisedAmountHaving(["investments", "notifications"]);
      });
      ok(await answer, 201);
      expect(await taken(id)).toBe(5_000);
      expect(await leftBehind(id, investor.id)).toEqual({ investments: 1, notifications: 1 });
    });

    it("refuses, writing nothing, when the project closed while the commitment waited", async () => {
      const id = await raise(100_000, 1_000);
      const investor = await newAccount(t.app, "investor");
      let answer!: Promise<Awaited<ReturnType<typeof invest>>>;
      await holding(sql`update projects set status = 'planning' where id = ${id}`, async () => {
        answer = invest(investor.cookie, id, 5_000);
        expect((await waiter()).query).toMatch(/^update "projects" set "reserved_amount"/);
      });
      expectApiError(await answer, 409, "CONFLICT", "Este projeto não está captando investimentos.");
      expect(await leftBehind(id, investor.id)).toEqual({ investments: 0, notifications: 0 });
      expect(await raised(id)).toBe(0);
      expect(await limits(investor.cookie)).toMatchObject({ committed_this_year: 0 });
    });

    it("withdraws while the row is held, waiting only at the raised amount", async () => {
      const id = await raise(100_000, 1_000);
      const investor = await newAccount(t.app, "investor");
      const made = ok<Investment>(await invest(investor.cookie, id, 4_000), 201);
      let answer!: Promise<Awaited<ReturnType<typeof withdraw>>>;
      await holding(sql`update projects set updated_at = now() where id = ${id}`, async () => {
        answer = withdraw(investor.cookie, made.id);
        await expectWaitingAtRaisedAmountHaving(["investments", "notifications"]);
      });
      expect(ok<Investment>(await answer).status).toBe("withdrawn");
      expect(await raised(id)).toBe(0);
    });

    it("commits to another project while a commitment's transaction is open: the platform's totals wait for commits only (decision 069)", async () => {
      const held = await raise(100_000, 1_000);
      const other = await raise(100_000, 1_000);
      const holder = await newAccount(t.app, "investor");
      const investor = await newAccount(t.app, "investor");
      const totals = async () =>
        (
          await rows<{ amount: string; commitments: number }>(
            sql`select amount::text, commitments from investment_totals`,
          )
        )[0]!;
      const before = await totals();
      let answer!: Awaited<ReturnType<typeof invest>>;
      // An active commitment written and not yet committed, as a commitment's transaction is after its insert.
      await holding(
        sql`insert into investments (project_id, investor_id, amount, withdrawable_until)
              values (${held}, ${holder.id}, 2000, now() + interval '5 days')`,
        async () => {
          // With the totals row updated at the insert, this commitment waited for that transaction to end.
          const timeout = new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error("the commitment waited for the other transaction")), 5_000),
          );
          answer = await Promise.race([invest(investor.cookie, other, 5_000), timeout]);
          expect(await totals()).toEqual({
            amount: (Number(before.amount) + 5_000).toFixed(2),
            commitments: before.commitments + 1,
          });
        },
      );
      ok(answer, 201);
      // Both commitments are counted once committed.
      expect(await totals()).toEqual({
        amount: (Number(before.amount) + 7_000).toFixed(2),
        commitments: before.commitments + 2,
      });
    });

    it("serves the last reais once when the winner's final update is still open", async () => {
      const id = await raise(20_000, 1_000);
      ok(await invest((await newAccount(t.app, "investor")).cookie, id, 10_000), 201);
      const investor = await newAccount(t.app, "investor");
      let answer!: Promise<Awaited<ReturnType<typeof invest>>>;
      // Another commitment's final statement, not yet committed, takes the last R$ 10.000.
      await holding(sql`update projects set raised_amount = raised_amount + 10000 where id = ${id}`, async () => {
        answer = invest(investor.cookie, id, 10_000);
        expect((await waiter()).query).toMatch(/^update "projects" set "reserved_amount"/);
      });
      expectApiError(await answer, 409, "CONFLICT", "A meta de captação deste projeto já foi atingida.");
      expect(await leftBehind(id, investor.id)).toEqual({ investments: 0, notifications: 0 });
      expect(await taken(id)).toBe(20_000);
    });
  });
});

describe("closeExpiredRaises", () => {
  const outbox = () => path.join(t.config.dataDir, "outbox");
  const run = async () => {
    const failed = await closeExpiredRaises({
      db: t.database.db,
      publicUrl: t.config.publicUrl,
      signals: t.database.signals,
    });
    await t.app.jobs.deliverMail();
    return failed;
  };
  const cancelMails = async (email: string) =>
    (await mailsTo(outbox(), email)).filter((m) => m.includes("terminou sem atingir o valor"));

  it("cancels a raise whose deadline passed below the minimum, telling every investor", async () => {
    const title = "Captação Que Não Vingou";
    const id = await raise(100_000, 1_000, { title, deadline: dateIn(10) });
    const [x, y, z] = [
      await newAccount(t.app, "investor"),
      await newAccount(t.app, "investor"),
      await newAccount(t.app, "investor"),
    ];
    await pay(ok<Investment>(await invest(x.cookie, id, 5_000), 201).id);
    ok(await invest(y.cookie, id, 3_000), 201);
    const gone = ok<Investment>(await invest(z.cookie, id, 2_000), 201);
    ok(await withdraw(z.cookie, gone.id));
    expect(await raised(id)).toBe(5_000);
    expect(await taken(id)).toBe(8_000);

    // A raise that reached its minimum, also past its deadline: left alone.
    const reached = await raise(30_000, 1_000, { title: "Captação Que Vingou", deadline: dateIn(10) });
    const w = await newAccount(t.app, "investor");
    await pay(ok<Investment>(await invest(w.cookie, reached, 10_000), 201).id);
    await pay(ok<Investment>(await invest(paula, reached, 10_000), 201).id);

    await setProject(t.database.db, id, { deadline: dateIn(-1) });
    await setProject(t.database.db, reached, { deadline: dateIn(-1) });
    const failed = await run();
    expect(failed).toContain(id);
    expect(failed).not.toContain(reached);

    const row = await projectRow(t.database.db, id);
    expect(row).toMatchObject({ status: "planning", raisedAmount: "0.00", reservedAmount: "0.00" });
    expect(row.fundingFailedAt).toBeInstanceOf(Date);
    expect((await getDetail(t.app, criador, id)).funding_failed_at).not.toBeNull();
    const rows = await t.database.db.select().from(investments).where(eq(investments.projectId, id));
    expect(rows.map((r) => [r.investorId, r.status]).sort()).toEqual(
      [
        [x.id, "cancelled"],
        [y.id, "cancelled"],
        [z.id, "withdrawn"],
      ].sort(),
    );
    expect(rows.find((r) => r.investorId === x.id)!.cancelReason).toBe(
      "Captação encerrada sem atingir o valor mínimo.",
    );

    for (const [investor, amount] of [
      [x, 5_000],
      [y, 3_000],
    ] as const) {
      const notes = await t.database.db.select().from(notifications).where(cancelNotice(investor.id));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ title: "Captação cancelada", link: `/dashboard/projects/${id}` });
      expect(notes[0]!.body).toContain(title);
      expect(notes[0]!.body).toContain(brl(amount));
      const mails = await cancelMails(investor.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(title);
      expect(mails[0]).toContain(`${t.config.publicUrl}/dashboard/projects/${id}`);
      // Their yearly room is back.
      expect((await limits(investor.cookie)).committed_this_year).toBe(0);
      const mine = ok<Investment[]>(await client(t.app, investor.cookie).get("/api/investments/mine"));
      expect(mine[0]).toMatchObject({
        status: "cancelled",
        can_withdraw: false,
        cancel_reason: "Captação encerrada sem atingir o valor mínimo.",
      });
    }
    // Who had already withdrawn is not told.
    expect(await t.database.db.select().from(notifications).where(cancelNotice(z.id))).toEqual([]);
    expect(await cancelMails(z.email)).toEqual([]);

    // The successful raise is untouched.
    expect(await projectRow(t.database.db, reached)).toMatchObject({
      status: "funding_open",
      raisedAmount: "20000.00",
      fundingFailedAt: null,
    });
    const kept = await t.database.db.select().from(investments).where(eq(investments.projectId, reached));
    expect(kept.every((i) => i.status === "active")).toBe(true);
    expect(await t.database.db.select().from(notifications).where(cancelNotice(w.id))).toEqual([]);

    // The seeded raises (deadlines ahead) are untouched too.
    expect((await projectRow(t.database.db, await projectIdByTitle(t.database.db, SEEDED.acacias))).status).toBe(
      "funding_open",
    );

    // Running again changes nothing and sends nothing.
    expect(await run()).toEqual([]);
    expect(await cancelMails(x.email)).toHaveLength(1);
    expect(await t.database.db.select().from(notifications).where(cancelNotice(x.id))).toHaveLength(1);

    // The creator may set new terms and open the raise again.
    ok<ProjectDetail>(
      await client(t.app, criador).put(`/api/projects/${id}/funding`, {
        target_amount: 100_000,
        min_investment: 1_000,
        deadline: dateIn(30),
      }),
    );
    const reopened = ok<ProjectDetail>(await client(t.app, criador).post(`/api/projects/${id}/open-funding`));
    expect(reopened).toMatchObject({
      status: "funding_open",
      raised_amount: 0,
      funding_failed_at: null,
      investor_count: 0,
    });
  });

  it("leaves a raise whose deadline is today alone", async () => {
    const id = await raise(100_000, 1_000, { deadline: dateIn(0) });
    ok(await invest(paula, id, 1_000), 201);
    expect(await run()).not.toContain(id);
    expect((await projectRow(t.database.db, id)).status).toBe("funding_open");
    // Keep the ids of seeded users in use so a cascade would be noticed.
    expect(await userIdOf(t.database.db, DEMO.paula)).toBeTruthy();
  });
});
