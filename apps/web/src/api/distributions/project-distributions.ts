import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  DistributionInput,
  ProjectDistributions,
  WithholdingSummary,
} from "@alicerce/shared/schemas/distributions";
import type { InvestmentPayment } from "@alicerce/shared/schemas/payments";
import { client, unwrap } from "../client";
import { portfolioKeys } from "../portfolio/keys";
import { distributionKeys } from "./keys";

/** GET /api/projects/:id/distributions: a page of the project's distributions, the totals and the viewer's own share. */
export function useProjectDistributions(projectId: string, page: number) {
  return useQuery({
    queryKey: distributionKeys.projectPage(projectId, page),
    queryFn: ({ signal }): Promise<ProjectDistributions> =>
      unwrap(
        client.GET("/api/projects/{id}/distributions", {
          params: { path: { id: projectId }, query: { page } },
          signal,
        }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/projects/:id/distributions: the creator records one; the server splits it and opens its Pix. */
export function useRecordDistribution(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DistributionInput): Promise<{ id: string; funding: InvestmentPayment }> =>
      unwrap(client.POST("/api/projects/{id}/distributions", { params: { path: { id: projectId } }, body: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: distributionKeys.project(projectId) }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
      ]),
  });
}

/** The shares of one distribution as CSV, downloaded by a plain link (the browser sends the cookie). */
export const sharesCsvUrl = (projectId: string, distributionId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/distributions/${encodeURIComponent(distributionId)}/shares.csv`;

const fundingPath = "/api/projects/{id}/distributions/{distributionId}/funding";

/** While the creator's Pix is awaited (its code in the making, or the payment on its way), read again this often. */
const FUNDING_REFETCH_MS = 3_000;

/**
 * GET …/funding: the Pix that pays the distribution into escrow (decision 115). Read again while it awaits
 * payment, so "Pagamento confirmado" shows once the PSP told the platform, without a reload.
 */
export function useDistributionFunding(projectId: string, distributionId: string, enabled: boolean) {
  return useQuery({
    queryKey: distributionKeys.funding(projectId, distributionId),
    queryFn: ({ signal }): Promise<InvestmentPayment> =>
      unwrap(client.GET(fundingPath, { params: { path: { id: projectId, distributionId } }, signal }), signal),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === "awaiting_payment" ? FUNDING_REFETCH_MS : false),
  });
}

/** The funding's mutations refresh it and the project's list (its state, the totals). */
function useFundingMutation(projectId: string, distributionId: string, suffix: "" | "/simulate") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<InvestmentPayment> =>
      unwrap(
        suffix === ""
          ? client.POST(fundingPath, { params: { path: { id: projectId, distributionId } } })
          : client.POST(`${fundingPath}/simulate`, { params: { path: { id: projectId, distributionId } } }),
      ),
    onSuccess: (payment) => {
      queryClient.setQueryData(distributionKeys.funding(projectId, distributionId), payment);
      return queryClient.invalidateQueries({ queryKey: distributionKeys.project(projectId) });
    },
  });
}

/** POST …/funding: "Pagar com Pix", the Pix awaiting payment or a new one when the last expired. */
export const usePayFunding = (projectId: string, distributionId: string) =>
  useFundingMutation(projectId, distributionId, "");

/** POST …/funding/simulate: "Simular pagamento" (sandbox only). */
export const useSimulateFunding = (projectId: string, distributionId: string) =>
  useFundingMutation(projectId, distributionId, "/simulate");

/** GET /api/projects/:id/distributions/withholding: the month's income tax withheld, for the DARF (creator). */
export function useWithholdingSummary(projectId: string, month: string) {
  return useQuery({
    queryKey: distributionKeys.withholding(projectId, month),
    queryFn: ({ signal }): Promise<WithholdingSummary> =>
      unwrap(
        client.GET("/api/projects/{id}/distributions/withholding", {
          params: { path: { id: projectId }, query: { month } },
          signal,
        }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
