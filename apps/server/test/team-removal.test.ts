// Team access can be revoked (docs/product/projects.md#team, decision 045).
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConversationDetail } from "@alicerce/shared/schemas/chat";
import { directChat, send } from "./chat-helpers.ts";
import { mailsTo } from "./outbox.ts";
import {
  client,
  confirmEmail,
  createProject,
  getDetail,
  joinTeam,
  newAccount,
  ok,
  tinyPdf,
  upload,
  type Account,
  type ProjectDetail,
} from "./project-helpers.ts";
import { connect, connectUser, listenForSockets, type Socket } from "./realtime-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let url: string;
let outbox: string;
let creator: Account;
let otherCreator: Account;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000" });
  url = await listenForSockets(t.app);
  outbox = path.join(t.config.dataDir, "outbox");
  creator = await newAccount(t.app, "creator", { name: "Clara Criadora" });
  otherCreator = await newAccount(t.app, "creator", { name: "Otávio Outro" });
  // Invitations leave only from a confirmed sender (decision 036).
  await confirmEmail(t.database.db, creator.id);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

/** Mail leaves through the outbox worker: deliver what is due, then read the .eml files. */
async function mailsDelivered(to: string) {
  await t.app.jobs.deliverMail();
  return mailsTo(outbox, to);
}

/** A private draft of `owner` with a document, inviting each of `invited` by e-mail. */
async function draftWithTeam(owner: Account, title: string, invited: Account[]) {
  const pdf = await upload(t.app, owner.cookie, "planilha.pdf", tinyPdf());
  const id = await createProject(t.app, owner.cookie, {
    title,
    visibility: "private",
    team: invited.map((m) => ({ name: m.name, role: "engenheiro" as const, email: m.email })),
    documents: [{ name: "Planilha", category: "financial", file_id: pdf.id }],
  });
  return id;
}

const memberId = (detail: ProjectDetail, name: string) => {
  const member = detail.team.find((m) => m.name === name);
  if (!member) throw new Error(`${name} is not on the team`);
  return member.id;
};

describe("removing a team member", () => {
  it("ends the account's access to the draft, its documents and the team chat at once, and tells the person", async () => {
    const member = await newAccount(t.app, "investor", { name: "Mário Membro" });
    const title = `Residencial ${randomUUID().slice(0, 6)}`;
    const id = await draftWithTeam(creator, title, [member]);
    await joinTeam(t, member, id);
    const memberApi = client(t.app, member.cookie);
    const detail = ok<ProjectDetail>(await memberApi.get(`/api/projects/${id}`));
    const documentUrl = detail.documents[0]!.download_url;
    expect((await memberApi.get(documentUrl)).statusCode).toBe(200);

    // The team chat, with the member in it and listening on the user channel.
    const chat = ok<ConversationDetail>(
      await client(t.app, creator.cookie).post("/api/chat/conversations/project", { project_id: id }),
      201,
    );
    const socket = await connectUser(url, member.cookie);
    // A second tab subscribed to the team chat alone.
    const tab = await connect(url, member.cookie);
    sockets.push(socket, tab);
    tab.send({ type: "subscribe", scope: "conversation", conversation_id: chat.id });
    await tab.next("subscribed", (e) => e.conversation_id === chat.id);
    const before = await send(t.app, creator, chat.id, "antes da remoção");
    await socket.next("message.created", (e) => e.message.id === before.id);

    const removedId = memberId(detail, "Mário Membro");
    const answer = ok<ProjectDetail>(await client(t.app, creator.cookie).del(`/api/projects/${id}/team/${removedId}`));
    expect(answer.team.map((m) => m.id)).not.toContain(removedId);

    // The next read of each is refused, as for a project they never took part in.
    expectApiError(await memberApi.get(`/api/projects/${id}`), 404, "NOT_FOUND");
    expectApiError(await memberApi.get(documentUrl), 404, "NOT_FOUND");
    expectApiError(await memberApi.get(`/api/chat/conversations/${chat.id}`), 404, "NOT_FOUND");
    expectApiError(await memberApi.get(`/api/chat/conversations/${chat.id}/messages`), 404, "NOT_FOUND");
    const list = ok<{ items: { id: string }[] }>(await memberApi.get("/api/projects?limit=50"));
    expect(list.items.map((p) => p.id)).not.toContain(id);

    // The socket subscribed before hears the removal, then nothing more of that conversation.
    await socket.next("membership.removed", (e) => e.conversation_id === chat.id);
    await tab.next("membership.removed", (e) => e.conversation_id === chat.id);
    const after = await send(t.app, creator, chat.id, "depois da remoção");
    // A later message they still hear, sent the same way: had the team chat's reached them, it came first.
    const later = await send(t.app, creator, (await directChat(t.app, creator, member)).id, "conversa direta");
    await socket.next("message.created", (e) => e.message.id === later.id);
    expect(JSON.stringify(socket.received)).not.toContain(after.id);
    expect(JSON.stringify(socket.received)).not.toContain("depois da remoção");
    expect(JSON.stringify(tab.received)).not.toContain("depois da remoção");
    // Subscribing again is refused like any conversation one takes no part in.
    tab.send({ type: "subscribe", scope: "conversation", conversation_id: chat.id });
    expect((await tab.next("error", (e) => e.conversation_id === chat.id)).code).toBe("NOT_FOUND");

    // Told in the bell and by e-mail.
    const sentence = `Você foi removido da equipe do projeto "${title}".`;
    const bell = ok<{ items: { title: string; body: string }[] }>(await memberApi.get("/api/notifications"));
    expect(bell.items).toContainEqual(expect.objectContaining({ title: "Removido da equipe", body: sentence }));
    const mails = await mailsDelivered(member.email);
    expect(mails.some((m) => m.includes(sentence))).toBe(true);
  });

  it("deletes an entry without an account (a presentation entry) and refuses the same id again", async () => {
    const id = await createProject(t.app, creator.cookie, { team: [{ name: "Só Nome", role: "gestor" }] });
    const entry = memberId(await getDetail(t.app, creator.cookie, id), "Só Nome");
    ok(await client(t.app, creator.cookie).del(`/api/projects/${id}/team/${entry}`));
    expectApiError(
      await client(t.app, creator.cookie).del(`/api/projects/${id}/team/${entry}`),
      404,
      "NOT_FOUND",
      "Membro da equipe não encontrado.",
    );
  });
});

describe("withdrawing an invitation", () => {
  it("keeps the entry without access, tells the invited address, and the invitation can no longer be accepted", async () => {
    const invited = await newAccount(t.app, "investor", { name: "Iara Convidada" });
    await confirmEmail(t.database.db, invited.id);
    const title = `Edifício ${randomUUID().slice(0, 6)}`;
    const id = await draftWithTeam(creator, title, [invited]);
    const invitations = ok<{ items: { id: string; project_id: string }[] }>(
      await client(t.app, invited.cookie).get("/api/invitations"),
    );
    const invitation = invitations.items.find((i) => i.project_id === id)!;
    const entry = memberId(await getDetail(t.app, creator.cookie, id), "Iara Convidada");
    expect(entry).toBe(invitation.id);

    const answer = ok<ProjectDetail>(
      await client(t.app, creator.cookie).post(`/api/projects/${id}/team/${entry}/withdraw`),
    );
    expect(answer.team).toContainEqual(expect.objectContaining({ id: entry, invitation_status: "withdrawn" }));

    const invitedApi = client(t.app, invited.cookie);
    expectApiError(
      await invitedApi.post(`/api/invitations/${invitation.id}/accept`),
      409,
      "CONFLICT",
      "Este convite foi cancelado pelo criador do projeto.",
    );
    expect(ok<{ items: unknown[] }>(await invitedApi.get("/api/invitations")).items).toEqual([]);
    expectApiError(await invitedApi.get(`/api/projects/${id}`), 404, "NOT_FOUND");
    const mails = await mailsDelivered(invited.email);
    expect(mails.some((m) => m.includes(`"${title}" cancelou o convite`))).toBe(true);

    // Withdrawn once: a second withdrawal is refused with the reason.
    expectApiError(
      await client(t.app, creator.cookie).post(`/api/projects/${id}/team/${entry}/withdraw`),
      409,
      "CONFLICT",
      "Este convite já foi cancelado.",
    );
  });

  it("refuses to withdraw an accepted invitation or an entry without one", async () => {
    const member = await newAccount(t.app, "investor", { name: "Ana Aceitou" });
    const id = await draftWithTeam(creator, "Aceito", [member]);
    await joinTeam(t, member, id);
    const detail = await getDetail(t.app, creator.cookie, id);
    expect(detail.team).toContainEqual(expect.objectContaining({ name: "Ana Aceitou", invitation_status: "accepted" }));
    expectApiError(
      await client(t.app, creator.cookie).post(`/api/projects/${id}/team/${memberId(detail, "Ana Aceitou")}/withdraw`),
      409,
      "CONFLICT",
      "Este convite já foi aceito. Para tirar a pessoa da equipe, use Remover.",
    );
    const plain = await createProject(t.app, creator.cookie, { team: [{ name: "Sem Email", role: "gestor" }] });
    const plainEntry = memberId(await getDetail(t.app, creator.cookie, plain), "Sem Email");
    const refused = await client(t.app, creator.cookie).post(`/api/projects/${plain}/team/${plainEntry}/withdraw`);
    expect(refused.statusCode).toBe(409);
  });
});

describe("refusals", () => {
  it("refuses a team member who is not the creator (403), a member of another's project (404) and a malformed id (400)", async () => {
    const member = await newAccount(t.app, "investor", { name: "Beto Equipe" });
    const colleague = await newAccount(t.app, "investor", { name: "Carla Colega" });
    const id = await draftWithTeam(creator, "Projeto da Clara", [member, colleague]);
    await joinTeam(t, member, id);
    const detail = await getDetail(t.app, creator.cookie, id);
    const colleagueEntry = memberId(detail, "Carla Colega");

    // A team member reads the project but does not manage it.
    for (const res of [
      await client(t.app, member.cookie).del(`/api/projects/${id}/team/${colleagueEntry}`),
      await client(t.app, member.cookie).post(`/api/projects/${id}/team/${colleagueEntry}/withdraw`),
    ]) {
      expectApiError(res, 403, "FORBIDDEN", "Apenas o criador do projeto pode fazer esta alteração.");
    }

    // Another creator: the draft is not theirs to see, and a member id of this project named on their
    // own project is unknown there.
    const own = await createProject(t.app, otherCreator.cookie, { visibility: "private" });
    const other = client(t.app, otherCreator.cookie);
    expectApiError(await other.del(`/api/projects/${id}/team/${colleagueEntry}`), 404, "NOT_FOUND");
    expectApiError(await other.del(`/api/projects/${own}/team/${colleagueEntry}`), 404, "NOT_FOUND");
    expectApiError(await other.post(`/api/projects/${own}/team/${colleagueEntry}/withdraw`), 404, "NOT_FOUND");

    expectApiError(
      await client(t.app, creator.cookie).del(`/api/projects/${id}/team/nao-e-um-id`),
      400,
      "VALIDATION_ERROR",
    );
    expectApiError(
      await client(t.app, creator.cookie).post(`/api/projects/${id}/team/nao-e-um-id/withdraw`),
      400,
      "VALIDATION_ERROR",
    );

    // Nothing of the refused calls changed the team.
    const after = await getDetail(t.app, creator.cookie, id);
    expect(after.team.map((m) => m.invitation_status)).toEqual(["accepted", "pending"]);
    // Only whoever manages the project sees where invitations stand.
    expect(
      ok<ProjectDetail>(await client(t.app, member.cookie).get(`/api/projects/${id}`)).team.map(
        (m) => m.invitation_status,
      ),
    ).toEqual([null, null]);
  });
});
