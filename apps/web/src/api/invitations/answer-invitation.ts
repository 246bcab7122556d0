import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "../client";
import { projectKeys } from "../projects/keys";
import { invitationKeys } from "./keys";

export type InvitationAnswer = "accept" | "decline";

/** POST /api/invitations/:id/accept or /decline. */
export function answerInvitation(id: string, answer: InvitationAnswer): Promise<{ project_id: string }> {
  const params = { params: { path: { id } } };
  return unwrap(
    answer === "accept"
      ? client.POST("/api/invitations/{id}/accept", params)
      : client.POST("/api/invitations/{id}/decline", params),
  );
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: InvitationAnswer }) => answerInvitation(id, answer),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invitationKeys.mine });
      // An accepted invitation adds a project to the lists.
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
