import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { notificationPreferencesQueryOptions } from "@/api/account/get-account";
import { getNotifications } from "@/api/notifications/get-notifications";

/**
 * "Push" (docs/decisions/024-account-and-notifications.md): when the unread count grows while a tab
 * is open, the new entries are shown as browser notifications, if the person kept push on and the
 * browser allows it. Nothing is sent while Alicerce is closed.
 */
export function useBrowserAlerts(unread: number | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<number | undefined>(undefined);
  const shownSince = useRef(new Date().toISOString());

  useEffect(() => {
    const before = previous.current;
    previous.current = unread;
    if (unread === undefined || before === undefined || unread <= before) return;
    if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
    void (async () => {
      const prefs = await queryClient.fetchQuery(notificationPreferencesQueryOptions());
      if (!prefs.push) return;
      const page = await getNotifications(undefined);
      const fresh = page.items.filter((n) => !n.read && n.created_at > shownSince.current);
      if (fresh[0]) shownSince.current = fresh[0].created_at;
      for (const n of fresh.slice(0, 3)) new Notification(n.title, { body: n.body, tag: n.id });
    })().catch((err: unknown) => console.error("Erro ao mostrar notificações do navegador:", err));
  }, [unread, queryClient]);
}
