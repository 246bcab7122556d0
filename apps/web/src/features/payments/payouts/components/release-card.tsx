import { Banknote, Loader2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { dateAndTime } from "@alicerce/shared/sao-paulo-time";
import { PAYOUT_STATUS_LABELS, type ProjectReleaseState } from "@alicerce/shared/schemas/payments-payouts";
import { QueryStates } from "@/components/list/query-states";
import { SectionLoading } from "@/components/section-status";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { useProjectRelease, useReleaseProject } from "@/api/payments/payouts";
import { errorMessage } from "@/lib/api-client";
import { SandboxNotice } from "../../components/sandbox-notice";
import { ReceiptLink } from "../../receipts/components/receipt-link";

function ReleaseDone({ state }: { state: ProjectReleaseState }) {
  const release = state.release!;
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-3 text-sm" aria-label="Liberação">
        <div>
          <dt className="text-xs text-muted-foreground">Valor captado</dt>
          <dd className="font-semibold">{formatBRL(release.gross)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Taxa da plataforma ({release.fee_percent})</dt>
          <dd className="font-semibold">{formatBRL(release.fee)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Valor líquido</dt>
          <dd className="font-semibold">{formatBRL(release.net)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Pagamento</dt>
          <dd className="font-semibold">{PAYOUT_STATUS_LABELS[release.payout.status]}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        Liberado em {dateAndTime(release.released_at)} ({release.commitments}{" "}
        {release.commitments === 1 ? "investimento" : "investimentos"}), para a chave Pix {release.payout.key_masked}.
        {release.payout.paid_at && ` Pago em ${dateAndTime(release.payout.paid_at)}.`}
      </p>
      {release.payout.status === "failed" && release.payout.last_error && (
        <p role="alert" className="text-sm text-destructive">
          O pagamento não pôde ser feito: {release.payout.last_error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {release.receipt_id && <ReceiptLink receiptId={release.receipt_id} label="Baixar comprovante da liberação" />}
        {release.payout.receipt_id && (
          <ReceiptLink receiptId={release.payout.receipt_id} label="Baixar comprovante do Pix enviado" />
        )}
      </div>
    </div>
  );
}

function ReleasePending({ projectId, state }: { projectId: string; state: ProjectReleaseState }) {
  const release = useReleaseProject(projectId);
  const onRelease = async () => {
    try {
      await release.mutateAsync();
      toast({ title: "Recursos liberados", description: "O valor líquido será enviado por Pix ao empreendedor." });
    } catch (error) {
      toast({ title: "Liberação não realizada", description: errorMessage(error), variant: "destructive" });
    }
  };
  return (
    <div className="grid gap-3 text-sm">
      <p>
        Pagamentos confirmados: <span className="font-semibold">{formatBRL(state.pending_gross)}</span>. Taxa da
        plataforma: {state.fee_percent}, descontada na liberação.
      </p>
      {state.blocked_reason && (
        <p id="release-blocked" className="text-muted-foreground">
          {state.blocked_reason}
        </p>
      )}
      <Button
        className="justify-self-start"
        disabled={Boolean(state.blocked_reason) || release.isPending}
        aria-describedby={state.blocked_reason ? "release-blocked" : undefined}
        onClick={onRelease}
      >
        {release.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Liberar recursos
      </Button>
    </div>
  );
}

/**
 * "Liberação dos recursos" on the project page, for its creator and the admins
 * (docs/product/payments.md#liberacao-ao-empreendedor): the release done (gross, fee, net, the Pix's state,
 * receipts), or what it waits for and "Liberar recursos" (the job releases it by itself when due).
 */
export function ReleaseCard({ projectId }: { projectId: string }) {
  const query = useProjectRelease(projectId, true);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2">
          <Banknote className="size-5 text-primary" aria-hidden="true" />
          Liberação dos recursos
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryStates
          query={query}
          compact
          pending={<SectionLoading label="Carregando a liberação..." rows={["h-16"]} className="grid gap-3" />}
          errorTitle="Não foi possível carregar a liberação."
          isEmpty={() => false}
        >
          {(state) => (
            <div className="grid gap-3">
              {state.sandbox && <SandboxNotice />}
              {state.release ? <ReleaseDone state={state} /> : <ReleasePending projectId={projectId} state={state} />}
            </div>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
