import { describe, expect, it } from "vitest";
import { apiErrorSchema, ERROR_CODES } from "./errors.ts";
import {
  DEFAULT_USER_TYPE,
  REGISTRATION_USER_TYPES,
  USER_TYPES,
  USER_TYPE_BADGE_LABELS,
  USER_TYPE_REGISTRATION_LABELS,
  dashboardSubtitle,
  mayCreateProjects,
} from "./user-types.ts";

describe("user types", () => {
  it("offer every type but platform_admin at registration", () => {
    expect([...REGISTRATION_USER_TYPES]).toEqual(["investor", "creator", "legal", "supplier"]);
    expect(USER_TYPES).toContain("platform_admin");
    expect(REGISTRATION_USER_TYPES).not.toContain("platform_admin" as never);
    expect(REGISTRATION_USER_TYPES).toContain(DEFAULT_USER_TYPE);
  });

  it("have a badge label for every type and a registration label for every offered type", () => {
    expect(Object.keys(USER_TYPE_BADGE_LABELS).sort()).toEqual([...USER_TYPES].sort());
    expect(Object.keys(USER_TYPE_REGISTRATION_LABELS).sort()).toEqual([...REGISTRATION_USER_TYPES].sort());
    expect(USER_TYPE_BADGE_LABELS.platform_admin).toBe("Admin Plataforma");
    expect(USER_TYPE_REGISTRATION_LABELS.creator).toBe("Criador de Projeto");
  });

  it("give each type its dashboard subtitle", () => {
    expect(dashboardSubtitle("investor")).toBe("Explore oportunidades de investimento");
    expect(dashboardSubtitle("creator")).toBe("Gerencie seus projetos e captações");
    expect(dashboardSubtitle("legal")).toBe("Analise projetos e contratos");
    expect(dashboardSubtitle("supplier")).toBe("Encontre novos projetos");
    expect(dashboardSubtitle("platform_admin")).toBe("Encontre novos projetos");
  });
});

describe("apiErrorSchema", () => {
  it("accepts the API's error shape with and without fields", () => {
    const withFields = { error: { code: "VALIDATION_ERROR", message: "x", fields: { cpf: ["y"] } } };
    expect(apiErrorSchema.parse(withFields)).toEqual(withFields);
    expect(apiErrorSchema.safeParse({ error: { code: "NOT_FOUND", message: "x" } }).success).toBe(true);
  });

  it("refuses unknown codes", () => {
    expect(ERROR_CODES).not.toContain("TEAPOT" as never);
    expect(apiErrorSchema.safeParse({ error: { code: "TEAPOT", message: "x" } }).success).toBe(false);
  });
});

describe("mayCreateProjects", () => {
  it("lets creators, legal professionals and platform admins create projects, no one else", () => {
    expect(USER_TYPES.filter((type) => mayCreateProjects({ type, verified: true }))).toEqual([
      "creator",
      "legal",
      "platform_admin",
    ]);
  });

  it("waits for verification before a legal or admin account creates projects", () => {
    expect(USER_TYPES.filter((type) => mayCreateProjects({ type, verified: false }))).toEqual(["creator"]);
  });
});
