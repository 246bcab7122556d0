// The text layer of the PDFs Alicerce writes (what copying, searching and screen readers read) names every
// glyph, whatever the process wrote before (decision 066): the fonts are shared by every PDF of a process,
// and a bold "…" saved first used to leave every later bold period unnamed ("R$ 1.234,56" read as
// "R$ 1 234,56"). A process of its own, since this process's fonts may already be loaded.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { PDFDocument, rgb } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { PdfFonts } from "../src/lib/pdf-fonts.ts";
import { HAS_PDFTOTEXT, pdfText } from "./pdf-tools.ts";

const run = promisify(execFile);

describe.skipIf(!HAS_PDFTOTEXT)("the PDFs' text layer", () => {
  it("reads every character of a bold line written after a PDF with a bold ellipsis", async () => {
    const script = path.join(import.meta.dirname, "fixtures/pdf-after-an-ellipsis.ts");
    const { stdout } = await run(process.execPath, ["--import", "tsx", script], {
      cwd: path.join(import.meta.dirname, ".."),
      maxBuffer: 10 * 1024 * 1024,
    });
    const text = await pdfText(Buffer.from(stdout, "base64"));
    expect(text.trim()).toBe("Total R$ 1.234,56 (média das fases).");
  });

  it("copies letters that fonts join into ligatures as the letters typed (an id with ff, fi and fl)", async () => {
    const doc = await PDFDocument.create();
    const fonts = await PdfFonts.embed(doc);
    const id = "E00000000202612061300ff5d636ac7 fi fl ffi";
    for (const bold of [false, true]) {
      fonts.draw(doc.addPage(), id, { x: 50, y: 700, size: 12, bold, color: rgb(0, 0, 0) });
    }
    const text = await pdfText(await doc.save());
    expect(text.replace(/\s+/g, " ").trim()).toBe(`${id} ${id}`);
  });
});
