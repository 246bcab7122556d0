// The reconciliation desk's day reads what happened that day, however long the platform's history of refunds
// and payouts (docs/decisions/123-payments-flat-at-a-million-ledger-entries.md): each of its statements on
// those tables is served by an index, never by a scan of every refund or payout ever made.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createSeededApp, DEMO, loginAs } from "./project-helpers.ts";
import { captureStatement, planOf } from "./query-plans.ts";
import type { TestApp } from "./test-app.ts";

let t: TestApp;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createSeededApp({ READ_CACHE: "false" });
  admin = client(t.app, await loginAs(t.app, DEMO.admin));
});
afterAll(() => t.close());

/** The plan of the first statement of the desk's day that `matches`, with sequential scans discouraged. */
async function deskPlan(matches: (query: string) => boolean): Promise<string> {
  const statement = await captureStatement(t.database, matches, async () => {
    const response = await admin.get("/api/admin/reconciliation");
    expect(response.statusCode).toBe(200);
  });
  return (await planOf(t.database, statement, { indexesOnly: true })).join("\n");
}

describe("the desk's day on the refunds and payouts tables", () => {
  it("reads the refunds made within the day through their own index", async () => {
    const plan = await deskPlan((q) => q.includes('from "payment_refunds"') && q.includes('"refunded_at" >='));
    expect(plan).toContain("payment_refunds_refunded_idx");
    expect(plan).not.toMatch(/Seq Scan on payment_refunds/);
  });

  it("reads the payouts paid within the day through their own index", async () => {
    const plan = await deskPlan((q) => q.includes('from "payouts"') && q.includes('"paid_at" >='));
    expect(plan).toContain("payouts_paid_idx");
    expect(plan).not.toMatch(/Seq Scan on payouts/);
  });

  it("lists the failed payouts, whatever their day, through their own index", async () => {
    const plan = await deskPlan(
      (q) => q.includes('from "payouts"') && q.includes('"status" = ') && !q.includes('"paid_at" >='),
    );
    expect(plan).toContain("payouts_failed_idx");
    expect(plan).not.toMatch(/Seq Scan on payouts/);
  });
});
