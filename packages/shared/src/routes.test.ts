import { describe, expect, it } from "vitest";
import { appPaths, isAppRoute } from "./routes.ts";

describe("isAppRoute", () => {
  it.each([
    "/",
    "/login",
    "/register",
    "/dashboard",
    "/dashboard/",
    "/dashboard/projects",
    "/dashboard/create-project",
    "/dashboard/profile",
    "/dashboard/signatures",
    "/dashboard/documents",
    "/dashboard/suppliers",
    "/dashboard/marketplace",
    "/dashboard/quotations",
    "/dashboard/learn",
    "/dashboard/approvals",
    "/dashboard/contracts",
    "/dashboard/chat/new",
    "/dashboard/projects/4f1c2a",
    "/dashboard/projects/4f1c2a/",
    "/dashboard/marketplace/supplier/42",
    "/dashboard/marketplace/quotation/abc-123",
    "/dashboard/chat/9d8e",
    "/login//",
  ])("knows %s", (path) => {
    expect(isAppRoute(path)).toBe(true);
  });

  it.each([
    "",
    "//",
    "/nothing",
    "/Login",
    "/login/extra",
    "/registerx",
    "/dashboard/unknown",
    "/dashboard/projects/a/b",
    "/dashboard/marketplace/vendor/42",
    "/dashboard/marketplace/supplier",
    "/dashboard/chat",
    "/api",
    "/api/auth/session",
    "/index.html",
    "/assets/app.js",
  ])("does not know %j", (path) => {
    expect(isAppRoute(path)).toBe(false);
  });
});

describe("appPaths", () => {
  it("builds addresses that the route patterns know", () => {
    for (const path of [
      appPaths.project("4f1c2a"),
      appPaths.supplierProfile("42"),
      appPaths.requestQuotation("abc-123"),
      appPaths.chat("9d8e"),
    ]) {
      expect(isAppRoute(path)).toBe(true);
    }
    expect(appPaths.project("a/b")).toBe("/dashboard/projects/a%2Fb");
  });
});
