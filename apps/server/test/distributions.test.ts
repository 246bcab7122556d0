// Rendimentos e amortizações (docs/product/distributions.md, decision 057): the
// creator records a distribution, it is split among the confirmed commitments to the cent, and once the
// creator's Pix funds it (decision 115) each investor is told and finds it in the portfolio and the
// informe; every refusal writes nothing. The payment itself is payments-distributions.test.ts's.
import { count, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectDistributions, ReceivedDistributions } from "@alicerce/shared/schemas/distributions";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { formatIsoDay } from "@alicerce/shared/signatures";
import {
  distributions,
  distributionShares,
  investments,
  notifications,
  paymentCharges,
} from "../src/db/schema/index.ts";
import { settleCharge } from "../src/modules/payments/index.ts";
import { HAS_PDFTOTEXT, pdfText } from "./pdf-tools.ts";
import {
  client,
  createSeededApp,
  DEMO,
  investAndPay,
  loginAs,
  newAccount,
  ok,
  openRaise,
  setProject,
  testEndToEndId,
  type Account,
} from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let eva: Account;
let ivo: Account;
let lia: Account;
let tom: Account;
let ned: Account;
let projectId: string;

/** The 5-day withdrawal period of these investors' commitments in `id` is over. */
const confirm = async (id: string, ...who: Account[]) => {
  for (const person of who) {
    await t.database.db
      .update(investments)
      .set({ withdrawableUntil: sql`now() - interval '1 day'` })
      .where(sql`${investments.projectId} = ${id} and ${investments.investorId} = ${person.id}`);
  }
};
const record = (cookie: string | undefined, id: string, body: unknown) =>
  client(t.app, cookie).post(`/api/projects/${id}/distributions`, body);
const list = async (who: Account, id = projectId) =>
  ok<ProjectDistributions>(await client(t.app, who.cookie).get(`/api/projects/${id}/distributions`));
const written = async () => {
  const [d] = await t.database.db.select({ n: count() }).from(distributions);
  const [s] = await t.database.db.select({ n: count() }).from(distributionShares);
  return { distributions: Number(d!.n), shares: Number(s!.n) };
};
const valid = { amount: 1_000, kind: "income", note: "Aluguéis de setembro" };
const today = todayInSaoPaulo();

/** The creator's Pix for the distribution is credited (as the intake does), which funds it in the credit's transaction. */
async function fund(distributionId: string) {
  const [charge] = await t.database.db
    .select()
    .from(paymentCharges)
    .where(eq(paymentCharges.distributionId, distributionId))
    .orderBy(desc(paymentCharges.createdAt));
  await t.database.db.transaction((tx) =>
    settleCharge(tx, {
      txid: charge!.txid,
      endToEndId: testEndToEndId(),
      amountCents: charge!.amountCents,
      paidAt: new Date(),
    }),
  );
  // Funded by the credit itself (decision 115): the distributions' pass, the safety net, finds nothing left to fund.
  expect(await t.app.jobs.distributionPayments()).toMatchObject({ funded: 0 });
}
/** A distribution recorded and funded. */
const paid = async (cookie: string, id: string, body: unknown) => {
  const made = ok<{ id: string }>(await record(cookie, id, body), 201);
  await fund(made.id);
  return made;
};

beforeAll(async () => {
  t = await createSeededApp();
  eva = await newAccount(t.app, "creator", { name: "Eva Engenheira" });
  [ivo, lia, tom, ned] = [
    await newAccount(t.app, "investor", { name: "Ivo Investidor" }),
    await newAccount(t.app, "investor", { name: "Lia Investidora" }),
    await newAccount(t.app, "investor", { name: "=Tom Fórmula" }),
    await newAccount(t.app, "investor", { name: "Ned Novato" }),
  ];
  projectId = await openRaise(t, eva.cookie, { title: "Residencial Rendimentos", target_amount: 100_000 });
  await investAndPay(t, ivo.cookie, projectId, 2_000);
  await investAndPay(t, lia.cookie, projectId, 3_000);
  await investAndPay(t, lia.cookie, projectId, 1_000);
  await investAndPay(t, tom.cookie, projectId, 6_000);
  await investAndPay(t, ned.cookie, projectId, 1_000);
  await confirm(projectId, ivo, lia, tom);
});
afterAll(() => t.close());

describe("recording a distribution", () => {
  it("refuses while the raise is open, with nothing written", async () => {
    const before = await written();
    expectApiError(
      await record(eva.cookie, projectId, valid),
      409,
      "CONFLICT",
      "Distribuições só podem ser registradas em projetos de investimento em execução ou concluídos.",
    );
    expect(await written()).toEqual(before);
  });

  it("refuses an investor, another creator, a visitor and bad amounts, in pt-BR, with nothing written", async () => {
    await setProject(t.database.db, projectId, { status: "in_progress" });
    const before = await written();
    const stranger = await newAccount(t.app, "creator");
    for (const cookie of [ivo.cookie, stranger.cookie, await loginAs(t.app, DEMO.admin)]) {
      expectApiError(
        await record(cookie, projectId, valid),
        403,
        "FORBIDDEN",
        "Apenas o criador do projeto pode registrar distribuições.",
      );
    }
    expectApiError(await record(undefined, projectId, valid), 401, "UNAUTHENTICATED");
    const refusals: [unknown, string][] = [
      [{ ...valid, amount: 0 }, "O valor deve ser maior que zero."],
      [{ ...valid, amount: -10 }, "Informe um valor positivo."],
      [{ ...valid, amount: 10.005 }, "Use no máximo duas casas decimais."],
      [{ ...valid, amount: undefined }, "Informe o valor total da distribuição."],
      [{ ...valid, kind: "bonus" }, "Escolha o tipo: rendimento ou amortização."],
      [{ ...valid, note: "x".repeat(501) }, "Use no máximo 500 caracteres."],
    ];
    for (const [body, message] of refusals) {
      const res = await record(eva.cookie, projectId, body);
      expectApiError(res, 400, "VALIDATION_ERROR");
      expect(JSON.stringify(res.json()), JSON.stringify(body).slice(0, 80)).toContain(message);
    }
    expectApiError(await record(eva.cookie, "not-a-uuid", valid), 400, "VALIDATION_ERROR");
    expect(await written()).toEqual(before);
  });

  it("refuses a project whose commitments are all still withdrawable", async () => {
    const fresh = await openRaise(t, eva.cookie, { title: "Residencial Sem Confirmados", target_amount: 50_000 });
    await investAndPay(t, ned.cookie, fresh, 1_000);
    await setProject(t.database.db, fresh, { status: "in_progress" });
    const before = await written();
    expectApiError(
      await record(eva.cookie, fresh, valid),
      409,
      "CONFLICT",
      "Este projeto não tem compromissos confirmados para receber a distribuição.",
    );
    expect(await written()).toEqual(before);
  });

  it("splits the total among the confirmed commitments to the cent and tells each investor once paid", async () => {
    const { id } = ok<{ id: string }>(await record(eva.cookie, projectId, valid), 201);
    const told = () =>
      t.database.db
        .select({ userId: notifications.userId, title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(eq(notifications.title, "Distribuição paga: Residencial Rendimentos"));
    // Recorded, not paid: nobody is told yet.
    expect(await told()).toEqual([]);
    await fund(id);
    // 2 000 / 4 000 / 6 000 confirmed (Ned's 1 000 still withdrawable): 166,666… / 333,333… / 500.
    const shares = await t.database.db
      .select({ investorId: distributionShares.investorId, cents: distributionShares.amountCents })
      .from(distributionShares)
      .where(eq(distributionShares.distributionId, id));
    const byInvestor = Object.fromEntries(shares.map((s) => [s.investorId, s.cents]));
    expect(byInvestor).toEqual({ [ivo.id]: 16_667, [lia.id]: 33_333, [tom.id]: 50_000 });
    expect(shares.reduce((sum, s) => sum + s.cents, 0)).toBe(100_000);

    const bell = await told();
    expect(bell.map((n) => n.userId).sort()).toEqual([ivo.id, lia.id, tom.id].sort());
    expect(bell.find((n) => n.userId === ivo.id)!.body.replace(/\u00a0/g, " ")).toBe(
      `Sua parte no rendimento de ${formatIsoDay(today)}: R$ 166,67 bruto, R$ 0,00 de IR retido, R$ 166,67 líquido. ` +
        "Cadastre uma chave Pix em Minha Conta para receber.",
    );
  });

  it("shows everyone who sees the project the distributions, and each investor only their own share", async () => {
    const forIvo = await list(ivo);
    expect(forIvo.items).toHaveLength(1);
    expect(forIvo.items[0]).toMatchObject({
      kind: "income",
      amount: 1_000,
      paid_on: today,
      note: "Aluguéis de setembro",
      investors: 3,
      my_share: 166.67,
      status: "funded",
      my_payment: { gross: 166.67, tax: 0, net: 166.67, status: "awaiting_key" },
    });
    expect(forIvo.totals).toEqual({ income: 1_000, amortization: 0 });
    expect(forIvo.can_record).toBe(false);
    expect((await list(ned)).items[0]!.my_share).toBeNull();
    expect((await list(eva)).can_record).toBe(true);
    expect(JSON.stringify(forIvo)).not.toContain(lia.id);
  });

  it("comes 10 per page, newest first, with the totals of every paid one", async () => {
    // An investor of her own: the portfolio tests below count what Ivo received.
    const pia = await newAccount(t.app, "investor", { name: "Pia Paginada" });
    const paged = await openRaise(t, eva.cookie, { title: "Residencial Paginado", target_amount: 50_000 });
    await investAndPay(t, pia.cookie, paged, 1_000);
    await confirm(paged, pia);
    await setProject(t.database.db, paged, { status: "in_progress" });
    // Twelve recorded (R$ 1 to R$ 12), the first eleven paid, the last awaiting the creator's Pix.
    for (let n = 1; n <= 12; n++) {
      const body = { ...valid, amount: n, kind: n === 11 ? "amortization" : "income" };
      if (n < 12) await paid(eva.cookie, paged, body);
      else ok(await record(eva.cookie, paged, body), 201);
    }
    const first = await list(pia, paged);
    expect(first).toMatchObject({ total: 12, page: 1, page_size: 10 });
    expect(first.items.map((d) => d.amount)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(first.items[0]!.status).toBe("awaiting_funding");
    // R$ 1 + … + R$ 10 of rendimentos and R$ 11 of amortização paid; the R$ 12 awaiting counts in neither.
    expect(first.totals).toEqual({ income: 55, amortization: 11 });
    const second = ok<ProjectDistributions>(
      await client(t.app, pia.cookie).get(`/api/projects/${paged}/distributions?page=2`),
    );
    expect(second.items.map((d) => d.amount)).toEqual([2, 1]);
    expectApiError(
      await client(t.app, ivo.cookie).get(`/api/projects/${paged}/distributions?page=0`),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("the shares as CSV", () => {
  it("gives the creator and admins every line, quoted against formulas; refuses investors", async () => {
    const { items } = await list(eva);
    const url = `/api/projects/${projectId}/distributions/${items[0]!.id}/shares.csv`;
    const res = await client(t.app, eva.cookie).get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="distribuicao-${today}\\.csv"`),
    );
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"Investidor";"E-mail";"Compromissos confirmados (R$)";"Participação (%)";"Valor (R$)"');
    expect(lines).toContain(`"Ivo Investidor";"${ivo.email}";2000,00;16,6667;166,67`);
    expect(lines).toContain(`"'=Tom Fórmula";"${tom.email}";6000,00;50,0000;500,00`);
    expect(lines.at(-1)).toBe('"";"Total";12000,00;100,0000;1000,00');
    expect((await client(t.app, await loginAs(t.app, DEMO.admin)).get(url)).statusCode).toBe(200);
    expectApiError(
      await client(t.app, ivo.cookie).get(url),
      403,
      "FORBIDDEN",
      "Apenas o criador do projeto pode exportar as partes dos investidores.",
    );
    expectApiError(
      await client(t.app, eva.cookie).get(
        `/api/projects/${projectId}/distributions/00000000-0000-4000-8000-000000000000/shares.csv`,
      ),
      404,
      "NOT_FOUND",
      "Distribuição não encontrada.",
    );
  });
});

describe("what an investor received", () => {
  it("lists the shares received with totals per year, only the investor's own", async () => {
    const last = await paid(eva.cookie, projectId, { amount: 600, kind: "amortization" });
    // Paid last December (the test cannot wait a year): the day the money came in is what the lists read.
    await t.database.db.update(distributions).set({ paidOn: "2025-12-20" }).where(eq(distributions.id, last.id));
    // Recorded and not paid: not received.
    ok(await record(eva.cookie, projectId, { amount: 50, kind: "income" }), 201);
    const mine = ok<ReceivedDistributions>(await client(t.app, ivo.cookie).get("/api/portfolio/distributions"));
    expect(mine.total).toBe(2);
    expect(mine.items.map((i) => [i.paid_on, i.kind, i.amount, i.tax, i.net, i.status, i.project_title])).toEqual([
      [today, "income", 166.67, 0, 166.67, "awaiting_key", "Residencial Rendimentos"],
      ["2025-12-20", "amortization", 100, 0, 100, "awaiting_key", "Residencial Rendimentos"],
    ]);
    expect(mine.by_year).toEqual([
      { year: Number(today.slice(0, 4)), income: 166.67, amortization: 0, tax: 0 },
      { year: 2025, income: 0, amortization: 100, tax: 0 },
    ]);
    const nothing = ok<ReceivedDistributions>(await client(t.app, ned.cookie).get("/api/portfolio/distributions"));
    expect(nothing).toMatchObject({ items: [], total: 0, by_year: [] });
    const searched = ok<ReceivedDistributions>(
      await client(t.app, ivo.cookie).get("/api/portfolio/distributions?q=inexistente"),
    );
    expect(searched.total).toBe(0);
    expectApiError(await client(t.app).get("/api/portfolio/distributions"), 401, "UNAUTHENTICATED");
  });

  it.runIf(HAS_PDFTOTEXT)("prints the year's distributions on the informe de rendimentos", async () => {
    const year = today.slice(0, 4);
    const res = await client(t.app, ivo.cookie).get(`/api/portfolio/income-statement?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, " ");
    const table = text.slice(text.indexOf(`Rendimentos e amortizações recebidos em ${year}`));
    expect(table).toMatch(new RegExp(`^Rendimentos e amortizações recebidos em ${year} Pagamento Projeto `));
    expect(table).toContain(`${formatIsoDay(today)} Residencial Rendimentos`);
    expect(table).toContain("Bruto IR retido Líquido R$ 166,67 R$ 0,00 R$ 166,67");
    expect(table).toContain("Total recebido no ano");
    expect(text).toContain("Rendimentos recebidos no ano: R$ 166,67");
    // A year with only an amortização has an informe too.
    const earlier = await client(t.app, ivo.cookie).get("/api/portfolio/income-statement?year=2025");
    expect(earlier.statusCode, earlier.body).toBe(200);
    expect((await pdfText(earlier.rawPayload)).replace(/\s+/g, " ")).toContain(
      "Amortizações recebidas no ano (capital devolvido): R$ 100,00",
    );
  });
});
