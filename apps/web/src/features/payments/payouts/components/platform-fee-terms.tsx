import { useProjectFee } from "@/api/payments/payouts";

/**
 * The offer's fee in its terms, beside "Investir agora" (docs/product/payments.md#liberacao-ao-empreendedor):
 * fixed when the raise opened, so what an investor reads before investing is what the release applies.
 */
export function PlatformFeeTerms({ projectId }: { projectId: string }) {
  const fee = useProjectFee(projectId);
  if (!fee.data) return null;
  return (
    <p className="text-xs text-muted-foreground" data-testid="platform-fee-terms">
      {fee.data.terms_line}
    </p>
  );
}
