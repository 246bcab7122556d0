import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { SignatureList, SignatureRequest, SignatureSummary } from "@alicerce/shared/schemas/signatures";
import {
  SIGNATURE_STATUSES,
  SIGNATURES_PAGE_SIZE,
  signatureProgress,
  type SignatureStatus,
  type SignatureType,
} from "@alicerce/shared/signatures";
import { hasLegalPowers } from "@alicerce/shared/user-types";
import { maskCpfForAdmin } from "@alicerce/shared/admin";
import type { Database } from "../../db/client.ts";
import { readPage } from "../../db/paging.ts";
import { profiles, projects, signatureRequests, signatureSigners } from "../../db/schema/index.ts";
import { toMoney } from "../../lib/money.ts";
import { containsPattern, searchable } from "../../lib/search-text.ts";
import { readableBy, refuseUnreadable, worksOnProject } from "./access.ts";
import { signatureStatusColumn, signatureStatusConditions } from "./signature-status.ts";
import { mayVoid } from "./void-request.ts";

// Accented letters and their plain forms, so a search typed without accents finds "Participação".
const ACCENTED = "áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ";
const PLAIN = "aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn";
const plain = (text: SQL) =>
  sql`regexp_replace(lower(translate(${text}, ${ACCENTED}, ${PLAIN})), '[[:space:]]+', ' ', 'g')`;

/** Search over the title, the project and the signers' names and e-mails. */
function matchesSearch(db: Database, q: string): SQL {
  const pattern = containsPattern(q);
  return sql`(${plain(sql`${signatureRequests.title} || ' ' || ${projects.title}`)} like ${pattern} or exists (${db
    .select({ one: sql`1` })
    .from(signatureSigners)
    .where(
      and(
        eq(signatureSigners.requestId, signatureRequests.id),
        sql`${plain(sql`${signatureSigners.name} || ' ' || ${signatureSigners.email}`)} like ${pattern}`,
      ),
    )}))`;
}

function selectRequests(db: Database, today: string) {
  return db
    .select({
      r: signatureRequests,
      projectTitle: projects.title,
      creatorName: profiles.name,
      status: signatureStatusColumn(today),
    })
    .from(signatureRequests)
    .innerJoin(projects, eq(projects.id, signatureRequests.projectId))
    .leftJoin(profiles, eq(profiles.userId, signatureRequests.createdBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>["execute"]>>[number];
type SignerRow = typeof signatureSigners.$inferSelect;

async function signersOf(db: Database, requestIds: string[]) {
  const bySignature = new Map<string, SignerRow[]>();
  if (requestIds.length === 0) return bySignature;
  const rows = await db
    .select()
    .from(signatureSigners)
    .where(inArray(signatureSigners.requestId, requestIds))
    .orderBy(asc(signatureSigners.position));
  for (const row of rows) bySignature.set(row.requestId, [...(bySignature.get(row.requestId) ?? []), row]);
  return bySignature;
}

function toRequest(row: Row, signerRows: SignerRow[], user: CurrentUser): SignatureRequest {
  const { r } = row;
  const email = user.email.toLowerCase();
  // The whole invited CPF is the sender's and the legal desk's to see; every other reader sees it masked.
  const seesWholeCpf = r.createdBy === user.id || hasLegalPowers(user);
  const pending = row.status === "pending";
  // Rows come in position order: in a sequential request only the first pending signer may sign.
  const firstPending = signerRows.find((s) => s.status === "pending");
  const signers = signerRows.map((s, index) => ({
    id: s.id,
    name: s.name,
    email: s.email,
    status: s.status,
    signed_at: s.signedAt?.toISOString() ?? null,
    refused_at: s.refusedAt?.toISOString() ?? null,
    reason: s.reason,
    // The line the account signed on, or an open one with its address (decision 093): a new owner
    // of an address is not the person who signed with it.
    is_me: s.userId === null ? s.email === email : s.userId === user.id,
    invited_cpf: seesWholeCpf ? s.invitedCpf : null,
    invited_cpf_masked: maskCpfForAdmin(s.invitedCpf),
    order: index + 1,
    turn: pending && s.status === "pending" && (!r.sequential || s.id === firstPending?.id),
  }));
  const mine = signers.find((s) => s.is_me);
  return {
    id: r.id,
    title: r.title,
    project: { id: r.projectId, title: row.projectTitle },
    type: r.type,
    status: row.status,
    amount: toMoney(r.amount) ?? 0,
    created_at: r.createdAt.toISOString(),
    due_date: r.dueDate,
    completed_at: r.completedAt?.toISOString() ?? null,
    rejected_at: r.rejectedAt?.toISOString() ?? null,
    voided_at: r.voidedAt?.toISOString() ?? null,
    void_reason: r.voidReason,
    sequential: r.sequential,
    signers,
    progress: signatureProgress(signers),
    created_by: { id: r.createdBy, name: row.creatorName },
    can: {
      sign: Boolean(mine?.turn),
      refuse: Boolean(pending && mine?.status === "pending"),
      resend: pending && r.createdBy === user.id,
      void: pending && mayVoid(user, r),
    },
    contract_id: r.contractId,
    investment_id: r.investmentId,
    view_url: `/api/signatures/${r.id}/file`,
    download_url: `/api/signatures/${r.id}/download`,
  };
}

export type SignatureFilters = { q?: string; status?: SignatureStatus; type?: SignatureType; page: number };

/**
 * The requests the user may read matching the search and filters (all in SQL), newest first, one
 * page at a time, with the counts by status for the search and type (the summary cards).
 */
export async function listSignatures(
  db: Database,
  user: CurrentUser,
  filters: SignatureFilters,
  now: Date,
): Promise<SignatureList> {
  const today = todayInSaoPaulo(now);
  const base: (SQL | undefined)[] = [readableBy(db, user)];
  if (filters.type) base.push(eq(signatureRequests.type, filters.type));
  const q = filters.q ? searchable(filters.q).trim() : "";
  if (q) base.push(matchesSearch(db, q));
  const conditions = signatureStatusConditions(today);
  const where = and(...base, filters.status ? conditions[filters.status] : undefined);

  const found = await readPage({
    rows: selectRequests(db, today).where(where).orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id)),
    count: db
      .select({ n: count() })
      .from(signatureRequests)
      .innerJoin(projects, eq(projects.id, signatureRequests.projectId))
      .where(where),
    summary: db
      .select({
        total: count(),
        ...Object.fromEntries(
          SIGNATURE_STATUSES.map((s) => [s, sql<number>`count(*) filter (where ${conditions[s]})`.mapWith(Number)]),
        ),
      })
      .from(signatureRequests)
      .innerJoin(projects, eq(projects.id, signatureRequests.projectId))
      .where(and(...base))
      .then(([counts]) => toSummary(counts as unknown as SignatureSummary | undefined)),
    page: filters.page,
    pageSize: SIGNATURES_PAGE_SIZE,
  });
  const signers = await signersOf(
    db,
    found.items.map((row) => row.r.id),
  );
  return { ...found, items: found.items.map((row) => toRequest(row, signers.get(row.r.id) ?? [], user)) };
}

/** The status cards' counts, 0 where no request has that status. */
function toSummary(counts: SignatureSummary | undefined): SignatureSummary {
  return {
    total: Number(counts?.total ?? 0),
    pending: Number(counts?.pending ?? 0),
    signed: Number(counts?.signed ?? 0),
    expired: Number(counts?.expired ?? 0),
    rejected: Number(counts?.rejected ?? 0),
    cancelled: Number(counts?.cancelled ?? 0),
  };
}

export async function getSignature(db: Database, user: CurrentUser, id: string, now: Date): Promise<SignatureRequest> {
  const [row] = await selectRequests(db, todayInSaoPaulo(now))
    .where(and(eq(signatureRequests.id, id), readableBy(db, user)))
    .limit(1);
  if (!row) return refuseUnreadable(db, user, id);
  const signers = await signersOf(db, [id]);
  return toRequest(row, signers.get(id) ?? [], user);
}

/**
 * Projects a request may be tied to: those the user creates or works on; legal users and platform
 * admins may pick any project. Searched by title.
 */
export async function listSignatureProjectOptions(db: Database, user: CurrentUser, query: { q?: string }) {
  const q = query.q ? searchable(query.q).trim() : "";
  const rows = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(
      and(
        hasLegalPowers(user) ? undefined : worksOnProject(db, user, sql`${projects.id}`),
        q ? sql`${plain(sql`${projects.title}`)} like ${containsPattern(q)}` : undefined,
      ),
    )
    .orderBy(projects.title, projects.id)
    .limit(50);
  return { items: rows };
}
