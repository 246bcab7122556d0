import type { FastifyRequest } from "fastify";
import type { SignatureEventKind } from "@alicerce/shared/signatures";
import type { Database } from "../../db/client.ts";
import { signatureEvents } from "../../db/schema/index.ts";

/** Who acted and from where, as the audit trail records it; `userId` null is the system (a job). */
export type Actor = { userId: string | null; ip: string | null; userAgent: string | null };

export const SYSTEM_ACTOR: Actor = { userId: null, ip: null, userAgent: null };

/** The acting user, address (proxy-aware, see config.trustProxy) and browser of a request. */
export function actorOf(request: FastifyRequest): Actor {
  const agent = request.headers["user-agent"];
  return {
    userId: request.user.id,
    ip: request.ip ?? null,
    userAgent: typeof agent === "string" ? agent.slice(0, 500) : null,
  };
}

/** Appends one event to the trail (the table refuses updates and deletes). */
export async function recordEvent(
  tx: Database,
  event: {
    requestId: string;
    kind: SignatureEventKind;
    sha256: string;
    actor: Actor;
    signerId?: string | null;
    cpf?: string | null;
    at?: Date;
  },
) {
  await tx.insert(signatureEvents).values({
    requestId: event.requestId,
    signerId: event.signerId ?? null,
    actorId: event.actor.userId,
    kind: event.kind,
    cpf: event.cpf ?? null,
    ip: event.actor.ip,
    userAgent: event.actor.userAgent,
    sha256: event.sha256,
    ...(event.at ? { at: event.at } : {}),
  });
}
