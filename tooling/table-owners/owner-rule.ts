// Applies the owners of owners.ts to the writes table-writes.ts finds: default deny, so a table
// without an owner, or a write the checker cannot name, is refused like a write by the wrong file.
import fs from "node:fs";
import path from "node:path";
import type { Owners } from "./owners.ts";
import { serverSource, type TableWrite } from "./table-writes.ts";

type Owner =
  | { kind: "module"; module: string }
  | { kind: "kernel"; path: string }
  | { kind: "triggers"; names: string[]; prunedBy: string | undefined };

const describeOwner = (owner: Owner) =>
  owner.kind === "module"
    ? `modules/${owner.module}`
    : owner.kind === "kernel"
      ? owner.path
      : `the triggers ${owner.names.join(", ")}`;

/** Every trigger the migrations create. */
function migrationTriggers(): Set<string> {
  const folder = path.join(serverSource, "db/migrations");
  const names = new Set<string>();
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith(".sql"))) {
    const text = fs.readFileSync(path.join(folder, file), "utf8");
    for (const m of text.matchAll(/create\s+(?:constraint\s+)?trigger\s+"?(\w+)"?/gi)) names.add(m[1]!);
  }
  return names;
}

/**
 * The owner of each table by its SQL name, and what is wrong with the owner lists: a schema table
 * without an owner or with two, a listed table the schema does not declare, an owner that does not
 * exist (module folder, kernel path, trigger).
 */
export function ownersBySqlName(owners: Owners, tables: Map<string, string>) {
  const bySql = new Map<string, Owner>();
  const problems: string[] = [];
  const claim = (table: string, owner: Owner) => {
    const sqlName = tables.get(table);
    if (!sqlName) return problems.push(`${describeOwner(owner)} owns "${table}", which the schema does not export`);
    const earlier = bySql.get(sqlName);
    if (earlier) problems.push(`"${table}" has two owners: ${describeOwner(earlier)} and ${describeOwner(owner)}`);
    else bySql.set(sqlName, owner);
  };
  for (const [module, list] of Object.entries(owners.moduleTables)) {
    if (!fs.existsSync(path.join(serverSource, "modules", module))) problems.push(`no module folder modules/${module}`);
    for (const table of list) claim(table, { kind: "module", module });
  }
  for (const [kernelPath, list] of Object.entries(owners.kernelTables)) {
    if (kernelPath.startsWith("modules/") || !fs.existsSync(path.join(serverSource, kernelPath)))
      problems.push(`no kernel file or folder ${kernelPath}`);
    for (const table of list) claim(table, { kind: "kernel", path: kernelPath });
  }
  const triggers = migrationTriggers();
  for (const { triggers: names, tables: list, prunedBy } of owners.triggerTables) {
    for (const name of names) if (!triggers.has(name)) problems.push(`no migration creates the trigger ${name}`);
    if (prunedBy && !fs.existsSync(path.join(serverSource, prunedBy))) problems.push(`no pruning file ${prunedBy}`);
    for (const table of list) claim(table, { kind: "triggers", names, prunedBy });
  }
  for (const [table, sqlName] of tables)
    if (!bySql.has(sqlName))
      problems.push(
        `"${table}" has no owner: name the module, kernel file or triggers that write it in tooling/table-owners/owners.ts`,
      );
  return { bySql, problems };
}

const isUnder = (file: string, ownerPath: string) =>
  ownerPath.endsWith("/") ? file.startsWith(ownerPath) : file === ownerPath;

/** The writes made by a file that does not own the table, each with the sentence that says why. */
export function refusedWrites(writes: TableWrite[], bySql: Map<string, Owner>, demoLoaders: string[]) {
  const refused: (TableWrite & { reason: string })[] = [];
  for (const write of writes) {
    if (write.table === null) {
      refused.push({
        ...write,
        reason: "writes a table the check cannot name: write a table of the schema by its binding",
      });
      continue;
    }
    const owner = bySql.get(write.table);
    if (!owner) {
      refused.push({ ...write, reason: `writes ${write.table}, which has no owner` });
      continue;
    }
    const allowed =
      owner.kind === "module"
        ? write.file.startsWith(`modules/${owner.module}/`) || demoLoaders.some((p) => isUnder(write.file, p))
        : owner.kind === "kernel"
          ? isUnder(write.file, owner.path)
          : owner.prunedBy !== undefined && write.file === owner.prunedBy && write.how.startsWith("delete");
    if (!allowed)
      refused.push({
        ...write,
        reason: `writes ${write.table}, owned by ${describeOwner(owner)}: call the owner's functions`,
      });
  }
  return refused;
}
