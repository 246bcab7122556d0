import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AccountSettings,
  ChangeEmailInput,
  ChangePasswordInput,
  NotificationPreferences,
  UpdateProfileInput,
} from "@alicerce/shared/schemas/account";
import { useAuth } from "@/api/auth/auth-provider";
import { client, unwrap } from "../client";
import { supplierKeys } from "../suppliers/keys";
import { accountKeys } from "./keys";

/** PATCH /api/account/profile: name, CPF, phone, avatar and, for a supplier, the company's CNPJ. */
export function updateProfile(input: UpdateProfileInput): Promise<AccountSettings> {
  return unwrap(client.PATCH("/api/account/profile", { body: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { replaceUser } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    // Field errors show on the form; the page toasts anything else.
    meta: { errorToast: false },
    onSuccess: (settings) => {
      queryClient.setQueryData(accountKeys.settings(), settings);
      // The header shows the name and avatar from the session's user.
      replaceUser(settings.user);
      // The supplier's own record and cards show the CNPJ and the verification badge.
      if (settings.supplier) return queryClient.invalidateQueries({ queryKey: supplierKeys.all });
    },
  });
}

/** POST /api/account/email: a confirmation link goes to the new address. */
export function requestEmailChange(input: ChangeEmailInput): Promise<{ message: string }> {
  return unwrap(client.POST("/api/account/email", { body: input }));
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange, meta: { errorToast: false } });
}

/** POST /api/account/password: needs the current password; ends every other session. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return unwrap(client.POST("/api/account/password", { body: input }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { errorToast: false } });
}

/** PUT /api/account/notification-preferences. */
export function saveNotificationPreferences(input: NotificationPreferences): Promise<NotificationPreferences> {
  return unwrap(client.PUT("/api/account/notification-preferences", { body: input }));
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.preferences(), saved),
  });
}
