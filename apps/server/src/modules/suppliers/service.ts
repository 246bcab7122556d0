import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { SupplierDetail, supplierInputSchema, supplierListQuerySchema } from "@alicerce/shared/schemas/suppliers";
import type { Database, ReadDatabase } from "../../db/client.ts";
import { literalLimit, preparedOnce } from "../../db/prepared-once.ts";
import {
  files,
  profiles,
  supplierPortfolioImages,
  supplierReviews,
  suppliers,
  user as users,
} from "../../db/schema/index.ts";
import { AppError, conflict, notFound } from "../../http/app-error.ts";
import { requireImages, requireOwnUploads } from "../files/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { containsPattern, searchable } from "../../lib/search-text.ts";
import {
  afterMarketplaceCursor,
  decodeMarketplaceCursor,
  encodeMarketplaceCursor,
  marketplaceOrder,
} from "./marketplace-order.ts";
import { portfolioUrl, supplierCardColumns, toSupplierCard } from "./supplier-card.ts";
import { isPlatformAdmin } from "../auth/index.ts";

export type SupplierData = z.output<typeof supplierInputSchema>;

export const supplierNotFound = () => notFound("Fornecedor não encontrado.");

function selectCards(db: ReadDatabase) {
  return db
    .select(supplierCardColumns)
    .from(suppliers)
    .innerJoin(users, eq(users.id, suppliers.userId))
    .leftJoin(profiles, eq(profiles.userId, suppliers.userId));
}

/** The marketplace: search over name, description and city, category and state filters, in the marketplace order. */
export async function listSuppliers(db: Database, query: z.output<typeof supplierListQuerySchema>) {
  const filters: (SQL | undefined)[] = [];
  if (query.category) filters.push(eq(suppliers.category, query.category));
  if (query.state) filters.push(eq(suppliers.locationState, query.state));
  const q = query.q ? searchable(query.q).trim() : "";
  if (q) filters.push(sql`${suppliers.searchText} like ${containsPattern(q)}`);
  if (query.cursor) filters.push(afterMarketplaceCursor(decodeMarketplaceCursor(query.cursor)));
  const rows = await selectCards(db)
    .where(and(...filters))
    .orderBy(...marketplaceOrder)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toSupplierCard),
    nextCursor: rows.length > query.limit && last ? encodeMarketplaceCursor(last) : null,
  };
}

/**
 * The profile's card and portfolio by the supplier's id, prepared once per database (decision 082): the
 * profile is one of the marketplace's most read answers, and drizzle's building of its two selects cost
 * the server more than PostgreSQL spent running them.
 */
const profileStatements = (db: ReadDatabase) =>
  preparedOnce(db, "supplier_profile", () => ({
    card: selectCards(db)
      .where(eq(suppliers.id, sql.placeholder("id")))
      .limit(literalLimit(1))
      .prepare("supplier_profile_card"),
    portfolio: db
      .select({ id: supplierPortfolioImages.id, fileId: supplierPortfolioImages.fileId })
      .from(supplierPortfolioImages)
      .where(eq(supplierPortfolioImages.supplierId, sql.placeholder("id")))
      .orderBy(asc(supplierPortfolioImages.position), asc(supplierPortfolioImages.id))
      .prepare("supplier_profile_portfolio"),
  }));

/** `db` may be the pipelined reads (decision 032): both statements are single autocommit reads, sent together. */
export async function getSupplier(db: ReadDatabase, viewer: CurrentUser, id: string): Promise<SupplierDetail> {
  const statements = profileStatements(db);
  const [[row], portfolio] = await Promise.all([statements.card.execute({ id }), statements.portfolio.execute({ id })]);
  if (!row) throw supplierNotFound();
  const s = row.supplier;
  return {
    ...toSupplierCard(row),
    user_id: s.userId,
    cnpj: s.cnpj,
    payment_methods: s.paymentMethods,
    portfolio: portfolio.map((p) => ({ id: p.id, url: portfolioUrl(id, p.id), file_id: p.fileId })),
    owner: { name: row.ownerName, avatar_url: row.ownerAvatar },
    is_owner: s.userId === viewer.id,
    created_at: s.createdAt.toISOString(),
  };
}

export async function findOwnSupplier(db: Database, userId: string) {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.userId, userId)).limit(1);
  return row ?? null;
}

/** Portfolio files must be the user's own uploads and images. */
async function checkPortfolio(db: Database, userId: string, ids: string[]) {
  const mimeById = await requireOwnUploads(db, userId, ids, "portfolio_image_ids");
  requireImages(mimeById, ids, "portfolio_image_ids", "O portfólio aceita apenas imagens JPG ou PNG.");
}

function values(data: SupplierData) {
  return {
    companyName: data.company_name,
    cnpj: data.cnpj,
    category: data.category,
    description: data.description,
    locationCity: data.location_city,
    locationState: data.location_state,
    serviceRadiusKm: data.service_radius_km,
    averageDeliveryDays: data.average_delivery_days,
    paymentMethods: data.payment_methods,
    searchText: searchable(data.company_name, data.description, data.location_city, data.location_state),
  };
}

async function writePortfolio(tx: Database, supplierId: string, ids: string[]) {
  await tx.delete(supplierPortfolioImages).where(eq(supplierPortfolioImages.supplierId, supplierId));
  if (ids.length)
    await tx.insert(supplierPortfolioImages).values(ids.map((fileId, position) => ({ supplierId, fileId, position })));
}

const cnpjTaken = () =>
  new AppError("CONFLICT", "Este CNPJ já está cadastrado por outro fornecedor.", { cnpj: ["CNPJ já cadastrado."] });

/** Any user may register one supplier record (docs/product/marketplace.md#supplier-registration: "Cadastrar como fornecedor"). */
export async function createSupplier(db: Database, user: CurrentUser, data: SupplierData) {
  if (await findOwnSupplier(db, user.id)) throw conflict("Você já tem um cadastro de fornecedor.");
  await checkPortfolio(db, user.id, data.portfolio_image_ids);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(suppliers)
        .values({ userId: user.id, ...values(data) })
        .returning({ id: suppliers.id });
      await writePortfolio(tx, created!.id, data.portfolio_image_ids);
      return { id: created!.id };
    });
  } catch (err) {
    if (isUniqueViolation(err, "cnpj")) throw cnpjTaken();
    if (isUniqueViolation(err, "user_id")) throw conflict("Você já tem um cadastro de fornecedor.");
    throw err;
  }
}

export async function updateSupplier(db: Database, user: CurrentUser, id: string, data: SupplierData) {
  const [s] = await db.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
  if (!s) throw supplierNotFound();
  if (s.userId !== user.id && !isPlatformAdmin(user)) {
    throw new AppError("FORBIDDEN", "Apenas o responsável pelo fornecedor pode editá-lo.");
  }
  await checkPortfolio(db, s.userId, data.portfolio_image_ids);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(suppliers)
        .set({ ...values(data), updatedAt: sql`now()` })
        .where(eq(suppliers.id, id));
      await writePortfolio(tx, id, data.portfolio_image_ids);
    });
  } catch (err) {
    if (isUniqueViolation(err, "cnpj")) throw cnpjTaken();
    throw err;
  }
}

export async function listReviews(db: Database, supplierId: string) {
  const [exists] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
  if (!exists) throw supplierNotFound();
  const rows = await db
    .select({ review: supplierReviews, name: sql<string>`coalesce(${profiles.name}, ${users.name})` })
    .from(supplierReviews)
    .innerJoin(users, eq(users.id, supplierReviews.reviewerId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(supplierReviews.supplierId, supplierId))
    .orderBy(desc(supplierReviews.createdAt));
  return rows.map(({ review: r, name }) => ({
    id: r.id,
    supplier_id: r.supplierId,
    reviewer_id: r.reviewerId,
    reviewer_name: name,
    rating: r.rating,
    quality_rating: r.qualityRating,
    deadline_rating: r.deadlineRating,
    cost_rating: r.costRating,
    communication_rating: r.communicationRating,
    comment: r.comment,
    created_at: r.createdAt.toISOString(),
  }));
}

export async function findPortfolioImage(db: Database, supplierId: string, imageId: string) {
  const [row] = await db
    .select({ file: files })
    .from(supplierPortfolioImages)
    .innerJoin(files, eq(files.id, supplierPortfolioImages.fileId))
    .where(and(eq(supplierPortfolioImages.id, imageId), eq(supplierPortfolioImages.supplierId, supplierId)))
    .limit(1);
  if (!row) throw notFound("Imagem não encontrada.");
  return row.file;
}
