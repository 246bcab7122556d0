import { createHash } from "node:crypto";
import fp from "fastify-plugin";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";
import { AppError } from "./app-error.ts";
import type { ReadSession } from "./session.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route honours an Idempotency-Key header (see http/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { userId: string; key: string };
  }
}

/** Keys are kept this long; a repeat after that runs again. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A request that never answered (the process died) stops blocking its key after this. */
const ABANDONED_SECONDS = 120;

const keyPattern = /^[\x21-\x7e]{1,255}$/;

/**
 * Documents the header in the OpenAPI schema of an idempotent route. Loose, so the other
 * headers (cookie, origin) stay on the request.
 */
export const idempotencyHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .optional()
    .describe(
      "Chave única por envio (até 255 caracteres visíveis). Repetida pelo mesmo usuário com o mesmo corpo, devolve a primeira resposta sem repetir o efeito.",
    ),
});

function fingerprint(request: FastifyRequest): string {
  const body = createHash("sha256")
    .update(JSON.stringify(request.body ?? null))
    .digest("hex");
  return `${request.method} ${request.url.split("?")[0]} ${body}`;
}

const reusedKey = () =>
  new AppError("CONFLICT", "Esta chave de idempotência já foi usada com outra requisição. Gere uma nova chave.", {
    "idempotency-key": ["Chave já usada com outros dados."],
  });
const stillRunning = () =>
  new AppError(
    "CONFLICT",
    "Uma requisição com esta chave de idempotência ainda está em andamento. Aguarde a resposta.",
  );

/**
 * Routes with `config: { idempotent: true }` accept an `Idempotency-Key` header: the first
 * request with a key claims it (one insert, so of two simultaneous requests only one runs), its
 * answer is stored, and a repeat by the same user gets that answer back without running again.
 * The same key with another method, path or body is refused. Answers of 5xx and 429 are not
 * kept, so the client may retry those with the same key.
 */
async function idempotency(
  app: FastifyInstance,
  deps: {
    db: Database;
    readSession: ReadSession;
  },
) {
  const { db } = deps;
  // Both hooks in Fastify's callback form: a request without a key (every read) passes at once, without
  // an async hook's promise (decision 084); one with a key runs the async part.
  app.addHook("preHandler", (request, reply, done) => {
    if (!request.routeOptions.config.idempotent || request.headers["idempotency-key"] === undefined) return done();
    claimOrReplay(request, reply).then(() => done(), done);
  });

  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers["idempotency-key"];
    if (typeof key !== "string" || !keyPattern.test(key)) {
      throw new AppError("VALIDATION_ERROR", "A chave de idempotência deve ter de 1 a 255 caracteres visíveis.", {
        "idempotency-key": ["Chave inválida."],
      });
    }
    // Without a session the route answers 401 itself; nothing to remember.
    const session = await deps.readSession(request, reply);
    if (!session) return;
    const userId = session.user.id;
    const print = fingerprint(request);
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint: print })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      request.idempotency = { userId, key };
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!first) throw stillRunning(); // deleted between the two statements: the first failed just now
    if (first.fingerprint !== print) throw reusedKey();
    if (first.statusCode === null) {
      // Take over a key whose request died without answering.
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            sql`${idempotencyKeys.statusCode} is null`,
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_SECONDS})`),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (!taken) throw stillRunning();
      request.idempotency = { userId, key };
      return;
    }
    reply.header("idempotent-replayed", "true");
    if (first.contentType) reply.header("content-type", first.contentType);
    // Sent as stored: the serializer already ran for the first answer.
    return reply
      .status(first.statusCode)
      .serializer((payload: unknown) => payload as string)
      .send(first.responseBody ?? "");
  }

  app.addHook("onSend", (request, reply, payload, done) => {
    const claim = request.idempotency;
    if (!claim) return done(null, payload);
    request.idempotency = undefined;
    keepAnswer(claim, reply, payload).then(() => done(null, payload), done);
  });

  /** Stores the answer under the claimed key, or lets the key go when the answer is not one to replay. */
  async function keepAnswer(claim: { userId: string; key: string }, reply: FastifyReply, payload: unknown) {
    const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 500 || reply.statusCode === 429 || (payload !== null && typeof payload !== "string")) {
      await db.delete(idempotencyKeys).where(where);
      return;
    }
    const contentType = reply.getHeader("content-type");
    await db
      .update(idempotencyKeys)
      .set({
        statusCode: reply.statusCode,
        responseBody: payload ?? "",
        contentType: typeof contentType === "string" ? contentType : null,
      })
      .where(where);
  }
}

export const idempotencyPlugin = fp(idempotency, { name: "alicerce-idempotency" });

/** Deletes keys past their lifetime (run by the housekeeping job). */
export async function deleteExpiredIdempotencyKeys(db: Database) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`));
}
