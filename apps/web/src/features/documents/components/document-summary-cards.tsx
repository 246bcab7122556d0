import { CheckCircle2, Clock, FileSignature, FileText, XCircle, type LucideIcon } from "lucide-react";
import type { DocumentList } from "@alicerce/shared/schemas/documents";
import { SummaryCards } from "@/components/list/summary-cards";

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
    <SummaryCards
      testId="document-summary"
      label="Documentos por status"
      columns="lg:grid-cols-5"
      // Five cards share the row: the icon keeps its size when a label wraps.
      iconClassName="size-4 shrink-0 text-primary"
      items={CARDS.map((card) => ({ ...card, value: summary?.[card.key] }))}
    />
  );
}
