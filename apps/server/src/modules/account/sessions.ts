import type { FastifyRequest } from "fastify";
import {
  CURRENT_SESSION_USE_LOGOUT,
  OTHER_SESSIONS_ENDED,
  SESSION_ENDED,
  SESSION_NOT_FOUND,
} from "@alicerce/shared/schemas/account";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { sessionOf } from "../../http/authenticated.ts";
import { endAccountSession, endOtherAccountSessions, listAccountSessions } from "../auth/index.ts";

// "Sessões ativas" (docs/product/account-and-notifications.md#sessions): the signed-in person sees
// and ends the sessions of their own account only. An ended session's realtime sockets close at
// once on every process (the sessions.ended signal).

type Deps = Pick<AppDeps, "db" | "signals">;

const viewerSession = (request: FastifyRequest) => sessionOf(request)!;

export async function listSessions(deps: Deps, request: FastifyRequest) {
  const { user, sessionId } = viewerSession(request);
  return { items: await listAccountSessions(deps.db, user.id, sessionId) };
}

export async function endOneSession(deps: Deps, request: FastifyRequest, id: string) {
  const { user, sessionId } = viewerSession(request);
  if (id === sessionId) throw new AppError("CONFLICT", CURRENT_SESSION_USE_LOGOUT);
  if (!(await endAccountSession(deps.db, user.id, id))) throw new AppError("NOT_FOUND", SESSION_NOT_FOUND);
  deps.signals.publish({ type: "sessions.ended", userId: user.id });
  return { message: SESSION_ENDED };
}

export async function endOtherSessions(deps: Deps, request: FastifyRequest) {
  const { user, sessionId } = viewerSession(request);
  if ((await endOtherAccountSessions(deps.db, user.id, sessionId)) > 0) {
    deps.signals.publish({ type: "sessions.ended", userId: user.id });
  }
  return { message: OTHER_SESSIONS_ENDED };
}
