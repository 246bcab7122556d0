import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Investment } from "@alicerce/shared/schemas/investments";
import { client, unwrap } from "../client";
import { idempotencyHeader, useIdempotencyKey } from "../idempotency";
import { portfolioKeys } from "../portfolio/keys";
import { projectKeys } from "../projects/keys";
import { investmentKeys } from "./keys";

/** POST /api/projects/:id/investments: commits an amount to a project in fundraising. */
export function createInvestment(projectId: string, amount: number, key: string): Promise<Investment> {
  return unwrap(
    client.POST("/api/projects/{id}/investments", {
      params: { path: { id: projectId }, header: idempotencyHeader(key) },
      body: { amount },
    }),
  );
}

export function useCreateInvestment(projectId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    // The screen shows its own message when this fails.
    meta: { errorToast: false },
    mutationFn: (amount: number) => createInvestment(projectId, amount, idempotency.take()),
    onSettled: (_data, error) => idempotency.settle(error),
    // The raised total, the investor count, the yearly limit and the lists all move.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        queryClient.invalidateQueries({ queryKey: investmentKeys.ofProject(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: investmentKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: investmentKeys.limits() }),
        // The home's figures, charts and recommendations and the account overview follow this money.
        queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
      ]),
  });
}
