import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { useProjectUpdate } from "./use-project-update";

/** DELETE /api/projects/:id/team/:memberId: the entry leaves the team; a linked account loses access at once. */
export function removeTeamMember(projectId: string, memberId: string): Promise<ProjectDetail> {
  return unwrap(client.DELETE("/api/projects/{id}/team/{memberId}", { params: { path: { id: projectId, memberId } } }));
}

/** POST /api/projects/:id/team/:memberId/withdraw: the pending invitation can no longer be accepted. */
export function withdrawInvitation(projectId: string, memberId: string): Promise<ProjectDetail> {
  return unwrap(
    client.POST("/api/projects/{id}/team/{memberId}/withdraw", { params: { path: { id: projectId, memberId } } }),
  );
}

export function useRemoveTeamMember(projectId: string) {
  return useProjectUpdate<string>(projectId, (memberId) => removeTeamMember(projectId, memberId));
}

export function useWithdrawInvitation(projectId: string) {
  return useProjectUpdate<string>(projectId, (memberId) => withdrawInvitation(projectId, memberId));
}
