import { CheckCircle2, Clock, FileSignature, FileText, XCircle, type LucideIcon } from "lucide-react";
import type { DocumentList } from "@alicerce/shared/schemas/documents";
import { Skeleton } from "@/components/ui/skeleton";

type Summary = DocumentList["summary"];

const CARDS: { key: keyof Summary; label: string; icon: LucideIcon }[] = [
  { key: "total", label: "Total", icon: FileText },
  { key: "approved", label: "Aprovados", icon: CheckCircle2 },
  { key: "pending", label: "Pendentes", icon: Clock },
  { key: "rejected", label: "Rejeitados", icon: XCircle },
  { key: "signed", label: "Assinados", icon: FileSignature },
];

/** Documents by status among those the user may read, before search and filters (counted on the server). */
export function DocumentSummaryCards({ summary }: { summary: Summary | undefined }) {
  return (
    <dl
      data-testid="document-summary"
      aria-label="Documentos por status"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-5"
    >
      {CARDS.map((card) => (
        <div
          key={card.key}
          className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm sm:grid sm:justify-stretch sm:gap-1 sm:p-5"
        >
          <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <card.icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {card.label}
          </dt>
          <dd className="text-lg font-bold tabular-nums sm:text-2xl">
            {summary ? summary[card.key] : <Skeleton className="h-7 w-12" aria-label="Carregando" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
