import { useEffect } from "react";
import { CheckCircle2, Copy, Loader2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { Investment } from "@alicerce/shared/schemas/investments";
import { PAYMENT_STATUS_LABELS } from "@alicerce/shared/schemas/payments";
import { dateAndTime } from "@alicerce/shared/sao-paulo-time";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { useMyInvestments } from "@/api/investments/get-my-investments";
import { useSimulatePayment } from "@/api/payments/charges";
import { SandboxNotice } from "../../components/sandbox-notice";

/** While the PSP makes the code, the list is read again this often (the issuing job retries meanwhile). */
const CODE_PENDING_REFETCH_MS = 3_000;

async function copy(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast({ title: "Código Pix copiado", description: "Cole o código no app do seu banco para pagar." });
  } catch {
    toast({ title: "Não foi possível copiar o código", description: "Selecione o código e copie-o manualmente." });
  }
}

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
          <div className="grid gap-4 text-sm">
            {payment.sandbox && <SandboxNotice />}
            {awaiting ? (
              <>
                {payment.pix_qr_code && payment.pix_copia_e_cola ? (
                  <div className="grid justify-items-center gap-3">
                    <img
                      src={payment.pix_qr_code}
                      alt="QR code do Pix"
                      className="size-48 rounded-md border bg-white p-2"
                    />
                    <p className="w-full break-all rounded-md bg-muted p-2 font-mono text-xs" aria-label="Código Pix">
                      {payment.pix_copia_e_cola}
                    </p>
                    <Button type="button" variant="outline" onClick={() => void copy(payment.pix_copia_e_cola!)}>
                      <Copy aria-hidden="true" />
                      Copiar código Pix
                    </Button>
                  </div>
                ) : (
                  <p role="status" className="flex items-center gap-2 text-muted-foreground">
                    <Loader2 className="size-4 animate-spin" aria-hidden="true" />O código Pix está sendo gerado. Ele
                    aparece aqui em instantes.
                  </p>
                )}
              </>
            ) : (
              <p role="status" className="flex items-center gap-2 font-medium">
                {payment.status === "paid" && <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />}
                {payment.status === "paid" ? "Pagamento confirmado" : PAYMENT_STATUS_LABELS[payment.status]}
              </p>
            )}
            <dl className="grid gap-2 rounded-lg bg-muted/60 p-4">
              <div className="flex justify-between gap-3">
                <dt className="text-muted-foreground">Valor</dt>
                <dd className="font-medium tabular-nums">{formatBRL(payment.amount)}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-muted-foreground">Recebedor</dt>
                <dd className="text-right font-medium">
                  {payment.beneficiary_name}
                  {payment.beneficiary_document && (
                    <span className="block text-xs text-muted-foreground">{payment.beneficiary_document}</span>
                  )}
                </dd>
              </div>
              {awaiting && (
                <div className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">Pague até</dt>
                  <dd className="font-medium">{dateAndTime(payment.expires_at)} (horário de Brasília)</dd>
                </div>
              )}
              {payment.paid_at && (
                <div className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">Pago em</dt>
                  <dd className="font-medium">{dateAndTime(payment.paid_at)}</dd>
                </div>
              )}
            </dl>
            {awaiting && (
              <p className="text-xs text-muted-foreground">
                O valor vai para a conta de custódia da plataforma e só é liberado ao empreendedor se a captação atingir
                o mínimo. Sem pagamento até o vencimento, o investimento é cancelado.
              </p>
            )}
          </div>
        )}
        <DialogFooter>
          {awaiting && payment.sandbox && (
            <Button
              type="button"
              variant="highlight"
              disabled={simulate.isPending || simulate.isSuccess || codePending}
              onClick={() =>
                simulate.mutate(investment.id, {
                  onSuccess: () =>
                    toast({
                      title: "Pagamento simulado",
                      description: "O Pix foi enviado pelo ambiente de testes; a confirmação chega em instantes.",
                    }),
                })
              }
            >
              {simulate.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Simular pagamento
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Fechar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
