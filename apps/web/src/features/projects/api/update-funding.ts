import type { z } from "zod";
import type { ProjectDetail, updateFundingInputSchema } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { useProjectUpdate } from "./use-project-update";

export type UpdateFundingInput = z.input<typeof updateFundingInputSchema>;

/** PUT /api/projects/:id/funding: target, minimum target, minimum ticket and deadline. */
export function updateFunding(projectId: string, input: UpdateFundingInput): Promise<ProjectDetail> {
  return api<ProjectDetail>(`/api/projects/${projectId}/funding`, { method: "PUT", body: input });
}

export function useUpdateFunding(projectId: string) {
  return useProjectUpdate(projectId, (input: UpdateFundingInput) => updateFunding(projectId, input));
}
