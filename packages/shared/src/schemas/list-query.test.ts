import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { adminSupplierListQuerySchema, adminUserListQuerySchema } from "./admin.ts";
import { approvalListQuerySchema } from "./approvals.ts";
import { contractListQuerySchema } from "./contracts.ts";
import { documentListQuerySchema } from "./documents.ts";
import { learningContentQuerySchema } from "./learning.ts";
import { projectListQuerySchema } from "./projects.ts";
import { signatureListQuerySchema } from "./signatures.ts";
import { supplierListQuerySchema } from "./suppliers.ts";
import { LIST_QUERY_MESSAGES } from "./list-query.ts";

const numbered = {
  admin_users: adminUserListQuerySchema,
  admin_suppliers: adminSupplierListQuerySchema,
  approvals: approvalListQuerySchema,
  contracts: contractListQuerySchema,
  documents: documentListQuerySchema,
  signatures: signatureListQuerySchema,
};
const searched = {
  ...numbered,
  learning: learningContentQuerySchema,
  projects: projectListQuerySchema,
  suppliers: supplierListQuerySchema,
};

function messages(schema: z.ZodType, query: Record<string, string>) {
  const result = schema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("every list query speaks with one message set", () => {
  it.each(Object.entries(numbered))("%s: page", (_, schema) => {
    expect(messages(schema, { page: "0" })).toEqual([LIST_QUERY_MESSAGES.firstPage]);
    expect(messages(schema, { page: "dois" })).toEqual([LIST_QUERY_MESSAGES.page]);
    expect(messages(schema, { page: "1.5" })).toEqual([LIST_QUERY_MESSAGES.pageInteger]);
    expect(messages(schema, { page: "100001" })).toEqual([LIST_QUERY_MESSAGES.noSuchPage]);
    expect(schema.parse({})).toMatchObject({ page: 1 });
  });

  it.each(Object.entries(searched))("%s: search", (_, schema) => {
    expect(messages(schema, { q: "casa\u0000" })).toEqual(["O texto contém um caractere inválido."]);
    expect(messages(schema, { q: "x".repeat(201) })[0]).toMatch(/^Use no máximo (100|200) caracteres na busca\.$/);
    expect(schema.parse({ q: "  casa  " })).toMatchObject({ q: "casa" });
    expect((schema.parse({ q: "   " }) as { q?: string }).q).toBeUndefined();
  });

  it("keeps each list's own search length", () => {
    expect(messages(documentListQuerySchema, { q: "x".repeat(200) })).toEqual([]);
    expect(messages(approvalListQuerySchema, { q: "x".repeat(200) })).toEqual([]);
    expect(messages(contractListQuerySchema, { q: "x".repeat(101) })).toEqual([
      "Use no máximo 100 caracteres na busca.",
    ]);
  });
});
