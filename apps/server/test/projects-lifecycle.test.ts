import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and } from "drizzle-orm";
import { approvalRequests, investments } from "../src/db/schema/index.ts";
import { outboxMailsTo } from "./supplier-helpers.ts";
import {
  brl,
  client,
  createProject,
  createSeededApp,
  dateIn,
  DEMO,
  getDetail,
  investAndPay,
  loginAll,
  newAccount,
  ok,
  openRaise,
  projectIdByTitle,
  projectRow,
  setProject,
  SEEDED,
  userIdOf,
  type Account,
  type CreateProjectInput,
  type ProjectDetail,
  joinTeam,
  approveThroughLegalDesk,
} from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;
let marina: string;
let legal: string;
let admin: string;
let ana: string;
let teamMember: Account;

beforeAll(async () => {
  t = await createSeededApp();
  [criador, marina, legal, admin, ana] = await loginAll(
    t.app,
    DEMO.creator,
    DEMO.marina,
    DEMO.legal,
    DEMO.admin,
    DEMO.ana,
  );
  teamMember = await newAccount(t.app, "investor", { name: "Tito Time" });
});
afterAll(() => t.close());

const post = (cookie: string, id: string, action: string, body?: unknown) =>
  client(t.app, cookie).post(`/api/projects/${id}/${action}`, body);

/** A project of criador's in planning, approved by legal. */
async function planning(overrides: Partial<CreateProjectInput> = {}) {
  const id = await createProject(t.app, criador, overrides);
  await approveThroughLegalDesk(t, criador, id);
  return id;
}

const requestsOf = (id: string) =>
  t.database.db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.subjectType, "project"), eq(approvalRequests.subjectId, id)));

describe("POST /api/projects/:id/submit-review", () => {
  it("records the request on a draft, once", async () => {
    const id = await createProject(t.app, criador, { visibility: "private" });
    const before = Date.now();
    const detail = ok<ProjectDetail>(await post(criador, id, "submit-review"));
    expect(detail.status).toBe("draft");
    expect(Date.parse(detail.review_requested_at!)).toBeGreaterThanOrEqual(before - 5_000);
    expect(await requestsOf(id)).toEqual([
      expect.objectContaining({
        subjectId: id,
        requestedBy: await userIdOf(t.database.db, DEMO.creator),
        status: "pendente",
        priority: "media",
      }),
    ]);

    expectApiError(
      await post(criador, id, "submit-review"),
      409,
      "CONFLICT",
      "A análise jurídica deste projeto já foi solicitada.",
    );
    expect(await requestsOf(id)).toHaveLength(1);
    // The seeded draft already had its review requested.
    expectApiError(
      await post(criador, await projectIdByTitle(t.database.db, SEEDED.bosqueVerde), "submit-review"),
      409,
      "CONFLICT",
    );
  });

  it("records one request when it is submitted twice at the same time", async () => {
    const id = await createProject(t.app, criador, { visibility: "private" });
    const answers = await Promise.all([post(criador, id, "submit-review"), post(criador, id, "submit-review")]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await requestsOf(id)).toHaveLength(1);
  });

  it("refuses anyone but the creator: 404 when they cannot see it, 403 when they can", async () => {
    const id = await createProject(t.app, criador, {
      visibility: "private",
      team: [{ name: "Tito Time", role: "executor", email: teamMember.email }],
    });
    await joinTeam(t, teamMember, id);
    expectApiError(await post(marina, id, "submit-review"), 404, "NOT_FOUND", "Projeto não encontrado.");
    expectApiError(await post(ana, id, "submit-review"), 404, "NOT_FOUND");
    expectApiError(
      await post(legal, id, "submit-review"),
      403,
      "FORBIDDEN",
      "Apenas o criador do projeto pode fazer esta alteração.",
    );
    expectApiError(await post(teamMember.cookie, id, "submit-review"), 403, "FORBIDDEN");
    expect((await projectRow(t.database.db, id)).reviewRequestedAt).toBeNull();
    // A platform admin manages every project.
    expect(ok<ProjectDetail>(await post(admin, id, "submit-review")).review_requested_at).not.toBeNull();
  });

  it("refuses a project that is not a draft", async () => {
    const id = await projectIdByTitle(t.database.db, SEEDED.atlantico);
    expectApiError(
      await post(criador, id, "submit-review"),
      409,
      "CONFLICT",
      'Não é possível enviar para análise um projeto com status "Em Planejamento".',
    );
  });

  it("answers 401 without a session and 400 for a bad id", async () => {
    const id = await projectIdByTitle(t.database.db, SEEDED.altoDaColina);
    expectApiError(await client(t.app).post(`/api/projects/${id}/submit-review`), 401, "UNAUTHENTICATED");
    expectApiError(await post(criador, "nao-e-uuid", "submit-review"), 400, "VALIDATION_ERROR");
  });
});

describe("POST /api/projects/:id/visibility", () => {
  it("goes private → public once, and never back", async () => {
    const id = await createProject(t.app, criador, { visibility: "private" });
    const detail = ok<ProjectDetail>(await post(criador, id, "visibility", { visibility: "public" }));
    expect(detail.visibility).toBe("public");
    expectApiError(
      await post(criador, id, "visibility", { visibility: "public" }),
      409,
      "CONFLICT",
      "Este projeto já é público.",
    );
    expectApiError(
      await post(criador, id, "visibility", { visibility: "private" }),
      400,
      "VALIDATION_ERROR",
      "Um projeto público não pode voltar a ser privado.",
    );
    expectApiError(await post(criador, id, "visibility", {}), 400, "VALIDATION_ERROR");
    expectApiError(await post(criador, id, "visibility"), 400, "VALIDATION_ERROR");
    expect((await projectRow(t.database.db, id)).visibility).toBe("public");
  });

  it("refuses {visibility: private} even on a private project", async () => {
    const id = await createProject(t.app, criador, { visibility: "private" });
    expectApiError(await post(criador, id, "visibility", { visibility: "private" }), 400, "VALIDATION_ERROR");
  });

  it("keeps personal and collaborative projects private", async () => {
    for (const title of [SEEDED.casaDeCampo, SEEDED.altoDaColina]) {
      const id = await projectIdByTitle(t.database.db, title);
      expectApiError(
        await post(criador, id, "visibility", { visibility: "public" }),
        409,
        "CONFLICT",
        "Apenas projetos de investimento podem ser públicos.",
      );
      expect((await projectRow(t.database.db, id)).visibility).toBe("private");
    }
  });

  it("refuses another creator: 404 for a private project, 403 for a visible one", async () => {
    const id = await createProject(t.app, criador, { visibility: "private" });
    expectApiError(await post(marina, id, "visibility", { visibility: "public" }), 404, "NOT_FOUND");
    expectApiError(await post(legal, id, "visibility", { visibility: "public" }), 403, "FORBIDDEN");
    expect((await projectRow(t.database.db, id)).visibility).toBe("private");
  });
});

describe("POST /api/projects/:id/open-funding", () => {
  it("opens a public investment project in planning with complete terms", async () => {
    const id = await planning({ target_amount: 300_000, min_investment: 5_000, deadline: dateIn(20) });
    const detail = ok<ProjectDetail>(await post(criador, id, "open-funding"));
    expect(detail).toMatchObject({ status: "funding_open", viewer: { can_invest: false } });
    expect((await getDetail(t.app, ana, id)).viewer.can_invest).toBe(true);
    expect((await projectRow(t.database.db, id)).fundingOpenedAt).not.toBeNull();
    expectApiError(
      await post(criador, id, "open-funding"),
      409,
      "CONFLICT",
      'Não é possível abrir a captação de um projeto com status "Captando".',
    );
  });

  it("refuses a project in planning with no legal approval on record (the gate)", async () => {
    // A project moved to planning outside the legal desk (by hand in the database).
    const id = await createProject(t.app, criador, { deadline: dateIn(20) });
    await setProject(t.database.db, id, { status: "planning" });
    expectApiError(
      await post(criador, id, "open-funding"),
      409,
      "CONFLICT",
      "Este projeto não tem aprovação jurídica registrada. A captação só pode ser aberta após a aprovação.",
    );
    expect((await projectRow(t.database.db, id)).status).toBe("planning");
  });

  it("accepts a deadline of today", async () => {
    const id = await planning({ deadline: dateIn(0) });
    expect(ok<ProjectDetail>(await post(criador, id, "open-funding")).status).toBe("funding_open");
  });

  it("refuses outside planning", async () => {
    const draft = await createProject(t.app, criador);
    expectApiError(
      await post(criador, draft, "open-funding"),
      409,
      "CONFLICT",
      'Não é possível abrir a captação de um projeto com status "Rascunho".',
    );
    for (const [title, label] of [
      [SEEDED.vilaSerena, "Em Andamento"],
      [SEEDED.acacias, "Captando"],
    ] as const) {
      expectApiError(
        await post(criador, await projectIdByTitle(t.database.db, title), "open-funding"),
        409,
        "CONFLICT",
        `Não é possível abrir a captação de um projeto com status "${label}".`,
      );
    }
  });

  it("refuses a project that is not for investment", async () => {
    const id = await projectIdByTitle(t.database.db, SEEDED.casaDeCampo);
    expectApiError(
      await post(criador, id, "open-funding"),
      409,
      "CONFLICT",
      "Apenas projetos de investimento podem captar recursos.",
    );
  });

  it("refuses a private project", async () => {
    const id = await planning({ visibility: "private" });
    expectApiError(
      await post(criador, id, "open-funding"),
      409,
      "CONFLICT",
      "Torne o projeto público antes de abrir a captação.",
    );
  });

  it("refuses without a target or a minimum ticket", async () => {
    const noTarget = await planning({ target_amount: null, minimum_target_amount: null });
    expectApiError(
      await post(criador, noTarget, "open-funding"),
      409,
      "CONFLICT",
      "Defina a meta de captação antes de abrir a captação.",
    );
    const noTicket = await planning({ min_investment: null });
    expectApiError(
      await post(criador, noTicket, "open-funding"),
      409,
      "CONFLICT",
      "Defina o investimento mínimo antes de abrir a captação.",
    );
  });

  it("refuses a deadline in the past or no deadline", async () => {
    for (const deadline of [dateIn(-1), null]) {
      // Created with a deadline ahead (a past one is refused at creation); the days then pass.
      const id = await planning({ deadline: dateIn(30) });
      await setProject(t.database.db, id, { deadline });
      const error = expectApiError(
        await post(criador, id, "open-funding"),
        400,
        "VALIDATION_ERROR",
        "Defina um prazo de captação a partir de hoje.",
      );
      expect(error.fields).toHaveProperty("deadline");
      expect((await projectRow(t.database.db, id)).status).toBe("planning");
    }
  });

  it("refuses anyone but the creator", async () => {
    const id = await projectIdByTitle(t.database.db, SEEDED.atlantico); // public, planning
    for (const cookie of [marina, ana, legal]) {
      expectApiError(await post(cookie, id, "open-funding"), 403, "FORBIDDEN");
    }
    expect((await projectRow(t.database.db, id)).status).toBe("planning");
  });
});

describe("POST /api/projects/:id/start and /complete", () => {
  it("planning → in_progress → completed", async () => {
    const id = await planning();
    expect(ok<ProjectDetail>(await post(criador, id, "start")).status).toBe("in_progress");
    expectApiError(
      await post(criador, id, "start"),
      409,
      "CONFLICT",
      'Não é possível iniciar a execução de um projeto com status "Em Andamento".',
    );
    expect(ok<ProjectDetail>(await post(criador, id, "complete")).status).toBe("completed");
    expectApiError(
      await post(criador, id, "complete"),
      409,
      "CONFLICT",
      'Não é possível concluir um projeto com status "Concluído".',
    );
    expectApiError(await post(criador, id, "start"), 409, "CONFLICT");
    expectApiError(await post(criador, id, "open-funding"), 409, "CONFLICT");
  });

  it("refuses to start a draft or complete a project that has not started", async () => {
    const draft = await createProject(t.app, criador);
    expectApiError(
      await post(criador, draft, "start"),
      409,
      "CONFLICT",
      'Não é possível iniciar a execução de um projeto com status "Rascunho".',
    );
    expectApiError(
      await post(criador, draft, "complete"),
      409,
      "CONFLICT",
      'Não é possível concluir um projeto com status "Rascunho".',
    );
    const inPlanning = await planning();
    expectApiError(
      await post(criador, inPlanning, "complete"),
      409,
      "CONFLICT",
      'Não é possível concluir um projeto com status "Em Planejamento".',
    );
  });

  it("starts a raise only once its minimum target is reached", async () => {
    const id = await openRaise(t, criador, {
      target_amount: 30_000,
      minimum_target_amount: 20_000,
      min_investment: 1_000,
    });
    expectApiError(
      await post(criador, id, "start"),
      409,
      "CONFLICT",
      "A captação ainda não atingiu o valor mínimo para iniciar a execução.",
    );
    const [a, b] = [await newAccount(t.app, "investor"), await newAccount(t.app, "investor")];
    await investAndPay(t, a.cookie, id, 10_000);
    expectApiError(await post(criador, id, "start"), 409, "CONFLICT");
    await investAndPay(t, b.cookie, id, 10_000);
    // Both commitments past their withdrawal period (the rule itself is tested in execution-start.test.ts).
    await t.database.db
      .update(investments)
      .set({ withdrawableUntil: new Date(Date.now() - 1000) })
      .where(eq(investments.projectId, id));
    const detail = ok<ProjectDetail>(await post(criador, id, "start"));
    expect(detail).toMatchObject({ status: "in_progress", raised_amount: 20_000 });
    // Each investor is told in the bell, of the start and then of the completion (docs/product/account-and-notifications.md#notifications).
    ok(await post(criador, id, "complete"));
    for (const investor of [a, b]) {
      const bell = ok<{ items: { title: string; link: string | null }[] }>(
        await client(t.app, investor.cookie).get("/api/notifications"),
      ).items;
      expect(bell.filter((n) => n.link?.endsWith(id)).map((n) => n.title)).toEqual(
        expect.arrayContaining(["Execução iniciada", "Projeto concluído"]),
      );
      // And by e-mail, their switch being on.
      const mails = await outboxMailsTo(t, investor.email);
      expect(mails.filter((m) => m.includes("em que voc") && m.includes(`/dashboard/projects/${id}`))).toHaveLength(2);
    }
    // In progress the project takes no more money.
    expectApiError(
      await client(t.app, a.cookie).post(`/api/projects/${id}/investments`, { amount: 1_000 }),
      409,
      "CONFLICT",
    );
  });

  it("refuses another creator: 403 on a visible project, 404 on a hidden one", async () => {
    const visible = await projectIdByTitle(t.database.db, SEEDED.vilaSerena); // criador's, in progress
    expectApiError(await post(marina, visible, "complete"), 403, "FORBIDDEN");
    expectApiError(await post(ana, visible, "complete"), 403, "FORBIDDEN");
    const hidden = await projectIdByTitle(t.database.db, SEEDED.torreAmazonia); // marina's, private
    expectApiError(await post(criador, hidden, "start"), 404, "NOT_FOUND");
    expect((await projectRow(t.database.db, hidden)).status).toBe("planning");
    expect((await projectRow(t.database.db, visible)).status).toBe("in_progress");
  });

  it("lets a platform admin change any project's status", async () => {
    const id = await planning();
    expect(ok<ProjectDetail>(await post(admin, id, "start")).status).toBe("in_progress");
  });
});

describe("PUT /api/projects/:id/phases", () => {
  const phases = [
    { name: "Projeto", start_date: dateIn(0), end_date: dateIn(30), status: "completed" },
    { name: "Obra", description: "Estrutura e vedação", status: "in-progress" },
    { name: "Entrega" },
  ];

  it("replaces the timeline, in the order sent", async () => {
    const id = await createProject(t.app, criador, { phases: [{ name: "Antiga" }] });
    const detail = ok<ProjectDetail>(await client(t.app, criador).put(`/api/projects/${id}/phases`, { phases }));
    expect(detail.phases.map((p) => [p.name, p.status, p.description, p.start_date])).toEqual([
      ["Projeto", "completed", null, dateIn(0)],
      ["Obra", "in-progress", "Estrutura e vedação", null],
      ["Entrega", "pending", null, null],
    ]);
    const emptied = ok<ProjectDetail>(await client(t.app, criador).put(`/api/projects/${id}/phases`, { phases: [] }));
    expect(emptied.phases).toEqual([]);
  });

  it("refuses anyone but the creator and invalid phases", async () => {
    const id = await createProject(t.app, criador, { visibility: "private", phases: [{ name: "Original" }] });
    expectApiError(await client(t.app, legal).put(`/api/projects/${id}/phases`, { phases }), 403, "FORBIDDEN");
    expectApiError(await client(t.app, marina).put(`/api/projects/${id}/phases`, { phases }), 404, "NOT_FOUND");
    const seeded = await projectIdByTitle(t.database.db, SEEDED.acacias);
    expectApiError(await client(t.app, marina).put(`/api/projects/${seeded}/phases`, { phases }), 403, "FORBIDDEN");
    const bad = expectApiError(
      await client(t.app, criador).put(`/api/projects/${id}/phases`, { phases: [{ name: "" }] }),
      400,
      "VALIDATION_ERROR",
    );
    expect(bad.fields).toHaveProperty(["phases.0.name"]);
    expectApiError(await client(t.app, criador).put(`/api/projects/${id}/phases`, {}), 400, "VALIDATION_ERROR");
    expect((await getDetail(t.app, criador, id)).phases.map((p) => p.name)).toEqual(["Original"]);
  });
});

describe("PUT /api/projects/:id/funding", () => {
  const terms = { target_amount: 600_000, min_investment: 2_000, deadline: dateIn(40) };

  it("sets the terms of a draft or planning investment project", async () => {
    const id = await createProject(t.app, criador, { target_amount: null, min_investment: null, deadline: null });
    const detail = ok<ProjectDetail>(await client(t.app, criador).put(`/api/projects/${id}/funding`, terms));
    expect(detail).toMatchObject({
      target_amount: 600_000,
      minimum_target_amount: 400_000,
      min_investment: 2_000,
      deadline: dateIn(40),
    });
    const inPlanning = await planning();
    const updated = ok<ProjectDetail>(
      await client(t.app, criador).put(`/api/projects/${inPlanning}/funding`, {
        ...terms,
        minimum_target_amount: 500_000,
      }),
    );
    expect(updated.minimum_target_amount).toBe(500_000);
  });

  it("validates the terms", async () => {
    const id = await createProject(t.app, criador);
    const put = (body: unknown) => client(t.app, criador).put(`/api/projects/${id}/funding`, body);
    expectApiError(
      await put({ ...terms, minimum_target_amount: 399_999.99 }),
      400,
      "VALIDATION_ERROR",
      `A captação mínima deve ficar entre ${brl(400_000)} (2/3 da meta) e ${brl(600_000)}.`,
    );
    expectApiError(await put({ ...terms, minimum_target_amount: 600_000.01 }), 400, "VALIDATION_ERROR");
    expectApiError(
      await put({ ...terms, min_investment: 600_001 }),
      400,
      "VALIDATION_ERROR",
      "O investimento mínimo não pode ser maior que a meta de captação.",
    );
    expectApiError(
      await put({ ...terms, deadline: dateIn(-1) }),
      400,
      "VALIDATION_ERROR",
      "Defina um prazo de captação a partir de hoje.",
    );
    for (const body of [
      { ...terms, target_amount: 0 },
      { ...terms, min_investment: 0 },
      { ...terms, deadline: null },
      { target_amount: 600_000 },
      { ...terms, target_amount: "600000" },
    ]) {
      expectApiError(await put(body), 400, "VALIDATION_ERROR");
    }
    // Nothing changed.
    expect(await getDetail(t.app, criador, id)).toMatchObject({ target_amount: 100_000, min_investment: 1_000 });
  });

  it("refuses other purposes, other statuses and other users", async () => {
    const personal = await projectIdByTitle(t.database.db, SEEDED.casaDeCampo);
    expectApiError(
      await client(t.app, criador).put(`/api/projects/${personal}/funding`, terms),
      409,
      "CONFLICT",
      "Apenas projetos de investimento captam recursos.",
    );
    const open = await projectIdByTitle(t.database.db, SEEDED.acacias);
    expectApiError(
      await client(t.app, criador).put(`/api/projects/${open}/funding`, terms),
      409,
      "CONFLICT",
      'Não é possível alterar a captação de um projeto com status "Captando".',
    );
    const mine = await createProject(t.app, criador);
    expectApiError(await client(t.app, legal).put(`/api/projects/${mine}/funding`, terms), 403, "FORBIDDEN");
    expectApiError(await client(t.app, marina).put(`/api/projects/${mine}/funding`, terms), 404, "NOT_FOUND");
  });
});
