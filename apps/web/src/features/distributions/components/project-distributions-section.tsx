import { useState } from "react";
import { Link } from "react-router";
import { Download, QrCode } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { appRoutes } from "@alicerce/shared/routes";
import {
  DISTRIBUTION_KIND_LABELS,
  DISTRIBUTION_STATUS_LABELS,
  SHARE_NEEDS_PIX_KEY,
  SHARE_PAYMENT_STATUS_LABELS,
  type Distribution,
} from "@alicerce/shared/schemas/distributions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryStates } from "@/components/list/query-states";
import { formatDate } from "@/lib/format";
import { sharesCsvUrl, useProjectDistributions } from "@/api/distributions/project-distributions";
import { FundingDialog } from "./funding-dialog";
import { DistributionsLoading } from "./query-states";
import { RecordDistributionDialog } from "./record-distribution-dialog";
import { WithholdingSummaryCard } from "./withholding-summary-card";

/** The viewer's own share as paid: gross, tax withheld, net and its state (decision 115). */
function MyPayment({ payment }: { payment: NonNullable<Distribution["my_payment"]> }) {
  return (
    <span className="grid gap-0.5">
      <span className="font-medium text-foreground">
        Sua parte: {formatBRL(payment.gross)} bruto · IR retido {formatBRL(payment.tax)} · líquido{" "}
        {formatBRL(payment.net)} · {SHARE_PAYMENT_STATUS_LABELS[payment.status]}
      </span>
      {payment.status === "awaiting_key" && (
        <Link to={`${appRoutes.profile}?aba=recebimentos`} className="text-primary underline-offset-4 hover:underline">
          {SHARE_NEEDS_PIX_KEY}
        </Link>
      )}
    </span>
  );
}

function DistributionRow({
  projectId,
  distribution,
  canExport,
  canPay,
  onPay,
}: {
  projectId: string;
  distribution: Distribution;
  canExport: boolean;
  canPay: boolean;
  onPay: () => void;
}) {
  const when = formatDate(distribution.paid_on);
  const waiting = distribution.status === "awaiting_funding";
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <Badge variant={distribution.kind === "income" ? "secondary" : "outline"}>
            {DISTRIBUTION_KIND_LABELS[distribution.kind]}
          </Badge>
          <span>{when}</span>
          <Badge variant={distribution.status === "paid" ? "secondary" : "outline"}>
            {DISTRIBUTION_STATUS_LABELS[distribution.status]}
          </Badge>
        </p>
        {distribution.note && <p className="text-sm break-words text-muted-foreground">{distribution.note}</p>}
        <p className="text-sm text-muted-foreground">
          Dividido entre {distribution.investors} {distribution.investors === 1 ? "investidor" : "investidores"}
          {distribution.my_payment ? (
            <>
              {" · "}
              <MyPayment payment={distribution.my_payment} />
            </>
          ) : (
            distribution.my_share !== null && (
              <>
                {" · "}
                <span className="font-medium text-foreground">Sua parte: {formatBRL(distribution.my_share)}</span>
              </>
            )
          )}
        </p>
        {canExport && (distribution.awaiting_key_shares > 0 || distribution.failed_shares > 0) && (
          <p className="text-sm text-muted-foreground">
            {distribution.awaiting_key_shares > 0 &&
              `${distribution.awaiting_key_shares} aguardando a chave Pix do investidor. `}
            {distribution.failed_shares > 0 && (
              <span className="text-destructive">{distribution.failed_shares} com pagamento que falhou.</span>
            )}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <span className="font-semibold tabular-nums">{formatBRL(distribution.amount)}</span>
        {canPay && waiting && (
          <Button type="button" size="sm" onClick={onPay} aria-label={`Pagar com Pix a distribuição de ${when}`}>
            <QrCode aria-hidden="true" />
            Pagar com Pix
          </Button>
        )}
        {canExport && (
          <a
            href={sharesCsvUrl(projectId, distribution.id)}
            download
            className={buttonVariants({ variant: "outline", size: "sm" })}
            aria-label={`Baixar as partes da distribuição de ${when} em CSV`}
          >
            <Download aria-hidden="true" />
            CSV
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * Rendimentos e amortizações on the project page (docs/product/distributions.md): everyone who sees the
 * project sees what it paid and how far each payment got; each investor their own share (gross, tax,
 * net); the creator records, pays by Pix ("Pagar com Pix", docs/product/payments.md#distribuicoes-pagas),
 * exports and reads the month's tax withheld for the DARF.
 */
export function ProjectDistributionsSection({ projectId, canManage }: { projectId: string; canManage: boolean }) {
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<string | null>(null);
  const query = useProjectDistributions(projectId, page);
  const isCreator = query.data?.can_record ?? false;
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle role="heading" aria-level={2} className="text-lg">
          Distribuições
        </CardTitle>
        {isCreator && <RecordDistributionDialog projectId={projectId} onRecorded={setPaying} />}
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryStates
          query={query}
          pending={<DistributionsLoading />}
          pagination={{ label: "Páginas das distribuições do projeto", page, onPageChange: setPage }}
          errorTitle="Não foi possível carregar as distribuições."
          empty={<p className="text-sm text-muted-foreground">Nenhuma distribuição registrada ainda.</p>}
        >
          {(data) => (
            <>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div className="rounded-lg border p-3">
                  <dt className="text-muted-foreground">Rendimentos pagos</dt>
                  <dd className="font-semibold tabular-nums">{formatBRL(data.totals.income)}</dd>
                </div>
                <div className="rounded-lg border p-3">
                  <dt className="text-muted-foreground">Amortizações pagas</dt>
                  <dd className="font-semibold tabular-nums">{formatBRL(data.totals.amortization)}</dd>
                </div>
              </dl>
              <ul className="divide-y" aria-label="Distribuições do projeto">
                {data.items.map((d) => (
                  <DistributionRow
                    key={d.id}
                    projectId={projectId}
                    distribution={d}
                    canExport={canManage}
                    canPay={data.can_record}
                    onPay={() => setPaying(d.id)}
                  />
                ))}
              </ul>
            </>
          )}
        </QueryStates>
        {isCreator && <WithholdingSummaryCard projectId={projectId} />}
      </CardContent>
      {paying && (
        <FundingDialog
          projectId={projectId}
          distributionId={paying}
          open
          onOpenChange={(open) => !open && setPaying(null)}
        />
      )}
    </Card>
  );
}
