import { and, eq, exists, not, notExists, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { lowerCaseEmail, type SqlViewer } from "../auth/index.ts";
import { CONFIDENTIAL_SIGNATURE_TYPES } from "@alicerce/shared/signatures";
import type { Database } from "../../db/client.ts";
import { signatureRequests, signatureSigners } from "../../db/schema/index.ts";
import { fixedValue } from "../../db/prepared-once.ts";

/** SQL on a `signature_requests` row: the user is one of its signers (their e-mail matches, whenever they registered). */
export function isSignerOf(db: Database, user: SqlViewer): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(signatureSigners)
      .where(
        and(eq(signatureSigners.requestId, signatureRequests.id), eq(signatureSigners.email, lowerCaseEmail(user))),
      ),
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
