// Helpers for the chat and realtime API tests.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ConversationDetail, Message, MessagePage } from "@alicerce/shared/schemas/chat";
import { client, newAccount, ok, type Account } from "./project-helpers.ts";

export type { ConversationDetail, Message, MessagePage };

/** The cast the chat and realtime tests share: Ana (creator), Bruno (investor), Carla (legal), Ivo (in nothing). */
export function chatAccounts(app: FastifyInstance): Promise<[Account, Account, Account, Account]> {
  return Promise.all([
    newAccount(app, "creator", { name: "Ana Almeida" }),
    newAccount(app, "investor", { name: "Bruno Barros" }),
    newAccount(app, "legal", { name: "Carla Campos" }),
    newAccount(app, "investor", { name: "Ivo Intruso" }),
  ]);
}

/** A client id as the web makes them: unique per send. */
export const clientId = () => `c-${randomUUID()}`;

export async function directChat(app: FastifyInstance, from: Account, to: Account): Promise<ConversationDetail> {
  const res = await client(app, from.cookie).post("/api/chat/conversations/direct", { user_id: to.id });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`direct chat → ${res.statusCode}: ${res.body}`);
  return res.json() as ConversationDetail;
}

export async function groupChat(
  app: FastifyInstance,
  admin: Account,
  members: Account[],
  name = "Grupo de obra",
): Promise<ConversationDetail> {
  return ok<ConversationDetail>(
    await client(app, admin.cookie).post("/api/chat/conversations/group", {
      name,
      member_ids: members.map((m) => m.id),
    }),
    201,
  );
}

export async function send(
  app: FastifyInstance,
  from: Account,
  conversationId: string,
  content: string,
  extra: Record<string, unknown> = {},
): Promise<Message> {
  return ok<Message>(
    await client(app, from.cookie).post(`/api/chat/conversations/${conversationId}/messages`, {
      client_id: clientId(),
      content,
      ...extra,
    }),
    201,
  );
}

export async function unread(app: FastifyInstance, who: Account): Promise<number> {
  return ok<{ total: number }>(await client(app, who.cookie).get("/api/chat/unread")).total;
}
