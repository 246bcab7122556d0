import { CheckCircle2, Clock, Search, XCircle, type LucideIcon } from "lucide-react";
import type { ApprovalStatus } from "@alicerce/shared/approvals";
import type { ApprovalSummary } from "@alicerce/shared/schemas/approvals";
import { Skeleton } from "@/components/ui/skeleton";

const CARDS: { status: ApprovalStatus; label: string; icon: LucideIcon }[] = [
  { status: "pendente", label: "Pendentes", icon: Clock },
  { status: "em_analise", label: "Em Análise", icon: Search },
  { status: "aprovado", label: "Aprovados", icon: CheckCircle2 },
  { status: "rejeitado", label: "Rejeitados", icon: XCircle },
];

/** Requests by status for the search, type and priority applied (counted on the server). */
export function ApprovalSummaryCards({ summary }: { summary: ApprovalSummary | undefined }) {
  return (
    <dl
      data-testid="approval-summary"
      aria-label="Solicitações por status"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4"
    >
      {CARDS.map((card) => (
        <div
          key={card.status}
          className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm sm:grid sm:justify-stretch sm:gap-1 sm:p-5"
        >
          <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <card.icon className="size-4 text-primary" aria-hidden="true" />
            {card.label}
          </dt>
          <dd className="text-lg font-bold tabular-nums sm:text-2xl">
            {summary ? summary[card.status] : <Skeleton className="h-7 w-12" aria-label="Carregando" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
