import type { ProjectDetail, TeamMemberInput } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { useProjectUpdate } from "./use-project-update";

/** POST /api/projects/:id/team: adds a member; with an e-mail, the person is invited. */
export function addTeamMember(projectId: string, member: TeamMemberInput): Promise<ProjectDetail> {
  return unwrap(client.POST("/api/projects/{id}/team", { params: { path: { id: projectId } }, body: member }));
}

export function useAddTeamMember(projectId: string) {
  return useProjectUpdate<TeamMemberInput>(projectId, (member) => addTeamMember(projectId, member));
}
