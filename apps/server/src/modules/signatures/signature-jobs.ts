import { and, asc, eq, inArray, isNull, lte, notExists, sql } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { REMINDER_EVERY_DAYS } from "@alicerce/shared/signatures";
import type { Database } from "../../db/client.ts";
import {
  investments,
  paymentCharges,
  profiles,
  projects,
  signatureEvents,
  signatureRequests,
  signatureSigners,
  user as users,
} from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { Storage } from "../../storage/storage.ts";
import { toMoney } from "../../lib/money.ts";
import { insertSignatureRequest } from "./create-request.ts";
import { inviteSigners } from "./invitations.ts";
import { markSigningNoticesDone } from "./party-notices.ts";
import { buildScpContractPdf } from "./scp-pdf.ts";
import { isTheirTurn } from "./signing-order.ts";
import { storeGeneratedPdf } from "./signed-file.ts";
import { recordEvent, SYSTEM_ACTOR } from "./trail.ts";
import { notify } from "../notifications/index.ts";

/** Days an SCP participation contract waits for its signatures. */
export const SCP_SIGNING_DAYS = 15;

const DAY_MS = 24 * 3600 * 1000;

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Reminds each pending signer of a pending request (in a sequential one, only the signer whose
 * turn it is) when its last invitation, resend or reminder is REMINDER_EVERY_DAYS old, until the
 * due date. Idempotent: the reminder is itself the event the
 * next run measures from, and each request is locked while it is handled. Returns how many were sent.
 */
export async function sendSignatureReminders(deps: { db: Database; publicUrl: string; now: Date }): Promise<number> {
  const today = todayInSaoPaulo(deps.now);
  const cutoff = new Date(deps.now.getTime() - REMINDER_EVERY_DAYS * DAY_MS);
  // The request's id too: signature_events_kind_idx (request_id, kind, at) then finds the signer's few
  // events; by signer alone PostgreSQL read the whole trail for every pending signer (62 s a run with
  // 28 000 signers in the scale bench, decision 066).
  const lastContact = deps.db
    .select({ at: sql`max(${signatureEvents.at})` })
    .from(signatureEvents)
    .where(
      and(
        eq(signatureEvents.requestId, signatureSigners.requestId),
        eq(signatureEvents.signerId, signatureSigners.id),
        inArray(signatureEvents.kind, ["sent", "resent", "reminded"]),
      ),
    );
  const due = await deps.db
    .selectDistinct({ id: signatureRequests.id })
    .from(signatureRequests)
    .innerJoin(signatureSigners, eq(signatureSigners.requestId, signatureRequests.id))
    .where(
      and(
        isNull(signatureRequests.completedAt),
        isNull(signatureRequests.rejectedAt),
        isNull(signatureRequests.voidedAt),
        sql`${signatureRequests.dueDate} >= ${today}::date`,
        eq(signatureSigners.status, "pending"),
        isTheirTurn(),
        sql`(${lastContact}) <= ${cutoff}`,
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    sent += await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ r: signatureRequests, projectTitle: projects.title })
        .from(signatureRequests)
        .innerJoin(projects, eq(projects.id, signatureRequests.projectId))
        .where(
          and(
            eq(signatureRequests.id, id),
            isNull(signatureRequests.completedAt),
            isNull(signatureRequests.rejectedAt),
            isNull(signatureRequests.voidedAt),
          ),
        )
        .for("update", { of: signatureRequests, skipLocked: true });
      if (!row) return 0;
      const signers = await tx
        .select({ id: signatureSigners.id, name: signatureSigners.name, email: signatureSigners.email })
        .from(signatureSigners)
        .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
        .where(
          and(
            eq(signatureSigners.requestId, id),
            eq(signatureSigners.status, "pending"),
            isTheirTurn(),
            sql`(${lastContact}) <= ${cutoff}`,
          ),
        )
        .orderBy(asc(signatureSigners.position));
      for (const s of signers) {
        await recordEvent(tx, {
          requestId: id,
          kind: "reminded",
          signerId: s.id,
          sha256: row.r.sha256,
          actor: SYSTEM_ACTOR,
          at: deps.now,
        });
      }
      const { r } = row;
      await inviteSigners(
        tx,
        {
          requestId: id,
          title: r.title,
          projectTitle: row.projectTitle,
          dueDate: r.dueDate,
          publicUrl: deps.publicUrl,
        },
        signers,
        "reminder",
      );
      return signers.length;
    });
  }
  return sent;
}

/**
 * The status turns `expired` in SQL the moment the due date passes; this records that moment in
 * the trail (once per request) and tells the creator. Returns the ids of the requests it recorded.
 */
export async function recordExpiries(deps: { db: Database; now: Date }): Promise<string[]> {
  const today = todayInSaoPaulo(deps.now);
  const expired = deps.db
    .select({ one: sql`1` })
    .from(signatureEvents)
    .where(and(eq(signatureEvents.requestId, signatureRequests.id), eq(signatureEvents.kind, "expired")));
  const recorded: string[] = [];
  const due = await deps.db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(
        isNull(signatureRequests.completedAt),
        isNull(signatureRequests.rejectedAt),
        isNull(signatureRequests.voidedAt),
        sql`${signatureRequests.dueDate} < ${today}::date`,
        notExists(expired),
      ),
    );
  for (const { id } of due) {
    await deps.db.transaction(async (tx) => {
      const [r] = await tx
        .select()
        .from(signatureRequests)
        .where(and(eq(signatureRequests.id, id), notExists(expired)))
        .for("update", { skipLocked: true });
      if (!r) return;
      // Asked again now that the row is ours: the statement above judged "not recorded yet" from a
      // snapshot taken before its lock, so another process that recorded the expiry and let go of the
      // row in between would go unseen (locking a row that was not updated does not recheck the WHERE).
      const [already] = await tx
        .select({ one: sql`1` })
        .from(signatureEvents)
        .where(and(eq(signatureEvents.requestId, id), eq(signatureEvents.kind, "expired")))
        .limit(1);
      if (already) return;
      await recordEvent(tx, { requestId: id, kind: "expired", sha256: r.sha256, actor: SYSTEM_ACTOR, at: deps.now });
      await markSigningNoticesDone(tx, id, deps.now);
      if (r.createdBy) {
        await notify(tx, {
          userId: r.createdBy,
          title: "Contrato expirado",
          body: `O prazo para assinar o contrato "${r.title}" terminou sem todas as assinaturas.`,
          link: "/dashboard/signatures",
        });
      }
      recorded.push(id);
    });
  }
  return recorded;
}

/**
 * How many SCP contracts one run of the job makes at most (decision 066). Each is a PDF the server
 * writes and stores; a backlog (a large raise whose commitments all pass their withdrawal period the
 * same day) is worked through a batch a minute instead of in one run that holds a core for as long as
 * it takes and that a shutdown waits for. The rest waits for the next run, oldest first.
 */
export const CONTRACTS_PER_RUN = 100;

/**
 * The active commitments past their withdrawal period still without an SCP contract, the longest due
 * first, at most `limit`. Read through investments_contract_due_idx, which holds only those without a contract:
 * the flag is kept by a trigger on signature_requests (decision 054), so a run no longer reads every
 * active commitment the platform ever confirmed. createScpContracts still checks, under the row's lock.
 */
export async function investmentsDueForContract(db: Database, now: Date, limit = CONTRACTS_PER_RUN): Promise<string[]> {
  const rows = await db
    .select({ id: investments.id })
    .from(investments)
    .where(
      and(
        eq(investments.status, "active"),
        eq(investments.contractRequested, false),
        lte(investments.withdrawableUntil, now),
        // Only paid commitments get their contract (decision 107): one awaiting its Pix waits.
        sql`not exists (select 1 from ${paymentCharges} c where c.investment_id = ${investments.id} and c.status = 'awaiting_payment')`,
      ),
    )
    // The index's order (withdrawal period's end, which is the commitment's time plus 5 days): the scan
    // stops after `limit` rows instead of sorting the whole backlog.
    .orderBy(asc(investments.withdrawableUntil), asc(investments.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * When an investment's withdrawal period ends it is confirmed, and its SCP participation contract
 * goes to signature by the investor and the project's creator (docs/product/investments.md#withdrawal).
 * One contract per investment: the unique index on investment_id holds even if two processes race.
 * Returns the new requests' ids.
 */
export async function createScpContracts(deps: {
  db: Database;
  storage: Storage;
  publicUrl: string;
  now: Date;
  /** At most this many contracts in this run (CONTRACTS_PER_RUN unless a test says otherwise). */
  limit?: number;
}): Promise<string[]> {
  const hasContract = deps.db
    .select({ one: sql`1` })
    .from(signatureRequests)
    .where(eq(signatureRequests.investmentId, investments.id));
  const due = await investmentsDueForContract(deps.db, deps.now, deps.limit);
  const created: string[] = [];
  for (const id of due) {
    try {
      const requestId = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ i: investments, p: projects })
          .from(investments)
          .innerJoin(projects, eq(projects.id, investments.projectId))
          .where(and(eq(investments.id, id), eq(investments.status, "active"), notExists(hasContract)))
          .for("update", { of: investments, skipLocked: true });
        if (!row) return null;
        // Asked again once the row is ours (see recordExpiries): another process may have created the
        // contract just before; the unique index would refuse a second one, but only after its PDF was
        // stored, leaving a file nothing refers to.
        const [already] = await tx
          .select({ id: signatureRequests.id })
          .from(signatureRequests)
          .where(eq(signatureRequests.investmentId, id))
          .limit(1);
        if (already) return null;
        const { i, p } = row;
        const people = await tx
          .select({ id: users.id, email: users.email, name: profiles.name, cpf: profiles.cpf })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(inArray(users.id, [i.investorId, p.createdBy]));
        const investor = people.find((u) => u.id === i.investorId);
        const creator = people.find((u) => u.id === p.createdBy);
        if (!investor || !creator) return null;
        const amount = toMoney(i.amount) ?? 0;
        const investorName = investor.name ?? investor.email;
        const creatorName = creator.name ?? creator.email;
        const bytes = await buildScpContractPdf({
          projectTitle: p.title,
          projectLocation: `${p.locationCity}/${p.locationState}`,
          creator: { name: creatorName, email: creator.email },
          investor: { name: investorName, email: investor.email, cpf: investor.cpf },
          amount,
          investedAt: i.createdAt,
          investmentId: i.id,
        });
        const fileId = await storeGeneratedPdf(tx, deps.storage, {
          bytes,
          name: `Contrato SCP - ${p.title} - ${investorName}.pdf`,
          ownerId: p.createdBy,
        });
        return insertSignatureRequest(
          tx,
          {
            title: `Contrato de Participação SCP — ${p.title} — ${investorName}`,
            projectId: p.id,
            type: "scp",
            amount,
            dueDate: addDays(todayInSaoPaulo(deps.now), SCP_SIGNING_DAYS),
            fileId,
            // The project's creator presents the contract: they follow it and may resend it.
            createdBy: p.createdBy,
            // Each party is invited with the CPF of their profile (decision 033): only they can sign.
            signers: [
              { name: investorName, email: investor.email.toLowerCase(), cpf: investor.cpf },
              { name: creatorName, email: creator.email.toLowerCase(), cpf: creator.cpf },
            ],
            investmentId: i.id,
            at: deps.now,
          },
          SYSTEM_ACTOR,
          deps.publicUrl,
        );
      });
      if (requestId) created.push(requestId);
    } catch (err) {
      // Another process created this investment's contract first: nothing to do.
      if (!isUniqueViolation(err, "signature_requests_investment")) throw err;
    }
  }
  return created;
}
