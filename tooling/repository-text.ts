// The repository's own text files, as the docs checks read them: what git tracks plus new files not
// yet added (a helper's work in progress is checked too), never node_modules, builds or data.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

/** Code, tests, docs, migrations and configuration: where a citation or a docs link can be written. */
const TEXT_EXTENSIONS = [".ts", ".tsx", ".mjs", ".js", ".md", ".sql", ".yaml"];

/** Paths relative to the root, with `/` separators, of every text file the repository holds. */
export function repositoryTextFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split("\0"))]
    .filter((file) => TEXT_EXTENSIONS.includes(path.extname(file)))
    .filter((file) => !file.split("/").includes("node_modules"))
    .filter((file) => fs.existsSync(path.join(root, file)))
    .sort();
}

export const readText = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** The lines of a Markdown text outside fenced code blocks (``` or ~~~), each with its 1-based number. */
export function linesOutsideCodeFences(text: string): { line: string; number: number }[] {
  const result: { line: string; number: number }[] = [];
  let fence: string | null = null;
  text.split("\n").forEach((line, index) => {
    const opening = /^\s*(```|~~~)/.exec(line);
    if (opening) {
      if (fence === null) fence = opening[1]!;
      else if (opening[1] === fence) fence = null;
      return;
    }
    if (fence === null) result.push({ line, number: index + 1 });
  });
  return result;
}
