import { Ban, CheckCircle2, Clock, FileSignature, TimerOff, XCircle, type LucideIcon } from "lucide-react";
import type { SignatureSummary } from "@alicerce/shared/schemas/signatures";
import { Skeleton } from "@/components/ui/skeleton";

const CARDS: { key: keyof SignatureSummary; label: string; icon: LucideIcon; tone: string }[] = [
  { key: "total", label: "Total", icon: FileSignature, tone: "text-primary" },
  { key: "pending", label: "Pendentes", icon: Clock, tone: "text-highlight-foreground" },
  { key: "signed", label: "Assinados", icon: CheckCircle2, tone: "text-success" },
  { key: "expired", label: "Expirados", icon: TimerOff, tone: "text-muted-foreground" },
  { key: "rejected", label: "Rejeitados", icon: XCircle, tone: "text-destructive" },
  { key: "cancelled", label: "Cancelados", icon: Ban, tone: "text-muted-foreground" },
];

/** Counts by status for the search and type applied, from the server. */
export function SignatureSummaryCards({ summary }: { summary: SignatureSummary | undefined }) {
  return (
    <ul aria-label="Resumo por status" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li key={key} className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <Icon className={`size-6 shrink-0 ${tone}`} aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-xs text-muted-foreground">{label}</p>
            {summary ? (
              <p className="text-xl font-semibold tabular-nums">{summary[key]}</p>
            ) : (
              <Skeleton className="mt-1 h-6 w-8" />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
