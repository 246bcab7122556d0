// Relatório trimestral (docs/product/quarterly-reports.md, decision 062): the creator
// asks for a quarter's report, the job writes each ended quarter's once; the PDF is filed in the
// project's documents for investors, who are told in the bell and by e-mail; every refusal writes nothing.
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuarterlyReport } from "@alicerce/shared/schemas/quarterly-reports";
import { currentQuarter, previousQuarter, quarterDays } from "@alicerce/shared/quarters";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import {
  diaryUpdates,
  documents,
  investments,
  mailOutbox,
  notifications,
  projectExpenses,
  projectPhases,
  quarterlyReports,
} from "../src/db/schema/index.ts";
import { readQuarterReport } from "../src/modules/quarterly-reports/report-data.ts";
import { buildQuarterReportPdf } from "../src/modules/quarterly-reports/report-pdf.ts";
import { HAS_PDFTOTEXT, pdfText } from "./pdf-tools.ts";
import {
  client,
  confirmEmail,
  createSeededApp,
  getDetail,
  DEMO,
  investAndPay,
  loginAs,
  newAccount,
  ok,
  openRaise,
  setProject,
  type Account,
} from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let eva: Account;
let ivo: Account;
let lia: Account;
let projectId: string;
/** The app's clock: moved forward to end a quarter. */
let clock = new Date();

const ask = (cookie: string | undefined, id: string, body: unknown) =>
  client(t.app, cookie).post(`/api/projects/${id}/quarterly-reports`, body);
const thisQuarter = () => currentQuarter(clock);
const written = async () => {
  const db = t.database.db;
  const [r] = await db.select({ n: count() }).from(quarterlyReports);
  const [d] = await db.select({ n: count() }).from(documents);
  const [n] = await db.select({ n: count() }).from(notifications);
  return { reports: Number(r!.n), documents: Number(d!.n), notifications: Number(n!.n) };
};

beforeAll(async () => {
  t = await createSeededApp({}, { now: () => clock });
  eva = await newAccount(t.app, "creator", { name: "Eva Engenheira" });
  ivo = await newAccount(t.app, "investor", { name: "Ivo Investidor" });
  lia = await newAccount(t.app, "investor", { name: "Lia Investidora" });
  await confirmEmail(t.database.db, eva.id);
  projectId = await openRaise(t, eva.cookie, {
    title: "Residencial Trimestral",
    target_amount: 100_000,
    phases: [
      { name: "Fundação", status: "completed" },
      { name: "Estrutura", status: "pending" },
    ],
  });
  await investAndPay(t, ivo.cookie, projectId, 2_000);
  await investAndPay(t, lia.cookie, projectId, 3_000);
});
afterAll(() => t.close());

describe("asking for a quarterly report", () => {
  it("refuses while the raise is open, with nothing written", async () => {
    const before = await written();
    expectApiError(
      await ask(eva.cookie, projectId, thisQuarter()),
      409,
      "CONFLICT",
      "O relatório trimestral é dos projetos de investimento em execução ou concluídos, depois da captação.",
    );
    expect(await written()).toEqual(before);
  });

  it("refuses an investor, another creator, an admin and a visitor, and bad quarters, in pt-BR", async () => {
    await setProject(t.database.db, projectId, { status: "in_progress" });
    const before = await written();
    const stranger = await newAccount(t.app, "creator");
    for (const cookie of [ivo.cookie, stranger.cookie, await loginAs(t.app, DEMO.admin)]) {
      expectApiError(
        await ask(cookie, projectId, thisQuarter()),
        403,
        "FORBIDDEN",
        "Apenas o criador do projeto pode gerar o relatório trimestral.",
      );
    }
    expectApiError(await ask(undefined, projectId, thisQuarter()), 401, "UNAUTHENTICATED");
    const next =
      thisQuarter().quarter === 4
        ? { year: thisQuarter().year + 1, quarter: 1 }
        : { ...thisQuarter(), quarter: thisQuarter().quarter + 1 };
    const refusals: [unknown, string][] = [
      [{ ...thisQuarter(), quarter: 5 }, "Escolha o trimestre: 1, 2, 3 ou 4."],
      [{ ...thisQuarter(), quarter: "3" }, "Escolha o trimestre: 1, 2, 3 ou 4."],
      [{ quarter: 1 }, "Informe o ano do trimestre."],
      [{ year: 1999, quarter: 1 }, "Informe um ano a partir de 2000."],
      [next, "Este trimestre ainda não começou."],
      [previousQuarter(thisQuarter()), "O projeto ainda não existia neste trimestre."],
    ];
    for (const [body, message] of refusals) {
      const res = await ask(eva.cookie, projectId, body);
      expectApiError(res, 400, "VALIDATION_ERROR");
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(message);
    }
    expectApiError(await ask(eva.cookie, "not-a-uuid", thisQuarter()), 400, "VALIDATION_ERROR");
    expect(await written()).toEqual(before);
  });

  it("refuses a project without investors", async () => {
    const empty = await openRaise(t, eva.cookie, { title: "Residencial Sem Investidores", target_amount: 50_000 });
    await setProject(t.database.db, empty, { status: "in_progress" });
    const before = await written();
    expectApiError(
      await ask(eva.cookie, empty, thisQuarter()),
      409,
      "CONFLICT",
      "Este projeto ainda não tem investidores para receber o relatório.",
    );
    expect(await written()).toEqual(before);
  });

  it("files a partial report for investors and tells each of them", async () => {
    // A confirmed commitment and a distribution paid this quarter, which the report lists.
    await t.database.db
      .update(investments)
      .set({ withdrawableUntil: sql`now() - interval '1 day'` })
      .where(eq(investments.projectId, projectId));
    // The day in São Paulo, as the report reads it (past 21:00 there, UTC is already tomorrow).
    const today = todayInSaoPaulo(clock);
    ok(
      await client(t.app, eva.cookie).post(`/api/projects/${projectId}/distributions`, {
        amount: 1_234.56,
        paid_on: today,
        kind: "income",
        note: "Aluguéis do trimestre",
      }),
      201,
    );

    // And a diary update on the second phase.
    const structure = (await getDetail(t.app, eva.cookie, projectId)).phases.find((p) => p.name === "Estrutura")!;
    ok(
      await client(t.app, eva.cookie).post(`/api/projects/${projectId}/diary`, {
        text: "Laje do terceiro pavimento concretada.",
        phase_id: structure.id,
        progress: 40,
      }),
      201,
    );

    // Its budget, and spending past it by more than 10 %.
    ok(
      await client(t.app, eva.cookie).put(`/api/projects/${projectId}/phases/${structure.id}/budget`, {
        budget: 1_000,
      }),
    );
    ok(
      await client(t.app, eva.cookie).post(`/api/projects/${projectId}/expenses`, {
        phase_id: structure.id,
        amount: 1_200.5,
        spent_on: today,
        description: "Concreto usinado",
        supplier_name: "Concreteira Boa Massa",
      }),
      201,
    );

    const report = ok<QuarterlyReport>(await ask(eva.cookie, projectId, thisQuarter()), 201);
    const q = thisQuarter();
    expect(report).toMatchObject({
      name: `Relatório trimestral ${q.year} T${q.quarter}.pdf`,
      version: 1,
      final: false,
      investors: 2,
    });

    // In the project's documents, for investors: Ivo reads and downloads it.
    const file = await client(t.app, ivo.cookie).get(`/api/documents/${report.document_id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    if (HAS_PDFTOTEXT) {
      const text = (await pdfText(file.rawPayload)).replace(/\s+/g, " ");
      expect(text).toContain("Residencial Trimestral");
      expect(text).toContain(`${q.quarter}º trimestre de ${q.year}`);
      expect(text).toContain("Relatório parcial");
      expect(text).toContain("Aluguéis do trimestre");
      expect(text).toContain("R$ 1.234,56");
      expect(text).toContain("Investidores com compromissos ativos: 2");
      expect(text).toContain("Laje do terceiro pavimento concretada.");
      expect(text).toMatch(/Estrutura · 40%/);
      expect(text).toContain("Andamento geral: 70% (média das fases).");
      expect(text).toMatch(/Estrutura R\$ 1\.000,00 R\$ 1\.200,50 R\$ 1\.200,50 -R\$ 200,50 acima de 10%/);
    }

    // Each investor's bell and mailbox; the creator is not told of her own report.
    for (const who of [ivo, lia]) {
      const bell = await t.database.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, who.id),
            eq(notifications.title, "Relatório trimestral: Residencial Trimestral"),
          ),
        );
      expect(bell).toHaveLength(1);
      const mail = await t.database.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.to, who.email), eq(mailOutbox.subject, "Relatório trimestral: Residencial Trimestral")),
        );
      expect(mail).toHaveLength(1);
    }
    const [creatorBell] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, eva.id), sql`${notifications.title} like 'Relatório trimestral%'`));
    expect(Number(creatorBell!.n)).toBe(0);

    // Asked again: the next version of the same document.
    const again = ok<QuarterlyReport>(await ask(eva.cookie, projectId, thisQuarter()), 201);
    expect(again).toMatchObject({ name: report.name, version: 2 });
  });

  it("is read by the budget's audience only, in every door: the backers, the creator, the legal desk and admins", async () => {
    // Decision 095: the report carries the budget against actual and the diary, so it goes where the
    // budget goes; a visitor who may see the public project reads neither.
    const [latest] = await t.database.db
      .select({ id: documents.id, name: documents.name, visibility: documents.visibility })
      .from(documents)
      .where(
        and(eq(documents.projectId, projectId), eq(documents.latest, true), sql`${documents.name} like 'Relatório%'`),
      );
    expect(latest!.visibility).toBe("backers");
    const doors = (id: string) => [
      `/api/documents/${id}/download`,
      `/api/documents/${id}/file`,
      `/api/documents/${id}/versions`,
      `/api/documents/${id}/qr`,
    ];
    const namesOnPage = async (cookie: string) =>
      (await getDetail(t.app, cookie, projectId)).documents.map((d) => d.name);

    const visitor = await newAccount(t.app, "investor", { name: "Vera Visitante" });
    expect((await getDetail(t.app, visitor.cookie, projectId)).title).toBe("Residencial Trimestral");
    expectApiError(await client(t.app, visitor.cookie).get(`/api/projects/${projectId}/budget`), 403, "FORBIDDEN");
    expect(await namesOnPage(visitor.cookie)).not.toContain(latest!.name);
    for (const door of doors(latest!.id)) {
      expectApiError(await client(t.app, visitor.cookie).get(door), 404, "NOT_FOUND", "Documento não encontrado.");
    }
    const listed = ok<{ items: { name: string }[] }>(
      await client(t.app, visitor.cookie).get(`/api/documents?project_id=${projectId}&q=relatorio`),
    );
    expect(listed.items).toEqual([]);

    const legal = await loginAs(t.app, DEMO.legal);
    const admin = await loginAs(t.app, DEMO.admin);
    for (const cookie of [ivo.cookie, eva.cookie, legal, admin]) {
      expect(await namesOnPage(cookie)).toContain(latest!.name);
      for (const door of doors(latest!.id)) {
        expect((await client(t.app, cookie).get(door)).statusCode, door).toBe(200);
      }
    }
    // A backer whose commitment ends reads it no longer.
    await t.database.db
      .update(investments)
      .set({ status: "cancelled" })
      .where(and(eq(investments.projectId, projectId), eq(investments.investorId, lia.id)));
    expect(await namesOnPage(lia.cookie)).not.toContain(latest!.name);
    expectApiError(await client(t.app, lia.cookie).get(`/api/documents/${latest!.id}/download`), 404, "NOT_FOUND");
    await t.database.db
      .update(investments)
      .set({ status: "active" })
      .where(and(eq(investments.projectId, projectId), eq(investments.investorId, lia.id)));
  });
});

describe("the end-of-quarter job", () => {
  it("writes each ended quarter's report once per project, final", async () => {
    const q = thisQuarter();
    // The first day of the next quarter, at noon in São Paulo.
    const nextMonth = q.quarter * 3 + 1;
    clock = new Date(
      `${nextMonth > 12 ? q.year + 1 : q.year}-${String(nextMonth > 12 ? 1 : nextMonth).padStart(2, "0")}-01T15:00:00Z`,
    );
    const sent = await t.app.jobs.quarterlyReports();
    expect(sent).toBeGreaterThanOrEqual(1);
    const ours = await t.database.db
      .select({ final: quarterlyReports.final, requestedBy: quarterlyReports.requestedBy })
      .from(quarterlyReports)
      .where(
        and(
          eq(quarterlyReports.projectId, projectId),
          eq(quarterlyReports.year, q.year),
          eq(quarterlyReports.quarter, q.quarter),
          sql`${quarterlyReports.requestedBy} is null`,
        ),
      );
    expect(ours).toEqual([{ final: true, requestedBy: null }]);
    const [doc] = await t.database.db
      .select({ version: documents.version, visibility: documents.visibility, category: documents.category })
      .from(documents)
      .where(
        and(eq(documents.projectId, projectId), eq(documents.name, `Relatório trimestral ${q.year} T${q.quarter}.pdf`)),
      )
      .orderBy(sql`${documents.version} desc`)
      .limit(1);
    expect(doc).toEqual({ version: 3, visibility: "backers", category: "progress" });

    // A second run (another process's timer) sends nothing again.
    expect(await t.app.jobs.quarterlyReports()).toBe(0);
  });
});

describe("one day for every figure (decision 128)", () => {
  it("reads the investors, each phase's percentage and the spending as of the report's last day, and says which", async () => {
    const q = currentQuarter(new Date());
    const { last } = quarterDays(q);
    // Two days after the quarter ended, the instant things happened after the report's position.
    const later = new Date(`${last}T12:00:00-03:00`);
    later.setUTCDate(later.getUTCDate() + 2);
    const today = todayInSaoPaulo(later);
    const [ana, rui] = [await newAccount(t.app, "investor"), await newAccount(t.app, "investor")];
    const id = await openRaise(t, eva.cookie, {
      title: "Residencial Posição",
      target_amount: 100_000,
      phases: [
        { name: "Fundação", status: "completed" },
        { name: "Estrutura", status: "pending" },
        { name: "Acabamento", status: "pending" },
      ],
    });
    await investAndPay(t, ana.cookie, id, 2_000);
    const ruis = await investAndPay(t, rui.cookie, id, 3_000);
    await setProject(t.database.db, id, { status: "in_progress" });
    const db = t.database.db;
    const phases = await db
      .select({ id: projectPhases.id, name: projectPhases.name })
      .from(projectPhases)
      .where(eq(projectPhases.projectId, id));
    const phase = (name: string) => phases.find((p) => p.name === name)!.id;

    // Within the quarter: the diary sets Estrutura at 40%, and R$ 1.000,00 is spent on it.
    ok(
      await client(t.app, eva.cookie).post(`/api/projects/${id}/diary`, {
        text: "Primeira laje concretada.",
        phase_id: phase("Estrutura"),
        progress: 40,
      }),
      201,
    );
    const expense = { projectId: id, phaseId: phase("Estrutura"), description: "Concreto", supplierName: "Usina" };
    await db.insert(projectExpenses).values({ ...expense, amountCents: 100_000, spentOn: last });
    // After it: Estrutura goes to 70%, Acabamento is measured for the first time, R$ 500,00 more is spent,
    // and Rui's commitment is one that came in later.
    await db.insert(diaryUpdates).values([
      {
        projectId: id,
        phaseId: phase("Estrutura"),
        phaseName: "Estrutura",
        progress: 70,
        text: "Segunda laje.",
        createdAt: later,
      },
      {
        projectId: id,
        phaseId: phase("Acabamento"),
        phaseName: "Acabamento",
        progress: 20,
        text: "Reboco.",
        createdAt: later,
      },
    ]);
    await db
      .update(projectPhases)
      .set({ progress: 70, status: "in-progress" })
      .where(eq(projectPhases.id, phase("Estrutura")));
    await db
      .update(projectPhases)
      .set({ progress: 20, status: "in-progress" })
      .where(eq(projectPhases.id, phase("Acabamento")));
    await db.insert(projectExpenses).values({ ...expense, amountCents: 50_000, spentOn: today });
    await db.update(investments).set({ createdAt: later }).where(eq(investments.id, ruis.id));

    const report = (await readQuarterReport(db, id, q, today))!;
    expect([report.through, report.final]).toEqual([last, true]);
    expect(report.investors).toBe(1);
    expect(report.phases.map((p) => [p.name, p.progress, p.status, p.spentCents])).toEqual([
      // Never measured by the diary: the timeline's own, undated.
      ["Fundação", 100, "completed", 0],
      ["Estrutura", 40, "in-progress", 100_000],
      // Measured only after the position: not measured yet then.
      ["Acabamento", 0, "pending", 0],
    ]);
    // A running quarter's report is today's position: the phases as they stand.
    const running = (await readQuarterReport(db, id, currentQuarter(later), today))!;
    expect(running.phases.map((p) => p.progress)).toEqual([100, 70, 20]);
    expect(running.investors).toBe(2);

    if (HAS_PDFTOTEXT) {
      const text = (await pdfText(Buffer.from(await buildQuarterReportPdf(report, later)))).replace(/\s+/g, " ");
      expect(text).toContain(
        `Posição em ${last.split("-").reverse().join("/")}: os números deste relatório são os desse dia.`,
      );
      expect(text).toContain("Investidores com compromissos ativos: 1");
      expect(text).toContain("Andamento geral: 47% (média das fases).");
    }
  });
});
