import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { NotificationList, UnreadCount } from "@alicerce/shared/schemas/notifications";
import { client, unwrap } from "../client";
import { notificationKeys } from "./keys";
import { useRealtimeState } from "../realtime/socket";
import { useLiveBell } from "./live-bell";

/**
 * The badge's fallback: while the realtime socket is not open (connecting, reconnecting, or no
 * page keeps it), it is refetched this often. While it is open, the server tells the bell's
 * changes over it ("notifications.changed", decision 048) and nothing polls.
 */
export const UNREAD_POLL_MS = 60_000;

/** GET /api/notifications: a page, newest first, with the unread count. */
export function getNotifications(cursor: string | undefined, signal?: AbortSignal): Promise<NotificationList> {
  return unwrap(client.GET("/api/notifications", { params: { query: cursor ? { cursor } : {} }, signal }), signal);
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** The list loads only while the bell's popover is open. */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
}

/** GET /api/notifications/unread-count. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return unwrap(client.GET("/api/notifications/unread-count", { signal }), signal);
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 0,
  });
}

/** The bell's badge: told of its changes over the tab's socket while it is open, polled while not. */
export function useUnreadCount() {
  const live = useRealtimeState() === "open";
  useLiveBell();
  return useQuery({ ...unreadCountQueryOptions(), refetchInterval: live ? false : UNREAD_POLL_MS });
}
