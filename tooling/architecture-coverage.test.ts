// docs/architecture.md names every web feature folder and every server module folder, and nothing
// that is not one, so a newcomer's map of the code has no blank and no ghost.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readText, root } from "./repository-text.ts";

const folders = (parent: string) =>
  fs
    .readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The backticked names of the architecture's paragraph that starts with `label` ("Features:", "Modules:"). */
function namedIn(label: string): string[] {
  const paragraph = readText("docs/architecture.md")
    .split(/\n\s*\n/)
    .find((block) => block.trimStart().startsWith(label));
  if (!paragraph) return [];
  return [...paragraph.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1]!).sort();
}

describe("the architecture's map of the code", () => {
  it.each([
    ["Features:", "apps/web/src/features"],
    ["Modules:", "apps/server/src/modules"],
  ])("the paragraph '%s' names every folder of %s, and only those", (label, parent) => {
    const named = namedIn(label);
    const present = folders(parent);
    expect({
      missing: present.filter((f) => !named.includes(f)),
      unknown: named.filter((n) => !present.includes(n)),
    }).toEqual({
      missing: [],
      unknown: [],
    });
  });
});
