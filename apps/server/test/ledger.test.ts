// The double-entry ledger (docs/decisions/100-ledger.md): the API's postings, idempotency by reference and
// reversals, and the database's own refusals, seen by writing the raw SQL that breaks each rule.
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import { checkInvariants } from "../src/db/invariants.ts";
import {
  balanceOf,
  ensureAccount,
  entriesOf,
  ledgerInvariants,
  LedgerPostingError,
  post,
  reverse,
  type LedgerAccount,
} from "../src/modules/ledger/index.ts";
import { createTestApp, sqlRows, type TestApp } from "./test-app.ts";

let t: TestApp;
let db: Database;
let bank: LedgerAccount;
let unmatched: LedgerAccount;
let escrow: LedgerAccount;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  bank = await ensureAccount(db, "escrow_bank");
  unmatched = await ensureAccount(db, "unmatched");
  escrow = await ensureAccount(db, "project_escrow", randomUUID());
});
afterAll(async () => {
  await t?.close();
});

const count = async (query: SQL) => Number((await sqlRows<{ n: number | string }>(db, query))[0]!.n);
const entryCount = () => count(sql`select count(*) as n from ledger_entries`);
const transactionCount = () => count(sql`select count(*) as n from ledger_transactions`);
const reference = () => `test:${randomUUID()}`;

/** What the database answered when it refused: Drizzle wraps the driver's error in `cause`. */
async function refusal(write: Promise<unknown>): Promise<string> {
  const err = (await write.then(
    () => null,
    (e: unknown) => e,
  )) as (Error & { cause?: Error }) | null;
  expect(err, "the database accepted it").not.toBeNull();
  return err!.cause?.message ?? err!.message;
}

/** A transaction row and its entries written in one database transaction, as raw SQL would. */
function rawPosting(amounts: { account: string; cents: number }[]) {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into ledger_transactions (id, kind, reference) values (${id}, 'raw', ${reference()})`);
    for (const { account, cents } of amounts) {
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, amount_cents) values (${id}, ${account}, ${cents})`,
      );
    }
    return id;
  });
}

describe("accounts", () => {
  it("gives the same account for the same kind and owner, one per kind for the platform", async () => {
    const owner = randomUUID();
    const first = await ensureAccount(db, "investor_payable", owner);
    const [again, other] = await Promise.all([
      ensureAccount(db, "investor_payable", owner),
      ensureAccount(db, "issuer_payable", owner),
    ]);
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    expect((await ensureAccount(db, "escrow_bank")).id).toBe(bank.id);
    expect(await balanceOf(db, first.id)).toBe(0);
    expect(await balanceOf(db, randomUUID())).toBeNull();
  });

  it("refuses an owner on a platform account and none on a project's or user's", async () => {
    await expect(ensureAccount(db, "platform_fees", randomUUID())).rejects.toThrow(LedgerPostingError);
    await expect(ensureAccount(db, "project_escrow")).rejects.toThrow(/give its owner/);
  });
});

describe("posting", () => {
  it("records the entries and moves the kept balances", async () => {
    const before = await balanceOf(db, bank.id);
    const { transaction, created } = await post(db, {
      reference: reference(),
      kind: "pix_in",
      memo: "Pix recebido",
      entries: [
        { account: bank.id, amountCents: 150_00 },
        { account: escrow.id, amountCents: -150_00 },
      ],
    });
    expect(created).toBe(true);
    expect(transaction.kind).toBe("pix_in");
    expect(await balanceOf(db, bank.id)).toBe(before! + 150_00);
    const statement = await entriesOf(db, escrow.id);
    expect(statement.items[0]).toMatchObject({ transactionId: transaction.id, amountCents: -150_00, kind: "pix_in" });
  });

  it("writes a reference once: a repeat returns the first transaction and writes nothing", async () => {
    const posting = {
      reference: reference(),
      kind: "pix_in",
      entries: [
        { account: bank.id, amountCents: 10_00 },
        { account: unmatched.id, amountCents: -10_00 },
      ],
    };
    const first = await post(db, posting);
    const [entries, balance] = [await entryCount(), await balanceOf(db, bank.id)];
    const second = await post(db, { ...posting, entries: [...posting.entries].reverse() });
    expect(second).toEqual({ transaction: first.transaction, created: false });
    expect(await entryCount()).toBe(entries);
    expect(await balanceOf(db, bank.id)).toBe(balance);
  });

  it("writes a reference once when two transactions post it at the same time", async () => {
    const posting = {
      reference: reference(),
      kind: "pix_in",
      entries: [
        { account: bank.id, amountCents: 7_00 },
        { account: unmatched.id, amountCents: -7_00 },
      ],
    };
    const entries = await entryCount();
    const results = await Promise.all([
      db.transaction((tx) => post(tx, posting)),
      db.transaction((tx) => post(tx, posting)),
    ]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect(results[0]!.transaction.id).toBe(results[1]!.transaction.id);
    expect(await entryCount()).toBe(entries + 2);
  });

  it("refuses a reference already posted with other entries", async () => {
    const posting = {
      reference: reference(),
      kind: "pix_in",
      entries: [
        { account: bank.id, amountCents: 5_00 },
        { account: unmatched.id, amountCents: -5_00 },
      ],
    };
    await post(db, posting);
    await expect(
      post(db, {
        ...posting,
        entries: [
          { account: bank.id, amountCents: 6_00 },
          { account: unmatched.id, amountCents: -6_00 },
        ],
      }),
    ).rejects.toThrow(/already posted with other entries/);
  });

  it("refuses, before the database, an unbalanced, empty, one-sided or fractional posting", async () => {
    const [entries, transactions] = [await entryCount(), await transactionCount()];
    const attempt = (amounts: number[]) =>
      post(db, {
        reference: reference(),
        kind: "pix_in",
        entries: amounts.map((amountCents, i) => ({ account: i % 2 ? unmatched.id : bank.id, amountCents })),
      });
    await expect(attempt([100, -99])).rejects.toThrow(/unbalanced: its entries add up to 1/);
    await expect(attempt([])).rejects.toThrow(/at least two entries, got 0/);
    await expect(attempt([0, 0])).rejects.toThrow(/non-zero whole number of cents/);
    await expect(attempt([10.5, -10.5])).rejects.toThrow(/non-zero whole number of cents/);
    await expect(attempt([100])).rejects.toThrow(LedgerPostingError);
    await expect(post(db, { reference: " ", kind: "pix_in", entries: [] })).rejects.toThrow(/needs a reference/);
    expect([await entryCount(), await transactionCount()]).toEqual([entries, transactions]);
  });
});

describe("reversals", () => {
  it("undoes a transaction with its mirror, once", async () => {
    const before = [await balanceOf(db, bank.id), await balanceOf(db, unmatched.id)];
    const { transaction } = await post(db, {
      reference: reference(),
      kind: "pix_in",
      entries: [
        { account: bank.id, amountCents: 42_00 },
        { account: unmatched.id, amountCents: -42_00 },
      ],
    });
    const reversalReference = reference();
    const reversal = await reverse(db, transaction.id, reversalReference, "Lançado por engano");
    expect(reversal.created).toBe(true);
    expect(reversal.transaction).toMatchObject({ kind: "reversal", reverses: transaction.id });
    expect([await balanceOf(db, bank.id), await balanceOf(db, unmatched.id)]).toEqual(before);
    // Idempotent by its reference; a second reversal under another one is refused.
    expect(await reverse(db, transaction.id, reversalReference)).toMatchObject({ created: false });
    await expect(reverse(db, transaction.id, reference())).rejects.toThrow(/already reversed/);
    await expect(reverse(db, randomUUID(), reference())).rejects.toThrow(/does not exist/);
  });
});

describe("the database refuses what breaks the ledger, whatever code writes it", () => {
  it("an unbalanced transaction, at commit", async () => {
    const transactions = await transactionCount();
    const refused = await refusal(
      rawPosting([
        { account: bank.id, cents: 100 },
        { account: unmatched.id, cents: -90 },
      ]),
    );
    expect(refused).toMatch(/unbalanced: 2 entries adding up to 10/);
    expect(await transactionCount()).toBe(transactions);
  });

  it("a transaction with no entry, or a single one", async () => {
    expect(await refusal(rawPosting([]))).toMatch(/unbalanced: 0 entries/);
    expect(await refusal(rawPosting([{ account: bank.id, cents: 0 }]))).toMatch(/ledger_entries_amount_not_zero/);
    expect(await refusal(rawPosting([{ account: bank.id, cents: 5 }]))).toMatch(/unbalanced: 1 entries adding up to 5/);
  });

  it("entries added to a transaction recorded earlier, even balanced", async () => {
    const id = await rawPosting([
      { account: bank.id, cents: 300 },
      { account: unmatched.id, cents: -300 },
    ]);
    const refused = await refusal(
      db.execute(sql`insert into ledger_entries (transaction_id, account_id, amount_cents)
                     values (${id}, ${bank.id}, 1), (${id}, ${unmatched.id}, -1)`),
    );
    expect(refused).toMatch(/never added to a recorded one/);
  });

  it("changing or deleting a transaction or an entry", async () => {
    const id = await rawPosting([
      { account: bank.id, cents: 200 },
      { account: unmatched.id, cents: -200 },
    ]);
    const appendOnly = /append-only: a correction is a reversing transaction/;
    expect(
      await refusal(db.execute(sql`update ledger_entries set amount_cents = 1 where transaction_id = ${id}`)),
    ).toMatch(appendOnly);
    expect(await refusal(db.execute(sql`delete from ledger_entries where transaction_id = ${id}`))).toMatch(appendOnly);
    expect(await refusal(db.execute(sql`update ledger_transactions set memo = 'x' where id = ${id}`))).toMatch(
      appendOnly,
    );
    expect(await refusal(db.execute(sql`delete from ledger_transactions where id = ${id}`))).toMatch(appendOnly);
    expect(await refusal(db.execute(sql`truncate ledger_entries, ledger_transactions, ledger_accounts`))).toMatch(
      appendOnly,
    );
    expect(await count(sql`select count(*) as n from ledger_entries where transaction_id = ${id}`)).toBe(2);
  });

  it("a kept balance set by hand, an account opened with money, an account deleted or renamed", async () => {
    expect(await refusal(db.execute(sql`update ledger_accounts set balance_cents = 0 where id = ${bank.id}`))).toMatch(
      /balance moves only by entries/,
    );
    expect(
      await refusal(db.execute(sql`update ledger_accounts set owner_id = ${randomUUID()} where id = ${escrow.id}`)),
    ).toMatch(/balance moves only by entries/);
    expect(
      await refusal(db.execute(sql`insert into ledger_accounts (kind, balance_cents) values ('tax_withheld', 500)`)),
    ).toMatch(/opens with a zero balance/);
    expect(await refusal(db.execute(sql`delete from ledger_accounts where id = ${unmatched.id}`))).toMatch(
      /never deleted/,
    );
    expect(
      await refusal(db.execute(sql`insert into ledger_accounts (kind) values ('escrow_bank')`)),
      "one escrow_bank account",
    ).toMatch(/ledger_accounts_kind_owner/);
  });
});

describe("statements and invariants", () => {
  it("pages an account's entries newest first", async () => {
    const owner = randomUUID();
    const payable = await ensureAccount(db, "investor_payable", owner);
    for (const cents of [100, 200, 300]) {
      await post(db, {
        reference: reference(),
        kind: "test",
        entries: [
          { account: payable.id, amountCents: -cents },
          { account: unmatched.id, amountCents: cents },
        ],
      });
    }
    const first = await entriesOf(db, payable.id, { page: 1, pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.items.map((e) => e.amountCents)).toEqual([-300, -200]);
    expect((await entriesOf(db, payable.id, { page: 2, pageSize: 2 })).items.map((e) => e.amountCents)).toEqual([-100]);
    expect(await balanceOf(db, payable.id)).toBe(-600);
  });

  it("hold on everything the API and the refused writes left, and name a kept balance tampered with", async () => {
    expect(await checkInvariants(db, ledgerInvariants)).toEqual({
      ok: true,
      checked: ["ledger.kept-balances", "ledger.balanced-transactions", "ledger.mirrored-reversals"],
    });
    // Only with the triggers off (as a superuser restoring a copy could) can a balance drift from its entries.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update ledger_accounts set balance_cents = balance_cents + 1 where id = ${bank.id}`);
    });
    const report = await checkInvariants(db, ledgerInvariants);
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.broken.name).toBe("ledger.kept-balances");
    expect(report.examples).toEqual([expect.stringContaining(`conta ${bank.id} (escrow_bank)`)]);
  });

  it("name an unbalanced transaction written with the triggers off", async () => {
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`insert into ledger_transactions (id, kind, reference) values (${id}, 'raw', ${reference()})`,
      );
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, amount_cents) values (${id}, ${bank.id}, 9)`,
      );
      // The kept balance follows (the trigger would have): only the transaction's sum is wrong.
      await tx.execute(sql`update ledger_accounts set balance_cents = balance_cents + 9 where id = ${bank.id}`);
      await tx.execute(sql`update ledger_accounts set balance_cents = balance_cents - 1 where id = ${bank.id}`);
    });
    const report = await checkInvariants(db, ledgerInvariants);
    expect(report).toMatchObject({ ok: false, broken: { name: "ledger.balanced-transactions" } });
    if (!report.ok) expect(report.examples[0]).toContain(`transação ${id}`);
  });
});
