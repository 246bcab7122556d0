import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/app/query-client";
import { ReceiptCheckPage } from "@/features/payments/receipts/pages/receipt-check-page";

/**
 * The public check page of a receipt (/comprovante/:code), like the document verification page: a
 * query cache of its own, in its own lazy chunk, so nothing of it enters the entry chunk.
 */
export function ReceiptCheckScreen() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ReceiptCheckPage />
    </QueryClientProvider>
  );
}
