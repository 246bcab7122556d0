import { JSON_ONLY_MESSAGE } from "../src/http/origin-guard.ts";
import { BROKEN_CHARACTER_MESSAGE } from "../src/http/input-guard.ts";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoDateSchema } from "@alicerce/shared/schemas/common";
import { files, projects, suppliers } from "../src/db/schema/index.ts";
import { client, createSeededApp, DEMO, loginAs, projectInput } from "./project-helpers.ts";
import { supplierInput } from "./supplier-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let creator: string;
beforeAll(async () => {
  t = await createSeededApp();
  creator = await loginAs(t.app, DEMO.creator);
});
afterAll(() => t.close());

const rows = async (table: typeof projects | typeof suppliers | typeof files) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe("a NUL character anywhere is a 400, never a 500 or a partial write", () => {
  it("in the project search", async () => {
    const res = await client(t.app, creator).get("/api/projects?q=casa%00");
    expectApiError(res, 400, "VALIDATION_ERROR");
  });

  it("in stored text (project, supplier, login e-mail), with nothing written", async () => {
    const before = [await rows(projects), await rows(suppliers)];
    expectApiError(
      await client(t.app, creator).post("/api/projects", projectInput({ description: "Texto com \u0000 no meio" })),
      400,
      "VALIDATION_ERROR",
    );
    const supplier = await client(t.app, creator).post("/api/suppliers", supplierInput({ company_name: "Obra\u0000" }));
    expectApiError(supplier, 400, "VALIDATION_ERROR");
    expectApiError(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "a\u0000@b.com", password: "x" },
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect([await rows(projects), await rows(suppliers)]).toEqual(before);
  });

  it("in a JSON key", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/client-events/not-found",
      payload: { path: "/x", ["k\u0000"]: 1 },
    });
    expectApiError(res, 400, "VALIDATION_ERROR");
  });
});

describe("a lone UTF-16 surrogate anywhere is a 400 with a pt-BR sentence, writing nothing", () => {
  it("in stored text and in a JSON key; a whole emoji (both halves) is kept", async () => {
    const before = [await rows(projects), await rows(suppliers)];
    for (const broken of ["Casa \ud83d no meio", "fim \udc00", "\udc00\ud83d invertido"]) {
      const res = await client(t.app, creator).post("/api/projects", projectInput({ description: broken }));
      const error = expectApiError(res, 400, "VALIDATION_ERROR", BROKEN_CHARACTER_MESSAGE);
      expect(error.fields).toEqual({ description: [BROKEN_CHARACTER_MESSAGE] });
    }
    const supplier = await client(t.app, creator).post(
      "/api/suppliers",
      supplierInput({ company_name: "Obra \ud800" }),
    );
    expectApiError(supplier, 400, "VALIDATION_ERROR", BROKEN_CHARACTER_MESSAGE);
    const key = await t.app.inject({
      method: "POST",
      url: "/api/client-events/not-found",
      payload: { path: "/x", ["k\ud83d"]: 1 },
    });
    expectApiError(key, 400, "VALIDATION_ERROR", BROKEN_CHARACTER_MESSAGE);
    expect([await rows(projects), await rows(suppliers)]).toEqual(before);

    const whole = await client(t.app, creator).post("/api/projects", projectInput({ description: "Casa 🏠 nova" }));
    expect(whole.statusCode, whole.body).toBe(201);
  });
});

describe("dates are bounded to 1900–2200", () => {
  it("refuses year 0000 and 9999 with a pt-BR message, and accepts the bounds", () => {
    for (const bad of ["0000-01-01", "1899-12-31", "2201-01-01", "9999-12-31"]) {
      const result = isoDateSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
    }
    for (const good of ["1900-01-01", "2200-12-31"]) expect(isoDateSchema.safeParse(good).success).toBe(true);
  });

  it("answers a project with a year-0000 date with 400, writing nothing", async () => {
    const before = await rows(projects);
    const res = await client(t.app, creator).post("/api/projects", projectInput({ deadline: "0000-01-01" }));
    const error = expectApiError(res, 400, "VALIDATION_ERROR");
    expect(JSON.stringify(error.fields)).toContain("Informe uma data entre 1900 e 2200, no formato aaaa-mm-dd.");
    expect(await rows(projects)).toBe(before);
  });
});

describe("malformed multipart bodies are a 400", () => {
  const cases: [string, string, string][] = [
    ["without a boundary", "multipart/form-data", "xxx"],
    ["with garbage between boundaries", "multipart/form-data; boundary=b", "--b\r\nfoo\r\n"],
    [
      "cut off in the middle",
      "multipart/form-data; boundary=b",
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc',
    ],
  ];
  it.each(cases)("%s, storing nothing", async (_name, contentType, payload) => {
    const before = await rows(files);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/files",
      payload,
      headers: { "content-type": contentType, cookie: creator },
    });
    expectApiError(
      res,
      400,
      "VALIDATION_ERROR",
      "O envio do arquivo está malformado. Tente enviar o arquivo novamente.",
    );
    expect(await rows(files)).toBe(before);
  });
});

describe("every error keeps the API's shape in pt-BR", () => {
  it("a 5 000-character path segment", async () => {
    const res = await client(t.app, creator).get(`/api/projects/${"a".repeat(5000)}`);
    expectApiError(res, 400, "VALIDATION_ERROR", "O endereço pedido é longo demais.");
  });

  it("an e-mail confirmation link with a callback to another site, or without a token", async () => {
    for (const callback of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(callback)}`,
      });
      expectApiError(res, 403, "FORBIDDEN", "Link de confirmação inválido ou expirado. Peça um novo link.");
      expect(res.headers.location).toBeUndefined();
    }
    const noToken = await t.app.inject({ method: "GET", url: "/api/auth/verify-email?callbackURL=%2Fdashboard" });
    expectApiError(noToken, 400, "VALIDATION_ERROR", "Link de confirmação inválido ou expirado. Peça um novo link.");
  });

  it("unknown routes, wrong methods, invalid JSON, unsupported media types and big bodies", async () => {
    expectApiError(
      await t.app.inject({ method: "GET", url: "/api/nada" }),
      404,
      "NOT_FOUND",
      "Recurso não encontrado.",
    );
    expectApiError(await t.app.inject({ method: "DELETE", url: "/api/health" }), 404, "NOT_FOUND");
    const json = (payload: string, contentType = "application/json") =>
      t.app.inject({ method: "POST", url: "/api/auth/login", payload, headers: { "content-type": contentType } });
    expectApiError(await json("{ruim"), 400, "VALIDATION_ERROR", "Requisição inválida.");
    expectApiError(await json("<a/>", "application/xml"), 400, "VALIDATION_ERROR", JSON_ONLY_MESSAGE);
    expectApiError(await json(`"${"x".repeat(2 * 1024 * 1024)}"`), 413, "PAYLOAD_TOO_LARGE");
  });
});
