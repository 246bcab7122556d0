import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TeamInvitationList } from "@alicerce/shared/schemas/invitations";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/projects-api";

export const invitationKeys = { mine: ["invitations", "mine"] as const };

/** GET /api/invitations: pending team invitations for the account's e-mail. */
export function fetchInvitations(signal?: AbortSignal): Promise<TeamInvitationList> {
  return api<TeamInvitationList>("/api/invitations", { signal });
}

export function useInvitations() {
  return useQuery({ queryKey: invitationKeys.mine, queryFn: ({ signal }) => fetchInvitations(signal) });
}

/** POST /api/invitations/:id/accept or /decline. */
export function answerInvitation(id: string, answer: "accept" | "decline"): Promise<{ project_id: string }> {
  return api<{ project_id: string }>(`/api/invitations/${encodeURIComponent(id)}/${answer}`, { method: "POST" });
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: "accept" | "decline" }) => answerInvitation(id, answer),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invitationKeys.mine });
      // An accepted invitation adds a project to the lists.
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

/** POST /api/auth/confirmation-email: mails the link that confirms the account's e-mail. */
export function sendConfirmationEmail(): Promise<{ sent: boolean; already_confirmed: boolean }> {
  return api("/api/auth/confirmation-email", { method: "POST" });
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
