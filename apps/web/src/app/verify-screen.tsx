import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/app/query-client";
import { VerifyPage } from "@/features/verify/pages/verify-page";

/**
 * The public verification page (/verificar/:code) lives outside the dashboard, whose layout owns
 * the query cache; it gets a cache of its own here, in its own lazy chunk, so nothing of it enters
 * the entry chunk that / and /login download.
 */
export function VerifyScreen() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <VerifyPage />
    </QueryClientProvider>
  );
}
