import { CheckCircle2, Copy, Loader2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { PAYMENT_STATUS_LABELS, type InvestmentPayment } from "@alicerce/shared/schemas/payments";
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
import { LoadError } from "@/components/load-error";
import { SectionLoading } from "@/components/section-status";
import { toast } from "@/hooks/use-toast";
import { SandboxNotice } from "@/features/payments";
import { useDistributionFunding, usePayFunding, useSimulateFunding } from "@/api/distributions/project-distributions";

async function copy(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast({ title: "Código Pix copiado", description: "Cole o código no app do seu banco para pagar." });
  } catch {
    toast({ title: "Não foi possível copiar o código", description: "Selecione o código e copie-o manualmente." });
  }
}

function FundingDetails({ payment }: { payment: InvestmentPayment }) {
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
      </dl>
      <p className="text-xs text-muted-foreground">
        O valor vai para a conta de custódia da plataforma. Assim que o Pix é confirmado, cada investidor recebe a sua
        parte líquida por Pix, com o imposto de renda retido quando devido.
      </p>
    </div>
  );
}

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
          <FundingDetails payment={payment} />
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
            <Button
              type="button"
              variant="highlight"
              disabled={simulate.isPending || simulate.isSuccess}
              onClick={() =>
                simulate.mutate(undefined, {
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
