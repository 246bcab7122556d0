import { describe, expect, it } from "vitest";
import { toCreateInput, validateCreateInput, WIZARD_DEFAULTS } from "../components/create-project/wizard-form";

/** The schema's messages for one wizard field, after the wizard reads what was typed. */
const messagesFor = (field: "timeline_months" | "roi", typed: string) =>
  validateCreateInput(toCreateInput({ ...WIZARD_DEFAULTS, [field]: typed }, { imageIds: [], fileIdOf: () => "" }))
    .fields?.[field];

describe("numbers typed in the wizard say the rule they break (decision 050)", () => {
  it.each([
    ["2,5", ["Use um número inteiro de meses."]],
    ["-3", ["A duração deve ser de 1 a 600 meses."]],
    ["24", undefined],
    ["", undefined],
  ])("duration %j", (typed, messages) => {
    expect(messagesFor("timeline_months", typed)).toEqual(messages);
  });

  it("a ROI of '12,5' is read with the comma", () => {
    expect(messagesFor("roi", "12,5")).toBeUndefined();
    expect(messagesFor("roi", "-1")).toEqual(["A rentabilidade esperada não pode ser negativa."]);
  });
});

describe("a document's type in the wizard (decision 050)", () => {
  const withDocument = (type: "" | "licenca") =>
    toCreateInput(
      { ...WIZARD_DEFAULTS, documents: [{ key: "k", name: "Alvará", type, visibility: "team" }] },
      { imageIds: [], fileIdOf: () => "00000000-0000-4000-8000-000000000000" },
    );

  it("is sent as the repository category it maps to", () => {
    expect(withDocument("licenca").documents[0]).toMatchObject({ name: "Alvará", category: "legal" });
  });

  it("missing, is asked for at the type field", () => {
    expect(validateCreateInput(withDocument("")).fields?.["documents.0.type"]).toEqual([
      "Selecione o tipo do documento.",
    ]);
  });
});
