import { useEffect } from "react";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { Investment } from "@alicerce/shared/schemas/investments";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useMyInvestments } from "@/api/investments/get-my-investments";
import { useSimulatePayment } from "@/api/payments/charges";
import { PixChargeDetails } from "./pix-charge-details";
import { SimulatePaymentButton } from "./simulate-payment-button";

/** While the PSP makes the code, the list is read again this often (the issuing job retries meanwhile). */
const CODE_PENDING_REFETCH_MS = 3_000;

/**
 * "Pagar com Pix" (docs/product/payments.md#pagamento-do-investimento): the QR and the copia-e-cola of
 * the commitment's charge, the amount, who receives it (the escrow account, never the creator) and
 * until when; in sandbox mode "Simular pagamento". It reads the commitment from the investor's list, so
 * the live update that follows the payment turns it into "Pagamento confirmado" without a reload.
 */
export function PixPaymentDialog({
  investment: initial,
  open,
  onOpenChange,
}: {
  investment: Investment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mine = useMyInvestments();
  const investment = mine.data?.find((i) => i.id === initial.id) ?? initial;
  const payment = investment.payment;
  const simulate = useSimulatePayment();
  const awaiting = payment?.status === "awaiting_payment";
  const codePending = awaiting && !payment.pix_copia_e_cola;
  const { refetch } = mine;
  // The code may still be in the making: ask again until it is there.
  useEffect(() => {
    if (!open || !codePending) return;
    const timer = setInterval(() => void refetch(), CODE_PENDING_REFETCH_MS);
    return () => clearInterval(timer);
  }, [open, codePending, refetch]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pagar com Pix</DialogTitle>
          <DialogDescription>
            Investimento de {formatBRL(investment.amount)} em {investment.project_title}.
          </DialogDescription>
        </DialogHeader>
        {!payment ? (
          <p className="text-sm text-muted-foreground">Este investimento não tem cobrança Pix.</p>
        ) : (
          <PixChargeDetails
            payment={payment}
            showPaidAt
            note={
              awaiting && (
                <p className="text-xs text-muted-foreground">
                  O valor vai para a conta de custódia da plataforma e só é liberado ao empreendedor se a captação
                  atingir o mínimo. Sem pagamento até o vencimento, o investimento é cancelado.
                </p>
              )
            }
          />
        )}
        <DialogFooter>
          {awaiting && payment.sandbox && (
            <SimulatePaymentButton
              pending={simulate.isPending}
              disabled={simulate.isPending || simulate.isSuccess || codePending}
              simulate={(onSuccess) => simulate.mutate(investment.id, { onSuccess })}
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
