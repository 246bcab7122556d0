import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import type { FastifyInstance } from "fastify";
import {
  signatureRequestSchema,
  type CreateSignatureInput,
  type SignatureRequest,
} from "@alicerce/shared/schemas/signatures";
import { signingLink } from "@alicerce/shared/signatures";
import type { Database } from "../src/db/client.ts";
import { notifications } from "../src/db/schema/index.ts";
import { client, DEMO, ok, upload, userIdOf } from "./project-helpers.ts";
import { codeKeeper } from "./signing-helpers.ts";
import type { TestApp } from "./test-app.ts";

// Helpers of the tests of voiding, signing order and the notices around a request (decision 035).

/** The seeded signers, with the CPF of their accounts. */
export const ANA = { email: DEMO.ana, name: "Ana Investidora", cpf: "12345678143" };
export const CARLOS = { email: DEMO.creator, name: "Carlos Construtor", cpf: "23456789254" };

/** A São Paulo calendar day `days` from `now`. */
export function dayFrom(now: Date, days: number): string {
  const base = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  const d = new Date(`${base}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A real PDF of `pages` pages, as a person would upload. */
export async function realPdf(pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([300, 400]).drawText(`Pagina ${i + 1}`, { x: 20, y: 350 });
  return Buffer.from(await doc.save());
}

export async function pdfFileOf(app: FastifyInstance, cookie: string) {
  return (await upload(app, cookie, "contrato.pdf", await realPdf())).id;
}

/** "Nova assinatura" by `cookie` on `projectId`, Ana then Carlos by default. */
export async function newRequest(
  app: FastifyInstance,
  cookie: string,
  input: { projectId: string; dueDate: string } & Partial<CreateSignatureInput>,
): Promise<SignatureRequest> {
  const { projectId, dueDate, ...overrides } = input;
  const body: CreateSignatureInput = {
    title: `Contrato ${Math.random().toString(36).slice(2, 8)}`,
    project_id: projectId,
    type: "service",
    amount: 1_000,
    due_date: dueDate,
    file_id: await pdfFileOf(app, cookie),
    signers: [
      { name: ANA.name, email: ANA.email },
      { name: CARLOS.name, email: CARLOS.email },
    ],
    ...overrides,
  };
  return signatureRequestSchema.parse(ok(await client(app, cookie).post("/api/signatures", body), 201));
}

/** Signing and refusing need the one-time code mailed to the signer (decision 033): these ask for it. */
const codeFor = codeKeeper();

export const signAs = async (t: TestApp, cookie: string, id: string, who: { name: string; cpf: string }) =>
  client(t.app, cookie).post(`/api/signatures/${id}/sign`, {
    name: who.name,
    cpf: who.cpf,
    agree: true,
    code: await codeFor(t, cookie, id),
  });

export const refuseAs = async (t: TestApp, cookie: string, id: string, reason: string) =>
  client(t.app, cookie).post(`/api/signatures/${id}/refuse`, { reason, code: await codeFor(t, cookie, id) });

export const voidAs = (app: FastifyInstance, cookie: string | undefined, id: string, body: unknown) =>
  client(app, cookie).post(`/api/signatures/${id}/void`, body);

/** The bell entries of `email` that open a request's signing dialog, with their done mark. */
export async function signingEntries(db: Database, email: string, requestId: string) {
  return db
    .select({ title: notifications.title, doneAt: notifications.doneAt })
    .from(notifications)
    .where(and(eq(notifications.userId, await userIdOf(db, email)), eq(notifications.link, signingLink(requestId))));
}

/** The bell entries of `email` with this title whose text names the request's title. */
export async function bellEntries(db: Database, email: string, title: string, requestTitle: string) {
  const rows = await db
    .select({ body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, await userIdOf(db, email)), eq(notifications.title, title)));
  return rows.filter((r) => r.body.includes(requestTitle));
}
