import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createProject, createSeededApp, DEMO, loginAs, projectIdByTitle, SEEDED } from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const prospectus = async (cookie: string | undefined, id: string) =>
  client(t.app, cookie).get(`/api/projects/${id}/prospectus`);

describe("GET /api/projects/:id/prospectus", () => {
  it("answers a PDF of the project for any user who may read it", async () => {
    const id = await projectIdByTitle(t.database.db, SEEDED.acacias);
    for (const email of [DEMO.ana, DEMO.creator, DEMO.supplier, DEMO.legal]) {
      const res = await prospectus(await loginAs(t.app, email), id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="prospecto-residencial-jardim-das-acacias.pdf"; filename*=UTF-8''prospecto-residencial-jardim-das-acacias.pdf`,
      );
      expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toBe(`Prospecto — ${SEEDED.acacias}`);
      expect(pdf.getAuthor()).toBe("Alicerce");
    }
  });

  it("handles a long description, a full team and timeline, and characters outside WinAnsi", async () => {
    const criador = await loginAs(t.app, DEMO.creator);
    const title = "Edifício “Aurora” ≥ 10 andares — São José";
    const id = await createProject(t.app, criador, {
      title,
      description: Array(90).fill("Texto longo do memorial com acentuação e emoji 🏗️.").join(" "),
      team: Array.from({ length: 30 }, (_, i) => ({
        name: `Membro ${i + 1}`,
        role: "executor" as const,
        experience: "Experiência ampla.",
      })),
      phases: Array.from({ length: 50 }, (_, i) => ({ name: `Etapa ${i + 1}`, description: "Descrição da etapa." })),
    });
    const res = await prospectus(criador, id);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdf.getTitle()).toBe(`Prospecto — ${title}`);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="prospecto-edificio-aurora-10-andares-sao-jose\.pdf"; /,
    );
  });

  it("names the file 'prospecto-projeto.pdf' when the title has no usable letters", async () => {
    const criador = await loginAs(t.app, DEMO.creator);
    const id = await createProject(t.app, criador, { title: "★★★" });
    const res = await prospectus(criador, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="prospecto-projeto\.pdf"; /);
  });

  it("answers 404 for a project the user may not read, and 401 without a session", async () => {
    const draft = await projectIdByTitle(t.database.db, SEEDED.bosqueVerde);
    const privateOne = await projectIdByTitle(t.database.db, SEEDED.torreAmazonia);
    for (const id of [draft, privateOne, "00000000-0000-4000-8000-000000000000"]) {
      expectApiError(await prospectus(await loginAs(t.app, DEMO.ana), id), 404, "NOT_FOUND", "Projeto não encontrado.");
    }
    expectApiError(await prospectus(await loginAs(t.app, DEMO.marina), draft), 404, "NOT_FOUND");
    expect((await prospectus(await loginAs(t.app, DEMO.creator), draft)).statusCode).toBe(200);
    expectApiError(await prospectus(undefined, draft), 401, "UNAUTHENTICATED");
  });
});
