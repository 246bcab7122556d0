import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Passkey, PasskeyList } from "@alicerce/shared/schemas/passkeys";
import { client, unwrap } from "../client";
import { accountKeys } from "./keys";
import { createPasskeyCredential, ensurePasskeySupport } from "@/lib/webauthn";

// "Passkeys" in Minha Conta (docs/api/account.md#passkeys): the account's own, added with the
// password and the device's confirmation, renamed, removed with the password.

export function getPasskeys(signal?: AbortSignal): Promise<PasskeyList> {
  return unwrap(client.GET("/api/account/passkeys", { signal }), signal);
}

export function usePasskeys() {
  return useQuery({ queryKey: accountKeys.passkeys(), queryFn: ({ signal }) => getPasskeys(signal) });
}

/**
 * Adding one: the password opens a WebAuthn challenge for this account, the browser asks the
 * device (PIN, fingerprint, face) to make the key, and the answer is stored under the name.
 */
export async function addPasskey(input: {
  name: string;
  password: string;
}): Promise<{ message: string; passkey: Passkey }> {
  await ensurePasskeySupport();
  const options = await unwrap(client.POST("/api/account/passkeys/options", { body: { password: input.password } }));
  const response = await createPasskeyCredential(options);
  return unwrap(client.POST("/api/account/passkeys", { body: { name: input.name, response } }));
}

export const renamePasskey = (input: { id: string; name: string }): Promise<{ message: string }> =>
  unwrap(
    client.PATCH("/api/account/passkeys/{id}", { params: { path: { id: input.id } }, body: { name: input.name } }),
  );

export const removePasskey = (input: { id: string; password: string }): Promise<{ message: string }> =>
  unwrap(
    client.POST("/api/account/passkeys/{id}/remove", {
      params: { path: { id: input.id } },
      body: { password: input.password },
    }),
  );

/** A passkey change whose errors the dialog shows itself; the list is read again after it. */
export function usePasskeyMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys() }),
  });
}
