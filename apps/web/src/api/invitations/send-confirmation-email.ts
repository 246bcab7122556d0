import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "../client";
import { invitationKeys } from "./keys";

/**
 * POST /api/auth/confirmation-email: mails the link that confirms the account's e-mail, which is
 * what lets a person answer team invitations.
 */
export function sendConfirmationEmail(): Promise<{ sent: boolean; already_confirmed: boolean }> {
  return unwrap(client.POST("/api/auth/confirmation-email"));
}

export function useSendConfirmationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendConfirmationEmail,
    onSuccess: (result) => {
      if (result.already_confirmed) void queryClient.invalidateQueries({ queryKey: invitationKeys.mine });
    },
  });
}
