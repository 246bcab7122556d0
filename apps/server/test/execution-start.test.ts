import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { investments } from "../src/db/schema/index.ts";
import { client, investAndPay, newAccount, ok, openRaise, projectRow, type Account } from "./project-helpers.ts";
import { expectApiError, createTestApp, type TestApp } from "./test-app.ts";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";

let t: TestApp;
let creator: Account;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" });
  creator = await newAccount(t.app, "creator");
});
afterAll(() => t.close());

const start = (id: string) => client(t.app, creator.cookie).post(`/api/projects/${id}/start`);
async function investAs(id: string, amount: number) {
  const investor = await newAccount(t.app, "investor");
  return (await investAndPay(t, investor.cookie, id, amount)).id;
}
/** Moves the end of a commitment's withdrawal period `hours` from now (negative: already past). */
async function withdrawableFor(investmentId: string, hours: number) {
  await t.database.db
    .update(investments)
    .set({ withdrawableUntil: new Date(Date.now() + hours * 3600_000) })
    .where(eq(investments.id, investmentId));
}
const raiseTerms = { target_amount: 30_000, minimum_target_amount: 20_000, min_investment: 1_000 };

describe("POST /api/projects/:id/start on an open raise", () => {
  it("is refused while a commitment still inside its 5 days is needed to reach the minimum, saying when", async () => {
    const id = await openRaise(t, creator.cookie, raiseTerms);
    const settled = await investAs(id, 12_000);
    await withdrawableFor(settled, -1);
    const fresh = await investAs(id, 8_000); // reaches R$ 20 000 only with this one
    const until = new Date(Date.now() + 50 * 3600_000);
    await t.database.db.update(investments).set({ withdrawableUntil: until }).where(eq(investments.id, fresh));

    // The project page shows the same refusal on a disabled button, before anyone clicks.
    const before = ok<ProjectDetail>(await client(t.app, creator.cookie).get(`/api/projects/${id}`));
    const refused = expectApiError(await start(id), 409, "CONFLICT");
    expect(before.viewer.start_execution_refusal).toBe(refused.message);
    const when = new Intl.DateTimeFormat("pt-BR", {
      timeZone: "America/Sao_Paulo",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }).format(until);
    expect(refused.message).toContain("prazo de 5 dias");
    expect(refused.message).toContain(`A execução poderá começar a partir de ${when} às `);
    expect((await projectRow(t.database.db, id)).status).toBe("funding_open");

    // Once that period ends, the same money counts and the project starts.
    await withdrawableFor(fresh, -1);
    const ready = ok<ProjectDetail>(await client(t.app, creator.cookie).get(`/api/projects/${id}`));
    expect(ready.viewer.start_execution_refusal).toBeNull();
    expect(ok<ProjectDetail>(await start(id)).status).toBe("in_progress");
  });

  it("says on the page why a raise below its minimum cannot start yet", async () => {
    const id = await openRaise(t, creator.cookie, raiseTerms);
    await investAs(id, 5_000);
    const detail = ok<ProjectDetail>(await client(t.app, creator.cookie).get(`/api/projects/${id}`));
    expect(detail.viewer.start_execution_refusal).toBe(
      "A captação ainda não atingiu o valor mínimo para iniciar a execução.",
    );
  });

  it("starts when the settled money alone reaches the minimum, even with newer commitments", async () => {
    const id = await openRaise(t, creator.cookie, raiseTerms);
    const a = await investAs(id, 10_000);
    const b = await investAs(id, 10_000);
    await withdrawableFor(a, -2);
    await withdrawableFor(b, -1);
    await investAs(id, 5_000); // still withdrawable, not needed
    const detail = ok<ProjectDetail>(await start(id));
    expect(detail).toMatchObject({ status: "in_progress", raised_amount: 25_000 });
  });

  it("names the earliest moment: the period that completes the minimum, not the last one", async () => {
    const id = await openRaise(t, creator.cookie, raiseTerms);
    const first = await investAs(id, 15_000);
    const second = await investAs(id, 5_000);
    const third = await investAs(id, 5_000);
    await withdrawableFor(first, 10);
    await withdrawableFor(second, 20);
    await withdrawableFor(third, 100);
    const [row] = await t.database.db
      .select({ until: investments.withdrawableUntil })
      .from(investments)
      .where(eq(investments.id, second));
    const hour = new Intl.DateTimeFormat("pt-BR", {
      timeZone: "America/Sao_Paulo",
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    }).format(row!.until);
    expect(expectApiError(await start(id), 409, "CONFLICT").message).toContain(` às ${hour}.`);
  });
});
