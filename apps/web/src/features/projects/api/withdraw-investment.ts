import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Investment } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/projects-api";
import { investorLimitsKey } from "./get-investor-limits";
import { myInvestmentsKey } from "./get-my-investments";

/** POST /api/investments/:id/withdraw: the 5-day withdrawal right (CVM 88). */
export function withdrawInvestment(investmentId: string): Promise<Investment> {
  return api<Investment>(`/api/investments/${investmentId}/withdraw`, { method: "POST" });
}

export function useWithdrawInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvestment,
    onSuccess: (investment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myInvestmentsKey }),
        queryClient.invalidateQueries({ queryKey: investorLimitsKey }),
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(investment.project_id) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.investments(investment.project_id) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      ]),
  });
}
