import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { LoadError } from "@/components/load-error";
import { SectionLoading } from "@/components/section-status";
import { PixChargeDetails, SimulatePaymentButton } from "@/features/payments";
import { useDistributionFunding, usePayFunding, useSimulateFunding } from "@/api/distributions/project-distributions";

/**
 * "Pagar com Pix" of a distribution (docs/product/payments.md#distribuicoes-pagas): the creator's Pix into
 * the escrow account, with its QR and copia-e-cola; "Gerar novo Pix" when the last one expired, and in
 * sandbox mode "Simular pagamento". It reads the funding again while it awaits, so the confirmation
 * shows without a reload.
 */
export function FundingDialog({
  projectId,
  distributionId,
  open,
  onOpenChange,
}: {
  projectId: string;
  distributionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const funding = useDistributionFunding(projectId, distributionId, open);
  const pay = usePayFunding(projectId, distributionId);
  const simulate = useSimulateFunding(projectId, distributionId);
  const payment = funding.data;
  const awaiting = payment?.status === "awaiting_payment" && new Date(payment.expires_at) > new Date();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pagar com Pix</DialogTitle>
          <DialogDescription>O aporte da distribuição, pago à conta de custódia da plataforma.</DialogDescription>
        </DialogHeader>
        {funding.isError ? (
          <LoadError
            compact
            title="Não foi possível carregar o Pix."
            error={funding.error}
            onRetry={() => void funding.refetch()}
          />
        ) : payment ? (
          <PixChargeDetails
            payment={payment}
            note={
              <p className="text-xs text-muted-foreground">
                O valor vai para a conta de custódia da plataforma. Assim que o Pix é confirmado, cada investidor recebe
                a sua parte líquida por Pix, com o imposto de renda retido quando devido.
              </p>
            }
          />
        ) : (
          <SectionLoading label="Carregando o Pix..." />
        )}
        <DialogFooter>
          {payment && !awaiting && payment.status !== "paid" && (
            <Button type="button" disabled={pay.isPending} onClick={() => pay.mutate()}>
              {pay.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Gerar novo Pix
            </Button>
          )}
          {awaiting && payment.sandbox && (
            <SimulatePaymentButton
              pending={simulate.isPending}
              disabled={simulate.isPending || simulate.isSuccess}
              simulate={(onSuccess) => simulate.mutate(undefined, { onSuccess })}
            />
          )}
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Fechar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
