// Upload safety (docs/decisions/028-bad-input-and-upload-safety.md): hostile uploads are refused with
// a clear pt-BR message and nothing stored; every route that serves a file answers with nosniff, a
// safe content type and a Content-Disposition, so no upload can run script in Alicerce's origin.
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../src/seed/seed.ts";
import { DEMO, loginAs, tinyExe, tinyPdf, tinyPng, upload, uploadRaw } from "./project-helpers.ts";
import { rowsOf } from "./database-fingerprint.ts";
import { dataExportLink, requestQuotation } from "./supplier-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

const MB = 1024 * 1024;
let t: TestApp;
let criador: string;

beforeAll(async () => {
  // The demo data with its files (documents, signatures, contracts, chat), as a real first start seeds it.
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" });
  await seedDemoData(t.database.db, { storage: t.app.storage });
  criador = await loginAs(t.app, DEMO.creator);
});
afterAll(() => t.close());

/** Every stored byte file under the data folder's storage root. */
async function storedFiles(): Promise<number> {
  const root = path.join(t.config.dataDir, "files");
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}
const fileRows = async () =>
  (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from files`))[0]!.n;

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>',
);
const HTML_WITH_SCRIPT = Buffer.from("<!doctype html><html><body><script>fetch('/api/account')</script></body></html>");

describe("hostile uploads are refused, with nothing stored", () => {
  const TYPE_MESSAGE = (name: string) =>
    `O arquivo ${name} não é de um tipo aceito. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.`;
  const cases: { what: string; name: string; data: () => Buffer; status: number; message: string }[] = [
    {
      what: "over 10 MB",
      name: "planta.pdf",
      data: () => tinyPdf(10 * MB + 1),
      status: 413,
      message: "O arquivo planta.pdf excede o limite de 10MB.",
    },
    {
      what: "an HTML page renamed to .pdf",
      name: "contrato.pdf",
      data: () => HTML_WITH_SCRIPT,
      status: 400,
      message: TYPE_MESSAGE("contrato.pdf"),
    },
    {
      what: "an executable renamed to .png",
      name: "foto.png",
      data: tinyExe,
      status: 400,
      message: TYPE_MESSAGE("foto.png"),
    },
    {
      what: "an SVG with script",
      name: "logo.svg",
      data: () => SVG_WITH_SCRIPT,
      status: 400,
      message: TYPE_MESSAGE("logo.svg"),
    },
    {
      what: "an SVG with script renamed to .png",
      name: "logo.png",
      data: () => SVG_WITH_SCRIPT,
      status: 400,
      message: TYPE_MESSAGE("logo.png"),
    },
    {
      what: "an HTML file with script",
      name: "pagina.html",
      data: () => HTML_WITH_SCRIPT,
      status: 400,
      message: TYPE_MESSAGE("pagina.html"),
    },
    {
      what: "a PDF whose name climbs out of its folder",
      name: "../../etc/planta.pdf",
      data: () => tinyPdf(),
      status: 400,
      message: "O nome do arquivo não pode conter pastas (/, \\ ou ..). Renomeie o arquivo e envie novamente.",
    },
    {
      what: "a PDF whose name is a Windows path",
      name: "..\\..\\planta.pdf",
      data: () => tinyPdf(),
      status: 400,
      message: "O nome do arquivo não pode conter pastas (/, \\ ou ..). Renomeie o arquivo e envie novamente.",
    },
    {
      what: "an empty file",
      name: "vazio.pdf",
      data: () => Buffer.alloc(0),
      status: 400,
      message: "O arquivo vazio.pdf está vazio.",
    },
  ];

  for (const c of cases) {
    it(`refuses ${c.what}`, async () => {
      const before = [await fileRows(), await storedFiles()];
      // The browser's claimed type is ignored: the content decides.
      const res = await uploadRaw(t.app, criador, c.name, c.data(), { contentType: "application/pdf" });
      const error = expectApiError(res, c.status, c.status === 413 ? "PAYLOAD_TOO_LARGE" : "VALIDATION_ERROR");
      expect(error.message).toBe(c.message);
      expect([await fileRows(), await storedFiles()]).toEqual(before);
    });
  }

  it("still accepts an ordinary PDF and PNG (the refusals above are not everything refused)", async () => {
    const before = await fileRows();
    expect((await upload(t.app, criador, "memorial.pdf", tinyPdf())).mime_type).toBe("application/pdf");
    expect((await upload(t.app, criador, "fachada.png", tinyPng())).mime_type).toBe("image/png");
    expect(await fileRows()).toBe(before + 2);
  });
});

// ---------------------------------------------------------------------------------------------

/** Content types a browser will not run script from when the file is opened in Alicerce's origin. */
const SAFE_TYPES = [
  "application/pdf",
  // A distribution's shares: text Alicerce writes itself, always an attachment.
  "text/csv",
  "image/png",
  "image/jpeg",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  // "Baixar meus dados": an archive the browser only saves (always an attachment).
  "application/zip",
];

type Candidate = { route: string; url: string };

/** Download URLs for seeded rows of every kind, each route with several rows to try. */
async function downloadCandidates(): Promise<Candidate[]> {
  const db = t.database.db;
  const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(db, query);
  const out: Candidate[] = [];
  for (const { id } of await q<{ id: string }>(sql`select id::text from documents limit 8`)) {
    for (const kind of ["file", "download", "qr"])
      out.push({ route: `GET /api/documents/{id}/${kind}`, url: `/api/documents/${id}/${kind}` });
  }
  for (const r of await q<{ p: string; d: string }>(
    sql`select project_id::text as p, id::text as d from distributions limit 4`,
  )) {
    out.push({
      route: "GET /api/projects/{id}/distributions/{distributionId}/shares.csv",
      url: `/api/projects/${r.p}/distributions/${r.d}/shares.csv`,
    });
  }
  for (const r of await q<{ p: string; i: string }>(
    sql`select u.project_id::text as p, d.id::text as i from diary_photos d join diary_updates u on u.id = d.update_id limit 4`,
  )) {
    out.push({
      route: "GET /api/projects/{id}/diary/photos/{photoId}",
      url: `/api/projects/${r.p}/diary/photos/${r.i}`,
    });
  }
  for (const r of await q<{ p: string; e: string }>(
    sql`select project_id::text as p, id::text as e from project_expenses where receipt_file_id is not null limit 4`,
  )) {
    out.push({
      route: "GET /api/projects/{id}/expenses/{expenseId}/receipt",
      url: `/api/projects/${r.p}/expenses/${r.e}/receipt`,
    });
  }
  for (const { id } of await q<{ id: string }>(sql`select id::text from signature_requests limit 8`)) {
    for (const kind of ["file", "download"])
      out.push({ route: `GET /api/signatures/{id}/${kind}`, url: `/api/signatures/${id}/${kind}` });
  }
  for (const { id } of await q<{ id: string }>(sql`select id::text from contracts where file_id is not null limit 8`)) {
    out.push({ route: "GET /api/contracts/{id}/file", url: `/api/contracts/${id}/file` });
  }
  for (const r of await q<{ c: string; f: string }>(
    sql`select m.conversation_id::text as c, a.file_id::text as f from message_attachments a join messages m on m.id = a.message_id limit 8`,
  )) {
    out.push({
      route: "GET /api/chat/conversations/{id}/files/{fileId}",
      url: `/api/chat/conversations/${r.c}/files/${r.f}`,
    });
  }
  for (const { f } of await q<{ f: string }>(
    sql`select avatar_file_id::text as f from profiles where avatar_file_id is not null limit 4`,
  )) {
    out.push({ route: "GET /api/avatars/{fileId}", url: `/api/avatars/${f}` });
  }
  for (const r of await q<{ p: string; i: string; f: string }>(
    sql`select quotation_id::text as p, id::text as i, file_id::text as f from quotation_attachments limit 6`,
  )) {
    for (const id of [r.i, r.f]) {
      out.push({
        route: "GET /api/quotations/{id}/attachments/{attachmentId}",
        url: `/api/quotations/${r.p}/attachments/${id}`,
      });
    }
  }
  for (const r of await q<{ p: string; i: string; f: string }>(
    sql`select project_id::text as p, id::text as i, file_id::text as f from project_images limit 6`,
  )) {
    for (const id of [r.i, r.f])
      out.push({ route: "GET /api/projects/{id}/images/{imageId}", url: `/api/projects/${r.p}/images/${id}` });
  }
  for (const r of await q<{ p: string; i: string; f: string }>(
    sql`select supplier_id::text as p, id::text as i, file_id::text as f from supplier_portfolio_images limit 6`,
  )) {
    for (const id of [r.i, r.f]) {
      out.push({ route: "GET /api/suppliers/{id}/portfolio/{imageId}", url: `/api/suppliers/${r.p}/portfolio/${id}` });
    }
  }
  for (const { id } of await q<{ id: string }>(
    sql`select id::text from projects where purpose = 'investment' limit 4`,
  )) {
    out.push({ route: "GET /api/projects/{id}/prospectus", url: `/api/projects/${id}/prospectus` });
  }
  for (const { id } of await q<{ id: string }>(sql`select id::text from payment_receipts limit 4`)) {
    out.push({ route: "GET /api/payments/receipts/{id}/pdf", url: `/api/payments/receipts/${id}/pdf` });
  }
  out.push({ route: "GET /api/admin/reconciliation/export.csv", url: "/api/admin/reconciliation/export.csv" });
  out.push({
    route: "GET /api/portfolio/income-statement",
    url: `/api/portfolio/income-statement?year=${new Date().getFullYear()}`,
  });
  return out;
}

/** The routes that answer a file (bytes rather than JSON). A new one must be added here and to the seed. */
const FILE_ROUTES = [
  "GET /api/documents/{id}/file",
  "GET /api/documents/{id}/download",
  "GET /api/documents/{id}/qr",
  "GET /api/signatures/{id}/file",
  "GET /api/signatures/{id}/download",
  "GET /api/contracts/{id}/file",
  "GET /api/chat/conversations/{id}/files/{fileId}",
  "GET /api/avatars/{fileId}",
  "GET /api/quotations/{id}/attachments/{attachmentId}",
  "GET /api/projects/{id}/images/{imageId}",
  "GET /api/projects/{id}/diary/photos/{photoId}",
  "GET /api/suppliers/{id}/portfolio/{imageId}",
  "GET /api/projects/{id}/prospectus",
  "GET /api/portfolio/income-statement",
  "GET /api/projects/{id}/distributions/{distributionId}/shares.csv",
  "GET /api/projects/{id}/expenses/{expenseId}/receipt",
  "GET /api/account/data-export/{id}/download",
  "GET /api/payments/receipts/{id}/pdf",
  "GET /api/admin/reconciliation/export.csv",
];

describe("every route that serves a file answers it safely", () => {
  it("lists every route whose OpenAPI description has no JSON answer", () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const binary: string[] = [];
    for (const [p, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const ok = op.responses?.["200"] ?? op.responses?.["201"];
        if (method === "get" && !ok?.content?.["application/json"]) binary.push(`GET ${p}`);
      }
    }
    // Routes without a JSON 200 are file downloads; each must be checked below.
    expect(binary.filter((r) => !FILE_ROUTES.includes(r))).toEqual([]);
  });

  it("sends nosniff, a safe type and a Content-Disposition on every download, for whoever may read it", async () => {
    // The demo data has no avatar and no quotation attachment: add one of each, through the API.
    const ana = await loginAs(t.app, DEMO.ana);
    const photo = await upload(t.app, ana, "rosto.png", tinyPng());
    const account = (await t.app.inject({ method: "GET", url: "/api/account", headers: { cookie: ana } })).json() as {
      user: { name: string };
      cpf: string;
      phone: string;
    };
    const profile = await t.app.inject({
      method: "PATCH",
      url: "/api/account/profile",
      headers: { cookie: ana },
      payload: { name: account.user.name, cpf: account.cpf, phone: account.phone, avatar_file_id: photo.id },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const [supplier] = await rowsOf<{ id: string }>(t.database.db, sql`select id::text from suppliers limit 1`);
    const memorial = await upload(t.app, ana, "memorial.pdf", tinyPdf());
    await requestQuotation(t.app, ana, supplier!.id, { attachment_ids: [memorial.id] });
    // And no "Baixar meus dados" ZIP: Ana asks for one, and the job prepares and mails it.
    expect(
      (await t.app.inject({ method: "POST", url: "/api/account/data-export", headers: { cookie: ana } })).statusCode,
    ).toBe(200);
    await t.app.jobs.dataExports();
    const exportLink = await dataExportLink(t, DEMO.ana);
    const roles = [DEMO.admin, DEMO.creator, DEMO.marina, DEMO.ana, DEMO.legal, DEMO.supplier];
    const cookies = await Promise.all(roles.map((email) => loginAs(t.app, email)));
    const served = new Set<string>();
    const candidates = await downloadCandidates();
    candidates.push({
      route: "GET /api/account/data-export/{id}/download",
      url: exportLink!.pathname + exportLink!.search,
    });
    for (const candidate of candidates) {
      for (const cookie of cookies) {
        const res = await t.app.inject({ method: "GET", url: candidate.url, headers: { cookie } });
        if (res.statusCode !== 200) continue;
        served.add(candidate.route);
        const what = `${candidate.url}: ${JSON.stringify(res.headers)}`;
        expect(res.headers["x-content-type-options"], what).toBe("nosniff");
        const type = String(res.headers["content-type"]).split(";")[0]!.trim();
        if (candidate.route === "GET /api/documents/{id}/qr") {
          // A QR code Alicerce draws itself (no uploaded byte in it), and the CSP forbids any script in it.
          expect(type, what).toBe("image/svg+xml");
          expect(String(res.headers["content-security-policy"]), what).toContain("script-src 'none'");
        } else {
          expect(SAFE_TYPES, what).toContain(type);
        }
        expect(String(res.headers["content-disposition"]), what).toMatch(/^(inline|attachment); filename="[^"/\\]*"/);
        break;
      }
    }
    // Every file route was really exercised with the seeded data.
    expect([...served].sort()).toEqual([...FILE_ROUTES].sort());
  });

  it("serves an uploaded file back with the type its content proved, never the type the browser claimed", async () => {
    // A real PNG declared as text/html by the client.
    const res = await uploadRaw(t.app, criador, "avatar.png", tinyPng(), { contentType: "text/html" });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { mime_type: string }).mime_type).toBe("image/png");
  });
});
