// Only a table's module writes it (tableOwners in eslint.config.js): each case lints an in-memory
// file placed in a module's folder and expects the rule's error on writes to another module's
// tables, and none on reads or on writes to the module's own tables.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === "no-restricted-syntax" });

async function flaggedLines(file: string, statements: string[]): Promise<number[]> {
  const code = statements.map((s) => `export const s${statements.indexOf(s)} = () => ${s};`).join("\n");
  const [result] = await eslint.lintText(code + "\n", { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === "no-restricted-syntax" && /owns this table/.test(m.message))
    .map((m) => m.line);
}

describe("table owners", () => {
  it("a module writing another module's table is refused; reads and its own tables are not", async () => {
    const lines = await flaggedLines("apps/server/src/modules/investments/probe.ts", [
      "tx.insert(notifications).values({})", // 1: notifications' table
      "tx.update(projects).set({})", // 2: projects' table
      "tx.delete(signatureEvents)", // 3: signatures' table
      "tx.select().from(projects)", // 4: a read
      "tx.insert(investments).values({})", // 5: its own table
    ]);
    expect(lines).toEqual([1, 2, 3]);
  });

  it("the owner writes its table", async () => {
    const lines = await flaggedLines("apps/server/src/modules/notifications/probe.ts", [
      "tx.insert(notifications).values({})",
      "tx.update(notificationPreferences).set({})",
    ]);
    expect(lines).toEqual([]);
  });

  it("the kernel writes no module's table", async () => {
    const lines = await flaggedLines("apps/server/src/jobs/probe.ts", [
      "db.delete(session)",
      "db.insert(mailOutbox).values({})",
    ]);
    expect(lines).toEqual([1]);
  });
});
