import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectTeamMembers, user as users } from "../src/db/schema/index.ts";
import {
  client,
  confirmEmail,
  createProject,
  createSeededApp,
  DEMO,
  getDetail,
  loginAs,
  newAccount,
  ok,
  projectIdByTitle,
  SEEDED,
  tinyPdf,
  upload,
  type ProjectDetail,
} from "./project-helpers.ts";
import { mailsTo, verificationLink } from "./outbox.ts";
import { expectApiError, uniqueEmail, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;
let outbox: string;
/** Mail leaves through the outbox worker; deliver what is due, then read the .eml files. */
async function mailsDelivered(to: string, options: { confirmations?: boolean } = {}) {
  await t.app.jobs.deliverMail();
  return mailsTo(outbox, to, options);
}
beforeAll(async () => {
  t = await createSeededApp();
  criador = await loginAs(t.app, DEMO.creator);
  outbox = path.join(t.config.dataDir, "outbox");
});
afterAll(() => t.close());

type Invitations = {
  items: { id: string; project_id: string; project_title: string; role: string; invited_by: string }[];
  email_confirmed: boolean;
};
const invitationsOf = async (cookie: string) => ok<Invitations>(await client(t.app, cookie).get("/api/invitations"));

/** A private draft with a private document, inviting `email` to its team from the wizard. */
async function draftInviting(email: string, title: string) {
  const pdf = await upload(t.app, criador, "planilha.pdf", tinyPdf());
  const id = await createProject(t.app, criador, {
    title,
    visibility: "private",
    team: [{ name: "Pessoa Convidada", role: "engenheiro", email }],
    documents: [{ name: "Planilha", category: "financial", file_id: pdf.id }],
  });
  const detail = await getDetail(t.app, criador, id);
  return { id, documentUrl: detail.documents[0]!.download_url };
}

describe("an invitation from the project wizard", () => {
  it("mails the invited address and grants nothing to whoever registers it, until accepted from a confirmed e-mail", async () => {
    const email = uniqueEmail("convidada");
    const { id, documentUrl } = await draftInviting(email, "Projeto com Convite");
    const [mail] = await mailsDelivered(email);
    // A fixed subject (decision 036): no text the inviter chose in it. The inviter is named with their e-mail.
    expect(mail).not.toContain("Subject: Convite para a equipe do projeto");
    expect(mail).toContain(
      'Carlos Construtor <criador@alicerce.dev> convidou você para a equipe do projeto "Projeto com Convite"',
    );
    expect(mail).toContain(`${t.config.publicUrl}/dashboard/invitations`);

    // Someone registers the invited address (no e-mail confirmation by default).
    const squatter = await newAccount(t.app, "investor", { email });
    const api = client(t.app, squatter.cookie);
    expectApiError(await api.get(`/api/projects/${id}`), 404, "NOT_FOUND");
    expectApiError(await api.get(documentUrl), 404, "NOT_FOUND");
    const list = ok<{ items: { title: string }[] }>(await api.get("/api/projects?limit=50"));
    expect(list.items.map((p) => p.title)).not.toContain("Projeto com Convite");

    // The invitation is listed, but cannot be answered without a confirmed e-mail.
    const pending = await invitationsOf(squatter.cookie);
    expect(pending.email_confirmed).toBe(false);
    expect(pending.items).toEqual([
      expect.objectContaining({
        project_id: id,
        project_title: "Projeto com Convite",
        role: "engenheiro",
        invited_by: "Carlos Construtor",
      }),
    ]);
    const invitationId = pending.items[0]!.id;
    for (const action of ["accept", "decline"]) {
      expectApiError(
        await api.post(`/api/invitations/${invitationId}/${action}`),
        403,
        "EMAIL_NOT_VERIFIED",
        "Confirme seu email para responder ao convite.",
      );
    }
    expectApiError(await api.get(`/api/projects/${id}`), 404, "NOT_FOUND");

    // Confirming the e-mail: the link arrives in that mailbox, and opening it confirms the account.
    expect(ok<{ sent: boolean }>(await api.post("/api/auth/confirmation-email")).sent).toBe(true);
    const mails = await mailsDelivered(email, { confirmations: true });
    const confirmation = mails.reverse().find((m) => m.includes("Confirme seu email"));
    const link = verificationLink(confirmation!);
    expect(link.searchParams.get("callbackURL")).toBe("/dashboard/invitations");
    const opened = await t.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(opened.statusCode, opened.body).toBeLessThan(400);
    expect((await invitationsOf(squatter.cookie)).email_confirmed).toBe(true);
    expect(ok<{ already_confirmed: boolean }>(await api.post("/api/auth/confirmation-email")).already_confirmed).toBe(
      true,
    );

    expect(ok<{ project_id: string }>(await api.post(`/api/invitations/${invitationId}/accept`))).toEqual({
      project_id: id,
    });
    expect(ok<ProjectDetail>(await api.get(`/api/projects/${id}`)).title).toBe("Projeto com Convite");
    expect((await api.get(documentUrl)).statusCode).toBe(200);
    expect((await invitationsOf(squatter.cookie)).items).toEqual([]);
    // Answered once: a second answer finds nothing.
    expectApiError(
      await api.post(`/api/invitations/${invitationId}/decline`),
      404,
      "NOT_FOUND",
      "Convite não encontrado.",
    );
  });

  it("lets the invited person decline: no access, and the invitation is gone", async () => {
    const email = uniqueEmail("recusa");
    const { id } = await draftInviting(email, "Projeto Recusado");
    const invited = await newAccount(t.app, "investor", { email });
    await confirmEmail(t.database.db, invited.id);
    const [invitation] = (await invitationsOf(invited.cookie)).items;
    ok(await client(t.app, invited.cookie).post(`/api/invitations/${invitation!.id}/decline`));
    expect((await invitationsOf(invited.cookie)).items).toEqual([]);
    expectApiError(await client(t.app, invited.cookie).get(`/api/projects/${id}`), 404, "NOT_FOUND");
    const [row] = await t.database.db
      .select()
      .from(projectTeamMembers)
      .where(eq(projectTeamMembers.id, invitation!.id));
    expect(row).toMatchObject({ invitationStatus: "declined", userId: null });
  });

  it("refuses to answer someone else's invitation (404), a malformed id (400) and anonymous requests (401)", async () => {
    const email = uniqueEmail("alvo");
    await draftInviting(email, "Projeto de Outra Pessoa");
    const invited = await newAccount(t.app, "investor", { email });
    const [invitation] = (await invitationsOf(invited.cookie)).items;
    const other = await newAccount(t.app, "investor");
    await confirmEmail(t.database.db, other.id);
    expect((await invitationsOf(other.cookie)).items).toEqual([]);
    expectApiError(
      await client(t.app, other.cookie).post(`/api/invitations/${invitation!.id}/accept`),
      404,
      "NOT_FOUND",
    );
    const admin = await loginAs(t.app, DEMO.admin);
    expectApiError(await client(t.app, admin).post(`/api/invitations/${invitation!.id}/accept`), 404, "NOT_FOUND");
    expectApiError(await client(t.app, other.cookie).post("/api/invitations/abc/accept"), 400, "VALIDATION_ERROR");
    expectApiError(await client(t.app).post(`/api/invitations/${invitation!.id}/accept`), 401, "UNAUTHENTICATED");
    expectApiError(await client(t.app).get("/api/invitations"), 401, "UNAUTHENTICATED");
    expectApiError(await client(t.app).post("/api/auth/confirmation-email"), 401, "UNAUTHENTICATED");
  });
});

describe("POST /api/projects/:id/team (project page)", () => {
  it("lets the manager add a member; with an e-mail that is an invitation, without one it is just a name", async () => {
    const id = await createProject(t.app, criador, { title: "Projeto Equipe Nova", visibility: "private" });
    const email = uniqueEmail("nova");
    const res = await client(t.app, criador).post(`/api/projects/${id}/team`, {
      name: "Nina Nova",
      role: "arquiteto",
      experience: "Projetos residenciais.",
      email: email.toUpperCase(),
    });
    const detail = ok<ProjectDetail>(res, 201);
    expect(detail.team.map((m) => m.name)).toEqual(["Nina Nova"]);
    expect(await mailsDelivered(email)).toHaveLength(1);
    ok(await client(t.app, criador).post(`/api/projects/${id}/team`, { name: "Sem Email", role: "executor" }), 201);
    expectApiError(
      await client(t.app, criador).post(`/api/projects/${id}/team`, { name: "De Novo", role: "gestor", email }),
      409,
      "CONFLICT",
      "Este email já foi convidado para a equipe.",
    );

    const invited = await newAccount(t.app, "investor", { email });
    expectApiError(await client(t.app, invited.cookie).get(`/api/projects/${id}`), 404, "NOT_FOUND");
    await confirmEmail(t.database.db, invited.id);
    const [invitation] = (await invitationsOf(invited.cookie)).items;
    ok(await client(t.app, invited.cookie).post(`/api/invitations/${invitation!.id}/accept`));
    const seen = await getDetail(t.app, invited.cookie, id);
    expect(seen.team.map((m) => m.name)).toEqual(["Nina Nova", "Sem Email"]);
  });

  it("refuses anyone but the manager (404 when they cannot see it, 403 when they can) and a malformed body", async () => {
    const id = await createProject(t.app, criador, { title: "Projeto Fechado", visibility: "private" });
    const member = { name: "Intruso", role: "gestor", email: uniqueEmail("intruso") };
    const marina = await loginAs(t.app, DEMO.marina);
    expectApiError(await client(t.app, marina).post(`/api/projects/${id}/team`, member), 404, "NOT_FOUND");
    const legal = await loginAs(t.app, DEMO.legal);
    expectApiError(await client(t.app, legal).post(`/api/projects/${id}/team`, member), 403, "FORBIDDEN");
    expectApiError(
      await client(t.app, criador).post(`/api/projects/${id}/team`, { name: "", role: "chefe", email: "x@" }),
      400,
      "VALIDATION_ERROR",
    );
    expect((await getDetail(t.app, criador, id)).team).toEqual([]);
    expect(await mailsDelivered(member.email)).toEqual([]);
  });
});

describe("demo data", () => {
  it("has the demo legal account as an accepted member of the teams past draft, and of no draft's team", async () => {
    const teamOf = async (title: string) => {
      const id = await projectIdByTitle(t.database.db, title);
      return t.database.db.select().from(projectTeamMembers).where(eq(projectTeamMembers.projectId, id));
    };
    const [juliana] = await t.database.db.select().from(users).where(eq(users.email, DEMO.legal));
    expect((await teamOf(SEEDED.acacias)).find((r) => r.email === DEMO.legal)).toMatchObject({
      invitationStatus: "accepted",
      userId: juliana!.id,
    });
    // The drafts in the approvals queue are hers to review: she takes part in none of them.
    expect((await teamOf(SEEDED.bosqueVerde)).find((r) => r.email === DEMO.legal)).toBeUndefined();
  });
});
