import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// poppler-utils (pdftotext, pdfsig) read PDFs as readers do: the text as a person sees it, whatever
// the fonts' encoding, and the digital signature as Adobe Reader would check it. CI installs them.

const run = promisify(execFile);
const onPath = (tool: string) =>
  (process.env.PATH ?? "/usr/bin").split(path.delimiter).some((dir) => fs.existsSync(path.join(dir, tool)));

export const HAS_PDFTOTEXT = onPath("pdftotext");
export const HAS_PDFSIG = onPath("pdfsig");

/** Runs a poppler tool on the PDF's bytes (written to a temporary file, `{}` in `args`); answers what it printed. */
async function onPdf(tool: string, args: string[], bytes: Uint8Array): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "alicerce-pdf-"));
  const file = path.join(dir, "document.pdf");
  try {
    fs.writeFileSync(file, bytes);
    // pdfsig's exit status says little (a broken signature still prints a report): read the text.
    const result = await run(
      tool,
      args.map((a) => (a === "{}" ? file : a)),
    ).catch((err: { stdout?: string; stderr?: string }) => err);
    return `${result.stdout ?? ""}${result.stderr ?? ""}`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text in reading order, UTF-8 (pdftotext). */
export function pdfText(bytes: Uint8Array): Promise<string> {
  if (!HAS_PDFTOTEXT) throw new Error("pdftotext is missing: install poppler-utils (CI does).");
  return onPdf("pdftotext", ["-enc", "UTF-8", "{}", "-"], bytes);
}

/** pdfsig's report of the PDF's digital signatures. */
export function pdfsig(bytes: Uint8Array): Promise<string> {
  if (!HAS_PDFSIG) throw new Error("pdfsig is missing: install poppler-utils (CI does).");
  return onPdf("pdfsig", ["{}"], bytes);
}
