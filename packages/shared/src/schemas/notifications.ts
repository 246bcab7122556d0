import { z } from "zod";
import { pageQuerySchema } from "./common.ts";

/** One entry of the header bell (docs/product/account-and-notifications.md#notifications). */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** An app path (/dashboard/…) the entry opens, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  /**
   * What it asked is done (a "Contrato para assinar" once the person signed or refused, or the
   * request ended): shown as done, never counted as unread.
   */
  done: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
