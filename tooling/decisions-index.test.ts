// The decision records and their index agree: every record in docs/decisions has one row in
// docs/decisions/README.md with its number and a link to it, every row names a record that exists,
// and every record opens with the one header format (number, title, status, date of its first commit).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./repository-text.ts";

const folder = path.join(root, "docs/decisions");
const RECORD_NAME = /^(\d{3})-[a-z0-9-]+\.md$/;

const records = () =>
  fs
    .readdirSync(folder)
    .filter((name) => RECORD_NAME.test(name))
    .sort();

type IndexRow = { number: string; link: string; status: string };

/** The index's table rows: `| 001 | [Title](001-name.md) | accepted |`. */
function indexRows(): IndexRow[] {
  const text = fs.readFileSync(path.join(folder, "README.md"), "utf8");
  return text
    .split("\n")
    .map((line) => /^\|\s*(\d{3})\s*\|\s*\[[^\]]+\]\(([^)]+)\)\s*\|\s*([^|]*?)\s*\|\s*$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ number: match[1]!, link: match[2]!, status: match[3]! }));
}

/** A status is accepted, superseded by a later record, or accepted and amended by later ones. */
const STATUS = /^- Status: (accepted(; amended by .+)?|superseded by .+)$/;
const DATE = /^- Date: (\d{4}-\d{2}-\d{2})$/;

/** What is wrong with a record's first four lines, each a sentence naming the record. */
function headerFaults(name: string): string[] {
  const [title = "", blank = "", status = "", date = ""] = fs.readFileSync(path.join(folder, name), "utf8").split("\n");
  const number = name.slice(0, 3);
  const faults: string[] = [];
  if (!new RegExp(`^# ${number} — \\S`).test(title)) faults.push(`${name}: first line is not "# ${number} — Title"`);
  if (blank !== "") faults.push(`${name}: no blank line after the title`);
  if (!STATUS.test(status)) faults.push(`${name}: third line is not "- Status: accepted" (or superseded/amended by)`);
  const day = DATE.exec(date)?.[1];
  if (
    !day ||
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  )
    faults.push(`${name}: fourth line is not "- Date: YYYY-MM-DD"`);
  return faults;
}

describe("decisions index", () => {
  it("every record has one row with its number and a link to it", () => {
    const rows = indexRows();
    const missing = records().filter((name) => {
      const matching = rows.filter((row) => row.link === name);
      return matching.length !== 1 || matching[0]!.number !== name.slice(0, 3);
    });
    expect(missing).toEqual([]);
  });

  it("every row names a record that exists, once", () => {
    const names = new Set(records());
    const rows = indexRows();
    expect(rows.filter((row) => !names.has(row.link)).map((row) => `${row.number} → ${row.link}`)).toEqual([]);
    const numbers = rows.map((row) => row.number);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it("a record the index calls superseded says so in its header, and the other way round", () => {
    const rows = new Map(indexRows().map((row) => [row.link, row.status]));
    const disagreeing = records().filter((name) => {
      const status = fs.readFileSync(path.join(folder, name), "utf8").split("\n")[2] ?? "";
      const rowStatus = rows.get(name);
      return rowStatus !== undefined && /superseded/.test(rowStatus) !== /^- Status: superseded/.test(status);
    });
    expect(disagreeing).toEqual([]);
  });

  it("every record opens with '# NNN — Title', '- Status: …' and '- Date: YYYY-MM-DD'", () => {
    expect(records().flatMap(headerFaults)).toEqual([]);
  });
});
