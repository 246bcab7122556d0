import { and, eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { pdfText } from "./pdf-tools.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INCOME_STATEMENT_REFUSAL, noInvestmentsIn, supplierReason } from "@alicerce/shared/portfolio";
import type {
  CreatorOverview,
  HomeCharts,
  HomeSummary,
  InvestorOverview,
  LegalOverview,
  Recommendations,
  SupplierOverview,
} from "@alicerce/shared/schemas/portfolio";
import { contracts, investments, quotations, supplierReviews } from "../src/db/schema/index.ts";
import {
  brl,
  client,
  createProject,
  createSeededApp,
  dateIn,
  DEMO,
  invest,
  loginAll,
  loginAs,
  newAccount,
  ok,
  openRaise,
  projectIdByTitle,
  setProject,
  SEEDED,
  withdraw,
  type Account,
} from "./project-helpers.ts";
import { registerSupplier } from "./supplier-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;
let ana: string;

beforeAll(async () => {
  t = await createSeededApp();
  [criador, ana] = await loginAll(t.app, DEMO.creator, DEMO.ana);
});
afterAll(() => t.close());

const get = (cookie: string | undefined, url: string) => client(t.app, cookie).get(url);
const summary = async (cookie: string) => ok<HomeSummary>(await get(cookie, "/api/home/summary"));
const charts = async (cookie: string) => ok<HomeCharts>(await get(cookie, "/api/home/charts"));
const recommendations = async (cookie: string) => ok<Recommendations>(await get(cookie, "/api/recommendations"));
const overview = async <T>(cookie: string) => ok<T>(await get(cookie, "/api/portfolio/overview"));
const statement = (cookie: string | undefined, year: number | string) =>
  get(cookie, `/api/portfolio/income-statement?year=${year}`);
const yearNow = () =>
  Number(new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric" }).format(new Date()));

/** A fresh open raise of criador's. */
const raise = (overrides: Parameters<typeof openRaise>[2] = {}) =>
  openRaise(t, criador, { target_amount: 100_000, min_investment: 1_000, roi: 12.5, ...overrides });

/**
 * An amount as read back from the PDF: the no-break space after "R$" is drawn with the font's space
 * glyph, which a reader (pdftotext) gives back as a plain space.
 */
const printed = (value: number) => brl(value).replace(/\u00a0/g, " ");

// Runs first: the later tests open raises of their own, which would enter her top six.
describe("GET /api/recommendations — the demo investor", () => {
  it("ranks the demo investor's open raises by her past types and states, and says why", async () => {
    const { projects, suppliers } = await recommendations(ana);
    expect(suppliers).toBeNull();
    const seeded = projects!.filter((p) =>
      ["Edifício Mirante do Lago", "Condomínio Parque das Águas", SEEDED.mercado, SEEDED.acacias].includes(p.title),
    );
    // Acácias is left out: she already holds a commitment in it.
    expect(seeded.map((p) => p.title)).toEqual([
      "Edifício Mirante do Lago", // apartamentos: 10/28 of her money
      "Condomínio Parque das Águas", // casas: 8/28
      SEEDED.mercado, // comercial, CE: nothing in common
    ]);
    expect(seeded.map((p) => p.reason)).toEqual([
      `Você já investe em Apartamentos · Mínimo de ${brl(10_000)} cabe no seu limite anual`,
      `Você já investe em Casas · Mínimo de ${brl(1_000)} cabe no seu limite anual`,
      `Mínimo de ${brl(2_500)} cabe no seu limite anual`,
    ]);
  });
});

describe("who may ask", () => {
  it("answers 401 without a session on every route", async () => {
    for (const url of [
      "/api/home/summary",
      "/api/home/charts",
      "/api/recommendations",
      "/api/portfolio/overview",
      `/api/portfolio/income-statement?year=${yearNow()}`,
    ]) {
      expectApiError(await get(undefined, url), 401, "UNAUTHENTICATED");
    }
  });

  it("never lets the browser keep the figures", async () => {
    const res = await get(ana, "/api/home/summary");
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("GET /api/home/summary", () => {
  it("gives the demo investor her figures from her commitments", async () => {
    // Acácias R$ 5.000 (2 days ago, 18,5%), and earlier years: Vila Serena R$ 8.000 (14%),
    // Porto Novo R$ 10.000 (22%, completed), Beira-Mar R$ 5.000 (21%, completed).
    expect(await summary(ana)).toEqual({
      perspective: "investor",
      active_projects: 2,
      amount: 28_000,
      average_roi: 18.91,
      contracts: 3,
    });
  });

  it("moves an investor's figures right after a commitment and after its withdrawal", async () => {
    const investor = await newAccount(t.app, "investor");
    expect(await summary(investor.cookie)).toEqual({
      perspective: "investor",
      active_projects: 0,
      amount: 0,
      average_roi: null,
      contracts: 0,
    });
    const id = await raise();
    const made = await invest(t.app, investor.cookie, id, 2_500);
    expect(await summary(investor.cookie)).toEqual({
      perspective: "investor",
      active_projects: 1,
      amount: 2_500,
      average_roi: 12.5,
      contracts: 0,
    });
    // Past the 5-day withdrawal period the commitment is confirmed: an SCP participation contract.
    await t.database.db
      .update(investments)
      .set({ withdrawableUntil: sql`now() - interval '1 minute'` })
      .where(eq(investments.id, made.id));
    expect((await summary(investor.cookie)).contracts).toBe(1);
    await t.database.db
      .update(investments)
      .set({ withdrawableUntil: sql`now() + interval '1 day'` })
      .where(eq(investments.id, made.id));
    await withdraw(t.app, investor.cookie, made.id);
    expect(await summary(investor.cookie)).toMatchObject({ active_projects: 0, amount: 0, average_roi: null });
  });

  it("gives a creator their own projects, raise and contracts", async () => {
    const creator = await newAccount(t.app, "creator");
    const running = await createProject(t.app, creator.cookie, { roi: 10 });
    const draft = await createProject(t.app, creator.cookie, { roi: 20 });
    await setProject(t.database.db, running, { status: "in_progress", raisedAmount: "50000.00" });
    expect(draft).toBeTruthy();
    const contract = (start: number, end: number, cancelled = false) => ({
      name: "Contrato de obra",
      clientName: "Cliente",
      projectId: running,
      value: "1000.00",
      startDate: dateIn(start),
      endDate: dateIn(end),
      type: "fornecimento" as const,
      ...(cancelled ? { cancelledAt: new Date(), cancelReason: "Desistência do cliente." } : {}),
    });
    // In force, about to start, finished, cancelled: only the first two are live.
    await t.database.db
      .insert(contracts)
      .values([contract(-5, 30), contract(10, 40), contract(-60, -1), contract(-5, 30, true)]);
    expect(await summary(creator.cookie)).toEqual({
      perspective: "creator",
      active_projects: 1,
      amount: 50_000,
      average_roi: 15,
      contracts: 2,
    });
  });

  it("gives the legal desk the platform's figures, and an unverified legal account an investor's", async () => {
    const legal = await loginAs(t.app, DEMO.legal);
    const before = await summary(legal);
    expect(before.perspective).toBe("legal");
    const creator = await newAccount(t.app, "creator");
    const id = await createProject(t.app, creator.cookie);
    await setProject(t.database.db, id, { status: "in_progress", raisedAmount: "1234.56" });
    const after = await summary(legal);
    expect(after.active_projects).toBe(before.active_projects + 1);
    expect(after.amount).toBeCloseTo(before.amount + 1234.56, 2);
    expect((await summary((await newAccount(t.app, "legal")).cookie)).perspective).toBe("investor");
    expect((await summary(await loginAs(t.app, DEMO.admin))).perspective).toBe("legal");
  });

  it("gives a supplier their approved and concluded quotations", async () => {
    const { supplier, account } = await supplierWithWork();
    expect(await summary(account.cookie)).toEqual({
      perspective: "supplier",
      active_projects: 1,
      amount: 30_000.5,
      average_roi: null,
      contracts: 3,
    });
    expect(supplier).toBeTruthy();
  });
});

/** A new supplier with quotations: one approved, two concluded (R$ 10.000,25 each), one pending, reviews 5 and 4. */
async function supplierWithWork(overrides: Parameters<typeof registerSupplier>[2] = {}) {
  const account = await newAccount(t.app, "supplier");
  const supplier = await registerSupplier(t.app, account.cookie, overrides);
  const requester = await newAccount(t.app, "creator");
  const row = (status: "pendente" | "aprovado" | "concluido", price: string | null, name: string) => ({
    projectCreatorId: requester.id,
    supplierId: supplier.id,
    projectName: name,
    description: "Execução conforme projeto.",
    status,
    estimatedPrice: price,
  });
  const made = await t.database.db
    .insert(quotations)
    .values([
      row("aprovado", "9000.00", "Obra A — fundação"),
      row("concluido", "10000.25", "Obra B — fundação"),
      row("concluido", "20000.25", "Obra C — fundação"),
      row("pendente", null, "Obra D — fundação"),
    ])
    .returning({ id: quotations.id });
  await t.database.db.insert(supplierReviews).values([
    { supplierId: supplier.id, reviewerId: requester.id, quotationId: made[1]!.id, rating: 5 },
    { supplierId: supplier.id, reviewerId: requester.id, quotationId: made[2]!.id, rating: 4 },
  ]);
  return { account, supplier, requester };
}

describe("GET /api/home/charts", () => {
  it("gives an investor the last 12 months and the split by project type", async () => {
    const investor = await newAccount(t.app, "investor");
    const a = await raise({ project_type: "casas" });
    const b = await raise({ project_type: "comercial" });
    await invest(t.app, investor.cookie, a, 1_500);
    await invest(t.app, investor.cookie, b, 3_000);
    const c = await charts(investor.cookie);
    expect(c.raised_by_project).toBeNull();
    expect(c.invested_by_month).toHaveLength(12);
    const months = c.invested_by_month!.map((m) => m.month);
    expect(months).toEqual([...months].sort());
    expect(c.invested_by_month!.at(-1)).toEqual({ month: months.at(-1), amount: 4_500 });
    expect(c.invested_by_month!.slice(0, -1).every((m) => m.amount === 0)).toBe(true);
    expect(c.invested_by_type).toEqual([
      { project_type: "comercial", amount: 3_000 },
      { project_type: "casas", amount: 1_500 },
    ]);
  });

  it("splits the demo investor's active money by type", async () => {
    const c = await charts(ana);
    expect(c.invested_by_type).toEqual([
      { project_type: "apartamentos", amount: 10_000 },
      { project_type: "misto", amount: 10_000 },
      { project_type: "casas", amount: 8_000 },
    ]);
  });

  it("gives a creator raised against target per project, and others no chart", async () => {
    const creator = await newAccount(t.app, "creator");
    const running = await createProject(t.app, creator.cookie, { title: "Residencial Gráfico", target_amount: 80_000 });
    await createProject(t.app, creator.cookie, { title: "Rascunho sem gráfico" });
    await setProject(t.database.db, running, { status: "funding_open", raisedAmount: "20000.00" });
    const c = await charts(creator.cookie);
    expect(c.raised_by_project).toEqual([
      { id: running, title: "Residencial Gráfico", raised: 20_000, target: 80_000 },
    ]);
    expect(c.invested_by_month).toBeNull();
    expect(await charts(await loginAs(t.app, DEMO.supplier))).toEqual({
      invested_by_month: null,
      invested_by_type: null,
      raised_by_project: null,
    });
  });
});

describe("GET /api/recommendations — Projetos para você", () => {
  it("offers only raises whose minimum ticket fits the yearly limit, and counts the state", async () => {
    const investor = await newAccount(t.app, "investor");
    const sp = await raise({ project_type: "comercial", location_state: "SP", min_investment: 1_000 });
    await invest(t.app, investor.cookie, sp, 12_000);
    // R$ 8.000 left this year (CVM 88).
    const fits = await raise({
      title: "Casas Cabem no Limite",
      project_type: "casas",
      location_state: "SP",
      min_investment: 8_000,
    });
    const tooBig = await raise({ title: "Casas Acima do Limite", project_type: "casas", min_investment: 8_000.01 });
    const offered = (await recommendations(investor.cookie)).projects!;
    const ids = offered.map((p) => p.id);
    expect(ids).toContain(fits);
    expect(ids).not.toContain(tooBig);
    expect(ids).not.toContain(sp);
    expect(offered.find((p) => p.id === fits)!.reason).toBe(
      `Mesmo estado de outro investimento seu (SP) · Mínimo de ${brl(8_000)} cabe no seu limite anual`,
    );
    // A qualified investor has no yearly limit.
    const paula = (await recommendations(await loginAs(t.app, DEMO.paula))).projects!;
    expect(paula.map((p) => p.id)).toContain(tooBig);
    expect(paula.find((p) => p.id === tooBig)!.reason).toMatch(/(^| · )Mínimo de R\$\s8\.000,01$/);
    // Never one's own raise.
    expect((await recommendations(criador)).projects).toBeNull();
  });

  it("leaves out raises that cannot take the minimum ticket any more", async () => {
    const full = await raise({ title: "Quase Completo", target_amount: 10_000, min_investment: 5_000 });
    await setProject(t.database.db, full, { raisedAmount: "6000.00" });
    const ids = (await recommendations((await newAccount(t.app, "investor")).cookie)).projects!.map((p) => p.id);
    expect(ids).not.toContain(full);
  });
});

describe("GET /api/recommendations — Fornecedores recomendados", () => {
  it("recommends, per active project, the best supplier of each missing category, nearest first", async () => {
    const creator = await newAccount(t.app, "creator");
    const project = await createProject(t.app, creator.cookie, {
      title: "Residencial Boa Vista Norte",
      location_city: "Boa Vista",
      location_state: "RR",
    });
    await setProject(t.database.db, project, { status: "planning" });
    // Two suppliers in RR (no other supplier is there): the rated one comes first. Other tests'
    // suppliers sit in TO, in the same region: they follow.
    const rated = await supplierWithWork({
      company_name: "Elétrica Roraima",
      category: "eletrica",
      location_state: "RR",
    });
    const fresh = await registerSupplier(t.app, (await newAccount(t.app, "supplier")).cookie, {
      company_name: "Pintura Boa Vista",
      category: "pintura",
      location_state: "RR",
    });
    let [mine] = (await recommendations(creator.cookie)).suppliers!;
    expect(mine!.project.title).toBe("Residencial Boa Vista Norte");
    expect(mine!.missing_categories).toContain("eletrica");
    expect(mine!.suppliers.slice(0, 2).map((s) => [s.company_name, s.reason])).toEqual([
      ["Elétrica Roraima", "Mesmo estado · 4,5 ★ · 2 serviços concluídos"],
      ["Pintura Boa Vista", "Mesmo estado · Sem avaliações · Nenhum serviço concluído"],
    ]);
    expect(mine!.suppliers[0]).toMatchObject({ id: rated.supplier.id, proximity: "same_state", rating: 4.5 });
    expect(mine!.suppliers[2]!.proximity).toBe("same_region");
    expect(mine!.suppliers[2]!.reason).toMatch(/^Mesma região \(Norte\) · /);

    // An approved quotation of the project ("title — scope") covers its category: eletrica is no longer missing.
    await t.database.db.insert(quotations).values({
      projectCreatorId: creator.id,
      supplierId: rated.supplier.id,
      projectName: "Residencial Boa Vista Norte — instalações elétricas",
      description: "Instalações elétricas.",
      status: "aprovado",
      estimatedPrice: "5000.00",
    });
    // A pending one does not.
    await t.database.db.insert(quotations).values({
      projectCreatorId: creator.id,
      supplierId: fresh.id,
      projectName: "Residencial Boa Vista Norte — pintura",
      description: "Pintura.",
      status: "pendente",
    });
    [mine] = (await recommendations(creator.cookie)).suppliers!;
    expect(mine!.missing_categories).not.toContain("eletrica");
    expect(mine!.missing_categories).toContain("pintura");
    expect(mine!.suppliers[0]!.company_name).toBe("Pintura Boa Vista");
    expect(mine!.suppliers.some((s) => s.category === "eletrica")).toBe(false);
  });

  it("tells the demo creator which categories each project still lacks", async () => {
    const lists = (await recommendations(criador)).suppliers!;
    const byTitle = new Map(lists.map((l) => [l.project.title, l]));
    // Drafts and completed projects get none.
    expect(byTitle.has(SEEDED.bosqueVerde)).toBe(false);
    // Atlântico's foundation quotation was approved, Vila Serena's concluded; Acácias' is only pending.
    expect(byTitle.get(SEEDED.atlantico)!.missing_categories).not.toContain("fundacao");
    expect(byTitle.get(SEEDED.vilaSerena)!.missing_categories).not.toContain("fundacao");
    expect(byTitle.get(SEEDED.acacias)!.missing_categories).toContain("fundacao");
    for (const list of lists) {
      expect(list.suppliers.length).toBeLessThanOrEqual(3);
      const categories = list.suppliers.map((s) => s.category);
      expect(new Set(categories).size).toBe(categories.length);
      for (const s of list.suppliers) {
        expect(list.missing_categories).toContain(s.category);
        expect(s.reason).toBe(
          supplierReason({
            proximity: s.proximity,
            supplier_state: s.location_state,
            rating: s.rating,
            concluded_count: s.concluded_count,
          }),
        );
      }
      const rank = { same_state: 2, same_region: 1, other: 0 };
      const nearness = list.suppliers.map((s) => rank[s.proximity]);
      expect(nearness).toEqual([...nearness].sort((a, b) => b - a));
    }
    // São Paulo's suppliers come first for the project in São Paulo.
    expect(byTitle.get(SEEDED.acacias)!.suppliers[0]!.proximity).toBe("same_state");
  });

  it("gives the legal desk and suppliers no recommendations", async () => {
    for (const email of [DEMO.legal, DEMO.supplier]) {
      expect(await recommendations(await loginAs(t.app, email))).toEqual({ projects: null, suppliers: null });
    }
  });
});

describe("GET /api/portfolio/overview", () => {
  it("gives the demo investor her totals, expected return and every commitment", async () => {
    const o = await overview<InvestorOverview>(ana);
    expect(o.kind).toBe("investor");
    const mine = o.investments.filter((i) => i.status === "active");
    expect(o.active_investments).toBe(mine.length);
    expect(o.total_invested).toBe(mine.reduce((sum, i) => sum + i.amount, 0));
    // 5.000 × 18,5% + 8.000 × 14% + 10.000 × 22% + 5.000 × 21% (the seeded four).
    const seededTitles = [SEEDED.acacias, SEEDED.vilaSerena, SEEDED.portoNovo, "Residencial Beira-Mar Natal"];
    const seeded = o.investments.filter((i) => seededTitles.includes(i.project_title));
    expect(seeded.reduce((sum, i) => sum + i.expected_return, 0)).toBeCloseTo(5_295, 2);
    expect(o.investments.find((i) => i.project_title === SEEDED.acacias)).toMatchObject({
      amount: 5_000,
      roi: 18.5,
      expected_return: 925,
      can_withdraw: true,
    });
    expect(o.investments.find((i) => i.project_title === SEEDED.vilaSerena)!.can_withdraw).toBe(false);
    expect(o.statement_years[0]).toBe(yearNow());
    expect(o.statement_years.length).toBeGreaterThanOrEqual(2);
  });

  it("gives a creator the raise progress of each project", async () => {
    const creator = await newAccount(t.app, "creator");
    const a = await createProject(t.app, creator.cookie, { title: "Torre Progresso", target_amount: 200_000 });
    const b = await createProject(t.app, creator.cookie, { title: "Casa Concluída", target_amount: 50_000 });
    await setProject(t.database.db, a, { status: "funding_open", raisedAmount: "50000.00" });
    await setProject(t.database.db, b, { status: "completed", raisedAmount: "50000.00" });
    const o = await overview<CreatorOverview>(creator.cookie);
    expect(o).toMatchObject({ kind: "creator", total_raised: 100_000, active_projects: 1, completed_projects: 1 });
    expect(o.projects.map((p) => [p.title, p.progress])).toEqual([
      ["Casa Concluída", 100],
      ["Torre Progresso", 25],
    ]);
  });

  it("gives the legal desk its queue, its approvals and the contracts, and zeros before verification", async () => {
    const legal = await loginAs(t.app, DEMO.legal);
    const o = await overview<LegalOverview>(legal);
    expect(o.kind).toBe("legal");
    expect(o.verified).toBe(true);
    // Every demo project past draft was approved by juridico@ (and the open reviews wait in the queue).
    expect(o.approved_projects).toBeGreaterThanOrEqual(10);
    expect(o.pending_approvals).toBeGreaterThanOrEqual(4);
    expect(o.pending_contracts + o.signed_contracts).toBeGreaterThan(0);
    const creator = await newAccount(t.app, "creator");
    const project = await createProject(t.app, creator.cookie);
    await t.database.db.insert(contracts).values({
      name: "Contrato futuro",
      clientName: "Cliente",
      projectId: project,
      value: "100.00",
      startDate: dateIn(3),
      endDate: dateIn(30),
      type: "adesao",
    });
    expect((await overview<LegalOverview>(legal)).pending_contracts).toBe(o.pending_contracts + 1);
    expect(await overview<LegalOverview>((await newAccount(t.app, "legal")).cookie)).toEqual({
      kind: "legal",
      verified: false,
      pending_approvals: 0,
      approved_projects: 0,
      pending_contracts: 0,
      signed_contracts: 0,
    });
  });

  it("gives a supplier active works, completed services, rating and earnings", async () => {
    const { account } = await supplierWithWork();
    expect(await overview<SupplierOverview>(account.cookie)).toEqual({
      kind: "supplier",
      has_supplier: true,
      active_projects: 1,
      completed_services: 2,
      rating: 4.5,
      review_count: 2,
      earnings: 30_000.5,
    });
    const bare = await newAccount(t.app, "supplier");
    expect(await overview<SupplierOverview>(bare.cookie)).toMatchObject({
      has_supplier: false,
      earnings: 0,
      rating: null,
    });
  });
});

describe("GET /api/portfolio/income-statement", () => {
  it("answers the demo investor's PDF with her name, CPF, each investment and the totals", async () => {
    const res = await statement(ana, yearNow());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="informe-de-rendimentos-${yearNow()}\\.pdf"`),
    );
    const pdf = await PDFDocument.load(res.rawPayload);
    // One page of investments and position, and the distributions she received this year (demo data).
    expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Rendimentos e amortizações recebidos em ${yearNow()}`);
    expect(text).toContain(`Informe de Rendimentos — Ano-calendário ${yearNow()}`);
    expect(text).toContain("Nome: Ana Investidora");
    expect(text).toContain("CPF: 123.456.781-43");
    expect(text).toContain(`${SEEDED.acacias} (São Paulo/SP)`);
    expect(text).toContain(printed(5_000));
    // The position counts her earlier years' commitments still held: 5.000 + 8.000 + 10.000 + 5.000.
    expect(text).toContain(printed(28_000));
  });

  it("reports a past year with the commitments made in it", async () => {
    const [vila] = await t.database.db
      .select({ createdAt: investments.createdAt })
      .from(investments)
      .where(
        and(
          eq(investments.investorId, (await summaryUser(ana)).id),
          eq(investments.projectId, await projectIdByTitle(t.database.db, SEEDED.vilaSerena)),
        ),
      );
    const year = Number(
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric" }).format(vila!.createdAt),
    );
    const res = await statement(ana, year);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Posição em 31/12/${year}`);
    expect(text).toContain(printed(8_000));
    expect(text).not.toContain(SEEDED.acacias);
  });

  it("lists a withdrawal as money given back", async () => {
    const investor = await newAccount(t.app, "investor", { name: "Wagner Desistente" });
    const id = await raise({ title: "Residencial Desistência" });
    const made = await invest(t.app, investor.cookie, id, 3_210.5);
    await withdraw(t.app, investor.cookie, made.id);
    const text = await pdfText((await statement(investor.cookie, yearNow())).rawPayload);
    expect(text).toContain("Nome: Wagner Desistente");
    expect(text).toMatch(/Desistência em \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain(`Valores devolvidos no ano (desistências e captações canceladas): ${printed(3_210.5)}`);
    expect(text).toContain("Nenhuma participação ativa nesta data.");
  });

  it("refuses other account types, empty years and malformed years", async () => {
    for (const email of [DEMO.creator, DEMO.supplier, DEMO.legal]) {
      expectApiError(
        await statement(await loginAs(t.app, email), yearNow()),
        403,
        "FORBIDDEN",
        INCOME_STATEMENT_REFUSAL,
      );
    }
    const fresh: Account = await newAccount(t.app, "investor");
    expectApiError(await statement(fresh.cookie, yearNow()), 404, "NOT_FOUND", noInvestmentsIn(yearNow()));
    const range = `Informe um ano entre 2000 e ${yearNow()}.`;
    expectApiError(await statement(ana, 1999), 400, "VALIDATION_ERROR", range);
    expectApiError(await statement(ana, yearNow() + 1), 400, "VALIDATION_ERROR", range);
    expectApiError(await statement(ana, "abc"), 400, "VALIDATION_ERROR", "Informe o ano do informe.");
    expectApiError(await statement(ana, "2024.5"), 400, "VALIDATION_ERROR", "Informe o ano com quatro dígitos.");
    expectApiError(await get(ana, "/api/portfolio/income-statement"), 400, "VALIDATION_ERROR");
  });
});

async function summaryUser(cookie: string) {
  const res = await get(cookie, "/api/auth/session");
  return (res.json() as { user: { id: string } }).user;
}
