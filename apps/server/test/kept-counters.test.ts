// The unread figures kept by triggers (migration 0015, docs/decisions/054-kept-counters.md): after a
// series of changes made through the API, by jobs and by plain SQL (cascades included), each kept
// figure equals a count over the rows it stands for, and the API answers the count.
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConversationList } from "@alicerce/shared/schemas/chat";
import type { NotificationList } from "@alicerce/shared/schemas/notifications";
import { markNoticesDone, notify } from "../src/modules/notifications/index.ts";
import { clientId, groupChat, send, unread } from "./chat-helpers.ts";
import { client, newAccount, ok, type Account } from "./project-helpers.ts";
import { createTestApp, sqlRows, type TestApp } from "./test-app.ts";

let t: TestApp;
let ana: Account;
let bruno: Account;
let carla: Account;
let davi: Account;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000" });
  [ana, bruno, carla, davi] = await Promise.all([
    newAccount(t.app, "creator", { name: "Ana Almeida" }),
    newAccount(t.app, "investor", { name: "Bruno Barros" }),
    newAccount(t.app, "legal", { name: "Carla Campos" }),
    newAccount(t.app, "investor", { name: "Davi Dias" }),
  ]);
});
afterAll(() => t.close());

const rows = <R>(query: SQL) => sqlRows<R>(t.database.db, query);
const api = (a: Account) => client(t.app, a.cookie);

/** Participants whose kept unread count differs from a count of others' messages after their last read. */
const chatDrift = () =>
  rows<{ user_id: string; kept: number; counted: number }>(sql`
    select p.user_id, p.unread_count as kept, c.n as counted
    from conversation_participants p
    cross join lateral (
      select count(*)::int as n from messages m
      where m.conversation_id = p.conversation_id and m.sender_id <> p.user_id
        and (p.last_read_at is null or m.created_at > p.last_read_at)
    ) c
    where p.unread_count <> c.n`);

/** What the chat counted on every request before the figures were kept: the user's total. */
const countedChatTotal = async (who: Account) =>
  Number(
    (
      await rows<{ n: number }>(sql`
        select count(*)::int as n from conversation_participants p
        join messages m on m.conversation_id = p.conversation_id and m.sender_id <> p.user_id
          and (p.last_read_at is null or m.created_at > p.last_read_at)
        where p.user_id = ${who.id}`)
    )[0]!.n,
  );

async function expectChatExact(people: Account[]) {
  expect(await chatDrift()).toEqual([]);
  for (const who of people) expect(await unread(t.app, who), who.email).toBe(await countedChatTotal(who));
}

describe("chat: each participant's kept unread count", () => {
  it("equals a count of others' messages after their last read through sends, reads, deletions, joins and leaves", async () => {
    const group = await groupChat(t.app, ana, [bruno, carla], "Contagem mantida");
    const other = await groupChat(t.app, bruno, [ana, carla], "Outra conversa");
    const url = `/api/chat/conversations/${group.id}`;
    await send(t.app, ana, group.id, "um");
    await send(t.app, bruno, group.id, "dois");
    const three = await send(t.app, bruno, group.id, "três");
    await send(t.app, bruno, other.id, "noutra");
    await expectChatExact([ana, bruno, carla]);
    expect(await unread(t.app, carla)).toBe(4);

    // A read zeroes the reader's figure in that conversation only; later messages count again.
    ok(await api(carla).post(`${url}/read`));
    await send(t.app, ana, group.id, "quatro");
    await expectChatExact([ana, bruno, carla]);
    expect(await unread(t.app, carla)).toBe(2);

    // A deleted message still counts, as before the figures were kept: others' messages after the read.
    ok(await api(bruno).del(`/api/chat/messages/${three.id}`));
    await expectChatExact([ana, bruno, carla]);

    // Joining counts the whole history as unread (never opened); leaving takes the row away.
    ok(await api(ana).post(`${url}/members`, { user_ids: [davi.id] }));
    await expectChatExact([ana, bruno, carla, davi]);
    expect(await unread(t.app, davi)).toBe(4);
    expect((await api(carla).del(`${url}/members/${carla.id}`)).statusCode).toBe(204);
    await send(t.app, davi, group.id, "cinco");
    const six = await send(t.app, ana, group.id, "seis");
    ok(
      await api(davi).post(`/api/chat/messages/${six.id}/forward`, {
        conversation_id: group.id,
        client_id: clientId(),
      }),
      201,
    );
    ok(await api(bruno).post(`/api/chat/conversations/${other.id}/read`));
    await expectChatExact([ana, bruno, carla, davi]);

    // The list and the conversation answer the same figure as the header.
    const list = ok<ConversationList>(await api(ana).get("/api/chat/conversations"));
    const row = list.items.find((c) => c.id === group.id)!;
    expect(row.unread_count).toBe(4); // "dois", "três" (deleted), "cinco" and Davi's forward of her "seis"
    expect(ok<{ unread_count: number }>(await api(ana).get(url)).unread_count).toBe(4);

    // Plain SQL: an account deleted takes its messages away (cascade); a read time moved back counts again.
    await t.database.db.execute(sql`delete from users where id = ${davi.id}`);
    await t.database.db.execute(
      sql`update conversation_participants set last_read_at = now() - interval '1 day' where user_id = ${bruno.id}`,
    );
    await expectChatExact([ana, bruno, carla]);
    expect(await unread(t.app, ana)).toBe(3); // "dois", "três" and "noutra"; Davi's "cinco" and his forward left with him
  });
});

/** People whose kept badge differs from a count of their notifications neither read nor done. */
const bellDrift = () =>
  rows<{ user_id: string; kept: number; counted: number }>(sql`
    select coalesce(k.user_id, c.user_id) as user_id, coalesce(k.unread, 0) as kept, coalesce(c.n, 0) as counted
    from notification_unread k
    full join (
      select user_id, count(*)::int as n from notifications where read_at is null and done_at is null group by user_id
    ) c on c.user_id = k.user_id
    where coalesce(k.unread, 0) <> coalesce(c.n, 0)`);

async function expectBellExact(people: Account[], expected: number[]) {
  expect(await bellDrift()).toEqual([]);
  const badges = await Promise.all(
    people.map(async (who) => ok<{ unread_count: number }>(await api(who).get("/api/notifications/unread-count"))),
  );
  expect(badges.map((b) => b.unread_count)).toEqual(expected);
  // The list answers the same badge.
  const lists = await Promise.all(
    people.map(async (who) => ok<NotificationList>(await api(who).get("/api/notifications"))),
  );
  expect(lists.map((l) => l.unread_count)).toEqual(expected);
}

describe("notifications: each person's kept unread count", () => {
  it("equals a count of the unread, not done notifications through inserts, reads, dones and deletions", async () => {
    const [eva, fabio, gil] = await Promise.all([
      newAccount(t.app, "investor", { name: "Eva Esteves" }),
      newAccount(t.app, "investor", { name: "Fábio Fontes" }),
      newAccount(t.app, "creator", { name: "Gil Gomes" }),
    ]);
    const people = [eva, fabio, gil];
    const link = "/dashboard/signatures";
    const note = (who: Account, title: string, extra = "") => ({
      userId: who.id,
      title,
      body: `${title}${extra}`,
      link,
    });
    // One statement for several people (as a job notifies), one already read (counts nothing).
    await t.database.db.transaction(async (tx) => {
      await notify(tx, [note(eva, "Um"), note(eva, "Dois"), note(fabio, "Um"), note(gil, "Um")]);
      await notify(tx, note(gil, "Dois"));
    });
    await t.database.db.execute(
      sql`insert into notifications (user_id, title, body, read_at) values (${eva.id}, 'Lida', 'Já lida', now())`,
    );
    await expectBellExact(people, [2, 1, 2]);

    // Read one (twice: the second changes nothing), then a done mark across people, then read all.
    const [newest] = ok<NotificationList>(await api(eva).get("/api/notifications")).items.filter((n) => !n.read);
    ok(await api(eva).post(`/api/notifications/${newest!.id}/read`));
    ok(await api(eva).post(`/api/notifications/${newest!.id}/read`));
    await expectBellExact(people, [1, 1, 2]);
    await t.database.db.transaction((tx) =>
      markNoticesDone(
        tx,
        { userIdIn: sql`(select id from users where id in (${fabio.id}, ${gil.id}))` },
        link,
        new Date(),
      ),
    );
    await expectBellExact(people, [1, 0, 0]);
    await t.database.db.transaction((tx) => notify(tx, [note(fabio, "Três"), note(gil, "Três"), note(gil, "Quatro")]));
    ok(await api(gil).post("/api/notifications/read-all"));
    await expectBellExact(people, [1, 1, 0]);

    // Plain SQL: an entry made unread again, entries deleted, an account deleted with its rows (cascade).
    await t.database.db.execute(sql`update notifications set read_at = null, done_at = null where user_id = ${gil.id}`);
    await t.database.db.execute(sql`delete from notifications where user_id = ${eva.id} and read_at is null`);
    await expectBellExact(people, [0, 1, 4]);
    await t.database.db.execute(sql`delete from users where id = ${fabio.id}`);
    expect(await bellDrift()).toEqual([]);
    expect(await rows(sql`select 1 from notification_unread where user_id = ${fabio.id}`)).toEqual([]);
  });
});
