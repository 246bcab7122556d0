import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { onlyDigits } from "@alicerce/shared/brazilian";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import {
  comparableName,
  formatIsoDay,
  SIGNER_EMAIL_NOT_CONFIRMED,
  SIGNING_CODE_LENGTH,
  SIGNING_CODE_MAX_ATTEMPTS,
  SIGNING_CODE_MINUTES,
  SIGNING_CODE_RESEND_SECONDS,
  SIGNING_CODE_WRONG_TRIES_PER_DAY,
  SIGNING_CODES_PER_DAY,
  SIGNING_IDENTITY_WRONG_TRIES_PER_DAY,
  type FailedAttemptKind,
} from "@alicerce/shared/signatures";
import type { Database } from "../../db/client.ts";
import { profiles, signatureCodes, signatureEvents, signatureSigners, user as users } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * How a signer proves to be the person the invitation names (decision 033,
 * docs/product/documents-and-signatures.md#who-signs): a confirmed e-mail, the invited name, the
 * account's CPF (the invited one when the sender named it) and a one-time code mailed at signing.
 */

type SignerRow = typeof signatureSigners.$inferSelect;

/** A signer whose account has not confirmed the invited e-mail may not see, sign or refuse. */
export async function requireConfirmedEmail(db: Database, userId: string) {
  const [row] = await db.select({ confirmed: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.confirmed) throw new AppError("EMAIL_NOT_VERIFIED", SIGNER_EMAIL_NOT_CONFIRMED);
}

async function accountCpf(db: Database, userId: string): Promise<string | null> {
  const [profile] = await db.select({ cpf: profiles.cpf }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return profile?.cpf ?? null;
}

const WRONG_PERSON =
  "Este contrato foi enviado para outro CPF: apenas a pessoa com o CPF indicado por quem o enviou pode assiná-lo ou recusá-lo.";

/** When the sender named a CPF, only the account with that CPF may act on this signer's line. */
export async function requireInvitedCpf(db: Database, userId: string, signer: SignerRow) {
  if (!signer.invitedCpf) return;
  if ((await accountCpf(db, userId)) !== signer.invitedCpf) throw new AppError("FORBIDDEN", WRONG_PERSON);
}

/** The refused name or CPF attempts of this signer line today (São Paulo): each is a row of the trail. */
async function identityFailuresToday(db: Database, signer: SignerRow, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(signatureEvents)
    .where(
      and(
        eq(signatureEvents.requestId, signer.requestId),
        inArray(signatureEvents.kind, IDENTITY_FAILURES),
        eq(signatureEvents.signerId, signer.id),
        sql`(${signatureEvents.at} at time zone 'America/Sao_Paulo')::date = ${todayInSaoPaulo(now)}::date`,
      ),
    );
  return row?.count ?? 0;
}

const IDENTITY_FAILURES: FailedAttemptKind[] = ["failed_name", "failed_cpf", "failed_name_cpf"];

/**
 * At signing: the name typed is the INVITED name (not the profile's, which its owner may edit) and
 * the CPF is the account's. Returns the CPF recorded in the trail, or, when the name or the CPF does
 * not match, the refusal and the kind of failure the trail records (decision 126); the caller
 * records it and throws after its transaction commits. Once the signer line's day holds
 * SIGNING_IDENTITY_WRONG_TRIES_PER_DAY such failures, nothing more is compared (or recorded) until
 * the next day: the trail cannot be flooded.
 */
export async function checkSignerIdentity(
  db: Database,
  userId: string,
  signer: SignerRow,
  input: { name: string; cpf: string },
  now: Date,
): Promise<{ ok: true; cpf: string } | { ok: false; error: AppError; failure: FailedAttemptKind }> {
  const cpf = await accountCpf(db, userId);
  if (!cpf) {
    throw new AppError(
      "VALIDATION_ERROR",
      "Sua conta não tem CPF cadastrado. Cadastre seu CPF em Minha Conta e volte para assinar.",
      { cpf: ["Cadastre seu CPF em Minha Conta."] },
    );
  }
  if (signer.invitedCpf && cpf !== signer.invitedCpf) throw new AppError("FORBIDDEN", WRONG_PERSON);
  if ((await identityFailuresToday(db, signer, now)) >= SIGNING_IDENTITY_WRONG_TRIES_PER_DAY) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      `O nome ou o CPF foi digitado errado ${SIGNING_IDENTITY_WRONG_TRIES_PER_DAY} vezes hoje neste contrato, o limite do dia. Tente de novo ${tryAgainOn(formatIsoDay(dayAfter(todayInSaoPaulo(now))))}.`,
    );
  }
  const fields: Record<string, string[]> = {};
  const wrongName = comparableName(input.name) !== comparableName(signer.name);
  const wrongCpf = onlyDigits(input.cpf) !== cpf;
  if (wrongName) fields.name = [`Digite o nome como está no convite: ${signer.name}.`];
  if (wrongCpf) fields.cpf = ["Informe o CPF cadastrado na sua conta."];
  if (!wrongName && !wrongCpf) return { ok: true, cpf };
  return {
    ok: false,
    failure: wrongName && wrongCpf ? "failed_name_cpf" : wrongName ? "failed_name" : "failed_cpf",
    error: new AppError(
      "VALIDATION_ERROR",
      "O nome deve ser o do convite e o CPF, o da sua conta. Confira os campos indicados.",
      fields,
    ),
  };
}

/**
 * The stored form of a code: HMAC-SHA256 keyed by its row's id, so equal codes of two rows never
 * share a hash and the table alone does not list the codes.
 */
function codeHash(rowId: string, code: string): string {
  return createHmac("sha256", rowId).update(code).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

const newestCode = async (tx: Database, signerId: string) =>
  (
    await tx
      .select()
      .from(signatureCodes)
      .where(eq(signatureCodes.signerId, signerId))
      .orderBy(desc(signatureCodes.createdAt))
      .limit(1)
  )[0];

/** The São Paulo day after `today` ("2026-12-06" → "2026-12-07"). */
function dayAfter(today: string): string {
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The codes sent to this signer line today (São Paulo) and the wrong tries typed over them: the
 * rows of signature_codes are the count, so the ceiling needs no table of its own. Read under the
 * request's lock, as every code route runs, so two calls cannot both take the last one.
 */
async function spentToday(tx: Database, signerId: string, now: Date) {
  const today = todayInSaoPaulo(now);
  const [row] = await tx
    .select({
      codes: sql<number>`count(*)`.mapWith(Number),
      wrongTries: sql<number>`coalesce(sum(${signatureCodes.attempts}), 0)`.mapWith(Number),
    })
    .from(signatureCodes)
    .where(
      and(
        eq(signatureCodes.signerId, signerId),
        sql`(${signatureCodes.createdAt} at time zone 'America/Sao_Paulo')::date = ${today}::date`,
      ),
    );
  return { codes: row?.codes ?? 0, wrongTries: row?.wrongTries ?? 0, tomorrow: formatIsoDay(dayAfter(today)) };
}

const tryAgainOn = (day: string) => `a partir de ${day}, 00h00 (horário de Brasília)`;

/** The refusal once today's wrong tries reached the ceiling: no more codes, no more tries until tomorrow. */
const wrongTriesCeiling = (tomorrow: string) =>
  new AppError(
    "TOO_MANY_REQUESTS",
    `O código foi digitado errado ${SIGNING_CODE_WRONG_TRIES_PER_DAY} vezes hoje neste contrato, o limite do dia. Tente de novo ${tryAgainOn(tomorrow)}.`,
  );

/**
 * A new code for this signer and account, valid SIGNING_CODE_MINUTES; refused (429) if the last
 * one was sent less than SIGNING_CODE_RESEND_SECONDS ago, or once the signer line's day used up its
 * codes or its wrong tries (decision 093). A new code replaces the previous one
 * (only the newest counts). Runs under the request's lock, so two clicks cannot both send.
 * Returns the plain code, to be mailed and forgotten.
 */
export async function issueCode(tx: Database, signer: SignerRow, userId: string, now: Date) {
  const spent = await spentToday(tx, signer.id, now);
  if (spent.wrongTries >= SIGNING_CODE_WRONG_TRIES_PER_DAY) throw wrongTriesCeiling(spent.tomorrow);
  if (spent.codes >= SIGNING_CODES_PER_DAY) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      `Você já pediu ${SIGNING_CODES_PER_DAY} códigos hoje para este contrato, o limite do dia. Peça outro ${tryAgainOn(spent.tomorrow)}.`,
    );
  }
  const last = await newestCode(tx, signer.id);
  if (last && last.userId === userId) {
    const waitMs = last.createdAt.getTime() + SIGNING_CODE_RESEND_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `Um código acabou de ser enviado para seu e-mail. Aguarde ${seconds} ${seconds === 1 ? "segundo" : "segundos"} para pedir outro.`,
      );
    }
  }
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** SIGNING_CODE_LENGTH)).padStart(SIGNING_CODE_LENGTH, "0");
  const expiresAt = new Date(now.getTime() + SIGNING_CODE_MINUTES * 60_000);
  await tx
    .insert(signatureCodes)
    .values({ id, signerId: signer.id, userId, codeHash: codeHash(id, code), createdAt: now, expiresAt });
  return { code, expiresAt, resendAt: new Date(now.getTime() + SIGNING_CODE_RESEND_SECONDS * 1000) };
}

const codeRefused = (message: string) => new AppError("VALIDATION_ERROR", message, { code: [message] });
const ASK_AGAIN = "Peça um novo código em “Enviar código”.";

/**
 * Checks the code typed against the newest code of this signer, sent for this account. Returns
 * "confirmed" (the row is marked used, in the caller's transaction) or the refusal to give once
 * the caller has committed the counted try: a wrong code must count even though nothing else is
 * written, so it is not thrown from inside the transaction (its rollback would undo the count).
 */
export async function checkCode(
  tx: Database,
  signer: SignerRow,
  userId: string,
  code: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; error: AppError; wrongCode?: true }> {
  const row = await newestCode(tx, signer.id);
  if (!row || row.userId !== userId)
    return { ok: false, error: codeRefused(`Nenhum código foi enviado. ${ASK_AGAIN}`) };
  if (row.confirmedAt) return { ok: false, error: codeRefused(`Este código já foi usado. ${ASK_AGAIN}`) };
  if (row.expiresAt <= now) return { ok: false, error: codeRefused(`Este código expirou. ${ASK_AGAIN}`) };
  const spent = await spentToday(tx, signer.id, now);
  if (spent.wrongTries >= SIGNING_CODE_WRONG_TRIES_PER_DAY)
    return { ok: false, error: wrongTriesCeiling(spent.tomorrow) };
  if (row.attempts >= SIGNING_CODE_MAX_ATTEMPTS) {
    return {
      ok: false,
      error: codeRefused(
        `Este código foi bloqueado após ${SIGNING_CODE_MAX_ATTEMPTS} tentativas erradas. ${ASK_AGAIN}`,
      ),
    };
  }
  if (!sameHash(codeHash(row.id, code), row.codeHash)) {
    const attempts = row.attempts + 1;
    await tx.update(signatureCodes).set({ attempts }).where(eq(signatureCodes.id, row.id));
    const left = SIGNING_CODE_MAX_ATTEMPTS - attempts;
    return {
      ok: false,
      // A counted try: the trail records it (decision 126), bounded by the same daily ceiling.
      wrongCode: true,
      error: codeRefused(
        left > 0
          ? `Código incorreto. ${left === 1 ? "Resta 1 tentativa" : `Restam ${left} tentativas`} com este código.`
          : `Código incorreto. Este código foi bloqueado após ${SIGNING_CODE_MAX_ATTEMPTS} tentativas erradas. ${ASK_AGAIN}`,
      ),
    };
  }
  await tx
    .update(signatureCodes)
    .set({ confirmedAt: now })
    .where(and(eq(signatureCodes.id, row.id), eq(signatureCodes.userId, userId)));
  return { ok: true };
}
