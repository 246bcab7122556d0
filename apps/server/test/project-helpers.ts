// Shared helpers for the projects / investments / files API tests.
import { randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type {
  CreateProjectInput,
  ProjectCard,
  ProjectDetail,
  ProjectListResponse,
  UploadedFile,
} from "@alicerce/shared/schemas/projects";
import type { Investment, InvestorLimits } from "@alicerce/shared/schemas/investments";
import type { Database } from "../src/db/client.ts";
import { and, desc } from "drizzle-orm";
import { approvalRequests, paymentCharges, profiles, projects, user as users } from "../src/db/schema/index.ts";
import { settleCharge, type SettleOutcome } from "../src/modules/payments/index.ts";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { cookieHeader, createTestApp, login, register, registration, type TestApp } from "./test-app.ts";

export type {
  CreateProjectInput,
  Investment,
  InvestorLimits,
  ProjectCard,
  ProjectDetail,
  ProjectListResponse,
  UploadedFile,
};

/** The seeded accounts (all with DEMO_PASSWORD). */
export const DEMO = {
  creator: "criador@alicerce.dev",
  marina: "marina@alicerce.dev",
  horizonte: "horizonte@alicerce.dev",
  ana: "investidor@alicerce.dev",
  bruno: "bruno@alicerce.dev",
  paula: "paula@alicerce.dev",
  legal: "juridico@alicerce.dev",
  admin: "admin@alicerce.dev",
  supplier: "fornecedor@alicerce.dev",
} as const;
export const DEMO_PASSWORD = "alicerce123";

/** Seeded project titles used by the tests. */
export const SEEDED = {
  acacias: "Residencial Jardim das Acácias", // criador, investment, public, funding_open (Ana R$ 5.000)
  mirante: "Edifício Mirante do Lago", // marina, public, funding_open
  atlantico: "Centro Empresarial Atlântico", // criador, public, planning
  casaDeCampo: "Casa de Campo Serra Gaúcha", // criador, personal, private, planning
  bosqueVerde: "Residencial Bosque Verde", // criador, private draft (review requested)
  altoDaColina: "Loteamento Alto da Colina", // criador, collaborative private draft
  mercado: "Mercado Municipal Revitalizado", // marina, public, funding_open, min R$ 2.500
  torreAmazonia: "Torre Amazônia Business", // marina, private, planning
  vilaSerena: "Vila Serena Casas", // criador, in_progress
  portoNovo: "Complexo Porto Novo", // marina, completed
  aurora: "Edifício Aurora Residence", // criador, private draft (review rejected)
} as const;

/** A test app on a seeded database; registrations are not throttled (tests create many accounts). */
export function createSeededApp(
  env: Record<string, string> = {},
  options: Omit<Parameters<typeof createTestApp>[1], "seed"> = {},
): Promise<TestApp> {
  return createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000", ...env }, { ...options, seed: true });
}

const sessions = new WeakMap<FastifyInstance, Map<string, string>>();

/** The Cookie header of a logged-in seeded account (one login per app and account). */
export async function loginAs(app: FastifyInstance, email: string): Promise<string> {
  let byEmail = sessions.get(app);
  if (!byEmail) sessions.set(app, (byEmail = new Map()));
  const known = byEmail.get(email);
  if (known) return known;
  const res = await login(app, email, DEMO_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieHeader(res);
  byEmail.set(email, cookie);
  return cookie;
}

/** The Cookie headers of several seeded accounts, logged in at once (most files' beforeAll needs a few). */
export function loginAll<const E extends readonly string[]>(
  app: FastifyInstance,
  ...emails: E
): Promise<{ -readonly [K in keyof E]: string }> {
  return Promise.all(emails.map((email) => loginAs(app, email))) as Promise<{ -readonly [K in keyof E]: string }>;
}

export type Account = { id: string; email: string; name: string; cookie: string };

/** Registers a new account of `type` and answers its id, e-mail and session cookie. */
export async function newAccount(
  app: FastifyInstance,
  type: string,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  // A legal account states its OAB registration at sign-up.
  const oab = type === "legal" ? { oab_number: "123456", oab_state: "SP" } : {};
  const { res, input, cookie } = await register(app, { type, ...oab, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  const user = (res.json() as { user: { id: string } }).user;
  return { id: user.id, email: input.email as string, name: input.name as string, cookie };
}

export async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Small request helpers: JSON in, the raw response out. */
export function client(app: FastifyInstance, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string) => send("GET", url),
    post: (url: string, payload?: unknown) => send("POST", url, payload),
    put: (url: string, payload?: unknown) => send("PUT", url, payload),
    del: (url: string) => send("DELETE", url),
  };
}

/** The JSON body of a response, after checking its status. */
export function ok<T>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

// ---------------------------------------------------------------------------------------------
// Dates and money

/** A calendar date `days` from today in São Paulo, as yyyy-mm-dd. */
export function dateIn(days: number): string {
  const d = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "R$ 5.000,00" as Intl writes it (a no-break space after R$). */
export const brl = (value: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(value);

// ---------------------------------------------------------------------------------------------
// Files

/** A multipart/form-data body built by hand. */
export function multipart(parts: { name: string; filename?: string; contentType?: string; data: Buffer | string }[]) {
  const boundary = `----alicerce-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += "\r\n";
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`, "utf8"),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const MIME_BY_EXTENSION: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
};

/** POST /api/files with one part named "file". */
export function uploadRaw(
  app: FastifyInstance,
  cookie: string | undefined,
  name: string,
  data: Buffer,
  /** `kind`: the field the file is sent from (`?kind=`), whose types the server checks it against. */
  options: { field?: string; contentType?: string; kind?: string } = {},
) {
  const extension = name.split(".").pop()!.toLowerCase();
  const body = multipart([
    {
      name: options.field ?? "file",
      filename: name,
      contentType: options.contentType ?? MIME_BY_EXTENSION[extension] ?? "application/octet-stream",
      data,
    },
  ]);
  return app.inject({
    method: "POST",
    url: options.kind ? `/api/files?kind=${encodeURIComponent(options.kind)}` : "/api/files",
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

/** Uploads a file that must be accepted; answers its description. */
export async function upload(app: FastifyInstance, cookie: string, name: string, data: Buffer): Promise<UploadedFile> {
  return ok<UploadedFile>(await uploadRaw(app, cookie, name, data), 201);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 1×1 RGB PNG. */
export function tinyPng(rgb: [number, number, number] = [200, 80, 40]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.from([0, ...rgb]))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The start of a JFIF JPEG (SOI + APP0), enough for content sniffing. */
export function tinyJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from("JFIF\0", "latin1"),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A small PDF, padded to `size` bytes when given. */
export function tinyPdf(size?: number): Buffer {
  const head = Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
      "trailer << /Root 1 0 R >>\n%%EOF\n",
    "latin1",
  );
  if (size === undefined || size <= head.length) return head;
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

/** A Windows executable header (MZ). */
export function tinyExe(): Buffer {
  const b = Buffer.alloc(256);
  b.write("MZ", 0, "latin1");
  b.writeUInt32LE(0x80, 0x3c);
  b.write("PE\0\0", 0x80, "latin1");
  return b;
}

// ---------------------------------------------------------------------------------------------
// Projects

/** A complete, valid creation body for an investment project. */
export function projectInput(overrides: Partial<CreateProjectInput> = {}): CreateProjectInput {
  return {
    purpose: "investment",
    title: `Residencial Teste ${randomUUID().slice(0, 8)}`,
    description: "Projeto criado pelos testes da API.",
    location_city: "Campinas",
    location_state: "SP",
    location_address: "Rua dos Testes, 100",
    project_type: "apartamentos",
    visibility: "public",
    target_amount: 100_000,
    min_investment: 1_000,
    roi: 12.5,
    timeline_months: 18,
    deadline: dateIn(30),
    ...overrides,
  };
}

/** POST /api/projects that must succeed; answers the new id. */
export async function createProject(app: FastifyInstance, cookie: string, overrides: Partial<CreateProjectInput> = {}) {
  return ok<{ id: string }>(await client(app, cookie).post("/api/projects", projectInput(overrides)), 201).id;
}

export async function getDetail(app: FastifyInstance, cookie: string, id: string): Promise<ProjectDetail> {
  return ok<ProjectDetail>(await client(app, cookie).get(`/api/projects/${id}`));
}

export async function projectRow(db: Database, id: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw new Error(`no project ${id}`);
  return row;
}

/** Changes a project directly in the database (a state no route reaches in one step). */
export async function setProject(db: Database, id: string, patch: Partial<typeof projects.$inferInsert>) {
  await db.update(projects).set(patch).where(eq(projects.id, id));
}

export async function projectIdByTitle(db: Database, title: string): Promise<string> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.title, title));
  if (!row) throw new Error(`no project "${title}"`);
  return row.id;
}

/** The latest approval request of a project (the one its last submission opened). */
export async function latestApprovalId(db: Database, projectId: string): Promise<string> {
  const [row] = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.subjectType, "project"), eq(approvalRequests.subjectId, projectId)))
    .orderBy(desc(approvalRequests.createdAt))
    .limit(1);
  if (!row) throw new Error(`no approval request for project ${projectId}`);
  return row.id;
}

const reviewers = new WeakMap<FastifyInstance, string>();

/**
 * The session of a verified legal user on any test app: a new legal account, verified in the
 * database (as a platform admin would) and logged in again so the session carries the flag.
 */
async function legalReviewer(t: TestApp): Promise<string> {
  const known = reviewers.get(t.app);
  if (known) return known;
  const account = await newAccount(t.app, "legal", { name: "Revisora Jurídica" });
  await t.database.db.update(profiles).set({ verified: true }).where(eq(profiles.userId, account.id));
  const res = await login(t.app, account.email, registration().password);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieHeader(res);
  reviewers.set(t.app, cookie);
  return cookie;
}

/**
 * Takes a draft through legal review as the product does: its creator (`cookie`) submits it and a
 * verified legal user starts the analysis and approves it, so the project is in planning with an
 * approval on record.
 */
export async function approveThroughLegalDesk(t: TestApp, cookie: string, id: string) {
  ok(await client(t.app, cookie).post(`/api/projects/${id}/submit-review`));
  const legal = client(t.app, await legalReviewer(t));
  const requestId = await latestApprovalId(t.database.db, id);
  ok(await legal.post(`/api/approvals/${requestId}/start-analysis`));
  ok(await legal.post(`/api/approvals/${requestId}/approve`, {}));
}

/**
 * A public investment project with an open raise, created by `cookie`'s user: created as a
 * draft, approved by legal, made public and opened by the API.
 */
export async function openRaise(
  t: TestApp,
  cookie: string,
  overrides: Partial<CreateProjectInput> = {},
): Promise<string> {
  const id = await createProject(t.app, cookie, { visibility: "private", ...overrides });
  await approveThroughLegalDesk(t, cookie, id);
  const api = client(t.app, cookie);
  ok(await api.post(`/api/projects/${id}/visibility`, { visibility: "public" }));
  const opened = ok<ProjectDetail>(await api.post(`/api/projects/${id}/open-funding`));
  expect(opened.status).toBe("funding_open");
  return id;
}

/** Every page of GET /api/projects for a query, following nextCursor. */
export async function listAll(app: FastifyInstance, cookie: string, query: Record<string, string | number> = {}) {
  const items: ProjectCard[] = [];
  const summaries: ProjectListResponse["summary"][] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams(
      Object.entries({ ...query, ...(cursor ? { cursor } : {}) }).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    const page: ProjectListResponse = ok<ProjectListResponse>(await client(app, cookie).get(`/api/projects?${params}`));
    items.push(...page.items);
    summaries.push(page.summary);
    cursor = page.nextCursor;
    if (++pages > 200) throw new Error("pagination does not end");
  } while (cursor);
  return { items, summaries, pages };
}

/** The titles of the first page (limit 50) for a query. */
export async function listTitles(app: FastifyInstance, cookie: string, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ limit: "50", ...query });
  const page = ok<ProjectListResponse>(await client(app, cookie).get(`/api/projects?${params}`));
  return page.items.map((p) => p.title);
}

// ---------------------------------------------------------------------------------------------
// Investments

/** POST /api/projects/:id/investments that must succeed (201); answers the commitment. Many files set one up. */
export async function invest(app: FastifyInstance, cookie: string, projectId: string, amount: number) {
  return ok<Investment>(await client(app, cookie).post(`/api/projects/${projectId}/investments`, { amount }), 201);
}

/** A fresh endToEndId: "E", a participant's 8 digits and 23 letters and digits (32 in all). */
export const testEndToEndId = () => `E99999999${randomUUID().replaceAll("-", "").slice(0, 23)}`;

/**
 * The commitment's Pix arrives as the intake hands it over (its exact value, by the investor): the
 * charge is settled through payments' settleCharge, as the webhook's job does (decision 107).
 */
export async function payCommitment(
  db: Database,
  investmentId: string,
  pix: { amountCents?: number; payerDocument?: string | null; endToEndId?: string } = {},
): Promise<SettleOutcome> {
  const [charge] = await db.select().from(paymentCharges).where(eq(paymentCharges.investmentId, investmentId));
  if (!charge) throw new Error(`investment ${investmentId} has no charge`);
  return db.transaction((tx) =>
    settleCharge(tx, {
      txid: charge.txid,
      endToEndId: pix.endToEndId ?? testEndToEndId(),
      amountCents: pix.amountCents ?? charge.amountCents,
      paidAt: new Date(),
      payerDocument: pix.payerDocument ?? null,
    }),
  );
}

/** A commitment that is also paid (its money counts as raised): invest, then its Pix is credited. */
export async function investAndPay(t: TestApp, cookie: string, projectId: string, amount: number) {
  const created = await invest(t.app, cookie, projectId, amount);
  const paid = await payCommitment(t.database.db, created.id);
  expect(paid.outcome).toBe("credited");
  return created;
}

/** POST /api/investments/:id/withdraw that must succeed (200); answers the withdrawn commitment. */
export async function withdraw(app: FastifyInstance, cookie: string, investmentId: string) {
  return ok<Investment>(await client(app, cookie).post(`/api/investments/${investmentId}/withdraw`));
}

// ---------------------------------------------------------------------------------------------
// Team invitations

/** Marks an account's e-mail confirmed, as opening the confirmation link does. */
export async function confirmEmail(db: Database, userId: string) {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** The invited account confirms its e-mail and accepts its pending invitation to `projectId`. */
export async function joinTeam(t: TestApp, member: Account, projectId: string) {
  await confirmEmail(t.database.db, member.id);
  const list = ok<{ items: { id: string; project_id: string }[] }>(
    await client(t.app, member.cookie).get("/api/invitations"),
  );
  const invitation = list.items.find((i) => i.project_id === projectId);
  if (!invitation) throw new Error(`no invitation to ${projectId} for ${member.email}`);
  ok(await client(t.app, member.cookie).post(`/api/invitations/${invitation.id}/accept`));
}
