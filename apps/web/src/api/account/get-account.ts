import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountSettings } from "@alicerce/shared/schemas/account";
import type { NotificationPreferences } from "@alicerce/shared/schemas/account";
import { client, unwrap } from "../client";
import { accountKeys } from "./keys";

/** GET /api/account: what the "Configurações" tab shows. */
export function getAccount(signal?: AbortSignal): Promise<AccountSettings> {
  return unwrap(client.GET("/api/account", { signal }), signal);
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: accountKeys.settings(), queryFn: ({ signal }) => getAccount(signal) });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/** GET /api/account/notification-preferences: the three switches of the "Notificações" tab. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return unwrap(client.GET("/api/account/notification-preferences", { signal }), signal);
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
