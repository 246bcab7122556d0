// Shared helpers for the suppliers / quotations / reviews API tests (builds on project-helpers.ts).
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Review, SupplierCard, SupplierDetail, SupplierInput } from "@alicerce/shared/schemas/suppliers";
import type { Quotation, QuotationInput, QuotationPage, QuotationSide } from "@alicerce/shared/schemas/quotations";
import type { Database } from "../src/db/client.ts";
import { quotations, supplierReviews, suppliers } from "../src/db/schema/index.ts";
import { client, ok } from "./project-helpers.ts";
import { mailsTo } from "./outbox.ts";
import type { TestApp } from "./test-app.ts";

export type { Quotation, QuotationInput, QuotationPage, Review, SupplierCard, SupplierDetail, SupplierInput };

/** Every page of one tab of GET /api/quotations, followed by its cursor. */
export async function quotationSide(app: FastifyInstance, cookie: string, side: QuotationSide, limit = 50) {
  const pages: QuotationPage[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `side=${side}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const page: QuotationPage = ok<QuotationPage>(await client(app, cookie).get(`/api/quotations?${query}`));
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return { items: pages.flatMap((p) => p.items), pages };
}

/** Both tabs of the quotation list, whole: what the screen shows once every page is loaded. */
export async function quotationTabs(app: FastifyInstance, cookie: string) {
  const sent = await quotationSide(app, cookie, "sent");
  const received = await quotationSide(app, cookie, "received");
  const first = sent.pages[0]!;
  return { sent: sent.items, received: received.items, supplier_id: first.supplier_id, counts: first.counts };
}

/** The seeded demo supplier companies the tests use. */
export const SEEDED_SUPPLIERS = {
  fundacoes: "Fundações Sólidas Engenharia", // fornecedor@alicerce.dev, fundacao, São Paulo/SP
  terraForte: "Terra Forte Terraplanagem", // terraplanagem, Campinas/SP
  aguaViva: "Água Viva Instalações Hidráulicas", // hidraulica, Curitiba/PR
  verdeVivo: "Verde Vivo Paisagismo", // one of the last two: no reviews
  traco: "Traço Arquitetura e Engenharia", // the last one: no reviews
} as const;

/** The seeded quotations between criador@ and Fundações Sólidas, by status. */
export const SEEDED_QUOTATIONS = {
  pendente: "Residencial Jardim das Acácias — fundações da torre B",
  respondido: "Retrofit Edifício Paulista — reforço de fundação",
  aprovado: "Centro Empresarial Atlântico — estacas hélice",
  rejeitado: "Casa de Campo Serra Gaúcha — sapatas",
  concluido: "Vila Serena Casas — radier das casas 1 a 12",
  /** Concluded and already reviewed by criador@ (seeded review). */
  reviewed: "Edifício Mirante do Ipiranga — estacas hélice contínua",
} as const;

let cnpjCounter = 40_000_000 + Math.floor(Math.random() * 1_000_000);
/** A valid CNPJ (check digits computed), unmasked; a different one on each call. */
export function nextCnpj(): string {
  const digits = `${String(cnpjCounter++).padStart(8, "0")}0001`.split("").map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((acc, w, i) => acc + w * digits[i]!, 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join("");
}

/** "11222333000181" → "11.222.333/0001-81". */
export const maskedCnpj = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

/** A complete, valid supplier registration body. */
export function supplierInput(overrides: Partial<SupplierInput> = {}): SupplierInput {
  return {
    company_name: "Construtora de Teste",
    cnpj: nextCnpj(),
    category: "engenharia",
    description: "Empresa criada pelos testes da API.",
    location_city: "Palmas",
    location_state: "TO", // no seeded supplier is in TO
    service_radius_km: 50,
    average_delivery_days: 10,
    payment_methods: ["pix"],
    portfolio_image_ids: [],
    ...overrides,
  };
}

/** POST /api/suppliers that must succeed; answers the new record. */
export async function registerSupplier(app: FastifyInstance, cookie: string, overrides: Partial<SupplierInput> = {}) {
  return ok<SupplierDetail>(await client(app, cookie).post("/api/suppliers", supplierInput(overrides)), 201);
}

/** A complete, valid quotation request body. */
export function quotationInput(supplierId: string, overrides: Partial<QuotationInput> = {}): QuotationInput {
  return {
    supplier_id: supplierId,
    project_name: "Obra de teste",
    description: "Orçamento pedido pelos testes da API.",
    desired_deadline: null,
    notes: null,
    attachment_ids: [],
    ...overrides,
  };
}

/** POST /api/quotations that must succeed; answers the quotation. */
export async function requestQuotation(
  app: FastifyInstance,
  cookie: string,
  supplierId: string,
  overrides: Partial<QuotationInput> = {},
) {
  return ok<Quotation>(await client(app, cookie).post("/api/quotations", quotationInput(supplierId, overrides)), 201);
}

/** A valid response body for POST /api/quotations/:id/respond. */
export const responseInput = (overrides: Record<string, unknown> = {}) => ({
  estimated_price: 12_345.67,
  estimated_delivery_days: 21,
  message: "Proposta com material e mão de obra.",
  ...overrides,
});

/** A valid review body (every sub-rating given). */
export const reviewInput = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  quality_rating: 5,
  deadline_rating: 4,
  cost_rating: 3,
  communication_rating: 4,
  comment: "Bom serviço.",
  ...overrides,
});

/**
 * Drives a quotation from pendente to `status` through the API: the supplier responds, the
 * requester approves or rejects, then completes.
 */
export async function advanceQuotation(
  app: FastifyInstance,
  id: string,
  who: { requester: string; supplier: string },
  status: "respondido" | "aprovado" | "rejeitado" | "concluido",
): Promise<Quotation> {
  let q = ok<Quotation>(await client(app, who.supplier).post(`/api/quotations/${id}/respond`, responseInput()));
  if (status === "respondido") return q;
  const decision = status === "rejeitado" ? "reject" : "approve";
  q = ok<Quotation>(await client(app, who.requester).post(`/api/quotations/${id}/${decision}`));
  if (status !== "concluido") return q;
  q = ok<Quotation>(await client(app, who.requester).post(`/api/quotations/${id}/complete`));
  expect(q.status).toBe("concluido");
  return q;
}

export async function supplierIdByName(db: Database, company: string): Promise<string> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.companyName, company));
  if (!row) throw new Error(`no supplier "${company}"`);
  return row.id;
}

export async function quotationIdByName(db: Database, projectName: string): Promise<string> {
  const rows = await db.select({ id: quotations.id }).from(quotations).where(eq(quotations.projectName, projectName));
  if (rows.length !== 1) throw new Error(`${rows.length} quotations named "${projectName}"`);
  return rows[0]!.id;
}

/** rating (one decimal), review_count and completed_count of a supplier, computed in JS from the rows. */
export async function aggregatesFromDb(db: Database, supplierId: string) {
  const reviews = await db
    .select({ rating: supplierReviews.rating })
    .from(supplierReviews)
    .where(eq(supplierReviews.supplierId, supplierId));
  const completed = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(and(eq(quotations.supplierId, supplierId), eq(quotations.status, "concluido")));
  const sum = reviews.reduce((acc, r) => acc + r.rating, 0);
  return {
    rating: reviews.length ? Math.round((sum / reviews.length) * 10 + 1e-9) / 10 : null,
    review_count: reviews.length,
    completed_count: completed.length,
  };
}

/** Every page of GET /api/suppliers for a query, following nextCursor. */
export async function listAllSuppliers(
  app: FastifyInstance,
  cookie: string,
  query: Record<string, string | number> = {},
) {
  const items: SupplierCard[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams(
      Object.entries({ ...query, ...(cursor ? { cursor } : {}) }).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    const page: { items: SupplierCard[]; nextCursor: string | null } = ok(
      await client(app, cookie).get(`/api/suppliers?${params}`),
    );
    items.push(...page.items);
    cursor = page.nextCursor;
    if (++pages > 100) throw new Error("pagination does not end");
  } while (cursor);
  return { items, pages };
}

/** The company names of the first page (limit 50) for a query. */
export async function supplierNames(app: FastifyInstance, cookie: string, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ limit: "50", ...query });
  const page = ok<{ items: SupplierCard[] }>(await client(app, cookie).get(`/api/suppliers?${params}`));
  return page.items.map((s) => s.company_name);
}

/** The decoded .eml messages the app wrote to <dataDir>/outbox for `to`, once the outbox worker sent what is due. */
export async function outboxMailsTo(
  t: TestApp,
  to: string,
  options: { confirmations?: boolean } = {},
): Promise<string[]> {
  await t.app.jobs.deliverMail();
  return mailsTo(path.join(t.config.dataDir, "outbox"), to, options);
}

/** The download link of the newest "dados estão prontos" mail to `email` ("Baixar meus dados"), or null. */
export async function dataExportLink(t: TestApp, email: string): Promise<URL | null> {
  const mail = (await outboxMailsTo(t, email)).reverse().find((m) => m.includes("/api/account/data-export/"));
  const link = mail?.match(/https?:\/\/\S+\/api\/account\/data-export\/\S+/)?.[0];
  return link ? new URL(link) : null;
}
