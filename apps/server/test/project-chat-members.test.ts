// Who a project's chat holds (decision 051): its creator, its accepted team and
// its investors with an active commitment; leaving the project leaves the chat.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatProjectListSchema, conversationListSchema } from "@alicerce/shared/schemas/chat";
import { closeExpiredRaises } from "../src/modules/investments/close-expired-raises.ts";
import type { RealtimeSignal } from "../src/realtime/signal-bus.ts";
import { send, type ConversationDetail } from "./chat-helpers.ts";
import {
  client,
  confirmEmail,
  createSeededApp,
  dateIn,
  DEMO,
  invest,
  joinTeam,
  loginAs,
  newAccount,
  ok,
  openRaise,
  SEEDED,
  setProject,
  userIdOf,
  withdraw,
  type Account,
} from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let eva: Account;
/** Every signal published, to check what reached the sockets after each commit. */
const signals: RealtimeSignal[] = [];

beforeAll(async () => {
  t = await createSeededApp();
  eva = await newAccount(t.app, "creator", { name: "Eva Engenheira" });
  // Inviting an address outside the platform needs a confirmed sender (decision 036).
  await confirmEmail(t.database.db, eva.id);
  t.database.signals.subscribe((signal) => signals.push(signal));
});
afterAll(() => t.close());

const api = (who: Account) => client(t.app, who.cookie);
const openChat = (who: Account, projectId: string) =>
  api(who).post("/api/chat/conversations/project", { project_id: projectId });
const members = async (who: Account, chatId: string) =>
  ok<ConversationDetail>(await api(who).get(`/api/chat/conversations/${chatId}`))
    .participants.map((p) => [p.user_id, p.is_admin] as const)
    .sort();
const chatProjects = async (who: Account) =>
  chatProjectListSchema.parse(ok(await api(who).get("/api/chat/projects"))).items;
const raise = (title: string, extra: Parameters<typeof openRaise>[2] = {}) =>
  openRaise(t, eva.cookie, { title, target_amount: 100_000, min_investment: 1_000, ...extra });

describe("investors in the project chat", () => {
  it("an investor joins on investing (as a member, not an admin) and leaves on withdrawing", async () => {
    const projectId = await raise("Residencial Porto das Águas");
    const chat = ok<ConversationDetail>(await openChat(eva, projectId), 201);
    const ivo = await newAccount(t.app, "investor", { name: "Ivo Investidor" });
    expectApiError(await openChat(ivo, projectId), 404, "NOT_FOUND", "Projeto não encontrado.");
    expect(await chatProjects(ivo)).toEqual([]);

    signals.length = 0;
    const investment = await invest(t.app, ivo.cookie, projectId, 5_000);
    expect(signals).toContainEqual({ type: "conversation.updated", conversationId: chat.id });
    expect(await members(eva, chat.id)).toEqual(
      [
        [eva.id, true],
        [ivo.id, false],
      ].sort(),
    );
    expect(await chatProjects(ivo)).toEqual([
      { id: projectId, title: "Residencial Porto das Águas", role: "investor", conversation_id: chat.id },
    ]);
    // The investor writes in the chat and the creator reads it.
    await send(t.app, ivo, chat.id, "Quando começa a fundação?");
    const seen = ok<{ items: { content: string }[] }>(
      await api(eva).get(`/api/chat/conversations/${chat.id}/messages`),
    );
    expect(seen.items.map((m) => m.content)).toContain("Quando começa a fundação?");

    signals.length = 0;
    await withdraw(t.app, ivo.cookie, investment.id);
    expect(signals).toContainEqual({ type: "membership.removed", conversationId: chat.id, userId: ivo.id });
    expectApiError(await api(ivo).get(`/api/chat/conversations/${chat.id}`), 404, "NOT_FOUND");
    expect(await chatProjects(ivo)).toEqual([]);
    expect(await members(eva, chat.id)).toEqual([[eva.id, true]]);
  });

  it("a chat created later holds the investors already in; one of several commitments withdrawn keeps them in", async () => {
    const projectId = await raise("Residencial Vale Sereno");
    const [bia, caio] = [await newAccount(t.app, "investor"), await newAccount(t.app, "investor")];
    const first = await invest(t.app, bia.cookie, projectId, 5_000);
    await invest(t.app, bia.cookie, projectId, 2_000);
    await invest(t.app, caio.cookie, projectId, 5_000);
    // An investor who opens the chat first is a member like the others; the creator is its admin.
    const chat = ok<ConversationDetail>(await openChat(caio, projectId), 201);
    expect(await members(eva, chat.id)).toEqual(
      [
        [eva.id, true],
        [bia.id, false],
        [caio.id, false],
      ].sort(),
    );
    await withdraw(t.app, bia.cookie, first.id);
    expect((await members(bia, chat.id)).map(([id]) => id)).toContain(bia.id);
  });

  it("a failed raise takes its investors out of the chat", async () => {
    const projectId = await raise("Residencial Sem Meta", { deadline: dateIn(10) });
    const dani = await newAccount(t.app, "investor");
    await invest(t.app, dani.cookie, projectId, 1_000);
    const chat = ok<ConversationDetail>(await openChat(eva, projectId), 201);
    expect((await members(eva, chat.id)).map(([id]) => id)).toContain(dani.id);
    await setProject(t.database.db, projectId, { deadline: dateIn(-1) });
    signals.length = 0;
    expect(
      await closeExpiredRaises({ db: t.database.db, publicUrl: t.config.publicUrl, signals: t.database.signals }),
    ).toContain(projectId);
    expect(signals).toContainEqual({ type: "membership.removed", conversationId: chat.id, userId: dani.id });
    expectApiError(await api(dani).get(`/api/chat/conversations/${chat.id}`), 404, "NOT_FOUND");
  });
});

describe("the team in the project chat", () => {
  it("a team member joins the existing chat on accepting the invitation; a stranger is refused", async () => {
    const tito = await newAccount(t.app, "investor", { name: "Tito Time" });
    const projectId = await raise("Residencial Bela Vista", {
      team: [{ name: "Tito Time", role: "executor", email: tito.email }],
    });
    const chat = ok<ConversationDetail>(await openChat(eva, projectId), 201);
    expect(await members(eva, chat.id)).toEqual([[eva.id, true]]);
    signals.length = 0;
    await joinTeam(t, tito, projectId);
    expect(signals).toContainEqual({ type: "conversation.updated", conversationId: chat.id });
    expect(await members(tito, chat.id)).toEqual(
      [
        [eva.id, true],
        [tito.id, false],
      ].sort(),
    );
    expect((await chatProjects(tito))[0]).toMatchObject({ id: projectId, role: "team", conversation_id: chat.id });

    const stranger = await newAccount(t.app, "investor");
    expectApiError(await openChat(stranger, projectId), 404, "NOT_FOUND", "Projeto não encontrado.");
    expectApiError(await api(stranger).get(`/api/chat/conversations/${chat.id}`), 404, "NOT_FOUND");
    expectApiError(
      await api(stranger).post(`/api/chat/conversations/${chat.id}/messages`, { client_id: "c-x", content: "oi" }),
      404,
      "NOT_FOUND",
    );
    expect(await chatProjects(stranger)).toEqual([]);
  });

  it("a team member removed from the team who also invested stays in the chat", async () => {
    const rui = await newAccount(t.app, "investor", { name: "Rui Ribeiro" });
    const projectId = await raise("Residencial Dois Papéis", {
      team: [{ name: "Rui Ribeiro", role: "executor", email: rui.email }],
    });
    await joinTeam(t, rui, projectId);
    await invest(t.app, rui.cookie, projectId, 5_000);
    const chat = ok<ConversationDetail>(await openChat(eva, projectId), 201);
    const team = ok<{ team: { id: string; name: string }[] }>(await api(eva).get(`/api/projects/${projectId}`)).team;
    const entry = team.find((m) => m.name === "Rui Ribeiro")!;
    ok(await api(eva).del(`/api/projects/${projectId}/team/${entry.id}`));
    expect((await members(eva, chat.id)).map(([id]) => id)).toContain(rui.id);
  });
});

describe("demo data", () => {
  it("the demo investor is in the chat of the demo project she funded, with its creator", async () => {
    const ana = { id: await userIdOf(t.database.db, DEMO.ana), cookie: await loginAs(t.app, DEMO.ana) } as Account;
    const creatorId = await userIdOf(t.database.db, DEMO.creator);
    const list = conversationListSchema.parse(ok(await api(ana).get("/api/chat/conversations")));
    const chat = list.items.find((c) => c.title === `Chat - ${SEEDED.acacias}`);
    expect(chat).toBeDefined();
    const ids = (await members(ana, chat!.id)).map(([id]) => id);
    expect(ids).toEqual(expect.arrayContaining([ana.id, creatorId]));
    expect((await chatProjects(ana)).find((p) => p.title === SEEDED.acacias)).toMatchObject({
      role: "investor",
      conversation_id: chat!.id,
    });
  });
});
