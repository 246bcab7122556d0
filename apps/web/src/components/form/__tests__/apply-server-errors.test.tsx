import { renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { applyServerErrors, fieldsOf } from "../apply-server-errors";

type Values = { name: string; phases: { name: string }[] };

const refusal = new ApiRequestError(400, "VALIDATION_ERROR", "Dados inválidos.", {
  name: ["Informe o nome.", "Use no máximo 120 caracteres."],
  "phases.1.name": ["Informe o nome da etapa."],
  portfolio_image_ids: ["Envie as imagens de novo."],
});

describe("applyServerErrors", () => {
  it("puts each field's messages on it, nested paths included, and returns the others", () => {
    const { result } = renderHook(() => useForm<Values>({ defaultValues: { name: "", phases: [] } }));
    const form = result.current;
    const outcome = applyServerErrors(form, refusal, fieldsOf({ name: true, phases: true }));
    expect(outcome.applied).toEqual(["name", "phases.1.name"]);
    expect(outcome.rest).toEqual({ portfolio_image_ids: "Envie as imagens de novo." });
    expect(form.getFieldState("name").error).toMatchObject({
      type: "server",
      message: "Informe o nome. Use no máximo 120 caracteres.",
    });
    expect(form.getFieldState("phases.1.name").error?.message).toBe("Informe o nome da etapa.");
  });

  it("leaves the form alone for an error without fields or that is not the API's", () => {
    const { result } = renderHook(() => useForm<Values>({ defaultValues: { name: "", phases: [] } }));
    expect(applyServerErrors(result.current, new ApiRequestError(409, "CONFLICT", "Já existe."))).toEqual({
      applied: [],
      rest: {},
    });
    expect(applyServerErrors(result.current, new Error("boom")).applied).toEqual([]);
    expect(result.current.getFieldState("name").error).toBeUndefined();
  });
});
