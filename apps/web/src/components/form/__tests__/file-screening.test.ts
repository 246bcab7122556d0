import { describe, expect, it } from "vitest";
import { screenFiles } from "../file-screening";

const file = (name: string, size = 1024) => new File([new Uint8Array(size)], name);
const big = (name: string) => {
  const f = file(name);
  Object.defineProperty(f, "size", { value: 10 * 1024 * 1024 + 1 });
  return f;
};

describe("screenFiles", () => {
  it("skips a file over 10 MB and one of another type, naming each, and keeps the rest", () => {
    const { accepted, refusals } = screenFiles([big("grande.pdf"), file("planilha.xls"), file("planta.pdf")], {
      kind: "document",
      room: 5,
      tooMany: "Anexe no máximo 5 arquivos.",
    });
    expect(accepted.map((f) => f.name)).toEqual(["planta.pdf"]);
    expect(refusals).toEqual([
      "O arquivo grande.pdf excede o limite de 10MB.",
      "O arquivo planilha.xls não é de um tipo aceito (PDF, DOC, DOCX, JPG, JPEG ou PNG).",
    ]);
  });

  it("takes only images in an image field", () => {
    const { accepted, refusals } = screenFiles([file("contrato.pdf"), file("FACHADA.JPG")], {
      kind: "image",
      room: 12,
      tooMany: "",
    });
    expect(accepted.map((f) => f.name)).toEqual(["FACHADA.JPG"]);
    expect(refusals).toEqual(["O arquivo contrato.pdf não é uma imagem JPG ou PNG."]);
  });

  it("stops at the field's room with the field's own message", () => {
    const { accepted, refusals } = screenFiles([file("a.png"), file("b.png"), file("c.png")], {
      kind: "image",
      room: 1,
      tooMany: "A galeria aceita no máximo 12 imagens.",
    });
    expect(accepted.map((f) => f.name)).toEqual(["a.png"]);
    expect(refusals).toEqual(["A galeria aceita no máximo 12 imagens."]);
  });
});
