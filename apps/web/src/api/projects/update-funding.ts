import type { z } from "zod";
import type { ProjectDetail, updateFundingInputSchema } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { useProjectUpdate } from "./use-project-update";

export type UpdateFundingInput = z.input<typeof updateFundingInputSchema>;

/** PUT /api/projects/:id/funding: target, minimum target, minimum ticket and deadline. */
export function updateFunding(projectId: string, input: UpdateFundingInput): Promise<ProjectDetail> {
  return unwrap(client.PUT("/api/projects/{id}/funding", { params: { path: { id: projectId } }, body: input }));
}

export function useUpdateFunding(projectId: string) {
  return useProjectUpdate(projectId, (input: UpdateFundingInput) => updateFunding(projectId, input));
}
