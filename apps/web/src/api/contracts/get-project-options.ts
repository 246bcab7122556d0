import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ContractProjectOption } from "@alicerce/shared/schemas/contracts";
import { client, unwrap } from "../client";
import { contractKeys } from "./keys";

/** GET /api/contracts/project-options: projects a contract may be tied to, searched by title. */
export async function fetchProjectOptions(q: string, signal?: AbortSignal): Promise<ContractProjectOption[]> {
  const answer = await unwrap(
    client.GET("/api/contracts/project-options", { params: { query: q ? { q } : {} }, signal }),
    signal,
  );
  return answer.items;
}

export function projectOptionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: contractKeys.projectOptions(q),
    queryFn: ({ signal }) => fetchProjectOptions(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContractProjectOptions(q: string, enabled = true) {
  return useQuery({ ...projectOptionsQueryOptions(q), enabled });
}
