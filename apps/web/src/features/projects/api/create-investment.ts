import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Investment } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/projects-api";
import { investorLimitsKey } from "./get-investor-limits";
import { myInvestmentsKey } from "./get-my-investments";

/** POST /api/projects/:id/investments: commits an amount to a project in fundraising. */
export function createInvestment(projectId: string, amount: number): Promise<Investment> {
  return api<Investment>(`/api/projects/${projectId}/investments`, { method: "POST", body: { amount } });
}

export function useCreateInvestment(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows its own message when this fails.
    meta: { errorToast: false },
    mutationFn: (amount: number) => createInvestment(projectId, amount),
    // The raised total, the investor count, the yearly limit and the lists all move.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.investments(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: myInvestmentsKey }),
        queryClient.invalidateQueries({ queryKey: investorLimitsKey }),
      ]),
  });
}
