import { z } from "zod";
import { LIVE_DOMAINS, LIVE_SUBJECTS } from "../live.ts";
import { chatClientFrameSchema, chatServerFrameSchemas } from "./chat.ts";

// The frames of the realtime socket, /api/realtime (docs/api/chat.md#realtime-socket-apirealtime,
// decision 096): the transport's own (ready, ping and pong, error, presence), then what each channel
// carries over it: chat's (schemas/chat.ts) and the live updates' (shared/live.ts, decision 048).

/** Client → server: `ping` is answered with `pong`; the rest are chat's. */
export const realtimeClientMessageSchema = z.union([z.object({ type: z.literal("ping") }), chatClientFrameSchema]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** The transport's own server frames. */
const transportFrameSchemas = [
  /** Sent once the socket is authenticated. */
  z.object({ type: z.literal("ready"), user_id: z.string() }),
  /** A refused or malformed client message (e.g. NOT_FOUND "Conversa não encontrada." for a conversation's). */
  z.object({
    type: z.literal("error"),
    code: z.string(),
    message: z.string(),
    conversation_id: z.string().nullable(),
  }),
  z.object({ type: z.literal("pong") }),
  /**
   * Presence of users: the answer to a channel's question (a conversation's members) and, after it,
   * each change. last_seen_at is when an offline user's last socket closed, if known.
   */
  z.object({
    type: z.literal("presence"),
    users: z.array(z.object({ user_id: z.string(), online: z.boolean(), last_seen_at: z.string().nullable() })),
  }),
] as const;

/** Live updates (shared/live.ts, decision 048). */
const liveFrameSchemas = [
  /** The bell changed; refetch it. */
  z.object({ type: z.literal("notifications.changed") }),
  /** A record the user may have on screen changed; refetch the queries of `domains`. */
  z.object({
    type: z.literal("domain.changed"),
    domains: z.array(z.enum(LIVE_DOMAINS)),
    subject: z.enum(LIVE_SUBJECTS),
    id: z.string(),
  }),
] as const;

/** Server → client: every frame any channel sends. */
export const realtimeServerMessageSchema = z.discriminatedUnion("type", [
  ...transportFrameSchemas,
  ...chatServerFrameSchemas,
  ...liveFrameSchemas,
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
/** The presence of one user, as the `presence` frame carries it. */
export type PresenceEntry = Extract<RealtimeServerMessage, { type: "presence" }>["users"][number];
