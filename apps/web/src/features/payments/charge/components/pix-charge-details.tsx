import type { ReactNode } from "react";
import { CheckCircle2, Copy, Loader2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { PAYMENT_STATUS_LABELS, type InvestmentPayment } from "@alicerce/shared/schemas/payments";
import { dateAndTime } from "@alicerce/shared/sao-paulo-time";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { SandboxNotice } from "../../components/sandbox-notice";

async function copy(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast({ title: "Código Pix copiado", description: "Cole o código no app do seu banco para pagar." });
  } catch {
    toast({ title: "Não foi possível copiar o código", description: "Selecione o código e copie-o manualmente." });
  }
}

/**
 * A Pix charge as its payer sees it (docs/product/payments.md#pagamento-do-investimento): the sandbox's
 * notice, the QR and "Copiar código Pix" while it awaits (or that the code is being made), its state
 * once it does not, the amount, the escrow account that receives it and until when. A commitment's and a
 * distribution's funding dialogs show the same charge; `note` is the line under it that differs.
 */
export function PixChargeDetails({
  payment,
  note,
  showPaidAt = false,
}: {
  payment: InvestmentPayment;
  note?: ReactNode;
  /** The "Pago em" line once paid (the commitment's dialog). */
  showPaidAt?: boolean;
}) {
  const awaiting = payment.status === "awaiting_payment";
  return (
    <div className="grid gap-4 text-sm">
      {payment.sandbox && <SandboxNotice />}
      {awaiting ? (
        payment.pix_qr_code && payment.pix_copia_e_cola ? (
          <div className="grid justify-items-center gap-3">
            <img src={payment.pix_qr_code} alt="QR code do Pix" className="size-48 rounded-md border bg-white p-2" />
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
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />O código Pix está sendo gerado. Ele aparece
            aqui em instantes.
          </p>
        )
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
        {showPaidAt && payment.paid_at && (
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Pago em</dt>
            <dd className="font-medium">{dateAndTime(payment.paid_at)}</dd>
          </div>
        )}
      </dl>
      {note}
    </div>
  );
}
