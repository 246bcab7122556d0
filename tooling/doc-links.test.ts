// Every docs page that code, tests and docs point at exists, and every "#anchor" names a heading of
// that page (by GitHub's slug), so a renamed page or heading fails here instead of misleading a reader.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { linesOutsideCodeFences, readText, repositoryTextFiles, root } from "./repository-text.ts";

/**
 * A heading's anchor as GitHub makes it (github-slugger): lower case, inline code and emphasis marks
 * and punctuation dropped, letters of any script kept, each space a hyphen; repeats get -1, -2….
 */
export function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

const anchorsByFile = new Map<string, Set<string>>();

/** The anchors a Markdown file offers: its headings' slugs and any `<a id>`/`<a name>` it holds. */
function anchorsOf(file: string): Set<string> {
  const known = anchorsByFile.get(file);
  if (known) return known;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { line } of linesOutsideCodeFences(readText(file))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = githubSlug(heading[1]!);
      const repeats = seen.get(slug) ?? 0;
      seen.set(slug, repeats + 1);
      anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
    }
    for (const html of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(html[1]!);
  }
  anchorsByFile.set(file, anchors);
  return anchors;
}

/** Why a link to `target` (relative to the root) with `anchor` does not resolve, or null when it does. */
function brokenBecause(target: string, anchor: string | undefined): string | null {
  const absolute = path.join(root, target);
  if (!absolute.startsWith(root) || !fs.existsSync(absolute)) return "no such file";
  if (anchor === undefined || !target.endsWith(".md")) return null;
  return anchorsOf(target).has(decodeURIComponent(anchor)) ? null : `no heading makes #${anchor}`;
}

/** Links written in Markdown, `[text](target)`, resolved from the linking file's folder as GitHub does. */
function markdownLinks(file: string): { target: string; anchor?: string; number: number }[] {
  const links: { target: string; anchor?: string; number: number }[] = [];
  for (const { line, number } of linesOutsideCodeFences(readText(file))) {
    const withoutCode = line.replace(/`[^`]*`/g, "");
    for (const match of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const raw = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) continue; // https:, mailto: and the like
      const [pathPart, anchor] = raw.split("#", 2) as [string, string | undefined];
      const target = pathPart === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart));
      links.push({ target: target.replace(/\/$/, ""), anchor, number });
    }
  }
  return links;
}

/** Mentions of a docs page by its path from the root, as code comments and prose write them. */
function docsMentions(file: string): { target: string; anchor?: string; number: number }[] {
  const mentions: { target: string; anchor?: string; number: number }[] = [];
  readText(file)
    .split("\n")
    .forEach((line, index) => {
      for (const match of line.matchAll(/(?<![\w./-])(docs\/[\w./-]*?\.md)(?:#([\w-]+))?/gu)) {
        mentions.push({ target: match[1]!, anchor: match[2], number: index + 1 });
      }
    });
  return mentions;
}

function brokenLinks(): string[] {
  const broken: string[] = [];
  for (const file of repositoryTextFiles()) {
    const links = [...docsMentions(file), ...(file.endsWith(".md") ? markdownLinks(file) : [])];
    for (const { target, anchor, number } of links) {
      const reason = brokenBecause(target, anchor);
      if (reason) broken.push(`${file}:${number}: ${target}${anchor ? `#${anchor}` : ""}: ${reason}`);
    }
  }
  return [...new Set(broken)];
}

describe("docs links", () => {
  it("every docs page cited from code, tests and docs exists, and every anchor names one of its headings", () => {
    expect(brokenLinks()).toEqual([]);
  });

  it("slugs are GitHub's", () => {
    expect(githubSlug("Run it")).toBe("run-it");
    expect(githubSlug("Orçamento × realizado")).toBe("orçamento--realizado");
    expect(githubSlug("`npm test` and the `stderr` lines")).toBe("npm-test-and-the-stderr-lines");
    expect(githubSlug("Who may do what (by role)")).toBe("who-may-do-what-by-role");
    expect(githubSlug("[Decision 025](x.md): the list")).toBe("decision-025-the-list");
  });
});
