import { Undo2, NotebookPen } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import {
  RECONCILIATION_ACTION_LABELS,
  RECONCILIATION_DIFFERENCE_LABELS,
  RECONCILIATION_TRAIL_KIND_LABELS,
  type ReconciliationDifference,
  type ReconciliationResolution,
} from "@alicerce/shared/schemas/payments-reconciliation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useResolveDifference } from "@/api/reconciliation/mutations";
import { ReasonDialog } from "./reconciliation-reason-dialog";
import { dateTime } from "./reconciliation-texts";

const ACTION_ICONS = { refund_payer: Undo2, acknowledge: NotebookPen, retry_job: NotebookPen } as const;

/** "Resolvida por Admin em 06/12/2026 10:00: motivo". */
function ResolutionLine({ resolution }: { resolution: ReconciliationResolution }) {
  return (
    <p className="text-sm text-muted-foreground">
      {RECONCILIATION_ACTION_LABELS[resolution.action]} por {resolution.resolved_by.name} em{" "}
      {dateTime(resolution.created_at)}: “{resolution.reason}”
    </p>
  );
}

function DifferenceRow({ day, difference }: { day: string; difference: ReconciliationDifference }) {
  const resolve = useResolveDifference();
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={difference.resolution ? "secondary" : "destructive"}>
            {RECONCILIATION_DIFFERENCE_LABELS[difference.kind]}
          </Badge>
          <span className="text-sm text-muted-foreground">{dateTime(difference.occurred_at)}</span>
        </div>
        <span className="font-semibold tabular-nums">
          {difference.amount < 0 ? "− " : ""}
          {formatBRL(Math.abs(difference.amount))}
        </span>
      </div>
      <p className="text-sm break-words">{difference.description}</p>
      {difference.resolution ? (
        <ResolutionLine resolution={difference.resolution} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {difference.actions.map((action) => {
            const Icon = ACTION_ICONS[action];
            const label = RECONCILIATION_ACTION_LABELS[action];
            return (
              <ReasonDialog
                key={action}
                id={`${difference.key}-${action}`}
                trigger={
                  <Button size="sm" variant={action === "refund_payer" ? "default" : "outline"}>
                    <Icon aria-hidden="true" />
                    {label}
                  </Button>
                }
                title={label}
                description={difference.description}
                confirm={label}
                onConfirm={async (reason) => {
                  await resolve.mutateAsync({ day, key: difference.key, action, reason });
                  toast({ title: "Diferença resolvida", description: "O motivo foi registrado na trilha." });
                }}
              />
            );
          })}
        </div>
      )}
    </li>
  );
}

/** The day's differences, open first, each with what may be done about it or what was done. */
export function DifferenceList({ day, differences }: { day: string; differences: ReconciliationDifference[] }) {
  if (differences.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">Nenhuma diferença neste dia: PSP, extrato e livro-razão batem.</p>
    );
  }
  const ordered = [...differences].sort((a, b) => Number(Boolean(a.resolution)) - Number(Boolean(b.resolution)));
  return (
    <ul aria-label="Diferenças" className="grid gap-2">
      {ordered.map((difference) => (
        <DifferenceRow key={difference.key} day={day} difference={difference} />
      ))}
    </ul>
  );
}

/** What was resolved about the day's differences, including those no longer open (the trail's rows). */
export function ResolutionList({ resolutions }: { resolutions: ReconciliationResolution[] }) {
  if (resolutions.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma resolução neste dia.</p>;
  return (
    <ul aria-label="Resoluções do dia" className="grid gap-2">
      {resolutions.map((resolution) => (
        <li key={resolution.id} className="grid gap-1 rounded-lg border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge variant="secondary">{RECONCILIATION_TRAIL_KIND_LABELS[resolution.kind] ?? resolution.kind}</Badge>
            <span className="font-semibold tabular-nums">{formatBRL(Math.abs(resolution.amount))}</span>
          </div>
          <ResolutionLine resolution={resolution} />
        </li>
      ))}
    </ul>
  );
}
