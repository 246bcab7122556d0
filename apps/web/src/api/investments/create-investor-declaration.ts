import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { InvestorLimits, investorDeclarationInputSchema } from "@alicerce/shared/schemas/investments";
import { client, unwrap } from "../client";
import { investmentKeys } from "./keys";

export type InvestorDeclarationInput = z.input<typeof investorDeclarationInputSchema>;

/** POST /api/investor/declarations: income and investments declared; answers the new limits. */
export function createInvestorDeclaration(input: InvestorDeclarationInput): Promise<InvestorLimits> {
  return unwrap(client.POST("/api/investor/declarations", { body: input }));
}

export function useCreateInvestorDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows its own message when this fails.
    meta: { errorToast: false },
    mutationFn: createInvestorDeclaration,
    onSuccess: (limits) => queryClient.setQueryData(investmentKeys.limits(), limits),
  });
}
