// `npm run ledger:check` (docs/decisions/100-ledger.md) run as an operator runs it: the compiled command on
// a copy of a migrated data folder, or on a PostgreSQL database through DATABASE_URL when the run has
// TEST_DATABASE_URL. It exits 0 on a sound ledger and 1 naming the first broken invariant.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appLedgerInvariants } from "../src/app-ledger-invariants.ts";
import { openDatabase } from "../src/db/client.ts";
import { receivedPix } from "../src/db/schema/index.ts";
import { ensureAccount, post } from "../src/modules/ledger/index.ts";
import { migratedDatabase, migratedDataDir, SERVER_TEST_ENV, serverCommand } from "./server-process.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const dataDir = serverUrl
  ? path.join(os.tmpdir(), `alicerce-ledger-check-${randomUUID()}`)
  : migratedDataDir("ledger-check");
let databaseUrl: string | null = null;
let dropDatabase: (() => Promise<void>) | null = null;

/** The command as `npm run ledger:check` runs it: the compiled ledger-check.js beside this run's main.js. */
function runCheck(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { args, compiled } = serverCommand();
  const main = args.at(-1)!;
  const command = compiled
    ? [...args.slice(0, -1), path.join(path.dirname(main), "ledger-check.js")]
    : ["--import", "tsx", path.join(import.meta.dirname, "../src/cli/ledger-check.ts")];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SERVER_TEST_ENV,
    ALICERCE_DATA_DIR: dataDir,
    // Production on PostgreSQL asks for the shared secret, as db:migrate does.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: randomUUID() + randomUUID() } : {}),
  };
  delete env.VITEST;
  delete env.TEST;
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, command, { env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}

/** Opens the database the command checks, does `write` on it and closes it (PGlite: one process at a time). */
async function onTheDatabase(write: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<void>) {
  const database = await openDatabase({ url: databaseUrl, dataDir, poolSize: 1 });
  try {
    await write(database.db);
  } finally {
    await database.close();
  }
}

let bankId: string;

beforeAll(async () => {
  if (serverUrl) {
    const database = await migratedDatabase(serverUrl, "ledger_check");
    dropDatabase = database.drop;
    databaseUrl = database.url;
  }
  await onTheDatabase(async (db) => {
    const bank = await ensureAccount(db, "escrow_bank");
    const unmatched = await ensureAccount(db, "unmatched");
    bankId = bank.id;
    await post(db, {
      reference: `pix-in:${randomUUID()}`,
      kind: "pix_in",
      entries: [
        { account: bank.id, amountCents: 2500_00 },
        { account: unmatched.id, amountCents: -2500_00 },
      ],
    });
  });
});
afterAll(async () => {
  if (dropDatabase) await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run ledger:check", () => {
  it("exits 0 and says which invariants it proved on a sound ledger", async () => {
    const { code, stdout } = await runCheck();
    // The ledger's own invariants first, then each payment piece's (app-ledger-invariants.ts).
    const names = appLedgerInvariants.map((invariant) => invariant.name);
    expect(names.slice(0, 3)).toEqual([
      "ledger.kept-balances",
      "ledger.balanced-transactions",
      "ledger.mirrored-reversals",
    ]);
    expect(names).toContain("payments.refunds-posted");
    expect(names).toContain("payments.received-pix-in-ledger");
    expect(stdout).toContain(`Livro-razão conferido: ${names.length} invariante(s) valem (${names.join(", ")}).`);
    expect(code).toBe(0);
  });

  it("exits 1 naming the received Pix that the intake processed without its pix-in transaction (decision 109)", async () => {
    const endToEndId = `E00000000202612061000${randomUUID().replace(/-/g, "").slice(0, 11)}`;
    await onTheDatabase(async (db) => {
      await db.insert(receivedPix).values({
        endToEndId,
        amountCents: 1_000,
        horario: new Date(),
        source: "webhook",
        outcome: "unmatched",
        processedAt: new Date(),
      });
    });
    const { code, stderr } = await runCheck();
    expect(stderr).toContain("Invariante quebrado: payments.received-pix-in-ledger");
    expect(stderr).toContain(`Pix ${endToEndId} (unmatched) sem a transação pix-in:${endToEndId}`);
    expect(code).toBe(1);
    await onTheDatabase(async (db) => {
      await db.delete(receivedPix).where(eq(receivedPix.endToEndId, endToEndId));
    });
  });

  it("exits 1 naming the invariant when a kept balance was tampered with", async () => {
    // The guard trigger refuses this; only with triggers off (a superuser's session) can it happen.
    await onTheDatabase(async (db) => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update ledger_accounts set balance_cents = balance_cents - 1 where id = ${bankId}`);
      });
    });
    const { code, stderr } = await runCheck();
    expect(stderr).toContain(
      "Invariante quebrado: ledger.kept-balances — o saldo guardado de cada conta é a soma dos seus lançamentos.",
    );
    expect(stderr).toContain(`conta ${bankId} (escrow_bank): saldo guardado 249999, soma dos lançamentos 250000`);
    expect(code).toBe(1);
  });
});
