import type { Placeholder, SQL } from "drizzle-orm";
import { opaquePlaceholder } from "../../db/prepared-once.ts";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";

/**
 * Who a statement is about: a value bound as a parameter, a placeholder bound when the prepared statement
 * runs, or SQL that hides a placeholder from the planner (`opaquePlaceholder`, decision 068).
 */
export type SqlValue = string | Placeholder | SQL;

/**
 * Who reads, as the SQL reading rules need them. A session's user is one; so is a kind of user with
 * placeholders for the id and e-mail (`placeholderViewer`), for a statement built once and executed
 * for every user of that kind. The rules branch on the kind only (type and verified), never on the
 * id, so a statement prepared for a kind is the rule for each of its users.
 */
export type SqlViewer = {
  id: SqlValue;
  /** Compared lower-cased (signers are stored so): a placeholder is bound with `viewerParams`. */
  email: SqlValue;
  type: CurrentUser["type"];
  verified: boolean;
};

/**
 * The user's kind with placeholders for who exactly: bind them with `viewerParams(user)`. Opaque to the
 * planner (decision 068), so the statement's generic plan, the same for every user of the kind, is kept
 * instead of one planned for each call's user (decision 086).
 */
export const placeholderViewer = (user: CurrentUser): SqlViewer => ({
  id: opaquePlaceholder("viewerId", "uuid"),
  email: opaquePlaceholder("viewerEmail", "text"),
  type: user.type,
  verified: user.verified,
});

export const viewerParams = (user: CurrentUser) => ({ viewerId: user.id, viewerEmail: user.email.toLowerCase() });

/** A name part for a statement prepared per kind of viewer. */
export const viewerKind = (user: CurrentUser) => `${user.type}_${user.verified ? "verified" : "unverified"}`;

/** The e-mail as the signer rows keep it. */
export const lowerCaseEmail = (viewer: SqlViewer) =>
  typeof viewer.email === "string" ? viewer.email.toLowerCase() : viewer.email;
