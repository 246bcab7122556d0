import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@/lib/api-client";

/** The dashboard's query cache: a client error (4xx) is an answer, not a reason to retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}
