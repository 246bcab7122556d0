import { describe, expect, it } from "vitest";
import { APPROVAL_STATUSES, APPROVAL_STATUS_LABELS, isOpenApproval } from "./approvals.ts";
import { approvalListQuerySchema, approveInputSchema, rejectInputSchema } from "./schemas/approvals.ts";

describe("approvals", () => {
  it("labels every status as the legal desk shows it", () => {
    expect(APPROVAL_STATUSES.map((s) => APPROVAL_STATUS_LABELS[s])).toEqual([
      "Pendente",
      "Em Análise",
      "Aprovado",
      "Rejeitado",
    ]);
    expect(APPROVAL_STATUSES.filter(isOpenApproval)).toEqual(["pendente", "em_analise"]);
  });

  it("requires a rejection comment and trims it; an approval comment is optional", () => {
    const missing = rejectInputSchema.safeParse({ comment: "   " });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(
      "Explique o motivo da rejeição para que o solicitante possa corrigir.",
    );
    expect(rejectInputSchema.parse({ comment: "  Falta a matrícula.  " })).toEqual({ comment: "Falta a matrícula." });
    expect(approveInputSchema.parse({})).toEqual({ comment: null });
    expect(approveInputSchema.parse({ comment: "" })).toEqual({ comment: null });
  });

  it("reads the queue's query with page 1 by default and refuses unknown codes", () => {
    expect(approvalListQuerySchema.parse({})).toEqual({ page: 1 });
    expect(approvalListQuerySchema.parse({ page: "3", status: "em_analise" })).toEqual({
      page: 3,
      status: "em_analise",
    });
    expect(approvalListQuerySchema.safeParse({ priority: "Alta" }).success).toBe(false);
  });
});
