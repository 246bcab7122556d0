import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Investment } from "@alicerce/shared/schemas/investments";
import { client, unwrap } from "../client";
import { idempotencyHeader, useIdempotencyKey } from "../idempotency";
import { portfolioKeys } from "../portfolio/keys";
import { projectKeys } from "../projects/keys";
import { investmentKeys } from "./keys";

/** POST /api/investments/:id/withdraw: the 5-day withdrawal right (CVM 88). */
export function withdrawInvestment(investmentId: string, key: string): Promise<Investment> {
  return unwrap(
    client.POST("/api/investments/{id}/withdraw", {
      params: { path: { id: investmentId }, header: idempotencyHeader(key) },
    }),
  );
}

export function useWithdrawInvestment() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (investmentId: string) => withdrawInvestment(investmentId, idempotency.take()),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: (investment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: investmentKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: investmentKeys.limits() }),
        // The home's figures, charts and recommendations and the account overview follow this money.
        queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(investment.project_id) }),
        queryClient.invalidateQueries({ queryKey: investmentKeys.ofProject(investment.project_id) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      ]),
  });
}
