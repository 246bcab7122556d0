import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { CONTRACTS_PAGE_SIZE, type ContractStatus, type ContractType } from "@alicerce/shared/contracts";
import type { Contract, ContractList } from "@alicerce/shared/schemas/contracts";
import type { Database } from "../../db/client.ts";
import { readPage } from "../../db/paging.ts";
import type { SignatureStatus } from "@alicerce/shared/signatures";
import { contracts, files, projects, signatureRequests } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { toMoney } from "../../lib/money.ts";
import { containsPattern, searchable } from "../../lib/search-text.ts";
import { signatureStatusColumn } from "../signatures/index.ts";
import { contractStatusColumn, contractStatusConditions } from "./contract-status.ts";

export const contractNotFound = () => notFound("Contrato não encontrado.");

// Accented letters and their plain forms, so a search typed without accents finds "Adesão".
const ACCENTED = "áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ";
const PLAIN = "aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn";

/** Name, client and project title as `searchable()` writes text: lower case, no accents. */
const searchedText = sql`regexp_replace(lower(translate(${contracts.name} || ' ' || ${contracts.clientName} || ' ' || ${projects.title}, ${ACCENTED}, ${PLAIN})), '[[:space:]]+', ' ', 'g')`;

/** The contract's latest signature request and its status (the signatures module's rule, in SQL). */
const latestSignature = (today: string) =>
  sql<{
    id: string;
    status: SignatureStatus;
  } | null>`(select json_build_object('id', ${signatureRequests.id}, 'status', ${signatureStatusColumn(today)})
    from ${signatureRequests} where ${signatureRequests.contractId} = ${contracts.id}
    order by ${signatureRequests.createdAt} desc, ${signatureRequests.id} desc limit 1)`;

function selectContracts(db: Database, today: string) {
  return db
    .select({
      c: contracts,
      projectTitle: projects.title,
      status: contractStatusColumn(today),
      fileName: files.originalName,
      fileSize: files.size,
      signature: latestSignature(today),
    })
    .from(contracts)
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .leftJoin(files, eq(files.id, contracts.fileId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectContracts>["execute"]>>[number];

function toContract(row: Row): Contract {
  const { c } = row;
  return {
    id: c.id,
    name: c.name,
    client_name: c.clientName,
    project: { id: c.projectId, title: row.projectTitle },
    value: toMoney(c.value) ?? 0,
    type: c.type,
    status: row.status,
    start_date: c.startDate,
    end_date: c.endDate,
    file:
      c.fileId && row.fileName !== null
        ? { name: row.fileName, size: Number(row.fileSize ?? 0), download_url: `/api/contracts/${c.id}/file` }
        : null,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    cancelled_at: c.cancelledAt?.toISOString() ?? null,
    cancel_reason: c.cancelReason,
    signature: row.signature ?? null,
  };
}

export type ContractFilters = { q?: string; status?: ContractStatus; type?: ContractType; page: number };

/** Contracts matching the search and filters (all in SQL), last modified first, one page at a time. */
export async function listContracts(db: Database, filters: ContractFilters, now = new Date()): Promise<ContractList> {
  const today = todayInSaoPaulo(now);
  const where: (SQL | undefined)[] = [];
  if (filters.status) where.push(contractStatusConditions(today)[filters.status]);
  if (filters.type) where.push(eq(contracts.type, filters.type));
  const q = filters.q ? searchable(filters.q).trim() : "";
  if (q) where.push(sql`${searchedText} like ${containsPattern(q)}`);
  const condition = and(...where);

  const found = await readPage({
    rows: selectContracts(db, today).where(condition).orderBy(desc(contracts.updatedAt), desc(contracts.id)),
    count: db
      .select({ n: count() })
      .from(contracts)
      .innerJoin(projects, eq(projects.id, contracts.projectId))
      .where(condition),
    page: filters.page,
    pageSize: CONTRACTS_PAGE_SIZE,
  });
  return { ...found, items: found.items.map(toContract) };
}

export async function getContract(db: Database, id: string, now = new Date()): Promise<Contract> {
  const [row] = await selectContracts(db, todayInSaoPaulo(now)).where(eq(contracts.id, id)).limit(1);
  if (!row) throw contractNotFound();
  return toContract(row);
}

/** The stored PDF of a contract, for the download route. */
export async function findContractFile(db: Database, id: string) {
  const [row] = await db
    .select({
      fileId: contracts.fileId,
      storageKey: files.storageKey,
      mimeType: files.mimeType,
      originalName: files.originalName,
    })
    .from(contracts)
    .leftJoin(files, eq(files.id, contracts.fileId))
    .where(eq(contracts.id, id))
    .limit(1);
  if (!row) throw contractNotFound();
  if (!row.storageKey || !row.mimeType || !row.originalName) throw notFound("Este contrato não tem PDF anexado.");
  return { storageKey: row.storageKey, mimeType: row.mimeType, originalName: row.originalName };
}

/**
 * Projects a contract may be tied to: legal users and platform admins see every project
 * (docs/product/permissions.md#server-enforced-matrix), drafts included. Searched by title.
 */
export async function listProjectOptions(db: Database, query: { q?: string }) {
  const q = query.q ? searchable(query.q).trim() : "";
  const rows = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(q ? sql`lower(translate(${projects.title}, ${ACCENTED}, ${PLAIN})) like ${containsPattern(q)}` : undefined)
    .orderBy(projects.title, projects.id)
    .limit(PROJECT_OPTIONS_LIMIT);
  return { items: rows };
}

/** The picker shows at most this many projects; typing narrows them. */
export const PROJECT_OPTIONS_LIMIT = 50;
