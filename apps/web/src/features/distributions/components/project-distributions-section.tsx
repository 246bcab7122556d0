import { useState } from "react";
import { Download } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { DISTRIBUTION_KIND_LABELS, type Distribution } from "@alicerce/shared/schemas/distributions";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryStates } from "@/components/list/query-states";
import { formatDate } from "@/lib/format";
import { sharesCsvUrl, useProjectDistributions } from "@/api/distributions/project-distributions";
import { DistributionsLoading } from "./query-states";
import { RecordDistributionDialog } from "./record-distribution-dialog";

function DistributionRow({
  projectId,
  distribution,
  canExport,
}: {
  projectId: string;
  distribution: Distribution;
  canExport: boolean;
}) {
  const when = formatDate(distribution.paid_on);
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <Badge variant={distribution.kind === "income" ? "secondary" : "outline"}>
            {DISTRIBUTION_KIND_LABELS[distribution.kind]}
          </Badge>
          <span>{when}</span>
        </p>
        {distribution.note && <p className="text-sm break-words text-muted-foreground">{distribution.note}</p>}
        <p className="text-sm text-muted-foreground">
          Dividido entre {distribution.investors} {distribution.investors === 1 ? "investidor" : "investidores"}
          {distribution.my_share !== null && (
            <>
              {" · "}
              <span className="font-medium text-foreground">Sua parte: {formatBRL(distribution.my_share)}</span>
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <span className="font-semibold tabular-nums">{formatBRL(distribution.amount)}</span>
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
 * project sees what it paid; each investor their own share; the creator records and exports.
 */
export function ProjectDistributionsSection({ projectId, canManage }: { projectId: string; canManage: boolean }) {
  const [page, setPage] = useState(1);
  const query = useProjectDistributions(projectId, page);
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle role="heading" aria-level={2} className="text-lg">
          Distribuições
        </CardTitle>
        {query.data?.can_record && <RecordDistributionDialog projectId={projectId} />}
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
                  <DistributionRow key={d.id} projectId={projectId} distribution={d} canExport={canManage} />
                ))}
              </ul>
            </>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
