// One door per rule (decision 097): a server module re-exports nothing from another module, so a
// rule such as who may read a project (modules/project-access) is imported from its own module
// only, never through a second door (projects/access.ts once re-exported all of project-access, and
// projects/index.ts three of its functions).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const modulesFolder = path.join(root, "apps/server/src/modules");

const moduleOf = (file: string) => path.relative(modulesFolder, file).split(path.sep)[0]!;

/** The `export … from` statements of `text` (standing at `file`) that lead into another module. */
function foreignReExports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) return [];
    if (!ts.isStringLiteral(statement.moduleSpecifier) || !statement.moduleSpecifier.text.startsWith(".")) return [];
    const target = path.resolve(path.dirname(file), statement.moduleSpecifier.text);
    if (!target.startsWith(modulesFolder + path.sep) || moduleOf(target) === moduleOf(file)) return [];
    return [`${path.relative(root, file)} re-exports ${statement.moduleSpecifier.text}`];
  });
}

function moduleFiles(): string[] {
  return fs
    .readdirSync(modulesFolder, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => path.join(modulesFolder, f));
}

describe("module doors", () => {
  it("no module re-exports another module's functions or types", () => {
    const files = moduleFiles();
    expect(files.length).toBeGreaterThan(200);
    expect(files.flatMap((f) => foreignReExports(f, fs.readFileSync(f, "utf8")))).toEqual([]);
  });

  it("a second door to project-access is found, type-only and star re-exports included", () => {
    const file = path.join(modulesFolder, "projects/access.ts");
    const text = [
      'export { canManage, loadVisibleProject } from "../project-access/index.ts";',
      'export type { ProjectRow } from "../project-access/access.ts";',
      'export * from "../project-access/index.ts";',
      'export { imageUrl } from "./project-card.ts";',
    ].join("\n");
    expect(foreignReExports(file, text)).toEqual([
      "apps/server/src/modules/projects/access.ts re-exports ../project-access/index.ts",
      "apps/server/src/modules/projects/access.ts re-exports ../project-access/access.ts",
      "apps/server/src/modules/projects/access.ts re-exports ../project-access/index.ts",
    ]);
  });
});
