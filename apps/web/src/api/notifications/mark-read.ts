import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { Notification, NotificationList } from "@alicerce/shared/schemas/notifications";
import { client, unwrap } from "../client";
import { notificationKeys } from "./keys";

/** POST /api/notifications/:id/read. */
export function markNotificationRead(id: string): Promise<Notification> {
  return unwrap(client.POST("/api/notifications/{id}/read", { params: { path: { id } } }));
}

/** POST /api/notifications/read-all. */
export function markAllNotificationsRead(): Promise<{ unread_count: number }> {
  return unwrap(client.POST("/api/notifications/read-all"));
}

/** The loaded pages with `read` applied to the entries it matches. */
function withRead(data: InfiniteData<NotificationList> | undefined, matches: (n: Notification) => boolean) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((n) => (matches(n) && !n.read ? { ...n, read: true } : n)),
    })),
  };
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read) => {
      queryClient.setQueryData<InfiniteData<NotificationList>>(notificationKeys.list(), (data) =>
        withRead(data, (n) => n.id === read.id),
      );
      return queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    },
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread_count }) => {
      queryClient.setQueryData<InfiniteData<NotificationList>>(notificationKeys.list(), (data) =>
        withRead(data, () => true),
      );
      queryClient.setQueryData(notificationKeys.unreadCount(), { unread_count });
    },
  });
}
