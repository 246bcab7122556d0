// No import cycles, type-only imports included. Lint's import-x/no-cycle skips `import type`
// (hard-coded in eslint-plugin-import-x), so a circle made of type imports passes lint: this test
// walks every import TypeScript sees, static, dynamic and type-only, and expects no circle.
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const projects = ["packages/shared", "apps/server", "apps/web", "e2e", "tooling"];

/** Every source file of each TypeScript project, with the options that resolve its imports. */
function sourceFiles(): { file: string; options: ts.CompilerOptions }[] {
  return projects.flatMap((project) => {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(root, project, "tsconfig.json"),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
        },
      },
    );
    return config!.fileNames.filter((f) => !f.endsWith(".d.ts")).map((file) => ({ file, options: config!.options }));
  });
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { file, options } of sourceFiles()) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file)!, true, true);
    const targets = importedFiles
      .map((i) => ts.resolveModuleName(i.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((t): t is string => !!t && !t.includes("/node_modules/") && !t.endsWith(".d.ts"));
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components: every group of files that reach each other. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(path.relative(root, w));
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("import cycles", () => {
  it("no file reaches itself through its imports, type-only imports included", () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    expect(circles(graph)).toEqual([]);
  });
});
