import { describe, expect, it } from "vitest";
import { comparableName, formatIsoDay, signatureProgress, signingLink } from "./signatures.ts";

describe("signatures rules", () => {
  it("counts progress as signed signers over all signers, in whole percent", () => {
    expect(signatureProgress([])).toBe(0);
    expect(signatureProgress([{ status: "signed" }, { status: "pending" }, { status: "rejected" }])).toBe(33);
    expect(signatureProgress([{ status: "signed" }, { status: "signed" }])).toBe(100);
  });

  it("compares names without case, accents or repeated spaces", () => {
    expect(comparableName("  Ana   Conceição ")).toBe(comparableName("ana conceicao"));
    expect(comparableName("Ana Conceição")).not.toBe(comparableName("Ana Conceicao Silva"));
  });

  it("writes dates as dd/MM/yyyy and the signing link with the request id", () => {
    expect(formatIsoDay("2026-12-01")).toBe("01/12/2026");
    expect(signingLink("abc")).toBe("/dashboard/signatures?assinar=abc");
  });
});
