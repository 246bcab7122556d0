import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  PayoutAccountState,
  ProjectReleaseState,
  SavePayoutAccountInput,
} from "@alicerce/shared/schemas/payments-payouts";
import { client, unwrap } from "../client";

// Minha Conta → Recebimentos, the offer's fee and the release to the issuer
// (docs/product/payments.md#recebimentos, docs/product/payments.md#liberacao-ao-empreendedor).

export const payoutKeys = {
  all: ["payouts"] as const,
  account: () => [...payoutKeys.all, "account"] as const,
  fee: (projectId: string) => [...payoutKeys.all, "fee", projectId] as const,
  release: (projectId: string) => [...payoutKeys.all, "release", projectId] as const,
  platformFee: () => [...payoutKeys.all, "platform-fee"] as const,
};

export function getPayoutAccount(signal?: AbortSignal): Promise<PayoutAccountState> {
  return unwrap(client.GET("/api/account/payout-account", { signal }), signal);
}

export function usePayoutAccount() {
  return useQuery(queryOptions({ queryKey: payoutKeys.account(), queryFn: ({ signal }) => getPayoutAccount(signal) }));
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePayoutAccountInput) =>
      unwrap(client.PUT("/api/account/payout-account", { body: input })) as Promise<PayoutAccountState>,
    // Field errors show on the form, which keeps what was typed.
    meta: { errorToast: false },
    onSuccess: (state) => queryClient.setQueryData(payoutKeys.account(), state),
  });
}

export function useDeletePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.DELETE("/api/account/payout-account")),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.account() }),
  });
}

/** The offer's fee line, shown in its terms to whoever reads the project. */
export function useProjectFee(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: payoutKeys.fee(projectId),
      queryFn: ({ signal }) =>
        unwrap(client.GET("/api/payments/projects/{id}/fee", { params: { path: { id: projectId } }, signal }), signal),
    }),
  );
}

/** The project's release (its creator and the admins). */
export function useProjectRelease(projectId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: payoutKeys.release(projectId),
      queryFn: ({ signal }) =>
        unwrap(
          client.GET("/api/payments/projects/{id}/release", { params: { path: { id: projectId } }, signal }),
          signal,
        ) as Promise<ProjectReleaseState>,
      enabled,
    }),
  );
}

export function useReleaseProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        client.POST("/api/payments/projects/{id}/release", { params: { path: { id: projectId } } }),
      ) as Promise<ProjectReleaseState>,
    onSuccess: (state) => queryClient.setQueryData(payoutKeys.release(projectId), state),
  });
}

export function usePlatformFee() {
  return useQuery(
    queryOptions({
      queryKey: payoutKeys.platformFee(),
      queryFn: ({ signal }) => unwrap(client.GET("/api/admin/platform-fee", { signal }), signal),
    }),
  );
}

export function useSetPlatformFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feePercent: number) =>
      unwrap(client.PUT("/api/admin/platform-fee", { body: { fee_percent: feePercent } })),
    meta: { errorToast: false },
    onSuccess: (answer) => queryClient.setQueryData(payoutKeys.platformFee(), answer),
  });
}
