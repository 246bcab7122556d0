import { describe, expect, it } from "vitest";
import { nameField } from "./auth.ts";
import { isoDateSchema } from "./common.ts";
import { projectListQuerySchema } from "./projects.ts";
import { supplierInputSchema } from "./suppliers.ts";

describe("text schemas refuse the NUL character PostgreSQL cannot store", () => {
  it("in names, search terms and free text", () => {
    expect(nameField.safeParse("Maria\u0000").success).toBe(false);
    expect(projectListQuerySchema.safeParse({ q: "casa\u0000" }).success).toBe(false);
    expect(projectListQuerySchema.safeParse({ q: "casa" }).success).toBe(true);
    const supplier = supplierInputSchema.safeParse({ company_name: "Obra\u0000" });
    expect(supplier.success).toBe(false);
    expect(JSON.stringify(supplier.error?.issues)).toContain("O texto contém um caractere inválido.");
  });
});

describe("dates", () => {
  it("are bounded to the years 1900 to 2200", () => {
    expect(isoDateSchema.safeParse("0000-01-01").success).toBe(false);
    expect(isoDateSchema.safeParse("2201-01-01").success).toBe(false);
    expect(isoDateSchema.safeParse("1900-01-01").success).toBe(true);
  });
});
