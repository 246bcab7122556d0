import { describe, expect, it } from "vitest";
import {
  BRAZILIAN_REGIONS,
  homePerspective,
  monthLabel,
  projectReason,
  proximityOf,
  supplierReason,
} from "./portfolio.ts";
import { BRAZILIAN_STATES } from "./projects.ts";

describe("homePerspective (docs/decisions/023-home-figures-and-recommendations.md)", () => {
  it("follows the account type, and a legal account only once verified", () => {
    expect(homePerspective({ type: "investor", verified: false })).toBe("investor");
    expect(homePerspective({ type: "creator", verified: false })).toBe("creator");
    expect(homePerspective({ type: "legal", verified: true })).toBe("legal");
    expect(homePerspective({ type: "legal", verified: false })).toBe("investor");
    expect(homePerspective({ type: "platform_admin", verified: true })).toBe("legal");
    expect(homePerspective({ type: "supplier", verified: false })).toBe("supplier");
  });
});

describe("distance by state", () => {
  it("knows the region of every state", () => {
    expect(Object.keys(BRAZILIAN_REGIONS).sort()).toEqual([...BRAZILIAN_STATES].sort());
  });

  it("is the same state, the same region, or farther", () => {
    expect(proximityOf("SP", "SP")).toBe("same_state");
    expect(proximityOf("SP", "MG")).toBe("same_region");
    expect(proximityOf("SP", "PR")).toBe("other");
  });
});

describe("reasons", () => {
  it("explains a supplier in one line", () => {
    expect(supplierReason({ proximity: "same_state", supplier_state: "SP", rating: 4.8, concluded_count: 12 })).toBe(
      "Mesmo estado · 4,8 ★ · 12 serviços concluídos",
    );
    expect(supplierReason({ proximity: "same_region", supplier_state: "PR", rating: null, concluded_count: 1 })).toBe(
      "Mesma região (Sul) · Sem avaliações · 1 serviço concluído",
    );
    expect(supplierReason({ proximity: "other", supplier_state: "AM", rating: 5, concluded_count: 0 })).toBe(
      "Atende a partir de AM · 5,0 ★ · Nenhum serviço concluído",
    );
  });

  it("explains a raise in one line", () => {
    const base = { project_type: "casas" as const, location_state: "SP", min_investment: 1_000 };
    expect(projectReason({ ...base, type_match: true, state_match: true, remaining_limit: 5_000 })).toBe(
      "Você já investe em Casas · Mesmo estado de outro investimento seu (SP) · Mínimo de R$\u00a01.000,00 cabe no seu limite anual",
    );
    expect(projectReason({ ...base, type_match: false, state_match: false, remaining_limit: null })).toBe(
      "Mínimo de R$\u00a01.000,00",
    );
  });

  it("names months for the chart", () => {
    expect(monthLabel("2026-03", true)).toBe("março de 2026");
    expect(monthLabel("2026-03").slice(0, 3)).toBe("mar");
  });
});
