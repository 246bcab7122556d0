import { describe, expect, it } from "vitest";
import {
  DOCUMENT_CATEGORIES,
  WIZARD_DOCUMENT_TYPE_CATEGORY,
  WIZARD_DOCUMENT_TYPE_LABELS,
  WIZARD_DOCUMENT_TYPES,
} from "./documents.ts";

describe("the wizard's document types (docs/product/projects.md#creation-wizard)", () => {
  it("are the product's five, in its order, with pt-BR labels", () => {
    expect(WIZARD_DOCUMENT_TYPES).toEqual(["projeto", "contrato", "licenca", "financeiro", "outros"]);
    expect(Object.values(WIZARD_DOCUMENT_TYPE_LABELS)).toEqual([
      "Projeto",
      "Contrato",
      "Licença",
      "Financeiro",
      "Outros",
    ]);
  });

  it("each file under one of the repository's categories", () => {
    expect(WIZARD_DOCUMENT_TYPE_CATEGORY).toEqual({
      projeto: "technical",
      contrato: "legal",
      licenca: "legal",
      financeiro: "financial",
      outros: "planning",
    });
    for (const category of Object.values(WIZARD_DOCUMENT_TYPE_CATEGORY))
      expect(DOCUMENT_CATEGORIES).toContain(category);
  });
});
