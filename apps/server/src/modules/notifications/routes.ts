import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  unreadCountSchema,
} from "@alicerce/shared/schemas/notifications";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { listNotifications, markAllRead, markRead, unreadCount } from "./inbox.ts";
import { touchesByDefault } from "../../http/touches.ts";

/** The header bell (docs/product/account-and-notifications.md#notifications): each person sees only their own. */
export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["notifications"]);
  const { db } = deps;

  app.get(
    "/api/notifications",
    {
      schema: {
        tags: ["notifications"],
        summary: "As notificações da conta, mais recentes primeiro, com o total de não lidas",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listNotifications(db, request.user.id, request.query);
    },
  );

  app.get(
    "/api/notifications/unread-count",
    {
      schema: {
        tags: ["notifications"],
        summary: "Quantas notificações não foram lidas (o número do sino)",
        response: { 200: unreadCountSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { unread_count: await unreadCount(db, request.user.id) };
    },
  );

  app.post(
    "/api/notifications/:id/read",
    {
      schema: {
        tags: ["notifications"],
        summary: "Marca uma notificação como lida",
        params: idParamsSchema,
        response: { 200: notificationSchema, ...errorResponses },
      },
    },
    async (request) => markRead(db, request.user.id, request.params.id),
  );

  app.post(
    "/api/notifications/read-all",
    {
      schema: {
        tags: ["notifications"],
        summary: "Marca todas as notificações como lidas",
        response: { 200: unreadCountSchema, ...errorResponses },
      },
    },
    async (request) => markAllRead(db, request.user.id),
  );
};
