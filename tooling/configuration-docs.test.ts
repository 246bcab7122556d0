// Every environment variable the server reads at start-up (apps/server/src/config.ts) has its row in
// docs/deploying.md's configuration tables, once, and every row names a variable the server reads: an
// operator finds each setting there, and none that does nothing.
import { describe, expect, it } from "vitest";
import { readText } from "./repository-text.ts";

/** The keys of config.ts's environment schema: `  NAME: z…` at the start of a line. */
function variablesRead(): string[] {
  const names = [...readText("apps/server/src/config.ts").matchAll(/^\s+([A-Z][A-Z0-9_]+):\s/gm)].map((m) => m[1]!);
  return [...new Set(names)].sort();
}

/** The variables of the configuration section's tables: a row starting with `` | `NAME` ``. */
function variablesDocumented(): string[] {
  const text = readText("docs/deploying.md");
  const section = text.slice(text.indexOf("\n## Configuration\n"));
  const end = section.indexOf("\n## ", 1);
  const rows = (end === -1 ? section : section.slice(0, end)).matchAll(/^\|\s*`([A-Z][A-Z0-9_]+)`\s*\|/gm);
  return [...rows].map((m) => m[1]!).sort();
}

describe("the configuration docs", () => {
  it("docs/deploying.md#configuration has one row for every variable config.ts reads, and no other", () => {
    const read = variablesRead();
    const documented = variablesDocumented();
    expect(read.length).toBeGreaterThan(40);
    expect({
      undocumented: read.filter((name) => !documented.includes(name)),
      unknown: documented.filter((name) => !read.includes(name)),
      twice: documented.filter((name, i) => documented.indexOf(name) !== i),
    }).toEqual({ undocumented: [], unknown: [], twice: [] });
  });
});
