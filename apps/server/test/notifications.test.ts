import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification, NotificationList } from "@alicerce/shared/schemas/notifications";
import { notifications } from "../src/db/schema/index.ts";
import {
  brl,
  client,
  createSeededApp,
  DEMO,
  invest,
  loginAs,
  newAccount,
  ok,
  openRaise,
  type Account,
} from "./project-helpers.ts";
import { advanceQuotation, outboxMailsTo, registerSupplier, requestQuotation } from "./supplier-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const list = async (a: Account, query = "") =>
  ok<NotificationList>(await client(t.app, a.cookie).get(`/api/notifications${query}`));
const unread = async (a: Account) =>
  ok<{ unread_count: number }>(await client(t.app, a.cookie).get("/api/notifications/unread-count")).unread_count;

async function seedNotes(userId: string, count: number) {
  const base = Date.now() - count * 1000;
  await t.database.db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      title: `Aviso ${i + 1}`,
      body: `Corpo ${i + 1}`,
      link: i % 2 === 0 ? "/dashboard/quotations" : null,
      createdAt: new Date(base + i * 1000),
    })),
  );
}

describe("the bell's API", () => {
  it("refuses anonymous requests", async () => {
    expectApiError(await client(t.app).get("/api/notifications"), 401, "UNAUTHENTICATED");
    expectApiError(await client(t.app).get("/api/notifications/unread-count"), 401, "UNAUTHENTICATED");
    expectApiError(await client(t.app).post("/api/notifications/read-all"), 401, "UNAUTHENTICATED");
  });

  it("lists the user's own notifications, newest first, page by page, with the unread count", async () => {
    const me = await newAccount(t.app, "investor");
    const other = await newAccount(t.app, "investor");
    expect(await list(me)).toEqual({ items: [], nextCursor: null, unread_count: 0 });
    await seedNotes(me.id, 25);
    await seedNotes(other.id, 3);

    const first = await list(me);
    expect(first.unread_count).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      title: "Aviso 25",
      body: "Corpo 25",
      link: "/dashboard/quotations",
      read: false,
    });
    expect(first.items[1]!.link).toBeNull();
    expect(first.nextCursor).not.toBeNull();
    const second = await list(me, `?cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.title)).toEqual(["Aviso 5", "Aviso 4", "Aviso 3", "Aviso 2", "Aviso 1"]);
    expect(second.nextCursor).toBeNull();
    expect(await unread(me)).toBe(25);
    expect(await unread(other)).toBe(3);

    expectApiError(await client(t.app, me.cookie).get("/api/notifications?cursor=lixo"), 400, "VALIDATION_ERROR");
    expectApiError(await client(t.app, me.cookie).get("/api/notifications?limit=500"), 400, "VALIDATION_ERROR");
  });

  it("marks one read (its own only), then all", async () => {
    const me = await newAccount(t.app, "investor");
    const other = await newAccount(t.app, "investor");
    await seedNotes(me.id, 3);
    await seedNotes(other.id, 2);
    const [newest] = (await list(me)).items;
    const read = ok<Notification>(await client(t.app, me.cookie).post(`/api/notifications/${newest!.id}/read`));
    expect(read).toMatchObject({ id: newest!.id, read: true });
    expect(await unread(me)).toBe(2);
    // Reading again keeps the first reading time.
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, newest!.id));
    ok(await client(t.app, me.cookie).post(`/api/notifications/${newest!.id}/read`));
    const [again] = await t.database.db.select().from(notifications).where(eq(notifications.id, newest!.id));
    expect(again!.readAt).toEqual(row!.readAt);

    // Someone else's notification is answered as not found and stays unread.
    const theirs = (await list(other)).items[0]!;
    expectApiError(
      await client(t.app, me.cookie).post(`/api/notifications/${theirs.id}/read`),
      404,
      "NOT_FOUND",
      "Notificação não encontrada.",
    );
    expect(await unread(other)).toBe(2);
    expectApiError(await client(t.app, me.cookie).post("/api/notifications/nao-e-id/read"), 400, "VALIDATION_ERROR");

    expect(ok(await client(t.app, me.cookie).post("/api/notifications/read-all"))).toEqual({ unread_count: 0 });
    expect(await unread(me)).toBe(0);
    expect((await list(me)).items.every((n) => n.read)).toBe(true);
    expect(await unread(other)).toBe(2);
  });

  it("never hands out a link that leaves the app", async () => {
    const me = await newAccount(t.app, "investor");
    await t.database.db.insert(notifications).values([
      { userId: me.id, title: "Fora", body: "x", link: "https://exemplo.com/golpe" },
      { userId: me.id, title: "Fora 2", body: "x", link: "//exemplo.com" },
    ]);
    expect((await list(me)).items.map((n) => n.link)).toEqual([null, null]);
  });
});

describe("notifications written by other features", () => {
  it("a quotation request, answer, decision and completion each notify the other party", async () => {
    const requester = await newAccount(t.app, "creator", { name: "Rui Requerente" });
    const owner = await newAccount(t.app, "supplier");
    const company = await registerSupplier(t.app, owner.cookie, { company_name: "Obras Avisadas" });
    const q = await requestQuotation(t.app, requester.cookie, company.id, { project_name: "Casa do Teste" });

    let supplierNotes = (await list(owner)).items;
    expect(supplierNotes[0]).toMatchObject({
      title: "Nova solicitação de orçamento",
      body: 'Rui Requerente pediu um orçamento para "Casa do Teste".',
      link: `/dashboard/quotations?cotacao=${q.id}`,
      read: false,
    });

    await advanceQuotation(t.app, q.id, { requester: requester.cookie, supplier: owner.cookie }, "concluido");
    const requesterNotes = (await list(requester)).items;
    expect(requesterNotes.map((n) => n.title)).toEqual(["Cotação respondida"]);
    expect(requesterNotes[0]!.body).toBe('Obras Avisadas respondeu sua cotação para "Casa do Teste".');
    supplierNotes = (await list(owner)).items;
    expect(supplierNotes.map((n) => n.title)).toEqual([
      "Cotação concluída",
      "Cotação aprovada",
      "Nova solicitação de orçamento",
    ]);
    expect(supplierNotes[1]!.body).toBe('Rui Requerente aprovou sua proposta para "Casa do Teste".');
  });

  it("a refused quotation notifies the supplier", async () => {
    const requester = await newAccount(t.app, "creator", { name: "Rui Recusa" });
    const owner = await newAccount(t.app, "supplier");
    const company = await registerSupplier(t.app, owner.cookie);
    const q = await requestQuotation(t.app, requester.cookie, company.id, { project_name: "Muro" });
    await advanceQuotation(t.app, q.id, { requester: requester.cookie, supplier: owner.cookie }, "rejeitado");
    expect((await list(owner)).items[0]).toMatchObject({
      title: "Cotação recusada",
      body: 'Rui Recusa recusou sua proposta para "Muro".',
    });
  });

  it("an investment notifies the investor and the project's creator", async () => {
    const creatorCookie = await loginAs(t.app, DEMO.creator);
    const creator = { id: "", email: DEMO.creator, name: "", cookie: creatorCookie };
    const projectId = await openRaise(t, creatorCookie, { title: "Prédio dos Avisos" });
    const investor = await newAccount(t.app, "investor", { name: "Iara Investe" });
    await invest(t.app, investor.cookie, projectId, 5_000);

    const mine = (await list(investor)).items;
    expect(mine).toHaveLength(1);
    // Registered, and waiting for its Pix (decision 107).
    expect(mine[0]).toMatchObject({ title: "Investimento registrado", link: `/dashboard/projects/${projectId}` });
    expect(mine[0]!.body).toContain("Pague o Pix até");
    expect(mine[0]!.body).toContain(brl(5_000));
    expect(mine[0]!.body).toContain('"Prédio dos Avisos"');
    const creatorNotes = (await list(creator)).items;
    expect(creatorNotes[0]).toMatchObject({
      title: "Novo investimento",
      body: `Iara Investe investiu ${brl(5_000)} no projeto "Prédio dos Avisos".`,
    });
  });

  it("a person with e-mails off still gets the bell entry, without the e-mail", async () => {
    const requester = await newAccount(t.app, "creator");
    const owner = await newAccount(t.app, "supplier");
    const company = await registerSupplier(t.app, owner.cookie, { company_name: "Silenciosa Ltda" });
    ok(
      await client(t.app, owner.cookie).put("/api/account/notification-preferences", {
        email: false,
        push: true,
        weekly_summary: false,
      }),
    );
    await requestQuotation(t.app, requester.cookie, company.id);
    expect((await list(owner)).items[0]!.title).toBe("Nova solicitação de orçamento");
    expect(await outboxMailsTo(t, owner.email)).toEqual([]);

    const loudOwner = await newAccount(t.app, "supplier");
    const loud = await registerSupplier(t.app, loudOwner.cookie);
    await requestQuotation(t.app, requester.cookie, loud.id);
    expect(await outboxMailsTo(t, loudOwner.email)).toHaveLength(1);
  });
});
