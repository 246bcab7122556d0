// The repository stands on its own: code, tests and docs cite docs/product pages and
// docs/decisions records, never sections of documents that are not here (a specification's or a
// design's "§"), issue numbers of a tracker a reader may not have, or a folder beside the checkout.
import { describe, expect, it } from "vitest";
import { linesOutsideCodeFences, readText, repositoryTextFiles } from "./repository-text.ts";

const THIS_FILE = "tooling/no-outside-citations.test.ts";

/** What a citation of something outside the repository looks like, with the reason it is refused. */
const OUTSIDE_CITATIONS: { pattern: RegExp; says: string }[] = [
  { pattern: /\bSPEC\b/, says: "cites the specification: cite the docs/product page that holds the rule" },
  { pattern: /\bDESIGN\b/, says: "cites the design: cite docs/architecture.md or a decision" },
  // A section sign with a number and no "º" after it: "§7" or "§ 2", but not the law's "§ 2º" nor a
  // public standard's section ("RFC 6749 §4.4"), which any reader can open.
  { pattern: /(?<!RFC \d{3,5} )§\s?\d+(?![\dº°])/, says: "cites a section of an outside document" },
  { pattern: /\b[Ii]ssues? #?\d+/, says: "cites an issue number: cite the product page or decision" },
  { pattern: /\.\.\/shared\//, says: "points at a folder outside the repository" },
];

function citationsOutside(): string[] {
  const found: string[] = [];
  for (const file of repositoryTextFiles()) {
    if (file === THIS_FILE) continue;
    const text = readText(file);
    const lines = file.endsWith(".md")
      ? linesOutsideCodeFences(text)
      : text.split("\n").map((line, i) => ({ line, number: i + 1 }));
    for (const { line, number } of lines) {
      for (const { pattern, says } of OUTSIDE_CITATIONS) {
        const match = pattern.exec(line);
        if (match) found.push(`${file}:${number}: "${match[0]}" ${says}`);
      }
    }
  }
  return found;
}

describe("citations", () => {
  it("no file cites a specification's or design's section, an issue number or a folder outside the repository", () => {
    expect(citationsOutside()).toEqual([]);
  });

  it("the patterns catch what they are meant to, and leave the law's paragraphs alone", () => {
    const caught = (line: string) => OUTSIDE_CITATIONS.some(({ pattern }) => pattern.test(line));
    expect(caught("the rating in the investment panel (SPEC §2)")).toBe(true);
    expect(caught("the budget, DESIGN §7")).toBe(true);
    expect(caught("see issue 29, point 6")).toBe(true);
    expect(caught("(Issue 25 / decision 037)")).toBe(true);
    expect(caught("issues 29 and 30")).toBe(true);
    expect(caught("import x from '../shared/src/x'")).toBe(true);
    expect(caught("o crédito entra na falência (art. 994, § 2º)")).toBe(false);
    expect(caught("the token endpoint's answer (RFC 6749 §5.1)")).toBe(false);
    expect(caught("HOME_PERSPECTIVES and PROSPECTUS are names, not citations")).toBe(false);
  });
});
