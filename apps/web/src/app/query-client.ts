import { MutationCache, QueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError, errorMessage } from "@/lib/api-client";

declare module "@tanstack/react-query" {
  interface Register {
    /** `errorToast: false` for a mutation whose screen shows its own message when it fails. */
    mutationMeta: { errorToast?: false };
  }
}

/**
 * The dashboard's query cache: a client error (4xx) is an answer, not a reason to retry; a failed
 * change says why in a toast (the server's pt-BR message) unless the mutation opts out.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast === false) return;
        toast({ title: "Erro", description: errorMessage(error), variant: "destructive" });
      },
    }),
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
