import { and, eq, exists, isNull, not, notExists, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { SqlViewer } from "../auth/index.ts";
import { CONFIDENTIAL_SIGNATURE_TYPES } from "@alicerce/shared/signatures";
import type { Database } from "../../db/client.ts";
import { profiles, signatureRequests, signatureSigners, user as users } from "../../db/schema/index.ts";
import { fixedValue } from "../../db/prepared-once.ts";

/** Whose line: an account's id and e-mail (values or placeholders) are all the rule reads. */
type SignerViewer = Pick<SqlViewer, "id" | "email">;

/**
 * SQL on a `signature_signers` row: the user holds the invited address with the proof signing asks
 * for (decision 033): the e-mail confirmed and, when the sender named one, the invited CPF. Anyone
 * may register an address without owning it, so an address alone proves nothing (decision 093).
 */
function provesInvitation(db: Database, user: SignerViewer): SQL {
  return and(
    eq(signatureSigners.email, typeof user.email === "string" ? user.email.toLowerCase() : user.email),
    exists(
      db
        .select({ one: sql`1` })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            eq(users.id, user.id),
            eq(users.emailVerified, true),
            or(isNull(signatureSigners.invitedCpf), eq(profiles.cpf, signatureSigners.invitedCpf)),
          ),
        ),
    ),
  )!;
}

/**
 * SQL on a `signature_signers` row: it is the user's line. Once someone signed or refused on it, the
 * account that did (`user_id`) and no other, whatever addresses change hands afterwards; until then,
 * the account that proves the invitation (provesInvitation). Decision 093.
 */
export function isOwnSignerLine(db: Database, user: SignerViewer): SQL {
  return or(eq(signatureSigners.userId, user.id), and(isNull(signatureSigners.userId), provesInvitation(db, user)))!;
}

/** SQL on a `signature_requests` row: the user is one of its signers (isOwnSignerLine). */
export function isSignerOf(db: Database, user: SqlViewer): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(signatureSigners)
      .where(and(eq(signatureSigners.requestId, signatureRequests.id), isOwnSignerLine(db, user))),
  );
}

/** SQL on a `signature_requests` row: the user is a party to it, its sender or one of its signers. */
export const isPartyTo = (db: Database, user: SqlViewer): SQL =>
  or(eq(signatureRequests.createdBy, user.id), isSignerOf(db, user))!;

/** SQL on a `signature_requests` row: a contract naming an investor (SCP, investment). */
export const isConfidentialRequest = (): SQL => fixedValue(signatureRequests.type, ...CONFIDENTIAL_SIGNATURE_TYPES);

/**
 * SQL on a `documents` row (or an alias; `documentId` is its id column): it is not the PDF of a
 * confidential request the user is no party to. The documents screen lists every request's PDF as
 * a project document, so the signatures screen's rule holds there too: a team member does not reach
 * an investor's contract through it. Callers exempt the legal desk and admins, who read everything.
 */
export function notConfidentialToOthers(db: Database, user: SqlViewer, documentId: AnyPgColumn): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(signatureRequests)
      .where(and(eq(signatureRequests.documentId, documentId), isConfidentialRequest(), not(isPartyTo(db, user)))),
  );
}
