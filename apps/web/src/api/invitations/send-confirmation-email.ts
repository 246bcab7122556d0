import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "../client";

/**
 * POST /api/auth/confirmation-email: mails the link that confirms the account's e-mail, which is
 * what lets a person answer team invitations, invite people and sign; `resend_at` is when another
 * may be asked.
 */
export function sendConfirmationEmail(): Promise<{
  sent: boolean;
  already_confirmed: boolean;
  resend_at: string | null;
}> {
  return unwrap(client.POST("/api/auth/confirmation-email"));
}

export function useSendConfirmationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendConfirmationEmail,
    // "Confirmar email" says a refusal under itself (the wait, the hourly limit).
    meta: { errorToast: false },
    onSuccess: (result) => {
      // Confirmed meanwhile (in another tab): the screens that asked for it read the account again.
      if (result.already_confirmed) void queryClient.invalidateQueries();
    },
  });
}
