// Default deny for table writes (decision 097): every table of the Drizzle schema has one owner
// (tooling/table-owners/owners.ts), and only the owner writes it, however the table is named at the
// write. The probes below are files added to the server's program as if they stood in the tree;
// each line marked `// refused` must be refused, every other line must pass.
import { beforeAll, describe, expect, it } from "vitest";
import type ts from "typescript";
import * as owners from "./table-owners/owners.ts";
import { ownersBySqlName, refusedWrites } from "./table-owners/owner-rule.ts";
import { findTableWrites, schemaTables, serverProgram, type VirtualFile } from "./table-owners/table-writes.ts";

const schema = "../../db/schema/index.ts";
const probes: VirtualFile[] = [
  {
    file: "modules/investments/probe-alias.ts",
    text: `import { notifications as bell, investments as own } from "${schema}";
import type { Database } from "../../db/client.ts";
export const f = (db: Database) => db.delete(bell); // refused
export const g = (db: Database) => db.delete(own);
export const h = (db: Database) => db.select().from(bell);`,
  },
  {
    file: "modules/investments/probe-namespace.ts",
    text: `import * as schema from "${schema}";
import type { Database } from "../../db/client.ts";
export const f = (db: Database) => db.update(schema.notifications).set({ readAt: new Date() }); // refused
export const g = (db: Database) => db.insert(schema["projects"]).values([]); // refused
const table = schema.signatureEvents;
export const h = (db: Database) => db.delete(table); // refused`,
  },
  {
    file: "modules/investments/probe-tables.ts",
    text: `export { notificationPreferences as choices } from "../../db/schema/notifications.ts";`,
  },
  {
    file: "modules/investments/probe-reexport.ts",
    text: `import { choices } from "./probe-tables.ts";
import type { Database } from "../../db/client.ts";
export const f = (db: Database) => db.delete(choices); // refused`,
  },
  {
    file: "modules/investments/probe-raw-sql.ts",
    text: `import { sql } from "drizzle-orm";
import { notifications, investments } from "${schema}";
import type { Database } from "../../db/client.ts";
export const a = (db: Database) => db.execute(sql\`insert into notifications (user_id) values (\${"x"})\`); // refused
export const b = (db: Database) => db.execute(sql\`UPDATE "public"."notifications" SET read_at = now()\`); // refused
export const c = (db: Database) => db.execute(sql\`delete from \${notifications} where true\`); // refused
export const d = (db: Database) => db.execute(sql.raw("truncate table investments, mail_outbox")); // refused
export const e = (db: Database) => db.execute(sql\`update \${investments} set amount = 0\`);
export const f = (db: Database) => db.execute(sql\`select id from \${notifications} for update\`);
export const g = (db: Database) =>
  db.execute(sql\`insert into investments (id) values (1) on conflict (id) do update set id = excluded.id\`);`,
  },
  {
    file: "modules/investments/probe-generic.ts",
    text: `import type { PgTable } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
export const wipe = (db: Database, table: PgTable) => db.delete(table); // refused
export const raw = (db: Database, name: string) => db.execute(sql\`delete from \${sql.identifier(name)}\`); // refused`,
  },
  {
    file: "jobs/probe-kernel.ts",
    text: `import { session, mailOutbox, projectFigures } from "${schema.replace("../../", "../")}";
import type { Database } from "../db/client.ts";
export const a = (db: Database) => db.delete(session); // refused
export const b = (db: Database) => db.delete(mailOutbox); // refused
export const c = (db: Database) => db.delete(projectFigures); // refused`,
  },
  {
    file: "mail/probe-mail.ts",
    text: `import { mailOutbox as outbox } from "../db/schema/index.ts";
import type { Database } from "../db/client.ts";
export const a = (db: Database) => db.delete(outbox);`,
  },
  {
    file: "modules/investments/probe-pruner.ts",
    text: `import { sql } from "drizzle-orm";
import { investmentWithdrawalHours as hours } from "${schema}";
import type { Database } from "../../db/client.ts";
export const a = (db: Database) => db.delete(hours); // refused
export const b = (db: Database) => db.update(hours).set({ amount: "0" }); // refused
export const c = (db: Database) => db.execute(sql\`insert into investment_withdrawal_hours (stripe) values (0)\`); // refused`,
  },
  {
    file: "modules/notifications/probe-owner.ts",
    text: `import { sql } from "drizzle-orm";
import * as s from "${schema}";
import type { Database } from "../../db/client.ts";
export const a = (db: Database) => db.delete(s.notifications);
export const b = (db: Database) => db.execute(sql\`delete from notification_preferences\`);
export const c = (db: Database) => db.execute(sql\`delete from notification_unread\`); // refused`,
  },
];

const markedLines = (text: string) =>
  text.split("\n").flatMap((line, i) => (line.includes("// refused") ? [i + 1] : []));

let program: ts.Program;
let tables: Map<string, string>;
// Reading the server's program takes seconds on a busy machine: one for every case.
beforeAll(() => {
  program = serverProgram(probes);
  tables = schemaTables(program);
}, 120_000);

function refusedIn(files: string[], ownerLists: owners.Owners = owners) {
  const { bySql } = ownersBySqlName(ownerLists, tables);
  return refusedWrites(findTableWrites(program, files), bySql, ownerLists.demoLoaders);
}

describe("table owners", () => {
  it("every table of the schema has exactly one owner that exists", () => {
    expect(tables.size).toBeGreaterThan(50);
    expect(ownersBySqlName(owners, tables).problems).toEqual([]);
  });

  it("the server's source writes only the tables it owns", () => {
    const own = findTableWrites(program).filter((w) => !probes.some((p) => p.file === w.file));
    // The check sees the real writes (a module's, the kernel's, the demo data's), not nothing.
    expect(own.length).toBeGreaterThan(150);
    const { bySql } = ownersBySqlName(owners, tables);
    expect(refusedWrites(own, bySql, owners.demoLoaders).map((w) => `${w.file}:${w.line} ${w.reason}`)).toEqual([]);
  });

  for (const probe of probes.filter((p) => p.text.includes("\n"))) {
    it(`${probe.file}: the marked lines are refused, the others pass`, () => {
      const lines = [...new Set(refusedIn([probe.file]).map((w) => w.line))].sort((a, b) => a - b);
      expect(lines).toEqual(markedLines(probe.text));
    });
  }

  it("a table left out of the owners has no writer, and the owner lists fail", () => {
    const without = {
      ...owners,
      moduleTables: { ...owners.moduleTables, auth: owners.moduleTables.auth!.filter((t) => t !== "twoFactor") },
      kernelTables: { ...owners.kernelTables, "mail/": [] },
    };
    expect(ownersBySqlName(without, tables).problems).toEqual([
      expect.stringMatching(/^"twoFactor" has no owner/),
      expect.stringMatching(/^"mailOutbox" has no owner/),
    ]);
    const refused = refusedIn(["mail/probe-mail.ts"], without);
    expect(refused.map((w) => w.reason)).toEqual(["writes mail_outbox, which has no owner"]);
  });

  it("a trigger table's pruning file may delete its rows, never insert or update them", () => {
    const pruner = "modules/investments/probe-pruner.ts";
    const withProbe = {
      ...owners,
      triggerTables: owners.triggerTables.map((entry) => (entry.prunedBy ? { ...entry, prunedBy: pruner } : entry)),
    };
    expect(refusedIn([pruner], withProbe).map((w) => w.line)).toEqual([5, 6]);
  });

  it("an owner that does not exist is named", () => {
    const wrong = {
      ...owners,
      moduleTables: { ...owners.moduleTables, leases: ["leases"] },
      triggerTables: [...owners.triggerTables, { triggers: ["leases_keep_totals"], tables: [] }],
    };
    expect(ownersBySqlName(wrong, tables).problems).toEqual([
      "no module folder modules/leases",
      'modules/leases owns "leases", which the schema does not export',
      "no migration creates the trigger leases_keep_totals",
    ]);
  });
});
