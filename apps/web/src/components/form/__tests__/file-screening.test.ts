import { describe, expect, it } from "vitest";
import { FILE_FIELD_KINDS } from "@alicerce/shared/file-rules";
import { ACCEPT, screenFiles } from "../file-screening";

// Each type's first bytes, as real files start (the check reads them).
const HEADS: Record<string, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  xls: [0xd0, 0xcf, 0x11, 0xe0],
};
const file = (name: string, head: number[] = HEADS[name.toLowerCase().split(".").pop()!] ?? []) => {
  const bytes = new Uint8Array(1024);
  bytes.set(head);
  return new File([bytes], name);
};
const big = (name: string) => {
  const f = file(name);
  Object.defineProperty(f, "size", { value: 10 * 1024 * 1024 + 1 });
  return f;
};

describe("screenFiles", () => {
  it("skips a file over 10 MB and one of another type, naming each, and keeps the rest", async () => {
    const { accepted, refusals } = await screenFiles([big("grande.pdf"), file("planilha.xls"), file("planta.pdf")], {
      kind: "document",
      room: 5,
      tooMany: "Anexe no máximo 5 arquivos.",
    });
    expect(accepted.map((f) => f.name)).toEqual(["planta.pdf"]);
    expect(refusals).toEqual([
      "O arquivo grande.pdf excede o limite de 10MB.",
      "O arquivo planilha.xls não é de um tipo aceito. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.",
    ]);
  });

  it("takes only images in an image field", async () => {
    const { accepted, refusals } = await screenFiles([file("contrato.pdf"), file("FACHADA.JPG", HEADS.jpg)], {
      kind: "image",
      room: 12,
      tooMany: "",
    });
    expect(accepted.map((f) => f.name)).toEqual(["FACHADA.JPG"]);
    expect(refusals).toEqual(["O arquivo contrato.pdf não é de um tipo aceito. Envie JPG, JPEG ou PNG."]);
  });

  it("refuses a file whose content is not what its name says, with the types of the field", async () => {
    const renamedText = new File(["isto é um texto"], "foto.png");
    const { accepted, refusals } = await screenFiles([renamedText, file("planta.png", HEADS.jpg)], {
      kind: "image",
      room: 12,
      tooMany: "",
    });
    expect(accepted).toEqual([]);
    expect(refusals).toEqual([
      "O arquivo foto.png não é de um tipo aceito. Envie JPG, JPEG ou PNG.",
      "O arquivo planta.png não é de um tipo aceito. Envie JPG, JPEG ou PNG.",
    ]);
    const asDocument = await screenFiles([new File(["texto"], "contrato.pdf")], {
      kind: "document",
      room: 5,
      tooMany: "",
    });
    expect(asDocument.refusals).toEqual([
      "O arquivo contrato.pdf não é de um tipo aceito. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.",
    ]);
  });

  it("stops at the field's room with the field's own message", async () => {
    const { accepted, refusals } = await screenFiles([file("a.png"), file("b.png"), file("c.png")], {
      kind: "image",
      room: 1,
      tooMany: "A galeria aceita no máximo 12 imagens.",
    });
    expect(accepted.map((f) => f.name)).toEqual(["a.png"]);
    expect(refusals).toEqual(["A galeria aceita no máximo 12 imagens."]);
  });

  it("refuses a receipt of another type naming only what a receipt takes (never DOC or DOCX)", async () => {
    const word = file("recibo.docx", [0x50, 0x4b, 0x03, 0x04]);
    const { accepted, refusals } = await screenFiles([word], { kind: "receipt", room: 1, tooMany: "" });
    expect(accepted).toEqual([]);
    expect(refusals).toEqual(["O arquivo recibo.docx não é de um tipo aceito. Envie PDF, JPG, JPEG ou PNG."]);
  });

  it("names, in every kind of field, exactly the types its file input accepts", async () => {
    for (const kind of FILE_FIELD_KINDS) {
      const { refusals } = await screenFiles([file("planilha.xls")], { kind, room: 1, tooMany: "" });
      const named = refusals[0]!
        .replace(/^.*Envie /, "")
        .replace(/\.$/, "")
        .split(/, | ou /);
      expect(named.map((type) => `.${type.toLowerCase()}`).join(","), kind).toBe(ACCEPT[kind]);
    }
  });
});
