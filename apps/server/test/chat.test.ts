import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXTS } from "@alicerce/shared/chat";
import {
  chatProjectListSchema,
  chatUserPageSchema,
  conversationDetailSchema,
  conversationFileListSchema,
  conversationListSchema,
  messagePageSchema,
  messageSchema,
  readReceiptSchema,
  type ConversationList,
} from "@alicerce/shared/schemas/chat";
import { files as filesTable, messages } from "../src/db/schema/index.ts";
import { deleteUnreferencedUploads } from "../src/modules/files/index.ts";
import {
  chatAccounts,
  clientId,
  directChat,
  groupChat,
  send,
  unread,
  type ConversationDetail,
  type Message,
} from "./chat-helpers.ts";
import {
  client,
  confirmEmail,
  createProject,
  createSeededApp,
  DEMO,
  loginAll,
  joinTeam,
  newAccount,
  ok,
  tinyPdf,
  tinyPng,
  upload,
  type Account,
} from "./project-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let ana: Account;
let bruno: Account;
let carla: Account;
/** Takes part in nothing: every conversation of the others is unknown to them. */
let intruso: Account;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000" });
  [ana, bruno, carla, intruso] = await chatAccounts(t.app);
});
afterAll(() => t.close());

const api = (who: Account) => client(t.app, who.cookie);

describe("who may use the chat", () => {
  it("answers 401 without a session, on reads and writes", async () => {
    expectApiError(await client(t.app).get("/api/chat/conversations"), 401, "UNAUTHENTICATED");
    expectApiError(await client(t.app).get("/api/chat/unread"), 401, "UNAUTHENTICATED");
    expectApiError(
      await client(t.app).post("/api/chat/conversations/direct", { user_id: ana.id }),
      401,
      "UNAUTHENTICATED",
    );
  });

  it("answers a conversation the user takes no part in exactly like an unknown one, with none of its content", async () => {
    const chat = await directChat(t.app, ana, bruno);
    const secret = await send(t.app, ana, chat.id, "segredo do contrato");
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const id of [chat.id, unknown]) {
      for (const res of [
        await api(intruso).get(`/api/chat/conversations/${id}`),
        await api(intruso).get(`/api/chat/conversations/${id}/messages`),
        await api(intruso).get(`/api/chat/conversations/${id}/files`),
        await api(intruso).post(`/api/chat/conversations/${id}/messages`, { client_id: clientId(), content: "oi" }),
        await api(intruso).post(`/api/chat/conversations/${id}/read`),
        await api(intruso).post(`/api/chat/conversations/${id}/members`, { user_ids: [intruso.id] }),
      ]) {
        expectApiError(res, 404, "NOT_FOUND", "Conversa não encontrada.");
        expect(res.body).not.toContain("segredo");
      }
    }
    expectApiError(await api(intruso).post(`/api/chat/messages/${secret.id}/important`), 404, "NOT_FOUND");
    const list = ok<ConversationList>(await api(intruso).get("/api/chat/conversations"));
    expect(list.items.map((c) => c.id)).not.toContain(chat.id);
  });
});

describe("new conversations", () => {
  it("searches other users 20 at a time, never the current one, with their role", async () => {
    const page = chatUserPageSchema.parse(ok(await api(ana).get("/api/chat/users")));
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(20);
    expect(page.items.map((u) => u.id)).not.toContain(ana.id);
    const found = chatUserPageSchema.parse(ok(await api(ana).get("/api/chat/users?q=carla")));
    expect(found.items).toEqual([expect.objectContaining({ id: carla.id, name: "Carla Campos", type: "legal" })]);
    expect(chatUserPageSchema.parse(ok(await api(ana).get("/api/chat/users?q=ana%20almeida"))).items).toEqual([]);
  });

  it("pages the user search by cursor without repeating anyone", async () => {
    await Promise.all(
      Array.from({ length: 22 }, (_, i) => newAccount(t.app, "investor", { name: `Zeca Página ${i}` })),
    );
    const first = chatUserPageSchema.parse(ok(await api(ana).get("/api/chat/users?q=zeca")));
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = chatUserPageSchema.parse(
      ok(await api(ana).get(`/api/chat/users?q=zeca&cursor=${encodeURIComponent(first.nextCursor!)}`)),
    );
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((u) => u.id);
    expect(new Set(ids).size).toBe(22);
    expectApiError(await api(ana).get("/api/chat/users?cursor=lixo"), 400, "VALIDATION_ERROR");
  });

  it("reuses the direct chat between exactly the two users, whoever opens it", async () => {
    const dora = await newAccount(t.app, "investor", { name: "Dora Dias" });
    const created = await api(dora).post("/api/chat/conversations/direct", { user_id: bruno.id });
    expect(created.statusCode).toBe(201);
    const first = conversationDetailSchema.parse(created.json());
    expect(first.type).toBe("direct");
    expect(first.title).toBe("Bruno Barros");
    expect(first.participants.map((p) => p.user_id).sort()).toEqual([dora.id, bruno.id].sort());
    const again = await api(dora).post("/api/chat/conversations/direct", { user_id: bruno.id });
    expect(again.statusCode).toBe(200);
    expect((again.json() as ConversationDetail).id).toBe(first.id);
    const fromOtherSide = ok<ConversationDetail>(
      await api(bruno).post("/api/chat/conversations/direct", { user_id: dora.id }),
    );
    expect(fromOtherSide.id).toBe(first.id);
    expect(fromOtherSide.title).toBe("Dora Dias");
    // A group with the same two people is not a direct chat.
    const group = await groupChat(t.app, dora, [bruno], "Dora e Bruno");
    expect(group.id).not.toBe(first.id);
    expect((await directChat(t.app, dora, bruno)).id).toBe(first.id);
  });

  it("refuses a direct chat with oneself, an unknown user or a malformed id", async () => {
    expectApiError(await api(ana).post("/api/chat/conversations/direct", { user_id: ana.id }), 404, "NOT_FOUND");
    expectApiError(
      await api(ana).post("/api/chat/conversations/direct", { user_id: "00000000-0000-4000-8000-000000000000" }),
      404,
      "NOT_FOUND",
      "Usuário não encontrado.",
    );
    const err = expectApiError(
      await api(ana).post("/api/chat/conversations/direct", { user_id: "x" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(err.fields?.user_id).toEqual(["Identificador inválido."]);
  });

  it("creates a group only with a name and at least one other member; its creator is admin", async () => {
    for (const body of [
      { name: "", member_ids: [bruno.id] },
      { name: "   ", member_ids: [bruno.id] },
      { name: "Obra", member_ids: [] },
      { name: "Obra", member_ids: [ana.id] },
      { name: "Obra" },
    ]) {
      expectApiError(
        await api(ana).post("/api/chat/conversations/group", body),
        400,
        "VALIDATION_ERROR",
        CHAT_TEXTS.groupRule,
      );
    }
    expectApiError(
      await api(ana).post("/api/chat/conversations/group", {
        name: "Obra",
        member_ids: ["00000000-0000-4000-8000-000000000000"],
      }),
      400,
      "VALIDATION_ERROR",
    );
    const group = await groupChat(t.app, ana, [bruno, carla], "  Obra Centro  ");
    expect(group.name).toBe("Obra Centro");
    expect(group.title).toBe("Obra Centro");
    expect(group.avatar.initials).toBe("OC");
    expect(group.viewer).toEqual(
      expect.objectContaining({ is_admin: true, can_manage_members: true, can_leave: true }),
    );
    const admins = group.participants.filter((p) => p.is_admin).map((p) => p.user_id);
    expect(admins).toEqual([ana.id]);
    const seenByBruno = ok<ConversationDetail>(await api(bruno).get(`/api/chat/conversations/${group.id}`));
    expect(seenByBruno.viewer.can_manage_members).toBe(false);
  });

  it("creates or reopens a project's chat with its creator and accepted team, for those who take part only", async () => {
    const eva = await newAccount(t.app, "creator", { name: "Eva Engenheira" });
    // Inviting an address outside the platform needs a confirmed sender (decision 036).
    await confirmEmail(t.database.db, eva.id);
    const tito = await newAccount(t.app, "investor", { name: "Tito Time" });
    const title = "Residencial Aurora";
    const projectId = await createProject(t.app, eva.cookie, {
      title,
      team: [{ name: "Tito Time", role: "executor", email: tito.email }],
    });
    expectApiError(
      await api(tito).post("/api/chat/conversations/project", { project_id: projectId }),
      404,
      "NOT_FOUND",
      "Projeto não encontrado.",
    );
    await joinTeam(t, tito, projectId);
    expectApiError(
      await api(intruso).post("/api/chat/conversations/project", { project_id: projectId }),
      404,
      "NOT_FOUND",
    );
    const projects = chatProjectListSchema.parse(ok(await api(tito).get("/api/chat/projects")));
    expect(projects.items).toEqual([{ id: projectId, title, role: "team", conversation_id: null }]);

    const created = await api(tito).post("/api/chat/conversations/project", { project_id: projectId });
    expect(created.statusCode, created.body).toBe(201);
    const chat = created.json() as ConversationDetail;
    expect(chat.type).toBe("project");
    expect(chat.name).toBe(`Chat - ${title}`);
    expect(chat.project).toEqual({ id: projectId, title });
    expect(chat.participants.map((p) => [p.user_id, p.is_admin]).sort()).toEqual(
      [
        [eva.id, true],
        [tito.id, true],
      ].sort(),
    );
    const reopened = await api(eva).post("/api/chat/conversations/project", { project_id: projectId });
    expect(reopened.statusCode).toBe(200);
    expect((reopened.json() as ConversationDetail).id).toBe(chat.id);
    expect(chatProjectListSchema.parse(ok(await api(eva).get("/api/chat/projects"))).items[0]).toEqual({
      id: projectId,
      title,
      role: "creator",
      conversation_id: chat.id,
    });
    // Someone who left comes back with "Criar Chat".
    expect((await api(tito).del(`/api/chat/conversations/${chat.id}/members/${tito.id}`)).statusCode).toBe(204);
    expect(
      chatProjectListSchema.parse(ok(await api(tito).get("/api/chat/projects"))).items[0]!.conversation_id,
    ).toBeNull();
    expect(
      ok<ConversationDetail>(await api(tito).post("/api/chat/conversations/project", { project_id: projectId })).id,
    ).toBe(chat.id);
  });
});

describe("messages", () => {
  let chat: ConversationDetail;
  beforeAll(async () => {
    chat = await groupChat(t.app, ana, [bruno, carla], "Mensagens");
  });

  it("stores a send once per client id and answers a retry with the same message", async () => {
    const body = { client_id: clientId(), content: "  Olá, equipe!  " };
    const first = await api(ana).post(`/api/chat/conversations/${chat.id}/messages`, body);
    expect(first.statusCode).toBe(201);
    const message = messageSchema.parse(first.json());
    expect(message.content).toBe("Olá, equipe!");
    expect(message.sender).toEqual({ id: ana.id, name: "Ana Almeida", avatar_url: null });
    const retries = await Promise.all(
      [1, 2, 3].map(() => api(ana).post(`/api/chat/conversations/${chat.id}/messages`, body)),
    );
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect((retry.json() as Message).id).toBe(message.id);
    }
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.clientId, body.client_id));
    expect(stored!.n).toBe(1);
    // The same client id from another sender is another message.
    const other = await api(bruno).post(`/api/chat/conversations/${chat.id}/messages`, body);
    expect(other.statusCode).toBe(201);
  });

  it("refuses an empty or malformed message with a pt-BR message", async () => {
    const url = `/api/chat/conversations/${chat.id}/messages`;
    expectApiError(
      await api(ana).post(url, { client_id: clientId(), content: "   " }),
      400,
      "VALIDATION_ERROR",
      "Escreva uma mensagem.",
    );
    expectApiError(await api(ana).post(url, { content: "oi" }), 400, "VALIDATION_ERROR");
    expectApiError(await api(ana).post(url, { client_id: "a b", content: "oi" }), 400, "VALIDATION_ERROR");
    expectApiError(
      await api(ana).post(url, { client_id: clientId(), content: "x".repeat(4001) }),
      400,
      "VALIDATION_ERROR",
      "Use no máximo 4.000 caracteres.",
    );
    expectApiError(await api(ana).post(url, { client_id: clientId(), content: "a\u0000b" }), 400, "VALIDATION_ERROR");
  });

  it("counts others' unread messages per conversation and in total, and a read clears them everywhere", async () => {
    const fresh = await groupChat(t.app, bruno, [ana], "Contagem");
    const before = await unread(t.app, ana);
    await send(t.app, bruno, fresh.id, "um");
    await send(t.app, bruno, fresh.id, "dois");
    const last = await send(t.app, bruno, fresh.id, "três");
    await send(t.app, ana, fresh.id, "minha não conta");
    expect(await unread(t.app, ana)).toBe(before + 3);
    const list = conversationListSchema.parse(ok(await api(ana).get("/api/chat/conversations")));
    const row = list.items.find((c) => c.id === fresh.id)!;
    expect(row.unread_count).toBe(3);
    expect(row.last_message).toEqual(
      expect.objectContaining({ sender_id: ana.id, sender_name: "Ana Almeida", content: "minha não conta" }),
    );
    // Most recently active first.
    expect(list.items[0]!.id).toBe(fresh.id);
    expect(row.title).toBe("Contagem");

    const receipt = readReceiptSchema.parse(ok(await api(ana).post(`/api/chat/conversations/${fresh.id}/read`)));
    expect(receipt.unread_count).toBe(0);
    expect(receipt.total_unread).toBe(before);
    expect(await unread(t.app, ana)).toBe(before);
    const after = ok<ConversationList>(await api(ana).get("/api/chat/conversations"));
    expect(after.items.find((c) => c.id === fresh.id)!.unread_count).toBe(0);
    // Bruno's own count is untouched by Ana's read, and a new message counts again.
    await send(t.app, bruno, fresh.id, "quatro");
    expect(await unread(t.app, ana)).toBe(before + 1);
    expect(last.content).toBe("três");
  });

  it("filters the list by title or participant name", async () => {
    const byName = ok<ConversationList>(await api(ana).get("/api/chat/conversations?q=mensagens"));
    expect(byName.items.map((c) => c.id)).toEqual([chat.id]);
    const byPerson = ok<ConversationList>(await api(ana).get("/api/chat/conversations?q=carla"));
    expect(byPerson.items.map((c) => c.id)).toContain(chat.id);
    const none = ok<ConversationList>(await api(ana).get("/api/chat/conversations?q=%25"));
    expect(none.items).toEqual([]);
  });

  it("lets a participant other than the sender mark a message important, once", async () => {
    const message = await send(t.app, ana, chat.id, "Reunião às 10h");
    expectApiError(
      await api(ana).post(`/api/chat/messages/${message.id}/important`),
      403,
      "FORBIDDEN",
      "Você não pode marcar a sua própria mensagem como importante.",
    );
    const marked = messageSchema.parse(ok(await api(bruno).post(`/api/chat/messages/${message.id}/important`)));
    expect(marked.is_important).toBe(true);
    expect(marked.important_by).toEqual({ id: bruno.id, name: "Bruno Barros" });
    expectApiError(
      await api(carla).post(`/api/chat/messages/${message.id}/important`),
      409,
      "CONFLICT",
      "Esta mensagem já foi marcada como importante.",
    );
    expectApiError(await api(intruso).post(`/api/chat/messages/${message.id}/important`), 404, "NOT_FOUND");
  });

  it("carries a reply's quoted original for everyone, only from the same conversation", async () => {
    const original = await send(t.app, bruno, chat.id, "Qual o prazo?");
    const reply = await send(t.app, ana, chat.id, "Sexta-feira.", { reply_to_id: original.id });
    expect(reply.reply_to).toEqual({
      id: original.id,
      sender_id: bruno.id,
      sender_name: "Bruno Barros",
      content: "Qual o prazo?",
      deleted: false,
    });
    const page = messagePageSchema.parse(ok(await api(carla).get(`/api/chat/conversations/${chat.id}/messages`)));
    expect(page.items.find((m) => m.id === reply.id)!.reply_to!.content).toBe("Qual o prazo?");
    const elsewhere = await directChat(t.app, ana, carla);
    expectApiError(
      await api(ana).post(`/api/chat/conversations/${elsewhere.id}/messages`, {
        client_id: clientId(),
        content: "fora",
        reply_to_id: original.id,
      }),
      400,
      "VALIDATION_ERROR",
      "A mensagem respondida não foi encontrada nesta conversa.",
    );
  });

  it("forwards a message to another of the user's conversations, saying it was forwarded", async () => {
    const original = await send(t.app, bruno, chat.id, "Planta aprovada!");
    const target = await directChat(t.app, carla, ana);
    const body = { conversation_id: target.id, client_id: clientId() };
    const res = await api(carla).post(`/api/chat/messages/${original.id}/forward`, body);
    expect(res.statusCode, res.body).toBe(201);
    const copy = messageSchema.parse(res.json());
    expect(copy.conversation_id).toBe(target.id);
    expect(copy.sender.id).toBe(carla.id);
    expect(copy.content).toBe("Planta aprovada!");
    expect(copy.forwarded_from).toEqual({ message_id: original.id, sender_name: "Bruno Barros" });
    const retry = await api(carla).post(`/api/chat/messages/${original.id}/forward`, body);
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as Message).id).toBe(copy.id);
    // Forwarding the copy on still credits the author.
    const group = await groupChat(t.app, ana, [bruno], "Encaminhados");
    const again = ok<Message>(
      await api(ana).post(`/api/chat/messages/${copy.id}/forward`, {
        conversation_id: group.id,
        client_id: clientId(),
      }),
      201,
    );
    expect(again.forwarded_from!.sender_name).toBe("Bruno Barros");
    // Not into a conversation the user is not in, nor from one.
    const foreign = await directChat(t.app, bruno, intruso);
    expectApiError(
      await api(carla).post(`/api/chat/messages/${original.id}/forward`, {
        conversation_id: foreign.id,
        client_id: clientId(),
      }),
      404,
      "NOT_FOUND",
      "Conversa não encontrada.",
    );
    expectApiError(
      await api(intruso).post(`/api/chat/messages/${original.id}/forward`, {
        conversation_id: foreign.id,
        client_id: clientId(),
      }),
      404,
      "NOT_FOUND",
      "Mensagem não encontrada.",
    );
  });

  it("opens the newest page, loads older pages by (created_at, id) and catches up after a message", async () => {
    const long = await groupChat(t.app, ana, [bruno], "Histórico longo");
    const sent: Message[] = [];
    for (let i = 0; i < 120; i++) sent.push(await send(t.app, i % 2 ? bruno : ana, long.id, `mensagem ${i}`));
    const url = `/api/chat/conversations/${long.id}/messages`;
    const newest = messagePageSchema.parse(ok(await api(ana).get(url)));
    expect(newest.items.map((m) => m.content)).toEqual(sent.slice(70).map((m) => m.content));
    expect(newest.has_more).toBe(true);
    const older = messagePageSchema.parse(ok(await api(ana).get(`${url}?before=${newest.items[0]!.id}`)));
    expect(older.items.map((m) => m.id)).toEqual(sent.slice(20, 70).map((m) => m.id));
    const oldest = messagePageSchema.parse(ok(await api(ana).get(`${url}?before=${older.items[0]!.id}`)));
    expect(oldest.items.map((m) => m.id)).toEqual(sent.slice(0, 20).map((m) => m.id));
    expect(oldest.has_more).toBe(false);
    const missed = messagePageSchema.parse(ok(await api(ana).get(`${url}?after=${sent[99]!.id}`)));
    expect(missed.items.map((m) => m.id)).toEqual(sent.slice(100).map((m) => m.id));
    expect(missed.has_more).toBe(false);
    const limited = messagePageSchema.parse(ok(await api(ana).get(`${url}?after=${sent[99]!.id}&limit=5`)));
    expect(limited.items.map((m) => m.id)).toEqual(sent.slice(100, 105).map((m) => m.id));
    expect(limited.has_more).toBe(true);
    // A reference from another conversation, or both directions at once, is a 400.
    const other = await send(t.app, ana, chat.id, "de outra conversa");
    expectApiError(
      await api(ana).get(`${url}?after=${other.id}`),
      400,
      "VALIDATION_ERROR",
      "Mensagem de referência não encontrada.",
    );
    expectApiError(await api(ana).get(`${url}?after=${sent[0]!.id}&before=${sent[1]!.id}`), 400, "VALIDATION_ERROR");
    expectApiError(await api(ana).get(`${url}?limit=500`), 400, "VALIDATION_ERROR");
  });
});

describe("members", () => {
  it("lets admins add and remove members, members leave, and a removed member loses the conversation", async () => {
    const group = await groupChat(t.app, ana, [bruno], "Membros");
    expectApiError(
      await api(bruno).post(`/api/chat/conversations/${group.id}/members`, { user_ids: [carla.id] }),
      403,
      "FORBIDDEN",
    );
    expectApiError(
      await api(ana).post(`/api/chat/conversations/${group.id}/members`, { user_ids: [] }),
      400,
      "VALIDATION_ERROR",
    );
    const grown = ok<ConversationDetail>(
      await api(ana).post(`/api/chat/conversations/${group.id}/members`, { user_ids: [carla.id, bruno.id] }),
    );
    expect(grown.participants).toHaveLength(3);
    await send(t.app, ana, group.id, "Bem-vinda, Carla");
    expect(ok<ConversationDetail>(await api(carla).get(`/api/chat/conversations/${group.id}`)).id).toBe(group.id);

    expectApiError(await api(bruno).del(`/api/chat/conversations/${group.id}/members/${carla.id}`), 403, "FORBIDDEN");
    expect((await api(ana).del(`/api/chat/conversations/${group.id}/members/${carla.id}`)).statusCode).toBe(204);
    expectApiError(await api(carla).get(`/api/chat/conversations/${group.id}/messages`), 404, "NOT_FOUND");
    expectApiError(await api(ana).del(`/api/chat/conversations/${group.id}/members/${carla.id}`), 404, "NOT_FOUND");

    // The last admin leaving hands the role on.
    expect((await api(ana).del(`/api/chat/conversations/${group.id}/members/${ana.id}`)).statusCode).toBe(204);
    const left = ok<ConversationDetail>(await api(bruno).get(`/api/chat/conversations/${group.id}`));
    expect(left.participants.map((p) => [p.user_id, p.is_admin])).toEqual([[bruno.id, true]]);
  });

  it("renames groups only, by their admins", async () => {
    const group = await groupChat(t.app, ana, [bruno], "Nome antigo");
    expectApiError(
      await t.app.inject({
        method: "PATCH",
        url: `/api/chat/conversations/${group.id}`,
        headers: { cookie: bruno.cookie },
        payload: { name: "X" },
      }),
      403,
      "FORBIDDEN",
    );
    const renamed = ok<ConversationDetail>(
      await t.app.inject({
        method: "PATCH",
        url: `/api/chat/conversations/${group.id}`,
        headers: { cookie: ana.cookie },
        payload: { name: "Nome novo" },
      }),
    );
    expect(renamed.title).toBe("Nome novo");
    const direct = await directChat(t.app, ana, bruno);
    expectApiError(
      await t.app.inject({
        method: "PATCH",
        url: `/api/chat/conversations/${direct.id}`,
        headers: { cookie: ana.cookie },
        payload: { name: "X" },
      }),
      409,
      "CONFLICT",
    );
  });

  it("has no members to manage in a direct chat", async () => {
    const direct = await directChat(t.app, bruno, carla);
    expect(direct.viewer).toEqual(expect.objectContaining({ can_manage_members: false, can_leave: false }));
    expectApiError(await api(bruno).del(`/api/chat/conversations/${direct.id}/members/${bruno.id}`), 409, "CONFLICT");
    expectApiError(await api(bruno).del(`/api/chat/conversations/${direct.id}/members/${carla.id}`), 409, "CONFLICT");
    expectApiError(
      await api(bruno).post(`/api/chat/conversations/${direct.id}/members`, { user_ids: [ana.id] }),
      409,
      "CONFLICT",
    );
  });
});

describe("files", () => {
  it("attaches the sender's own uploads, lists them and lets only participants download them", async () => {
    const chat = await directChat(t.app, ana, bruno);
    const pdf = await upload(t.app, ana.cookie, "memorial.pdf", tinyPdf());
    const png = await upload(t.app, ana.cookie, "fachada.png", tinyPng());
    const message = await send(t.app, ana, chat.id, "", { attachment_ids: [pdf.id, png.id] });
    expect(message.content).toBe("");
    expect(message.attachments.map((a) => a.name)).toEqual(["fachada.png", "memorial.pdf"]);

    const files = conversationFileListSchema.parse(
      ok(await api(bruno).get(`/api/chat/conversations/${chat.id}/files`)),
    );
    expect(files.items.map((f) => f.name).sort()).toEqual(["fachada.png", "memorial.pdf"]);
    const file = files.items.find((f) => f.name === "memorial.pdf")!;
    expect(file.message_id).toBe(message.id);
    const download = await api(bruno).get(file.download_url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPdf())).toBe(true);
    expect(download.headers["cache-control"]).toBe("private, no-store");
    expectApiError(await api(intruso).get(file.download_url), 404, "NOT_FOUND", "Conversa não encontrada.");
    // A file of this conversation is not downloadable through another one the user is in.
    const elsewhere = await directChat(t.app, bruno, carla);
    expectApiError(
      await api(bruno).get(`/api/chat/conversations/${elsewhere.id}/files/${pdf.id}`),
      404,
      "NOT_FOUND",
      "Arquivo não encontrado.",
    );
    // The clean-up of abandoned uploads keeps files shared in a chat.
    await t.database.db
      .update(filesTable)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000) })
      .where(inArray(filesTable.id, [pdf.id, png.id]));
    await deleteUnreferencedUploads({ db: t.database.db, storage: t.app.storage });
    expect((await api(bruno).get(file.download_url)).statusCode).toBe(200);
    // Someone else's upload cannot be attached.
    expectApiError(
      await api(bruno).post(`/api/chat/conversations/${chat.id}/messages`, {
        client_id: clientId(),
        content: "meu?",
        attachment_ids: [png.id],
      }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("caches", () => {
  it("a chat write leaves the project list's generation alone; a project write moves it", async () => {
    const generation = t.database.generation;
    const chat = await directChat(t.app, ana, carla);
    const projects = generation.current("projects");
    const chats = generation.current("chat");
    await send(t.app, ana, chat.id, "não mexe nos projetos");
    ok(await api(carla).post(`/api/chat/conversations/${chat.id}/read`));
    expect(generation.current("projects")).toBe(projects);
    expect(generation.current("chat")).toBeGreaterThan(chats);
    await createProject(t.app, ana.cookie);
    expect(generation.current("projects")).toBeGreaterThan(projects);
  });

  it("a refused write moves nothing", async () => {
    const generation = t.database.generation;
    const any = generation.current();
    expectApiError(await api(ana).post("/api/chat/conversations/group", { name: "" }), 400, "VALIDATION_ERROR");
    expectApiError(await api(ana).post("/api/projects", {}), 400, "VALIDATION_ERROR");
    expect(generation.current()).toBe(any);
  });
});

describe("demo data", () => {
  it("gives the demo accounts direct, group and project conversations with history and unread messages", async () => {
    const seeded = await createSeededApp();
    try {
      const [investidor, criador] = await loginAll(seeded.app, DEMO.ana, DEMO.creator);
      const get = (cookie: string, url: string) => seeded.app.inject({ method: "GET", url, headers: { cookie } });
      const list = conversationListSchema.parse(ok(await get(investidor, "/api/chat/conversations")));
      // Ana funded the Acácias: she is in its project chat too (decision 051), having read it all.
      expect(new Set(list.items.map((c) => c.type))).toEqual(new Set(["direct", "group", "project"]));
      expect(ok<{ total: number }>(await get(investidor, "/api/chat/unread")).total).toBe(6);
      const forCreator = conversationListSchema.parse(ok(await get(criador, "/api/chat/conversations")));
      expect(new Set(forCreator.items.map((c) => c.type))).toEqual(new Set(["direct", "group", "project"]));
      expect(forCreator.items.find((c) => c.type === "project")!.title).toBe("Chat - Residencial Jardim das Acácias");
      expect(ok<{ total: number }>(await get(criador, "/api/chat/unread")).total).toBe(4);
      const direct = list.items.find((c) => c.type === "direct" && c.title === "Carlos Construtor")!;
      const page = messagePageSchema.parse(ok(await get(investidor, `/api/chat/conversations/${direct.id}/messages`)));
      expect(page.items.some((m) => m.is_important && m.reply_to)).toBe(true);
    } finally {
      await seeded.close();
    }
  });
});
