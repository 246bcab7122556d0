import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RawData } from "ws";
import { z } from "zod";
import { REALTIME_PATH } from "@alicerce/shared/chat";
import type { AppDeps } from "../app-deps.ts";
import { sessionOf } from "../http/authenticated.ts";
import { AppError } from "../http/app-error.ts";
import { DATABASE_OUTAGE_MESSAGE, isDatabaseUnreachable } from "../http/database-outage.ts";
import { allowedOrigins } from "../http/origin-guard.ts";
import type { RealtimeClient, RealtimeHub } from "./hub.ts";

/** The transport's own client frame; every other frame is a channel's. */
const pingSchema = z.object({ type: z.literal("ping") });

/** Frames a client may send are tiny; anything bigger is not ours. */
export const REALTIME_MAX_FRAME_BYTES = 4096;

/**
 * The realtime socket (docs/api/chat.md#realtime-socket-apirealtime). Registered in the
 * authenticated scope: the upgrade request must carry a valid session cookie (401 otherwise), and a
 * browser page of another origin is refused (403) before the upgrade, since cookies would let it in.
 */
export const REALTIME_UPGRADE_ONLY = "Este endereço aceita apenas conexões WebSocket.";
export const REALTIME_TOO_MANY_SOCKETS =
  "Há conexões em tempo real demais abertas nesta sessão. Feche outras abas do Alicerce e tente novamente.";

/** The realtime routes take the hub the app wired, with its channels (app-realtime.ts). */
export type RealtimeRouteDeps = AppDeps & { realtime: RealtimeHub };

export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeRouteDeps> = async (app, deps) => {
  const hub = deps.realtime;
  const origins = allowedOrigins(deps.config);

  async function onFrame(client: RealtimeClient, raw: RawData) {
    // Frames still queued when the socket closed (over its budget, say) would be answered to nobody.
    if (client.socket.readyState !== client.socket.OPEN) return;
    client.missed = 0;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString());
    } catch {
      parsed = undefined;
    }
    if (pingSchema.safeParse(parsed).success) return hub.send(client, { type: "pong" });
    // The frame is a channel's (chat's subscribe, typing…): the first channel whose frames parse it answers.
    if (!(await hub.onFrame(client, parsed))) {
      hub.send(client, {
        type: "error",
        code: "VALIDATION_ERROR",
        message: "Mensagem não reconhecida pelo canal em tempo real.",
        conversation_id: null,
      });
    }
  }

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      schema: { hide: true },
      onRequest: async (request, reply) => {
        const origin = request.headers.origin;
        // Browsers always send Origin on a WebSocket; other clients cannot carry a victim's cookie.
        if (origin !== undefined && !origins.has(origin)) {
          request.log.warn({ origin }, "realtime socket from another origin refused");
          return reply
            .status(403)
            .send({ error: { code: "FORBIDDEN", message: "Origem da requisição não permitida." } });
        }
      },
      // A plain GET (no upgrade) would get the WebSocket plugin's bodyless 404; answer in the API's shape.
      preHandler: async (request) => {
        if (request.headers.upgrade?.toLowerCase() !== "websocket") {
          throw new AppError("VALIDATION_ERROR", REALTIME_UPGRADE_ONLY);
        }
        // Refused before the upgrade, so a browser tab backs off (its reconnect delay grows) instead
        // of opening and being closed at once; hub.add enforces the ceiling again for racing upgrades.
        if (!hub.hasRoomFor(sessionOf(request)!.sessionId)) {
          throw new AppError("TOO_MANY_REQUESTS", REALTIME_TOO_MANY_SOCKETS);
        }
      },
    },
    (socket, request) => {
      const client = hub.add(socket, request.user.id, sessionOf(request)!.sessionId);
      if (!client) return;
      // One frame at a time per socket: frames keep their order, a socket never has more than one
      // database read in flight, and a repeated refused subscription finds the first refusal remembered.
      let handled = Promise.resolve();
      socket.on("message", (raw: RawData) => {
        // Metered on arrival (decision 038): over the budget the socket is closed and the frame dropped.
        if (!hub.admit(client)) return;
        // Tracked, so a shutdown closes the database after the frame's reads (decision 081).
        handled = deps.work.track(
          handled.then(() =>
            onFrame(client, raw).catch((err: Error) => {
              request.log.warn({ err }, "realtime frame failed");
              // The database unreachable is an outage, told as the API tells it (decision 038).
              const outage = isDatabaseUnreachable(err);
              hub.send(client, {
                type: "error",
                code: outage ? "UNAVAILABLE" : "INTERNAL",
                message: outage ? DATABASE_OUTAGE_MESSAGE : "Não foi possível atender ao pedido. Tente novamente.",
                conversation_id: null,
              });
            }),
          ),
        );
      });
      hub.send(client, { type: "ready", user_id: request.user.id });
    },
  );
};
