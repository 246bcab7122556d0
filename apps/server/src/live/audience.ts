import { sql, type SQL } from "drizzle-orm";
import type { LiveSubject } from "@alicerce/shared/live";
import type { Database } from "../db/client.ts";
import type { LiveSignal } from "../realtime/signal-bus.ts";

export type DomainChanged = Extract<LiveSignal, { type: "domain.changed" }>;

/**
 * The project a record belongs to, as a one-column select (`project_id`). A deleted record has
 * none: its change then reaches the people of no project (only the desk, where it applies).
 */
function projectOf(subject: LiveSubject, id: string): SQL | null {
  switch (subject) {
    case "project":
      return sql`select ${id}::uuid as project_id`;
    case "investment":
      return sql`select project_id from investments where id = ${id}::uuid`;
    case "invitation":
      return sql`select project_id from project_team_members where id = ${id}::uuid`;
    case "document":
      return sql`select project_id from documents where id = ${id}::uuid`;
    case "contract":
      return sql`select project_id from contracts where id = ${id}::uuid`;
    case "approval":
      return sql`select case a.subject_type
          when 'project' then a.subject_id
          when 'document' then (select d.project_id from documents d where d.id = a.subject_id)
          when 'contract' then (select c.project_id from contracts c where c.id = a.subject_id)
        end as project_id
        from approval_requests a where a.id = ${id}::uuid`;
    case "signature":
    case "quotation":
      return null; // their parties are named on the record itself
  }
}

/**
 * A project's people: its creator, the accounts of its accepted team, and its investors; and those who
 * follow its offer without a commitment yet: who asked a question about it (the answer is theirs to
 * read as it comes, decision 129) and who said "Tenho interesse". Each may read the project's page;
 * the event only makes it refetch through the permission-checked endpoints.
 */
const projectPeople = (projectIds: SQL) => sql`
  select created_by as user_id from projects where id in (${projectIds})
  union select user_id from project_team_members where project_id in (${projectIds}) and user_id is not null
  union select investor_id from investments where project_id in (${projectIds})
  union select asked_by from project_questions where project_id in (${projectIds})
  union select user_id from project_interests where project_id in (${projectIds})`;

/** The legal desk: verified legal accounts and platform admins (shared/user-types.ts hasLegalPowers). */
const legalDesk = sql`select user_id from profiles where verified and type in ('legal', 'platform_admin')`;

/**
 * The accounts of the signers of some requests. A signer is addressed by e-mail (the account of that
 * address signs, as modules/signatures/access.ts checks); `user_id` is the account that signed.
 */
const signersOf = (requestIds: SQL) => sql`
  select u.id as user_id from users u join signature_signers s on s.email = lower(u.email)
    where s.request_id in (${requestIds})
  union select s.user_id from signature_signers s where s.request_id in (${requestIds}) and s.user_id is not null`;

/** The parties a record names itself, beyond its project's people. */
function ownParties(subject: LiveSubject, id: string): SQL | null {
  switch (subject) {
    case "signature":
      return sql`select created_by as user_id from signature_requests where id = ${id}::uuid and created_by is not null
        union ${signersOf(sql`select ${id}::uuid`)}`;
    case "quotation":
      return sql`select project_creator_id as user_id from quotations where id = ${id}::uuid
        union select s.user_id from quotations q join suppliers s on s.id = q.supplier_id where q.id = ${id}::uuid`;
    case "approval":
      return sql`select requested_by as user_id from approval_requests where id = ${id}::uuid`;
    case "contract":
      return signersOf(sql`select id from signature_requests where contract_id = ${id}::uuid`);
    default:
      return null;
  }
}

/** The desk follows its queue (approvals), the documents it reviews and the contracts it keeps. */
const deskConcerned = (signal: DomainChanged) =>
  signal.subject === "approval" ||
  signal.subject === "document" ||
  signal.subject === "contract" ||
  signal.domains.includes("approvals");

/**
 * Who a change concerns (docs/api/chat.md#live-updates): a project's creator, team and investors;
 * a signature request's sender and signers; a quotation's requester and supplier; the legal desk
 * for approvals, documents and contracts. One query per change, run only by a process that has
 * sockets open; never every socket.
 */
export async function liveAudience(db: Database, signal: DomainChanged): Promise<Set<string>> {
  const parts: SQL[] = [];
  const project = projectOf(signal.subject, signal.id);
  if (project) parts.push(projectPeople(project));
  const own = ownParties(signal.subject, signal.id);
  if (own) parts.push(own);
  if (deskConcerned(signal)) parts.push(legalDesk);
  if (parts.length === 0) return new Set();
  const query = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union `,
  );
  const result = (await db.execute(query)) as unknown as { rows: { user_id: string | null }[] };
  return new Set(result.rows.flatMap((row) => (row.user_id ? [row.user_id] : [])));
}
