// Orçamento × realizado (docs/product/budget-vs-actual.md, decision 059): each phase has a
// budget in whole cents; the creator and the accepted team record expenses against phases (by hand,
// with a receipt, or from a concluded quotation, once); investors with commitments see the totals, the
// team sees the lines, strangers nothing; every refusal writes nothing.
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { ExpensesPage, LaunchableQuotation, ProjectBudget } from "@alicerce/shared/schemas/budget";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { files, projectExpenses, projectPhases, quotations, suppliers } from "../src/db/schema/index.ts";
import { deleteUnreferencedUploads } from "../src/modules/files/index.ts";
import {
  client,
  confirmEmail,
  createSeededApp,
  DEMO,
  getDetail,
  invest,
  joinTeam,
  loginAs,
  newAccount,
  ok,
  openRaise,
  setProject,
  tinyPdf,
  tinyPng,
  upload,
  uploadRaw,
  type Account,
} from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

/** An expense records money already spent: a day still to come is refused (decision 127). */
const FUTURE_EXPENSE = "A despesa não pode ter data futura. Use uma data até hoje, no formato aaaa-mm-dd.";
const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let eva: Account; // the creator
let tim: Account; // her accepted team member
let ivo: Account; // an investor with a commitment
let sam: Account; // a stranger (an investor without one)
let projectId: string;
let otherProjectId: string;
let fundacao: string;
let estrutura: string;
let otherPhase: string;
let supplierId: string;

const api = (who: Account | undefined) => client(t.app, who?.cookie);
const budgetOf = async (who: Account) => ok<ProjectBudget>(await api(who).get(`/api/projects/${projectId}/budget`));
const spend = (who: Account, body: Record<string, unknown>, id = projectId) =>
  api(who).post(`/api/projects/${id}/expenses`, body);
const expenseRows = async () => {
  const [row] = await t.database.db.select({ n: count() }).from(projectExpenses);
  return Number(row!.n);
};
const valid = () => ({
  phase_id: fundacao,
  amount: 1_000.5,
  spent_on: "2026-10-15",
  description: "Concreto usinado",
  supplier_name: "Concreteira Boa Massa",
});
/** A quotation of `requester` in `status` with a price, straight into the table. */
async function quotation(requester: Account, status: "concluido" | "aprovado", price = 4_321.09) {
  const [q] = await t.database.db
    .insert(quotations)
    .values({
      projectCreatorId: requester.id,
      supplierId,
      projectName: "Residencial Contas — estacas",
      description: "Estacas hélice contínua",
      status,
      estimatedPrice: String(price),
      completedAt: status === "concluido" ? new Date("2026-10-20T15:00:00Z") : null,
    })
    .returning({ id: quotations.id });
  return q!.id;
}

beforeAll(async () => {
  t = await createSeededApp();
  eva = await newAccount(t.app, "creator", { name: "Eva Engenheira" });
  tim = await newAccount(t.app, "investor", { name: "Tim Time" });
  ivo = await newAccount(t.app, "investor", { name: "Ivo Investidor" });
  sam = await newAccount(t.app, "investor", { name: "Sam Sem Vínculo" });
  await confirmEmail(t.database.db, eva.id);
  projectId = await openRaise(t, eva.cookie, {
    title: "Residencial Contas",
    target_amount: 100_000,
    team: [{ name: "Tim Time", role: "executor", email: tim.email }],
    // The wizard's schedule step sets each phase's budget.
    phases: [
      { name: "Fundação", budget: 10_000 },
      { name: "Estrutura", budget: 20_000.01 },
    ],
  });
  await joinTeam(t, tim, projectId);
  await invest(t.app, ivo.cookie, projectId, 2_000);
  await setProject(t.database.db, projectId, { status: "in_progress" });
  otherProjectId = await openRaise(t, eva.cookie, { title: "Outro Residencial", phases: [{ name: "Outra etapa" }] });
  const phases = await t.database.db
    .select({ id: projectPhases.id, name: projectPhases.name, projectId: projectPhases.projectId })
    .from(projectPhases)
    .where(sql`${projectPhases.projectId} in (${projectId}, ${otherProjectId})`);
  fundacao = phases.find((p) => p.name === "Fundação")!.id;
  estrutura = phases.find((p) => p.name === "Estrutura")!.id;
  otherPhase = phases.find((p) => p.projectId === otherProjectId)!.id;
  supplierId = (await t.database.db.select({ id: suppliers.id }).from(suppliers).limit(1))[0]!.id;
});
afterAll(() => t.close());

describe("phase budgets", () => {
  it("keeps the wizard's budgets in whole cents, shown on the detail to its managers only", async () => {
    const rows = await t.database.db
      .select({ cents: projectPhases.budgetCents })
      .from(projectPhases)
      .where(eq(projectPhases.projectId, projectId));
    expect(rows.map((r) => r.cents).sort()).toEqual([1_000_000, 2_000_001]);
    expect((await getDetail(t.app, eva.cookie, projectId)).phases.map((p) => p.budget)).toEqual([10_000, 20_000.01]);
    expect((await getDetail(t.app, ivo.cookie, projectId)).phases.map((p) => p.budget)).toEqual([null, null]);
  });

  it("lets the team change a phase's budget on the project page and refuses investors and bad amounts", async () => {
    const changed = ok<ProjectBudget>(
      await api(tim).put(`/api/projects/${projectId}/phases/${estrutura}/budget`, { budget: 20_000 }),
    );
    expect(changed.phases.map((p) => p.budget)).toEqual([10_000, 20_000]);
    expectApiError(
      await api(ivo).put(`/api/projects/${projectId}/phases/${estrutura}/budget`, { budget: 1 }),
      403,
      "FORBIDDEN",
      "Apenas o criador e a equipe do projeto podem lançar orçamentos e despesas.",
    );
    expectApiError(
      await api(eva).put(`/api/projects/${projectId}/phases/${estrutura}/budget`, { budget: -1 }),
      400,
      "VALIDATION_ERROR",
    );
    expectApiError(
      await api(eva).put(`/api/projects/${projectId}/phases/${otherPhase}/budget`, { budget: 5 }),
      404,
      "NOT_FOUND",
      "Etapa não encontrada neste projeto.",
    );
    expect((await budgetOf(eva)).total.budget).toBe(30_000);
  });

  it("keeps phase ids (and their expenses) through the timeline editor and refuses removing a phase with expenses", async () => {
    ok(await spend(eva, { ...valid(), phase_id: estrutura, amount: 0.01 }), 201);
    const detail = await getDetail(t.app, eva.cookie, projectId);
    const phases = detail.phases.map(({ id, name, status }) => ({ id, name, status }));
    const saved = ok<ProjectDetail>(
      await api(eva).put(`/api/projects/${projectId}/phases`, {
        phases: [...phases.map((p) => ({ ...p, status: "in-progress" })), { name: "Acabamento", budget: 5_000 }],
      }),
    );
    expect(saved.phases.slice(0, 2).map((p) => p.id)).toEqual([fundacao, estrutura]);
    expect(saved.phases.map((p) => p.budget)).toEqual([10_000, 20_000, 5_000]);
    const before = await expenseRows();
    expectApiError(
      await api(eva).put(`/api/projects/${projectId}/phases`, { phases: [phases[0]] }),
      409,
      "CONFLICT",
      "Esta etapa tem despesas lançadas e não pode ser removida do cronograma. Mantenha a etapa ou fale com o suporte.",
    );
    expect(await expenseRows()).toBe(before);
    expect((await getDetail(t.app, eva.cookie, projectId)).phases).toHaveLength(3);
  });
});

describe("expenses", () => {
  it("records the team's expenses with a receipt, and adds them up per phase and in total", async () => {
    const receipt = await upload(t.app, tim.cookie, "nota-fiscal.pdf", tinyPdf());
    ok(await spend(tim, { ...valid(), amount: 10_500, receipt_file_id: receipt.id }), 201);
    ok(await spend(eva, { ...valid(), amount: 500.01, supplier_name: null, supplier_id: supplierId }), 201);
    const budget = await budgetOf(eva);
    const fundacaoFigures = budget.phases.find((p) => p.id === fundacao)!;
    // 11 000,01 against 10 000: more than 10 % over by one cent.
    expect(fundacaoFigures).toMatchObject({ budget: 10_000, actual: 11_000.01, over: true });
    expect(budget.phases.find((p) => p.id === estrutura)).toMatchObject({ actual: 0.01, over: false });
    expect(budget.total).toEqual({ budget: 35_000, actual: 11_000.02, over: false });
    expect(budget).toMatchObject({ can_see_lines: true, can_edit: true });

    const lines = ok<ExpensesPage>(await api(tim).get(`/api/projects/${projectId}/expenses`));
    expect(lines.total).toBe(3);
    const withReceipt = lines.items.find((e) => e.receipt_name)!;
    expect(withReceipt).toMatchObject({ amount: 10_500, phase_name: "Fundação", receipt_name: "nota-fiscal.pdf" });
    const registered = lines.items.find((e) => e.supplier_id)!;
    expect(registered.supplier_name).not.toBe("");
    const found = ok<ExpensesPage>(await api(eva).get(`/api/projects/${projectId}/expenses?q=boa%20massa`));
    expect(found.total).toBe(2);

    const download = await api(eva).get(`/api/projects/${projectId}/expenses/${withReceipt.id}/receipt`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["cache-control"]).toBe("private, no-store");
    for (const who of [ivo, sam]) {
      expectApiError(
        await api(who).get(`/api/projects/${projectId}/expenses/${withReceipt.id}/receipt`),
        403,
        "FORBIDDEN",
        "Apenas o criador e a equipe do projeto podem ver as despesas lançadas.",
      );
    }
  });

  it("shows investors with commitments the totals only, and refuses strangers", async () => {
    const seen = await budgetOf(ivo);
    expect(seen).toMatchObject({ can_see_lines: false, can_edit: false, total: { actual: 11_000.02 } });
    expect(JSON.stringify(seen)).not.toContain("Concreteira");
    expectApiError(
      await api(ivo).get(`/api/projects/${projectId}/expenses`),
      403,
      "FORBIDDEN",
      "Apenas o criador e a equipe do projeto podem ver as despesas lançadas.",
    );
    for (const path of ["budget", "expenses"]) {
      const res = await api(sam).get(`/api/projects/${projectId}/${path}`);
      expectApiError(res, 403, "FORBIDDEN");
    }
    expectApiError(await api(undefined).get(`/api/projects/${projectId}/budget`), 401, "UNAUTHENTICATED");
    // Platform admins read the lines (support); they do not write them.
    const admin = await loginAs(t.app, DEMO.admin);
    expect((await client(t.app, admin).get(`/api/projects/${projectId}/expenses`)).statusCode).toBe(200);
  });

  it("refuses an investor, bad amounts, another project's phase and bad receipts, with nothing written", async () => {
    const before = await expenseRows();
    for (const who of [ivo, sam]) {
      expectApiError(
        await spend(who, valid()),
        403,
        "FORBIDDEN",
        "Apenas o criador e a equipe do projeto podem lançar orçamentos e despesas.",
      );
    }
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...valid(), amount: 0 }, "O valor deve ser maior que zero."],
      [{ ...valid(), amount: -5 }, "Informe um valor positivo."],
      [{ ...valid(), amount: 1.001 }, "Use no máximo duas casas decimais."],
      [{ ...valid(), description: " " }, "Descreva a despesa."],
      [{ ...valid(), supplier_name: "" }, "Informe o fornecedor."],
      [{ ...valid(), phase_id: otherPhase }, "Escolha uma etapa deste projeto."],
      [{ ...valid(), spent_on: dayAfter(todayInSaoPaulo()) }, FUTURE_EXPENSE],
      [{ ...valid(), spent_on: "2030-12-31" }, FUTURE_EXPENSE],
      [{ ...valid(), spent_on: "" }, "Informe a data da despesa, no formato aaaa-mm-dd."],
    ];
    for (const [body, message] of refusals) {
      const res = await spend(eva, body);
      expectApiError(res, 400, "VALIDATION_ERROR");
      expect(JSON.stringify(res.json()), message).toContain(message);
    }
    // A .doc passes the upload's own rules but is not a receipt.
    const doc = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(doc);
    const word = await upload(t.app, eva.cookie, "recibo.doc", doc);
    expectApiError(
      await spend(eva, { ...valid(), receipt_file_id: word.id }),
      400,
      "VALIDATION_ERROR",
      "O comprovante deve ser um arquivo PDF, JPG, JPEG ou PNG.",
    );
    // Someone else's upload is answered as if it did not exist.
    const hers = await upload(t.app, tim.cookie, "recibo.png", tinyPng());
    expectApiError(await spend(eva, { ...valid(), receipt_file_id: hers.id }), 400, "VALIDATION_ERROR");
    // Too big and of a false type are refused by the upload itself.
    expectApiError(
      await uploadRaw(t.app, eva.cookie, "grande.pdf", tinyPdf(11 * 1024 * 1024)),
      413,
      "PAYLOAD_TOO_LARGE",
    );
    expectApiError(
      await uploadRaw(t.app, eva.cookie, "falso.pdf", Buffer.from("MZ não é PDF")),
      400,
      "VALIDATION_ERROR",
    );
    expect(await expenseRows()).toBe(before);
  });
});

describe("Lançar como despesa", () => {
  it("launches the creator's concluded quotation once, with its price and supplier", async () => {
    const id = await quotation(eva, "concluido");
    const offered = ok<{ items: LaunchableQuotation[] }>(
      await api(eva).get(`/api/projects/${projectId}/expenses/quotations`),
    );
    expect(offered.items.map((q) => q.id)).toContain(id);
    const launched = ok<{ id: string }>(
      await api(eva).post(`/api/projects/${projectId}/expenses/from-quotation`, {
        quotation_id: id,
        phase_id: estrutura,
      }),
      201,
    );
    const [row] = await t.database.db.select().from(projectExpenses).where(eq(projectExpenses.id, launched.id));
    expect(row).toMatchObject({ amountCents: 432_109, supplierId, quotationId: id, spentOn: "2026-10-20" });
    const again = ok<{ items: LaunchableQuotation[] }>(
      await api(eva).get(`/api/projects/${projectId}/expenses/quotations`),
    );
    expect(again.items.map((q) => q.id)).not.toContain(id);
    const before = await expenseRows();
    for (const target of [projectId, otherProjectId]) {
      const phase = target === projectId ? fundacao : otherPhase;
      expectApiError(
        await api(eva).post(`/api/projects/${target}/expenses/from-quotation`, { quotation_id: id, phase_id: phase }),
        409,
        "CONFLICT",
        "Este orçamento já foi lançado como despesa.",
      );
    }
    expect(await expenseRows()).toBe(before);
  });

  it("refuses a quotation not concluded, someone else's, and anyone but the creator, with nothing written", async () => {
    const approved = await quotation(eva, "aprovado");
    const otherCreator = await newAccount(t.app, "creator");
    const theirs = await quotation(otherCreator, "concluido");
    const mine = await quotation(eva, "concluido");
    const before = await expenseRows();
    const launch = (who: Account, quotationId: string, phaseId = fundacao) =>
      api(who).post(`/api/projects/${projectId}/expenses/from-quotation`, {
        quotation_id: quotationId,
        phase_id: phaseId,
      });
    expectApiError(
      await launch(eva, approved),
      409,
      "CONFLICT",
      "Só um orçamento concluído pode ser lançado como despesa.",
    );
    expectApiError(await launch(eva, theirs), 404, "NOT_FOUND", "Orçamento não encontrado.");
    expectApiError(await launch(eva, mine, otherPhase), 400, "VALIDATION_ERROR", "Escolha uma etapa deste projeto.");
    expectApiError(
      await launch(tim, mine),
      403,
      "FORBIDDEN",
      "Apenas o criador do projeto pode lançar os próprios orçamentos como despesa.",
    );
    expectApiError(await launch(ivo, mine), 403, "FORBIDDEN");
    expectApiError(await api(tim).get(`/api/projects/${projectId}/expenses/quotations`), 403, "FORBIDDEN");
    expect(await expenseRows()).toBe(before);
  });
});

describe("correcting and deleting an expense (decision 063)", () => {
  let ana: Account; // the accepted team member of another creator's project
  let oursId: string;
  let receiptExpense: string;
  let receiptFile: string;
  const expenseUrl = (expenseId: string, id = projectId) => `/api/projects/${id}/expenses/${expenseId}`;
  const edit = (who: Account | undefined, expenseId: string, body: unknown, id = projectId) =>
    api(who).put(expenseUrl(expenseId, id), body);
  const remove = (who: Account | undefined, expenseId: string, id = projectId) =>
    api(who).del(expenseUrl(expenseId, id));
  /** Every expense as stored: a refusal must leave all of them as they were. */
  const allExpenses = () => t.database.db.select().from(projectExpenses).orderBy(projectExpenses.id);
  const unknown = "00000000-0000-4000-8000-000000000000";

  beforeAll(async () => {
    const rui = await newAccount(t.app, "creator", { name: "Rui Rival" });
    ana = await newAccount(t.app, "investor", { name: "Ana Equipe Alheia" });
    await confirmEmail(t.database.db, rui.id);
    const ruis = await openRaise(t, rui.cookie, {
      title: "Residencial do Rui",
      team: [{ name: "Ana Equipe Alheia", role: "executor", email: ana.email }],
    });
    await joinTeam(t, ana, ruis);
    oursId = ok<{ id: string }>(await spend(eva, { ...valid(), amount: 300, description: "Areia média" }), 201).id;
    const receipt = await upload(t.app, tim.cookie, "recibo-brita.pdf", tinyPdf());
    receiptFile = receipt.id;
    receiptExpense = ok<{ id: string }>(
      await spend(tim, { ...valid(), amount: 700, description: "Brita 1", receipt_file_id: receipt.id }),
      201,
    ).id;
  });

  it("refuses investors, strangers, another project's team, wrong paths, bad bodies and unknown ids; nothing written", async () => {
    const before = await allExpenses();
    const body = { ...valid(), amount: 310 };
    const WRITE = "Apenas o criador e a equipe do projeto podem lançar orçamentos e despesas.";
    for (const who of [ivo, sam, ana]) {
      expectApiError(await edit(who, oursId, body), 403, "FORBIDDEN", WRITE);
      expectApiError(await remove(who, oursId), 403, "FORBIDDEN", WRITE);
    }
    expectApiError(await edit(undefined, oursId, body), 401, "UNAUTHENTICATED");
    expectApiError(await remove(undefined, oursId), 401, "UNAUTHENTICATED");
    // Eva records on both her projects: under the other one's path this expense is not found.
    expectApiError(await edit(eva, oursId, body, otherProjectId), 404, "NOT_FOUND", "Despesa não encontrada.");
    expectApiError(await remove(eva, oursId, otherProjectId), 404, "NOT_FOUND", "Despesa não encontrada.");
    expectApiError(await edit(eva, unknown, body), 404, "NOT_FOUND", "Despesa não encontrada.");
    expectApiError(await remove(tim, unknown), 404, "NOT_FOUND", "Despesa não encontrada.");
    expectApiError(await remove(eva, "nao-e-um-id"), 400, "VALIDATION_ERROR");
    // The messages of recording one, from the same schema.
    const refusals: [unknown, string][] = [
      [{ ...valid(), amount: 0 }, "O valor deve ser maior que zero."],
      [{ ...valid(), amount: -5 }, "Informe um valor positivo."],
      [{ ...valid(), amount: 1.001 }, "Use no máximo duas casas decimais."],
      [{ ...valid(), amount: undefined }, "Informe o valor da despesa."],
      [{ ...valid(), description: " " }, "Descreva a despesa."],
      [{ ...valid(), supplier_name: "" }, "Informe o fornecedor."],
      [{ ...valid(), spent_on: "15/10/2026" }, "Use uma data no formato aaaa-mm-dd."],
      [{ ...valid(), spent_on: dayAfter(todayInSaoPaulo()) }, FUTURE_EXPENSE],
      [{ ...valid(), spent_on: "2030-12-31" }, FUTURE_EXPENSE],
      [{ ...valid(), spent_on: "" }, "Informe a data da despesa, no formato aaaa-mm-dd."],
      [{ ...valid(), phase_id: otherPhase }, "Escolha uma etapa deste projeto."],
      ["não é um objeto", "VALIDATION_ERROR"],
    ];
    for (const [bad, message] of refusals) {
      const res = await edit(tim, oursId, bad);
      expectApiError(res, 400, "VALIDATION_ERROR");
      expect(JSON.stringify(res.json()), message).toContain(message);
    }
    expect(await allExpenses()).toEqual(before);
  });

  it("lets the team correct amount, date, description, supplier and phase, the totals following", async () => {
    const before = await budgetOf(eva);
    ok(
      await edit(tim, oursId, {
        phase_id: estrutura,
        amount: 450.25,
        spent_on: "2026-10-18",
        description: "Areia grossa",
        supplier_name: null,
        supplier_id: supplierId,
      }),
    );
    const [row] = await t.database.db.select().from(projectExpenses).where(eq(projectExpenses.id, oursId));
    const [supplier] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
    expect(row).toMatchObject({
      phaseId: estrutura,
      amountCents: 45_025,
      spentOn: "2026-10-18",
      description: "Areia grossa",
      supplierId,
      supplierName: supplier!.companyName,
    });
    const after = await budgetOf(eva);
    const actual = (b: ProjectBudget, id: string) => b.phases.find((p) => p.id === id)!.actual;
    expect(actual(after, fundacao)).toBeCloseTo(actual(before, fundacao) - 300, 2);
    expect(actual(after, estrutura)).toBeCloseTo(actual(before, estrutura) + 450.25, 2);
    expect(after.total.actual).toBeCloseTo(before.total.actual + 150.25, 2);
    // The receipt stays with a corrected expense.
    ok(await edit(eva, receiptExpense, { ...valid(), amount: 701, description: "Brita 1" }));
    expect((await api(eva).get(`${expenseUrl(receiptExpense)}/receipt`)).statusCode).toBe(200);
  });

  it("deletes an expense with its receipt: totals follow, the upload is cleaned up with nothing pointing at it", async () => {
    const before = await budgetOf(eva);
    const response = await remove(tim, receiptExpense);
    expect(response.statusCode).toBe(204);
    const after = await budgetOf(eva);
    expect(after.total.actual).toBeCloseTo(before.total.actual - 701, 2);
    expectApiError(await api(eva).get(`${expenseUrl(receiptExpense)}/receipt`), 404, "NOT_FOUND");
    expectApiError(await remove(tim, receiptExpense), 404, "NOT_FOUND", "Despesa não encontrada.");
    const lines = ok<ExpensesPage>(await api(eva).get(`/api/projects/${projectId}/expenses?q=brita`));
    expect(lines.total).toBe(0);
    // The clean-up deletes the receipt's upload once past its grace period, as for any abandoned upload.
    await t.database.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 48 * 3600_000) })
      .where(eq(files.id, receiptFile));
    await deleteUnreferencedUploads({ db: t.database.db, storage: t.app.storage });
    expect(await t.database.db.select().from(files).where(eq(files.id, receiptFile))).toEqual([]);
  });

  it("deletes an expense launched from a quotation, and the quotation may be launched again", async () => {
    const id = await quotation(eva, "concluido", 999.99);
    const launch = () =>
      api(eva).post(`/api/projects/${projectId}/expenses/from-quotation`, { quotation_id: id, phase_id: fundacao });
    const first = ok<{ id: string }>(await launch(), 201).id;
    expect((await remove(eva, first)).statusCode).toBe(204);
    const offered = ok<{ items: LaunchableQuotation[] }>(
      await api(eva).get(`/api/projects/${projectId}/expenses/quotations`),
    );
    expect(offered.items.map((q) => q.id)).toContain(id);
    ok(await launch(), 201);
  });
});

describe("at the issue's scale", () => {
  it("adds up 2 000 expenses to the cent and pages their lines 20 at a time", async () => {
    // 2 000 lines of R$ 0,01 … R$ 20,00 on the other project's phase: Σ 1..2000 cents = R$ 20.010,00.
    await t.database.db.execute(sql`
      insert into project_expenses (project_id, phase_id, amount_cents, spent_on, description, supplier_name)
      select ${otherProjectId}, ${otherPhase}, n, date '2026-01-01' + (n % 300), 'Linha ' || n, 'Fornecedor ' || (n % 7)
      from generate_series(1, 2000) as n`);
    const budget = ok<ProjectBudget>(await api(eva).get(`/api/projects/${otherProjectId}/budget`));
    expect(budget.total).toEqual({ budget: 0, actual: 20_010, over: false });
    const page = ok<ExpensesPage>(await api(eva).get(`/api/projects/${otherProjectId}/expenses?page=100`));
    expect(page).toMatchObject({ total: 2_000, page: 100, page_size: 20 });
    expect(page.items).toHaveLength(20);
    const searched = ok<ExpensesPage>(await api(eva).get(`/api/projects/${otherProjectId}/expenses?q=fornecedor%203`));
    expect(searched.total).toBe(286);
  });
});
