import { describe, expect, it } from "vitest";
import { loginReturningTo, RETURN_PATH_PARAM, safeReturnPath } from "./return-path";

describe("safeReturnPath (decision 121)", () => {
  it("follows a path of this site, with its query and fragment", () => {
    expect(safeReturnPath("/dashboard/signatures?assinar=abc")).toBe("/dashboard/signatures?assinar=abc");
    expect(safeReturnPath("/dashboard/projects/1#equipe")).toBe("/dashboard/projects/1#equipe");
    expect(safeReturnPath("/api/privacy/exports/1/download")).toBe("/api/privacy/exports/1/download");
  });

  it.each([
    ["another site, scheme-relative", "//evil.example/x"],
    ["another site, backslash", "/\\evil.example"],
    ["a backslash later on", "/dashboard\\..\\x"],
    ["a tab browsers drop", "/\t/evil.example"],
    ["a line break", "/dash\nboard"],
    ["a space", "/dash board"],
    ["a scheme", "https://evil.example"],
    ["javascript", "javascript:alert(1)"],
    ["relative", "dashboard"],
    ["empty", ""],
    ["the login itself", "/login?voltar=%2Flogin"],
    ["the registration", "/register"],
    ["too long", `/${"a".repeat(2000)}`],
  ])("refuses %s", (_why, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("refuses nothing at all", () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it("builds the login's address, or the login alone for a path it would not follow", () => {
    expect(loginReturningTo("/dashboard/signatures?assinar=a b")).toBe("/login");
    expect(loginReturningTo("/dashboard/signatures?assinar=ab")).toBe(
      `/login?${RETURN_PATH_PARAM}=%2Fdashboard%2Fsignatures%3Fassinar%3Dab`,
    );
    expect(loginReturningTo("//evil.example")).toBe("/login");
    // The dashboard's home is where the login goes anyway.
    expect(loginReturningTo("/dashboard")).toBe("/login");
  });
});
