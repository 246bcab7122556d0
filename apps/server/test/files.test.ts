import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../src/db/schema/index.ts";
import {
  client,
  createProject,
  createSeededApp,
  DEMO,
  getDetail,
  loginAs,
  multipart,
  newAccount,
  ok,
  setProject,
  tinyExe,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  upload,
  uploadRaw,
  type Account,
  type ProjectDetail,
  type ProjectListResponse,
  joinTeam,
} from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

const MB = 1024 * 1024;

let t: TestApp;
let criador: string;

beforeAll(async () => {
  t = await createSeededApp();
  criador = await loginAs(t.app, DEMO.creator);
});
afterAll(() => t.close());

describe("POST /api/files", () => {
  it("accepts PNG, JPEG and PDF, typed by content, and records the uploader", async () => {
    const cases = [
      ["foto.png", tinyPng(), "image/png"],
      ["foto.jpg", tinyJpeg(), "image/jpeg"],
      ["FOTO.JPEG", tinyJpeg(), "image/jpeg"],
      ["memorial.pdf", tinyPdf(), "application/pdf"],
    ] as const;
    for (const [name, data, mime] of cases) {
      const file = await upload(t.app, criador, name, data);
      expect(file).toEqual({ id: expect.any(String), name, size: data.length, mime_type: mime });
      const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
      expect(row).toMatchObject({ originalName: name, mimeType: mime, size: data.length });
      expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("keeps a UTF-8 file name and refuses a name with folders in it (upload-safety.test.ts has the rest)", async () => {
    expect((await upload(t.app, criador, "memória descritiva.pdf", tinyPdf())).name).toBe("memória descritiva.pdf");
    expectApiError(await uploadRaw(t.app, criador, "../../etc/planta.pdf", tinyPdf()), 400, "VALIDATION_ERROR");
  });

  it("answers 413 for a file over 10 MB, naming it", async () => {
    const res = await uploadRaw(t.app, criador, "grande.pdf", tinyPdf(11 * MB));
    expectApiError(res, 413, "PAYLOAD_TOO_LARGE", "O arquivo grande.pdf excede o limite de 10MB.");
    const justOver = await uploadRaw(t.app, criador, "quase.pdf", tinyPdf(10 * MB + 1));
    expectApiError(justOver, 413, "PAYLOAD_TOO_LARGE", "O arquivo quase.pdf excede o limite de 10MB.");
  });

  it("accepts a file of exactly 10 MB", async () => {
    const file = await upload(t.app, criador, "limite.pdf", tinyPdf(10 * MB));
    expect(file.size).toBe(10 * MB);
  });

  it("refuses an executable renamed to .pdf, a .txt, a JPEG named .png, an .exe and an empty file", async () => {
    const refused: [string, Buffer][] = [
      ["contrato.pdf", tinyExe()],
      ["notas.txt", Buffer.from("só texto")],
      ["foto.png", tinyJpeg()],
      ["programa.exe", tinyExe()],
      ["texto.pdf", Buffer.from("isto não é um PDF")],
      ["vazio.pdf", Buffer.alloc(0)],
      ["sem-extensao", tinyPdf()],
    ];
    for (const [name, data] of refused) {
      const error = expectApiError(
        await uploadRaw(t.app, criador, name, data, { contentType: "application/pdf" }),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.message, name).toContain(name);
    }
    const executable = await uploadRaw(t.app, criador, "contrato.pdf", tinyExe());
    expectApiError(
      executable,
      400,
      "VALIDATION_ERROR",
      "O arquivo contrato.pdf não é de um tipo aceito. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.",
    );
  });

  it("checks a file against the types of the field it is sent from, and names only those", async () => {
    const before = (await t.database.db.select({ id: files.id }).from(files)).length;
    const word = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(word);
    expectApiError(
      await uploadRaw(t.app, criador, "recibo.doc", word, { kind: "receipt" }),
      400,
      "VALIDATION_ERROR",
      "O arquivo recibo.doc não é de um tipo aceito. Envie PDF, JPG, JPEG ou PNG.",
    );
    expectApiError(
      await uploadRaw(t.app, criador, "planta.pdf", tinyPdf(), { kind: "image" }),
      400,
      "VALIDATION_ERROR",
      "O arquivo planta.pdf não é de um tipo aceito. Envie JPG, JPEG ou PNG.",
    );
    expectApiError(
      await uploadRaw(t.app, criador, "recibo.pdf", tinyPdf(), { kind: "planilha" }),
      400,
      "VALIDATION_ERROR",
      "Tipo de campo de arquivo desconhecido.",
    );
    expect((await t.database.db.select({ id: files.id }).from(files)).length).toBe(before);
    // What the field takes is accepted as before.
    const receipt = await uploadRaw(t.app, criador, "recibo.png", tinyPng(), { kind: "receipt" });
    expect(receipt.statusCode).toBe(201);
  });

  it("answers 401 without a session", async () => {
    expectApiError(await uploadRaw(t.app, undefined, "foto.png", tinyPng()), 401, "UNAUTHENTICATED");
  });

  it("answers 400 when the body is not multipart or the part is not named file", async () => {
    expectApiError(await client(t.app, criador).post("/api/files", { file: "x" }), 400, "VALIDATION_ERROR");
    expectApiError(
      await uploadRaw(t.app, criador, "foto.png", tinyPng(), { field: "arquivo" }),
      400,
      "VALIDATION_ERROR",
    );
    const empty = multipart([{ name: "descricao", data: "sem arquivo" }]);
    expectApiError(
      await t.app.inject({
        method: "POST",
        url: "/api/files",
        payload: empty.payload,
        headers: { ...empty.headers, cookie: criador },
      }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("project documents and images", () => {
  let projectId: string;
  let privateId: string;
  let detail: ProjectDetail;
  let teamMember: Account;
  let unrelated: Account;
  const pdf = tinyPdf();
  const png = tinyPng([10, 20, 30]);
  const jpeg = tinyJpeg();

  beforeAll(async () => {
    teamMember = await newAccount(t.app, "investor", { name: "Tânia Time" });
    unrelated = await newAccount(t.app, "investor", { name: "Ulisses Alheio" });
    const doc = await upload(t.app, criador, "memorial.pdf", pdf);
    const image1 = await upload(t.app, criador, "fachada.png", png);
    const image2 = await upload(t.app, criador, "planta.jpeg", jpeg);
    projectId = await createProject(t.app, criador, {
      title: "Projeto com Arquivos",
      visibility: "public",
      team: [{ name: "Tânia Time", role: "arquiteto", email: teamMember.email }],
      documents: [{ name: "Memorial descritivo", category: "technical", file_id: doc.id }],
      image_ids: [image1.id, image2.id],
    });
    await joinTeam(t, teamMember, projectId);
    // Approved: public and no longer a draft, so every logged-in user reads it.
    await setProject(t.database.db, projectId, { status: "planning" });
    const privateDoc = await upload(t.app, criador, "privado.pdf", pdf);
    const privateImage = await upload(t.app, criador, "privado.png", png);
    privateId = await createProject(t.app, criador, {
      title: "Projeto Privado com Arquivos",
      visibility: "private",
      documents: [{ name: "Contrato", category: "legal", file_id: privateDoc.id }],
      image_ids: [privateImage.id],
    });
    detail = await getDetail(t.app, criador, projectId);
  });

  const documentUrl = () => `/api/documents/${detail.documents[0]!.id}/download`;

  it("lets the creator, a team member, legal and admin download a document", async () => {
    const cookies = [criador, teamMember.cookie, await loginAs(t.app, DEMO.legal), await loginAs(t.app, DEMO.admin)];
    for (const cookie of cookies) {
      const d = await getDetail(t.app, cookie, projectId);
      expect(d.documents[0]!.download_url).toBe(documentUrl());
      const res = await client(t.app, cookie).get(documentUrl());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="Memorial descritivo.pdf"; filename*=UTF-8''Memorial%20descritivo.pdf`,
      );
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it("hides a team document from an unrelated investor: not listed, and 404 as if unknown", async () => {
    for (const cookie of [unrelated.cookie, await loginAs(t.app, DEMO.ana), await loginAs(t.app, DEMO.marina)]) {
      const d = await getDetail(t.app, cookie, projectId);
      expect(d.documents).toEqual([]);
      expectApiError(await client(t.app, cookie).get(documentUrl()), 404, "NOT_FOUND");
    }
  });

  it("answers 404 for a document of a project the user cannot see, and 401 without a session", async () => {
    const privateDetail = await getDetail(t.app, criador, privateId);
    const privateDocUrl = privateDetail.documents[0]!.download_url;
    expectApiError(await client(t.app, unrelated.cookie).get(privateDocUrl), 404, "NOT_FOUND");
    expectApiError(await client(t.app).get(documentUrl()), 401, "UNAUTHENTICATED");
  });

  it("serves gallery images with their content type to anyone who may read the project", async () => {
    expect(detail.images).toHaveLength(2);
    const expected = [
      ["image/png", png],
      ["image/jpeg", jpeg],
    ] as const;
    for (const cookie of [criador, unrelated.cookie]) {
      for (const [i, [type, bytes]] of expected.entries()) {
        const res = await client(t.app, cookie).get(detail.images[i]!.url);
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe(type);
        expect(res.headers["content-disposition"]).toMatch(/^inline; /);
        expect(res.rawPayload.equals(bytes)).toBe(true);
      }
    }
    // The list shows the first image as the cover.
    const list = ok<ProjectListResponse>(
      await client(t.app, unrelated.cookie).get("/api/projects?q=projeto com arquivos"),
    );
    expect(list.items.map((p) => p.cover_image_url)).toEqual([detail.images[0]!.url]);
  });

  it("does not serve a private project's images to others, nor an image through another project", async () => {
    const privateDetail = await getDetail(t.app, criador, privateId);
    expectApiError(await client(t.app, unrelated.cookie).get(privateDetail.images[0]!.url), 404, "NOT_FOUND");
    expectApiError(
      await client(t.app, criador).get(`/api/projects/${projectId}/images/${privateDetail.images[0]!.id}`),
      404,
      "NOT_FOUND",
    );
  });
});
