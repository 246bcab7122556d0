import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureListSchema } from "@alicerce/shared/schemas/signatures";
import { mailOutbox } from "../src/db/schema/index.ts";
import { investmentsDueForContract } from "../src/modules/signatures/signature-jobs.ts";
import { seedDemoData } from "../src/seed/seed.ts";
import { client, DEMO, loginAs, ok } from "./project-helpers.ts";
import { createTestApp, sqlRows, type TestApp } from "./test-app.ts";

// A first `npm start` (fresh data folder, demo on) loads the demo with the server's storage and sealer
// (main.ts), then runs its jobs: at once (jobs/plugin.ts, onReady) and on timers, some within the first
// minute. None of it may mail anyone before a person acts (docs/decisions/135-the-demos-scp-contracts-made-in-its-past.md).

let t: TestApp;
beforeAll(async () => {
  // The empty template: the test templates are seeded without storage, so without the demo's PDFs,
  // its signatures and its SCP contracts (test/build-templates.ts).
  t = await createTestApp();
  const seeded = await seedDemoData(t.database.db, {
    storage: t.app.storage,
    sealer: t.app.sealer,
    passwordCost: "test-minimum",
  });
  expect(seeded).toBe(true);
}, 120_000);
afterAll(() => t.close());

// First: the describe below logs people in, and a login from a new device is mailed (decision 125).
describe("a first start with the demo", () => {
  it("runs every job of its first minute, and of its first hour, without queueing a single e-mail", async () => {
    const jobs = t.app.jobs;
    // onReady's runs, in its order, then the timers that fire within the first minute and the hourly ones.
    await jobs.closeRaises();
    await jobs.releases();
    await jobs.cleanUp();
    const signatures = await jobs.signatures();
    await jobs.durableJobs();
    await jobs.distributionPayments();
    await jobs.dataExports();
    await jobs.weeklySummaries();
    await jobs.quarterlyReports();
    // The demo's commitments past their withdrawal period have their SCP contracts already.
    expect(signatures).toEqual({ contracts: [], reminders: 0, expired: [] });
    // Sent or not: a row here is an e-mail some demo person would have received.
    const queued = await t.database.db.select({ to: mailOutbox.to, subject: mailOutbox.subject }).from(mailOutbox);
    expect(queued).toEqual([]);
  }, 60_000);
});

/** The titles of the requests awaiting `email`'s signature now, as their signatures screen offers them. */
async function awaitingSignatureOf(email: string): Promise<string[]> {
  const cookie = await loginAs(t.app, email);
  const list = signatureListSchema.parse(ok(await client(t.app, cookie).get("/api/signatures?status=pending")));
  expect(list.total, email).toBe(list.items.length);
  return list.items
    .filter((r) => r.can.sign)
    .map((r) => r.title)
    .sort();
}

describe("the demo's past holds the SCP contracts of its commitments past their withdrawal period", () => {
  it("made by the contracts job's function: none is due, and each commitment's flag agrees with its contract", async () => {
    const db = t.database.db;
    expect(await investmentsDueForContract(db, new Date())).toEqual([]);
    expect(
      await sqlRows(
        db,
        sql`select i.id from investments i
            where i.contract_requested <> exists (select 1 from signature_requests s where s.investment_id = i.id)`,
      ),
    ).toEqual([]);
    const contracts = await sqlRows<{ signed: boolean }>(
      db,
      sql`select completed_at is not null as signed from signature_requests where investment_id is not null`,
    );
    // Every paid commitment past its withdrawal period: 19, of which Bruno's four of the open raises await him.
    expect(contracts.map((c) => c.signed).sort()).toEqual([...Array(4).fill(false), ...Array(15).fill(true)]);
  });

  it("signed where the demo's story says so: one request awaits investidor@, one criador@, Bruno his newest", async () => {
    expect(await awaitingSignatureOf(DEMO.ana)).toEqual(["Contrato de Investimento — Jardim das Acácias"]);
    expect(await awaitingSignatureOf(DEMO.creator)).toEqual(["Prestação de Serviços — Projeto Estrutural Vila Serena"]);
    expect(await awaitingSignatureOf(DEMO.bruno)).toEqual([
      "Contrato de Participação SCP — Condomínio Parque das Águas — Bruno Almeida",
      "Contrato de Participação SCP — Edifício Mirante do Lago — Bruno Almeida",
      "Contrato de Participação SCP — Mercado Municipal Revitalizado — Bruno Almeida",
      "Contrato de Participação SCP — Residencial Jardim das Acácias — Bruno Almeida",
      "Termo de Adesão à SCP — Edifício Mirante do Lago",
    ]);
  });
});
