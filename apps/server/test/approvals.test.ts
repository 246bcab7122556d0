import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Approval, ApprovalList, ReviewHistory } from "@alicerce/shared/schemas/approvals";
import { legalDeskRefusal } from "@alicerce/shared/user-types";
import {
  approvalEvents,
  approvalRequests,
  notifications,
  profiles,
  projects,
  user as users,
} from "../src/db/schema/index.ts";
import {
  client,
  createProject,
  createSeededApp,
  dateIn,
  DEMO,
  getDetail,
  joinTeam,
  latestApprovalId,
  loginAll,
  newAccount,
  ok,
  projectIdByTitle,
  projectRow,
  SEEDED,
  userIdOf,
  type Account,
  type ProjectDetail,
} from "./project-helpers.ts";
import { outboxMailsTo } from "./supplier-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;
let legal: string;
let admin: string;
let ana: string;
let marina: string;
let supplier: string;
let unverifiedLegal: Account;
let teamMember: Account;

beforeAll(async () => {
  t = await createSeededApp();
  [criador, legal, admin, ana, marina, supplier] = await loginAll(
    t.app,
    DEMO.creator,
    DEMO.legal,
    DEMO.admin,
    DEMO.ana,
    DEMO.marina,
    DEMO.supplier,
  );
  unverifiedLegal = await newAccount(t.app, "legal", { name: "Lia Sem Verificação" });
  teamMember = await newAccount(t.app, "investor", { name: "Tito Time" });
});
afterAll(() => t.close());

const api = (cookie?: string) => client(t.app, cookie);
const list = async (cookie: string, query = "") => ok<ApprovalList>(await api(cookie).get(`/api/approvals${query}`));
const step = (cookie: string, id: string, action: string, body?: unknown) =>
  api(cookie).post(`/api/approvals/${id}/${action}`, body);
const setPriority = (cookie: string, id: string, priority: unknown) =>
  t.app.inject({ method: "PATCH", url: `/api/approvals/${id}`, headers: { cookie }, payload: { priority } });

/** A new draft of criador's, submitted for review; answers the project and its open request. */
async function submitted(title = `Projeto em análise ${Math.random().toString(36).slice(2, 8)}`) {
  const projectId = await createProject(t.app, criador, { title, visibility: "private" });
  ok(await api(criador).post(`/api/projects/${projectId}/submit-review`));
  return { projectId, requestId: await latestApprovalId(t.database.db, projectId), title };
}

/** A request's trail in the order it was written (PostgreSQL returns unordered rows in any order). */
const eventsOf = (requestId: string) =>
  t.database.db
    .select()
    .from(approvalEvents)
    .where(eq(approvalEvents.requestId, requestId))
    .orderBy(asc(approvalEvents.createdAt));

describe("who may use the legal desk", () => {
  it("answers 401 without a session", async () => {
    expectApiError(await api().get("/api/approvals"), 401, "UNAUTHENTICATED");
    const { requestId } = await submitted();
    expectApiError(await step("", requestId, "start-analysis"), 401, "UNAUTHENTICATED");
    expectApiError(await step("", requestId, "approve", {}), 401, "UNAUTHENTICATED");
    expectApiError(await step("", requestId, "reject", { comment: "Não." }), 401, "UNAUTHENTICATED");
  });

  it("refuses investors, creators, suppliers and unverified legal accounts with 403 and the desk's reason", async () => {
    const { requestId } = await submitted();
    const others = [
      { cookie: ana, type: "investor" as const },
      { cookie: criador, type: "creator" as const },
      { cookie: supplier, type: "supplier" as const },
      { cookie: unverifiedLegal.cookie, type: "legal" as const },
    ];
    for (const { cookie, type } of others) {
      const reason = legalDeskRefusal({ type, verified: false });
      expectApiError(await api(cookie).get("/api/approvals"), 403, "FORBIDDEN", reason);
      expectApiError(await step(cookie, requestId, "start-analysis"), 403, "FORBIDDEN", reason);
      expectApiError(await step(cookie, requestId, "approve", {}), 403, "FORBIDDEN", reason);
      expectApiError(await step(cookie, requestId, "reject", { comment: "Não." }), 403, "FORBIDDEN", reason);
      expectApiError(await setPriority(cookie, requestId, "alta"), 403, "FORBIDDEN", reason);
    }
    expect(legalDeskRefusal({ type: "legal", verified: false })).toContain("OAB");
    const [row] = await t.database.db.select().from(approvalRequests).where(eq(approvalRequests.id, requestId));
    expect(row).toMatchObject({ status: "pendente", priority: "media" });
  });

  it("lets verified legal users and platform admins in", async () => {
    expect((await list(legal)).total).toBeGreaterThan(0);
    expect((await list(admin)).total).toBeGreaterThan(0);
  });
});

describe("GET /api/approvals", () => {
  it("lists the seeded queue with every status and priority, and counts by status on the server", async () => {
    const all = await list(legal, "?type=project");
    const statuses = new Set<string>();
    const priorities = new Set<string>();
    let page = 1;
    let seen = 0;
    for (;;) {
      const answer = await list(legal, `?page=${page}`);
      answer.items.forEach((i) => {
        statuses.add(i.status);
        priorities.add(i.priority);
      });
      seen += answer.items.length;
      if (answer.items.length < answer.page_size) break;
      page++;
    }
    expect(seen).toBe(all.total);
    expect([...statuses].sort()).toEqual(["aprovado", "em_analise", "pendente", "rejeitado"]);
    expect([...priorities].sort()).toEqual(["alta", "baixa", "media"]);
    const { summary } = all;
    expect(summary.pendente + summary.em_analise + summary.aprovado + summary.rejeitado).toBe(all.total);
    const rejected = await list(legal, "?status=rejeitado");
    expect(rejected.total).toBe(summary.rejeitado);
    expect(rejected.items.every((i) => i.status === "rejeitado")).toBe(true);
    // The status filter leaves the summary alone, so every status card keeps its figure.
    expect(rejected.summary).toEqual(summary);
  });

  it("shows each card's type, title, requester, date, priority, status, description and link", async () => {
    const { items } = await list(legal, "?q=bosque&status=pendente");
    const bosque = await projectIdByTitle(t.database.db, SEEDED.bosqueVerde);
    expect(items).toEqual([
      expect.objectContaining({
        subject_type: "project",
        subject_id: bosque,
        title: SEEDED.bosqueVerde,
        description: expect.stringContaining("64 apartamentos"),
        requester: { id: await userIdOf(t.database.db, DEMO.creator), name: "Carlos Construtor" },
        requested_at: expect.any(String),
        priority: "alta",
        status: "pendente",
        link: `/dashboard/projects/${bosque}`,
        decided_at: null,
      }),
    ]);
  });

  it("searches title and requester without accents or case, and filters by priority", async () => {
    const byTitle = await list(legal, "?q=IPES");
    expect(byTitle.items.map((i) => i.title)).toEqual(["Residencial Solar dos Ipês"]);
    const byRequester = await list(legal, `?q=${encodeURIComponent("grupo horizonte")}&status=pendente`);
    expect(byRequester.items.map((i) => i.title)).toEqual(["Galpão Logístico Anhanguera"]);
    const high = await list(legal, "?priority=alta");
    expect(high.items.length).toBeGreaterThan(0);
    expect(high.items.every((i) => i.priority === "alta")).toBe(true);
    expect((await list(legal, "?type=document")).total).toBe(0);
    expect((await list(legal, "?q=nada-com-isso")).items).toEqual([]);
  });

  it("puts open requests first, the most urgent at the top", async () => {
    const { items } = await list(legal);
    const firstDecided = items.findIndex((i) => i.status === "aprovado" || i.status === "rejeitado");
    expect(firstDecided).toBeGreaterThan(0);
    expect(items.slice(firstDecided).every((i) => i.status === "aprovado" || i.status === "rejeitado")).toBe(true);
    expect(items[0]!.priority).toBe("alta");
  });

  it("refuses unknown filter values with 400 and a pt-BR message", async () => {
    const status = expectApiError(await api(legal).get("/api/approvals?status=Aprovado"), 400, "VALIDATION_ERROR");
    expect(status.fields?.status).toEqual(["Escolha um status válido."]);
    const priority = expectApiError(await api(legal).get("/api/approvals?priority=urgente"), 400, "VALIDATION_ERROR");
    expect(priority.fields?.priority).toEqual(["Escolha uma prioridade válida."]);
    const page = expectApiError(await api(legal).get("/api/approvals?page=0"), 400, "VALIDATION_ERROR");
    expect(page.fields?.page).toEqual(["A primeira página é a 1."]);
  });
});

describe("the approval lifecycle of a project", () => {
  it("opens a pending request of priority Média when the creator submits", async () => {
    const { requestId, title } = await submitted();
    const { items } = await list(legal, `?q=${encodeURIComponent(title)}`);
    expect(items).toEqual([expect.objectContaining({ id: requestId, status: "pendente", priority: "media" })]);
    expect((await eventsOf(requestId)).map((e) => e.kind)).toEqual(["requested"]);
  });

  it("moves Pendente → Em Análise → Aprovado; the project goes to planning and its creator is told", async () => {
    const { projectId, requestId, title } = await submitted();
    // Deciding before the analysis starts is refused.
    expectApiError(
      await step(legal, requestId, "approve", {}),
      409,
      "CONFLICT",
      'Não é possível aprovar uma solicitação com status "Pendente".',
    );
    const started = ok<Approval>(await step(legal, requestId, "start-analysis"));
    expect(started).toMatchObject({ id: requestId, status: "em_analise" });
    expectApiError(
      await step(legal, requestId, "start-analysis"),
      409,
      "CONFLICT",
      'Não é possível iniciar a análise de uma solicitação com status "Em Análise".',
    );
    const approved = ok<Approval>(await step(legal, requestId, "approve", { comment: "  Documentação em ordem.  " }));
    expect(approved).toMatchObject({ status: "aprovado", last_comment: "Documentação em ordem." });
    expect(approved.decided_at).not.toBeNull();
    expect((await projectRow(t.database.db, projectId)).status).toBe("planning");

    const mails = await outboxMailsTo(t, DEMO.creator);
    const mail = mails.find((m) => m.includes(`"${title}" foi concluída e o projeto foi aprovado`));
    expect(mail).toBeDefined();
    expect(mail).toContain("Documentação em ordem.");
    expect(mail).toContain(`/dashboard/projects/${projectId}`);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/dashboard/projects/${projectId}`));
    expect(rows).toEqual([
      expect.objectContaining({
        userId: await userIdOf(t.database.db, DEMO.creator),
        title: "Projeto aprovado",
        readAt: null,
      }),
    ]);

    // Decided once: a second approval or a rejection is refused and changes nothing.
    expectApiError(
      await step(admin, requestId, "approve", {}),
      409,
      "CONFLICT",
      "Esta solicitação já foi decidida (Aprovado).",
    );
    expectApiError(
      await step(legal, requestId, "reject", { comment: "Mudei de ideia." }),
      409,
      "CONFLICT",
      "Esta solicitação já foi decidida (Aprovado).",
    );
    expect((await projectRow(t.database.db, projectId)).status).toBe("planning");
    expect((await eventsOf(requestId)).map((e) => e.kind)).toEqual(["requested", "analysis_started", "approved"]);
  });

  it("decides one of two simultaneous decisions", async () => {
    const { projectId, requestId } = await submitted();
    ok(await step(legal, requestId, "start-analysis"));
    const answers = await Promise.all([
      step(legal, requestId, "approve", {}),
      step(admin, requestId, "reject", { comment: "Faltam documentos." }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json() as Approval;
    expect((await projectRow(t.database.db, projectId)).status).toBe(
      winner.status === "aprovado" ? "planning" : "draft",
    );
    expect((await eventsOf(requestId)).filter((e) => e.kind === "approved" || e.kind === "rejected")).toHaveLength(1);
  });

  it("requires a comment to reject (400 in pt-BR)", async () => {
    const { requestId } = await submitted();
    ok(await step(legal, requestId, "start-analysis"));
    for (const body of [{}, { comment: "   " }, { comment: null }]) {
      const error = expectApiError(await step(legal, requestId, "reject", body), 400, "VALIDATION_ERROR");
      expect(error.fields?.comment).toEqual(["Explique o motivo da rejeição para que o solicitante possa corrigir."]);
    }
    const long = expectApiError(
      await step(legal, requestId, "reject", { comment: "x".repeat(3001) }),
      400,
      "VALIDATION_ERROR",
    );
    expect(long.fields?.comment).toEqual(["Use no máximo 3.000 caracteres."]);
    const [row] = await t.database.db.select().from(approvalRequests).where(eq(approvalRequests.id, requestId));
    expect(row!.status).toBe("em_analise");
  });

  it("rejects with a comment: back to draft, the creator is told, resubmits, and the history is kept", async () => {
    const { projectId, requestId, title } = await submitted();
    ok(await step(legal, requestId, "start-analysis"));
    const reason = "Anexe a matrícula atualizada do terreno.";
    const rejected = ok<Approval>(await step(legal, requestId, "reject", { comment: reason }));
    expect(rejected).toMatchObject({ status: "rejeitado", last_comment: reason });
    const row = await projectRow(t.database.db, projectId);
    expect(row).toMatchObject({ status: "draft", reviewRequestedAt: null });

    const mail = (await outboxMailsTo(t, DEMO.creator)).find((m) =>
      m.includes(`"${title}" foi concluída e o projeto não foi aprovado`),
    );
    expect(mail).toBeDefined();
    expect(mail).toContain(reason);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.link, `/dashboard/projects/${projectId}`),
          eq(notifications.title, "Projeto não aprovado"),
        ),
      );
    expect(note!.body).toContain(reason);

    // The creator fixes the project and submits it again: a new request, the old one kept.
    const detail = ok<ProjectDetail>(await api(criador).post(`/api/projects/${projectId}/submit-review`));
    expect(detail.review_requested_at).not.toBeNull();
    const second = await latestApprovalId(t.database.db, projectId);
    expect(second).not.toBe(requestId);
    const history = ok<ReviewHistory>(await api(criador).get(`/api/projects/${projectId}/reviews`));
    expect(history.items.map((r) => [r.id, r.status])).toEqual([
      [second, "pendente"],
      [requestId, "rejeitado"],
    ]);
    expect(history.items[1]!.events).toEqual([
      expect.objectContaining({ kind: "requested", actor: expect.objectContaining({ name: "Carlos Construtor" }) }),
      expect.objectContaining({
        kind: "analysis_started",
        actor: expect.objectContaining({ name: "Juliana Advogada" }),
      }),
      expect.objectContaining({
        kind: "rejected",
        comment: reason,
        actor: expect.objectContaining({ name: "Juliana Advogada" }),
      }),
    ]);
    // A second submission while one is open is refused.
    expectApiError(
      await api(criador).post(`/api/projects/${projectId}/submit-review`),
      409,
      "CONFLICT",
      "A análise jurídica deste projeto já foi solicitada.",
    );
  });

  it("lets legal set the priority of an open request, never of a decided one", async () => {
    const { requestId } = await submitted();
    expect(ok<Approval>(await setPriority(legal, requestId, "alta")).priority).toBe("alta");
    expect(ok<Approval>(await setPriority(admin, requestId, "baixa")).priority).toBe("baixa");
    const bad = expectApiError(await setPriority(legal, requestId, "Alta"), 400, "VALIDATION_ERROR");
    expect(bad.fields?.priority).toEqual(["Escolha a prioridade: Alta, Média ou Baixa."]);
    ok(await step(legal, requestId, "start-analysis"));
    ok(await step(legal, requestId, "approve", {}));
    expectApiError(
      await setPriority(legal, requestId, "alta"),
      409,
      "CONFLICT",
      "A prioridade só pode ser alterada enquanto a solicitação está aberta; esta já foi decidida (Aprovado).",
    );
  });

  it("does not let a reviewer decide their own request", async () => {
    const own = await createProject(t.app, legal, { title: "Projeto da Juliana", visibility: "private" });
    ok(await api(legal).post(`/api/projects/${own}/submit-review`));
    const requestId = await latestApprovalId(t.database.db, own);
    expectApiError(
      await step(legal, requestId, "start-analysis"),
      403,
      "FORBIDDEN",
      "Você não pode analisar uma solicitação feita por você.",
    );
    expectApiError(
      await setPriority(legal, requestId, "alta"),
      403,
      "FORBIDDEN",
      "Você não pode analisar uma solicitação feita por você.",
    );
    ok(await step(admin, requestId, "start-analysis"));
    expectApiError(await step(legal, requestId, "approve", {}), 403, "FORBIDDEN");
    expect(ok<Approval>(await step(admin, requestId, "approve", {})).status).toBe("aprovado");
  });

  it("does not let a legal user decide their own project when an admin submitted it", async () => {
    const own = await createProject(t.app, legal, {
      title: "Projeto da Juliana enviado pelo admin",
      visibility: "private",
    });
    ok(await api(admin).post(`/api/projects/${own}/submit-review`));
    const requestId = await latestApprovalId(t.database.db, own);
    for (const attempt of [
      () => step(legal, requestId, "start-analysis"),
      () => setPriority(legal, requestId, "alta"),
    ]) {
      expectApiError(await attempt(), 403, "FORBIDDEN", "Você não pode analisar um projeto do qual participa.");
    }
    // The queue's card says so: no review buttons for her.
    const card = (await list(legal, `?q=${encodeURIComponent("enviado pelo admin")}`)).items[0]!;
    expect(card.viewer_may_review).toBe(false);
    expect((await list(admin, `?q=${encodeURIComponent("enviado pelo admin")}`)).items[0]!.viewer_may_review).toBe(
      false,
    );
    const second = await newAccount(t.app, "legal", { name: "Outra Advogada" });
    await t.database.db.update(profiles).set({ verified: true }).where(eq(profiles.userId, second.id));
    ok(await step(second.cookie, requestId, "start-analysis"));
    expectApiError(await step(legal, requestId, "approve", {}), 403, "FORBIDDEN");
    expect(ok<Approval>(await step(second.cookie, requestId, "approve", {})).status).toBe("aprovado");
  });

  it("answers 404 for an unknown request and 400 for a bad id", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectApiError(
      await step(legal, unknown, "start-analysis"),
      404,
      "NOT_FOUND",
      "Solicitação de aprovação não encontrada.",
    );
    expectApiError(await setPriority(legal, unknown, "alta"), 404, "NOT_FOUND");
    expectApiError(await step(legal, "nao-e-uuid", "approve", {}), 400, "VALIDATION_ERROR");
  });

  it("replays a decision retried with the same Idempotency-Key instead of refusing it", async () => {
    const { requestId } = await submitted();
    ok(await step(legal, requestId, "start-analysis"));
    const send = () =>
      t.app.inject({
        method: "POST",
        url: `/api/approvals/${requestId}/approve`,
        headers: { cookie: legal, "idempotency-key": `approve-${requestId}` },
        payload: {},
      });
    const first = ok<Approval>(await send());
    const again = ok<Approval>(await send());
    expect(again).toEqual(first);
    expect((await eventsOf(requestId)).filter((e) => e.kind === "approved")).toHaveLength(1);
  });
});

describe("the gate on open-funding", () => {
  it("opens a raise only after the legal desk approved the project", async () => {
    const id = await createProject(t.app, criador, { visibility: "private", deadline: dateIn(30) });
    ok(await api(criador).post(`/api/projects/${id}/submit-review`));
    const requestId = await latestApprovalId(t.database.db, id);
    ok(await step(legal, requestId, "start-analysis"));
    ok(await step(legal, requestId, "approve", {}));
    ok(await api(criador).post(`/api/projects/${id}/visibility`, { visibility: "public" }));
    expect(ok<ProjectDetail>(await api(criador).post(`/api/projects/${id}/open-funding`)).status).toBe("funding_open");
  });

  it("keeps an approval on record for every seeded project past draft", async () => {
    for (const title of [SEEDED.acacias, SEEDED.atlantico, SEEDED.torreAmazonia, SEEDED.vilaSerena, SEEDED.portoNovo]) {
      const id = await projectIdByTitle(t.database.db, title);
      const history = ok<ReviewHistory>(await api(legal).get(`/api/projects/${id}/reviews`));
      expect(
        history.items.some((r) => r.status === "aprovado"),
        title,
      ).toBe(true);
      const decision = history.items.find((r) => r.status === "aprovado")!.events.at(-1)!;
      expect(decision).toMatchObject({ kind: "approved", actor: { name: "Juliana Advogada" } });
    }
  });
});

describe("GET /api/projects/:id/reviews", () => {
  it("shows the history to the creator, accepted team members, legal users and admins", async () => {
    const id = await createProject(t.app, criador, {
      visibility: "private",
      team: [{ name: "Tito Time", role: "executor", email: teamMember.email }],
    });
    await joinTeam(t, teamMember, id);
    ok(await api(criador).post(`/api/projects/${id}/submit-review`));
    for (const cookie of [criador, teamMember.cookie, legal, admin]) {
      const history = ok<ReviewHistory>(await api(cookie).get(`/api/projects/${id}/reviews`));
      expect(history.items).toHaveLength(1);
      expect((await getDetail(t.app, cookie, id)).viewer.can_see_reviews).toBe(true);
    }
  });

  it("keeps the history from investors and strangers", async () => {
    // A public project anyone may read: its history is refused with 403.
    const publicId = await projectIdByTitle(t.database.db, SEEDED.acacias);
    expect((await getDetail(t.app, ana, publicId)).viewer.can_see_reviews).toBe(false);
    expectApiError(
      await api(ana).get(`/api/projects/${publicId}/reviews`),
      403,
      "FORBIDDEN",
      "O histórico da análise jurídica é visível apenas ao criador do projeto, à equipe e ao jurídico.",
    );
    expectApiError(await api(marina).get(`/api/projects/${publicId}/reviews`), 403, "FORBIDDEN");
    expectApiError(await api(unverifiedLegal.cookie).get(`/api/projects/${publicId}/reviews`), 403, "FORBIDDEN");
    // A draft they may not even see: the same 404 as an unknown project.
    const draft = await projectIdByTitle(t.database.db, SEEDED.bosqueVerde);
    expectApiError(await api(ana).get(`/api/projects/${draft}/reviews`), 404, "NOT_FOUND", "Projeto não encontrado.");
    expectApiError(await api(marina).get(`/api/projects/${draft}/reviews`), 404, "NOT_FOUND");
    expectApiError(
      await api(legal).get("/api/projects/00000000-0000-4000-8000-000000000000/reviews"),
      404,
      "NOT_FOUND",
    );
    expectApiError(await api().get(`/api/projects/${draft}/reviews`), 401, "UNAUTHENTICATED");
  });

  it("shows the seeded resubmission: an earlier rejection with its reason and the request now waiting", async () => {
    const id = await projectIdByTitle(t.database.db, SEEDED.bosqueVerde);
    const history = ok<ReviewHistory>(await api(criador).get(`/api/projects/${id}/reviews`));
    expect(history.items.map((r) => r.status)).toEqual(["pendente", "rejeitado"]);
    expect(history.items[1]!.events.at(-1)).toMatchObject({
      kind: "rejected",
      comment: expect.stringContaining("laudo de sondagem"),
    });
  });

  it("leaves priority changes out of the history", async () => {
    const { projectId, requestId } = await submitted();
    ok(await setPriority(legal, requestId, "alta"));
    const history = ok<ReviewHistory>(await api(criador).get(`/api/projects/${projectId}/reviews`));
    expect(history.items[0]!.events.map((e) => e.kind)).toEqual(["requested"]);
  });
});

describe("the tables' own rules", () => {
  it("never changes an event, and deletes a project's requests with the project", async () => {
    const { projectId, requestId } = await submitted();
    await expect(
      t.database.db.update(approvalEvents).set({ comment: "reescrito" }).where(eq(approvalEvents.requestId, requestId)),
    ).rejects.toThrow();
    await t.database.db.delete(projects).where(eq(projects.id, projectId));
    expect(await t.database.db.select().from(approvalRequests).where(eq(approvalRequests.id, requestId))).toEqual([]);
    expect(await eventsOf(requestId)).toEqual([]);
  });

  // Like the signature trail: append-only in SQL too (decision 039).
  it("cannot be updated, deleted or truncated, even in SQL, and outlives any attempt", async () => {
    const { requestId } = await submitted();
    ok(await setPriority(legal, requestId, "alta"));
    const db = t.database.db;
    const before = await eventsOf(requestId);
    expect(before.map((e) => e.kind)).toEqual(["requested", "priority_changed"]);
    await expect(
      db.update(approvalEvents).set({ comment: "reescrito" }).where(eq(approvalEvents.requestId, requestId)),
    ).rejects.toThrow();
    await expect(db.delete(approvalEvents).where(eq(approvalEvents.requestId, requestId))).rejects.toThrow();
    await expect(
      db
        .delete(approvalEvents)
        .where(and(eq(approvalEvents.requestId, requestId), eq(approvalEvents.kind, "requested"))),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate approval_events`)).rejects.toThrow();
    expect(await eventsOf(requestId)).toEqual(before);
  });

  it("lets the foreign keys do their part: an actor's account emptied, a request's history deleted with it", async () => {
    const { requestId } = await submitted();
    const db = t.database.db;
    // ON DELETE SET NULL of a deleted actor: only actor_id may change, and only to null.
    await expect(
      db.update(approvalEvents).set({ actorId: null, comment: "outro" }).where(eq(approvalEvents.requestId, requestId)),
    ).rejects.toThrow();
    await db.update(approvalEvents).set({ actorId: null }).where(eq(approvalEvents.requestId, requestId));
    expect((await eventsOf(requestId)).map((e) => [e.kind, e.actorId])).toEqual([["requested", null]]);
    // ON DELETE CASCADE of a deleted requester's account: the request goes, and its history with it.
    const requester = await newAccount(t.app, "creator");
    const projectId = await createProject(t.app, requester.cookie, { title: "Conta que sai", visibility: "private" });
    ok(await api(requester.cookie).post(`/api/projects/${projectId}/submit-review`));
    const theirs = await latestApprovalId(db, projectId);
    expect(await eventsOf(theirs)).toHaveLength(1);
    await db.delete(users).where(eq(users.id, requester.id));
    expect(await db.select().from(approvalRequests).where(eq(approvalRequests.id, theirs))).toEqual([]);
    expect(await eventsOf(theirs)).toEqual([]);
  });
});
