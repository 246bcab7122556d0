import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorSetup, TwoFactorStatus } from "@alicerce/shared/schemas/two-factor";
import { client, unwrap } from "../client";
import { accountKeys } from "./keys";

/** GET /api/account/two-factor: on or off, and whether the platform asks this account to use it. */
export function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return unwrap(client.GET("/api/account/two-factor", { signal }), signal);
}

export function useTwoFactorStatus() {
  return useQuery({ queryKey: accountKeys.twoFactor(), queryFn: ({ signal }) => getTwoFactorStatus(signal) });
}

/** POST …/setup: the password, then the QR code, its key and the recovery codes. */
export const startTwoFactorSetup = (password: string): Promise<TwoFactorSetup> =>
  unwrap(client.POST("/api/account/two-factor/setup", { body: { password } }));

/** POST …/confirm: the app's first code turns it on. */
export const confirmTwoFactorSetup = (code: string): Promise<{ message: string }> =>
  unwrap(client.POST("/api/account/two-factor/confirm", { body: { code } }));

/** POST …/disable with the password. */
export const disableTwoFactor = (password: string): Promise<{ message: string }> =>
  unwrap(client.POST("/api/account/two-factor/disable", { body: { password } }));

/** POST …/recovery-codes with the password: 10 new codes, the old ones end. */
export const renewRecoveryCodes = (password: string): Promise<{ recovery_codes: string[]; message: string }> =>
  unwrap(client.POST("/api/account/two-factor/recovery-codes", { body: { password } }));

/** A two-factor call whose errors the dialog shows itself; the status is read again after a change. */
export function useTwoFactorMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}
