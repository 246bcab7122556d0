import { useState } from "react";
import { QrCode, Wallet } from "lucide-react";
import { PAYMENT_STATUS_LABELS } from "@alicerce/shared/schemas/payments";
import type { Investment } from "@alicerce/shared/schemas/investments";
import { Button } from "@/components/ui/button";
import { PixPaymentDialog } from "@/features/payments";
import { formatBRL } from "@alicerce/shared/brazilian";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { formatDate } from "@/lib/format";
import { useMyInvestments } from "@/api/investments/get-my-investments";
import { useWithdrawInvestment } from "@/api/investments/withdraw-investment";
import { INVESTMENT_STATUS_LABELS } from "./texts";
import { ConfirmAction } from "@/components/confirm-action";

/** The viewer's own commitments on this project, with the 5-day withdrawal while it lasts. */
export function MyInvestments({ projectId }: { projectId: string }) {
  const { data } = useMyInvestments();
  const withdraw = useWithdrawInvestment();
  const [paying, setPaying] = useState<Investment | null>(null);
  const mine = data?.filter((i) => i.project_id === projectId) ?? [];
  if (mine.length === 0) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2">
          <Wallet className="size-5 text-primary" aria-hidden="true" />
          Meus investimentos
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {mine.map((investment) => (
            <li key={investment.id} className="grid gap-2 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold tabular-nums">{formatBRL(investment.amount)}</span>
                <span className="flex flex-wrap gap-2">
                  <Badge variant={investment.status === "active" ? "secondary" : "outline"}>
                    {INVESTMENT_STATUS_LABELS[investment.status]}
                  </Badge>
                  {investment.payment && (
                    <Badge variant={investment.payment.status === "awaiting_payment" ? "highlight" : "outline"}>
                      {PAYMENT_STATUS_LABELS[investment.payment.status]}
                    </Badge>
                  )}
                </span>
              </div>
              <p className="text-xs text-muted-foreground">
                Em {formatDate(investment.created_at)}
                {investment.can_withdraw && ` · desistência possível até ${formatDate(investment.withdrawable_until)}`}
              </p>
              {investment.cancel_reason && <p className="text-xs text-muted-foreground">{investment.cancel_reason}</p>}
              {investment.payment?.status === "awaiting_payment" && (
                <Button
                  type="button"
                  size="sm"
                  variant="highlight"
                  className="justify-self-start"
                  onClick={() => setPaying(investment)}
                >
                  <QrCode aria-hidden="true" />
                  Pagar com Pix
                </Button>
              )}
              {investment.can_withdraw && (
                <ConfirmAction
                  label="Desistir"
                  title="Desistir deste investimento?"
                  description={`O valor de ${formatBRL(investment.amount)} será devolvido integralmente. Essa ação não pode ser desfeita.`}
                  confirmLabel="Desistir do investimento"
                  destructive
                  pending={withdraw.isPending && withdraw.variables === investment.id}
                  onConfirm={() =>
                    withdraw.mutate(investment.id, {
                      onSuccess: () =>
                        toast({
                          title: "Desistência registrada",
                          description: `O valor de ${formatBRL(investment.amount)} será devolvido integralmente.`,
                        }),
                    })
                  }
                />
              )}
            </li>
          ))}
        </ul>
        {paying && <PixPaymentDialog investment={paying} open onOpenChange={(open) => !open && setPaying(null)} />}
      </CardContent>
    </Card>
  );
}
