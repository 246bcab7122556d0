// Decision 049: editing and deleting one's own messages, @mentions, search within a
// conversation, the typing indicator and presence (decision 049).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXTS } from "@alicerce/shared/chat";
import { messageSchema } from "@alicerce/shared/schemas/chat";
import { messages } from "../src/db/schema/index.ts";
import { chatAccounts, directChat, groupChat, send, type Message } from "./chat-helpers.ts";
import { client, newAccount, ok, tinyPdf, upload, type Account } from "./project-helpers.ts";
import { connectUser, listenForSockets, type Socket } from "./realtime-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let url: string;
let ana: Account;
let bruno: Account;
let carla: Account;
/** Takes part in nothing. */
let intruso: Account;
const open: Socket[] = [];

async function userSocket(who: Account): Promise<Socket> {
  const socket = await connectUser(url, who.cookie);
  open.push(socket);
  return socket;
}

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000", REALTIME_SOCKETS_PER_SESSION: "50" });
  url = await listenForSockets(t.app);
  [ana, bruno, carla, intruso] = await chatAccounts(t.app);
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await t.close();
});

const api = (who: Account) => client(t.app, who.cookie);
const edit = (who: Account, id: string, body: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/chat/messages/${id}`,
    headers: { cookie: who.cookie },
    payload: body as object,
  });
const history = async (who: Account, conversationId: string) =>
  ok<{ items: Message[] }>(await api(who).get(`/api/chat/conversations/${conversationId}/messages`)).items;

/** Moves a message back in time, as if it had been sent `minutes` ago. */
async function age(messageId: string, minutes: number) {
  await t.database.db
    .update(messages)
    .set({ createdAt: sql`clock_timestamp() - make_interval(mins => ${minutes})` })
    .where(eq(messages.id, messageId));
}

describe("editing one's own message", () => {
  it("rewrites the text within 15 minutes, marks it edited, and tells everyone live", async () => {
    const chat = await directChat(t.app, ana, bruno);
    const watching = await userSocket(bruno);
    const sent = await send(t.app, ana, chat.id, "Reunião às 10h");
    expect(sent.edited_at).toBeNull();
    await age(sent.id, 14);
    const edited = messageSchema.parse(ok(await edit(ana, sent.id, { content: "  Reunião às 11h  " })));
    expect(edited.content).toBe("Reunião às 11h");
    expect(edited.edited_at).not.toBeNull();
    const live = await watching.next("message.updated", (f) => f.message.id === sent.id);
    expect(live.message.content).toBe("Reunião às 11h");
    expect(live.message.edited_at).not.toBeNull();
    expect((await history(bruno, chat.id)).find((m) => m.id === sent.id)?.content).toBe("Reunião às 11h");
  });

  it("refuses after 15 minutes, with a sentence", async () => {
    const chat = await directChat(t.app, ana, bruno);
    const sent = await send(t.app, ana, chat.id, "antiga");
    await age(sent.id, 16);
    expectApiError(await edit(ana, sent.id, { content: "nova" }), 409, "CONFLICT", CHAT_TEXTS.editWindowOver);
    expect((await history(ana, chat.id)).find((m) => m.id === sent.id)?.content).toBe("antiga");
  });

  it("refuses someone else's message (403) and hides it from a non-participant (404)", async () => {
    const chat = await directChat(t.app, ana, bruno);
    const sent = await send(t.app, ana, chat.id, "minha");
    expectApiError(await edit(bruno, sent.id, { content: "sua" }), 403, "FORBIDDEN", CHAT_TEXTS.notOwnMessage);
    expectApiError(await edit(intruso, sent.id, { content: "x" }), 404, "NOT_FOUND");
    expectApiError(await api(bruno).del(`/api/chat/messages/${sent.id}`), 403, "FORBIDDEN", CHAT_TEXTS.notOwnMessage);
    expectApiError(await api(intruso).del(`/api/chat/messages/${sent.id}`), 404, "NOT_FOUND");
    expect((await history(ana, chat.id)).find((m) => m.id === sent.id)?.content).toBe("minha");
  });

  it("refuses a malformed body, an empty text and a deleted message", async () => {
    const chat = await directChat(t.app, ana, bruno);
    const sent = await send(t.app, ana, chat.id, "texto");
    expectApiError(await edit(ana, sent.id, { content: "   " }), 400, "VALIDATION_ERROR", CHAT_TEXTS.emptyMessage);
    expectApiError(await edit(ana, sent.id, { content: 42 }), 400, "VALIDATION_ERROR");
    expectApiError(await edit(ana, sent.id, { content: "x".repeat(4001) }), 400, "VALIDATION_ERROR");
    expectApiError(await edit(ana, "nao-e-uuid", { content: "x" }), 400, "VALIDATION_ERROR");
    ok(await api(ana).del(`/api/chat/messages/${sent.id}`));
    expectApiError(await edit(ana, sent.id, { content: "de volta" }), 409, "CONFLICT", CHAT_TEXTS.deletedCannotChange);
  });
});

describe("deleting one's own message", () => {
  it('leaves "Mensagem apagada" for everyone, live: no text, no files, replies quote it as deleted', async () => {
    const chat = await groupChat(t.app, ana, [bruno, carla]);
    const watching = await userSocket(carla);
    const fileId = (await upload(t.app, ana.cookie, "planta.pdf", tinyPdf())).id;
    const sent = await send(t.app, ana, chat.id, "segue a planta", { attachment_ids: [fileId] });
    const download = sent.attachments[0]!.download_url;
    expect((await api(bruno).get(download)).statusCode).toBe(200);
    const reply = await send(t.app, bruno, chat.id, "recebi", { reply_to_id: sent.id });

    const deleted = messageSchema.parse(ok(await api(ana).del(`/api/chat/messages/${sent.id}`)));
    expect(deleted).toMatchObject({ content: "", attachments: [] });
    expect(deleted.deleted_at).not.toBeNull();
    const live = await watching.next("message.updated", (f) => f.message.id === sent.id);
    expect(live.message.deleted_at).not.toBeNull();
    expect(live.message.content).toBe("");

    expect((await api(bruno).get(download)).statusCode).toBe(404);
    const files = ok<{ items: unknown[] }>(await api(bruno).get(`/api/chat/conversations/${chat.id}/files`));
    expect(files.items).toEqual([]);
    const held = await history(carla, chat.id);
    expect(held.find((m) => m.id === reply.id)?.reply_to).toMatchObject({ id: sent.id, content: "", deleted: true });
    const list = ok<{ items: { id: string; last_message: { deleted: boolean } | null }[] }>(
      await api(carla).get("/api/chat/conversations"),
    );
    expect(list.items.find((c) => c.id === chat.id)?.last_message?.deleted).toBe(false); // the reply is last

    // Deleting again answers the deleted message; it can be neither forwarded nor marked important.
    expect(ok<Message>(await api(ana).del(`/api/chat/messages/${sent.id}`)).deleted_at).toBe(deleted.deleted_at);
    const other = await directChat(t.app, bruno, carla);
    expectApiError(
      await api(bruno).post(`/api/chat/messages/${sent.id}/forward`, { conversation_id: other.id, client_id: "f-1" }),
      409,
      "CONFLICT",
    );
    expectApiError(await api(bruno).post(`/api/chat/messages/${sent.id}/important`), 409, "CONFLICT");
  });

  it("may delete an old message (the 15 minutes bound only edits)", async () => {
    const chat = await directChat(t.app, ana, bruno);
    const sent = await send(t.app, ana, chat.id, "de ontem");
    await age(sent.id, 60 * 24);
    expect(ok<Message>(await api(ana).del(`/api/chat/messages/${sent.id}`)).deleted_at).not.toBeNull();
    const list = ok<{ items: { id: string; last_message: { deleted: boolean } | null }[] }>(
      await api(bruno).get("/api/chat/conversations"),
    );
    expect(list.items.find((c) => c.id === chat.id)?.last_message?.deleted).toBe(true);
  });
});

type Bell = { items: { title: string; body: string; link: string | null }[] };
const mentionsIn = async (who: Account) =>
  ok<Bell>(await api(who).get("/api/notifications?limit=50")).items.filter((n) => n.title === CHAT_TEXTS.mentionTitle);

describe("@mentions", () => {
  it("stores mentions of members only and tells each mentioned member on the bell, never the sender", async () => {
    const chat = await groupChat(t.app, ana, [bruno, carla], "Obra Acácias");
    const before = { bruno: (await mentionsIn(bruno)).length, intruso: (await mentionsIn(intruso)).length };
    const sent = await send(t.app, ana, chat.id, "@Bruno Barros confere a planta?", {
      // Ivo is not a member and Ana is the sender: both are left out.
      mention_ids: [bruno.id, intruso.id, ana.id, bruno.id],
    });
    expect(sent.mentions).toEqual([{ id: bruno.id, name: "Bruno Barros" }]);
    const told = await mentionsIn(bruno);
    expect(told).toHaveLength(before.bruno + 1);
    expect(told[0]).toMatchObject({
      body: 'Ana Almeida mencionou você em "Obra Acácias": "@Bruno Barros confere a planta?"',
      link: `/dashboard/chat/${chat.id}`,
    });
    expect(await mentionsIn(intruso)).toHaveLength(before.intruso);
    expect(await mentionsIn(ana)).toHaveLength(0);
    expect(await mentionsIn(carla)).toHaveLength(0);
  });

  it("an edit that adds a mention tells only the newly mentioned", async () => {
    const chat = await groupChat(t.app, ana, [bruno, carla]);
    const sent = await send(t.app, ana, chat.id, "@Bruno Barros olha", { mention_ids: [bruno.id] });
    const counts = { bruno: (await mentionsIn(bruno)).length, carla: (await mentionsIn(carla)).length };
    const edited = ok<Message>(
      await edit(ana, sent.id, { content: "@Bruno Barros e @Carla Campos olhem", mention_ids: [bruno.id, carla.id] }),
    );
    expect(edited.mentions.map((m) => m.id).sort()).toEqual([bruno.id, carla.id].sort());
    expect(await mentionsIn(bruno)).toHaveLength(counts.bruno);
    expect(await mentionsIn(carla)).toHaveLength(counts.carla + 1);
  });

  it("refuses malformed mention ids", async () => {
    const chat = await directChat(t.app, ana, bruno);
    const res = await api(ana).post(`/api/chat/conversations/${chat.id}/messages`, {
      client_id: "c-mention",
      content: "oi",
      mention_ids: ["não-é-id"],
    });
    expectApiError(res, 400, "VALIDATION_ERROR");
  });
});

describe("search within a conversation", () => {
  type Found = { items: Message[]; next_cursor: string | null };
  const search = (who: Account, id: string, query: string) =>
    api(who).get(`/api/chat/conversations/${id}/messages/search?${query}`);

  it("finds messages by their text, newest first, paged, without deleted ones or other conversations'", async () => {
    const chat = await groupChat(t.app, ana, [bruno]);
    const elsewhere = await directChat(t.app, ana, carla);
    await send(t.app, ana, elsewhere.id, "planta da cozinha");
    const sent: Message[] = [];
    for (let i = 0; i < 22; i++) sent.push(await send(t.app, i % 2 ? bruno : ana, chat.id, `Planta versão ${i}`));
    await send(t.app, ana, chat.id, "outra coisa");
    const gone = await send(t.app, ana, chat.id, "planta apagada");
    ok(await api(ana).del(`/api/chat/messages/${gone.id}`));

    const first = ok<Found>(await search(bruno, chat.id, "q=PLANTA"));
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.content).toBe("Planta versão 21");
    expect(first.next_cursor).toBe(first.items[19]!.id);
    const second = ok<Found>(await search(bruno, chat.id, `q=planta&cursor=${first.next_cursor}`));
    expect(second.items.map((m) => m.content)).toEqual(["Planta versão 1", "Planta versão 0"]);
    expect(second.next_cursor).toBeNull();
    // LIKE's wildcards are plain text.
    expect(ok<Found>(await search(bruno, chat.id, "q=%25")).items).toEqual([]);
  });

  it("refuses non-participants (404) and malformed queries (400)", async () => {
    const chat = await directChat(t.app, ana, bruno);
    expectApiError(await search(intruso, chat.id, "q=oi"), 404, "NOT_FOUND", CHAT_TEXTS.notFound);
    expectApiError(await search(ana, chat.id, "q=%20%20"), 400, "VALIDATION_ERROR");
    expectApiError(await search(ana, chat.id, ""), 400, "VALIDATION_ERROR");
    expectApiError(await search(ana, chat.id, `q=${"a".repeat(101)}`), 400, "VALIDATION_ERROR");
    expectApiError(await search(ana, chat.id, "q=oi&cursor=x"), 400, "VALIDATION_ERROR");
  });

  it("loads everything from the oldest held message back to a found one, and a page older than it", async () => {
    const chat = await directChat(t.app, carla, intruso);
    const sent: Message[] = [];
    for (let i = 0; i < 8; i++) sent.push(await send(t.app, carla, chat.id, `m${i}`));
    const page = ok<{ items: Message[]; has_more: boolean }>(
      await api(intruso).get(
        `/api/chat/conversations/${chat.id}/messages?before=${sent[6]!.id}&through=${sent[3]!.id}&limit=2`,
      ),
    );
    expect(page.items.map((m) => m.content)).toEqual(["m1", "m2", "m3", "m4", "m5"]);
    expect(page.has_more).toBe(true);
    expectApiError(
      await api(intruso).get(`/api/chat/conversations/${chat.id}/messages?through=${sent[3]!.id}`),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("typing and presence on the socket", () => {
  it("tells the other members that someone is typing, not the typist, and refuses a non-member", async () => {
    const chat = await groupChat(t.app, ana, [bruno]);
    const [typist, other, outsider] = await Promise.all([userSocket(ana), userSocket(bruno), userSocket(intruso)]);
    typist.send({ type: "typing", conversation_id: chat.id });
    const heard = await other.next("typing", (f) => f.conversation_id === chat.id);
    expect(heard.user_id).toBe(ana.id);
    outsider.send({ type: "typing", conversation_id: chat.id });
    const refused = await outsider.next("error", (f) => f.conversation_id === chat.id);
    expect(refused).toMatchObject({ code: "NOT_FOUND", message: CHAT_TEXTS.notFound });
    // A second typing frame costs no membership read and arrives as well; the typist hears neither.
    typist.send({ type: "typing", conversation_id: chat.id });
    await expect.poll(() => other.received.filter((f) => f.type === "typing").length).toBe(2);
    expect(typist.received.some((f) => f.type === "typing")).toBe(false);
    expect(outsider.received.some((f) => f.type === "typing")).toBe(false);
  });

  it("answers who of the members is online and follows their sockets opening and closing", async () => {
    const dora = await newAccount(t.app, "investor", { name: "Dora Dias" });
    const chat = await directChat(t.app, ana, dora);
    const watcher = await userSocket(ana);
    watcher.send({ type: "presence", conversation_id: chat.id });
    const first = await watcher.next("presence", (f) => f.users.some((u) => u.user_id === dora.id));
    expect(first.users).toEqual([{ user_id: dora.id, online: false, last_seen_at: null }]);

    const doraSocket = await connectUser(url, dora.cookie);
    await watcher.next("presence", (f) => f.users.some((u) => u.user_id === dora.id && u.online));
    await doraSocket.close();
    const gone = await watcher.next("presence", (f) =>
      f.users.some((u) => u.user_id === dora.id && !u.online && u.last_seen_at !== null),
    );
    expect(new Date(gone.users[0]!.last_seen_at!).getTime()).toBeLessThanOrEqual(Date.now());

    const outsider = await userSocket(intruso);
    outsider.send({ type: "presence", conversation_id: chat.id });
    expect(await outsider.next("error", (f) => f.conversation_id === chat.id)).toMatchObject({ code: "NOT_FOUND" });
  });
});
