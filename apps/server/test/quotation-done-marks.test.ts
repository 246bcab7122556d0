// Bell entries that asked someone to act on a quotation are marked done by that action, in its
// transaction (decision 051), and only the entries about that quotation.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../src/db/schema/index.ts";
import { client, createSeededApp, newAccount, ok, type Account } from "./project-helpers.ts";
import { registerSupplier, requestQuotation, responseInput, type SupplierDetail } from "./supplier-helpers.ts";
import type { TestApp } from "./test-app.ts";

let t: TestApp;
let cliente: Account;
let dona: Account;
let loja: SupplierDetail;

beforeAll(async () => {
  t = await createSeededApp();
  cliente = await newAccount(t.app, "creator", { name: "Clara Cliente" });
  dona = await newAccount(t.app, "supplier", { name: "Dora Dona" });
  loja = await registerSupplier(t.app, dona.cookie, { company_name: "Dora Hidráulica", category: "hidraulica" });
});
afterAll(() => t.close());

/** Whether each of the person's entries with this title is done, newest first. */
const done = async (userId: string, title: string) =>
  (
    await t.database.db
      .select({ doneAt: notifications.doneAt, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, title)))
  ).map((n) => ({ link: n.link, done: n.doneAt !== null }));

describe("quotation notices", () => {
  it("the supplier's request is done once answered, the requester's answer once decided; other quotations wait", async () => {
    const first = await requestQuotation(t.app, cliente.cookie, loja.id, { project_name: "Banheiro" });
    const second = await requestQuotation(t.app, cliente.cookie, loja.id, { project_name: "Cozinha" });
    const link = (id: string) => `/dashboard/quotations?cotacao=${id}`;
    expect((await done(dona.id, "Nova solicitação de orçamento")).every((n) => !n.done)).toBe(true);

    ok(await client(t.app, dona.cookie).post(`/api/quotations/${first.id}/respond`, responseInput()));
    expect(await done(dona.id, "Nova solicitação de orçamento")).toEqual(
      expect.arrayContaining([
        { link: link(first.id), done: true },
        { link: link(second.id), done: false },
      ]),
    );
    expect(await done(cliente.id, "Cotação respondida")).toEqual([{ link: link(first.id), done: false }]);

    ok(await client(t.app, cliente.cookie).post(`/api/quotations/${first.id}/approve`));
    expect(await done(cliente.id, "Cotação respondida")).toEqual([{ link: link(first.id), done: true }]);
    expect(await done(dona.id, "Cotação aprovada")).toEqual([{ link: link(first.id), done: false }]);

    ok(await client(t.app, dona.cookie).post(`/api/quotations/${first.id}/complete`));
    expect(await done(dona.id, "Cotação aprovada")).toEqual([{ link: link(first.id), done: true }]);
  });
});
