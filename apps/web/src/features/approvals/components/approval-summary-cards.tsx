import { CheckCircle2, Clock, Search, XCircle, type LucideIcon } from "lucide-react";
import type { ApprovalStatus } from "@alicerce/shared/approvals";
import type { ApprovalSummary } from "@alicerce/shared/schemas/approvals";
import { SummaryCards } from "@/components/list/summary-cards";

const CARDS: { status: ApprovalStatus; label: string; icon: LucideIcon }[] = [
  { status: "pendente", label: "Pendentes", icon: Clock },
  { status: "em_analise", label: "Em Análise", icon: Search },
  { status: "aprovado", label: "Aprovados", icon: CheckCircle2 },
  { status: "rejeitado", label: "Rejeitados", icon: XCircle },
];

/** Requests by status for the search, type and priority applied (counted on the server). */
export function ApprovalSummaryCards({ summary }: { summary: ApprovalSummary | undefined }) {
  return (
    <SummaryCards
      testId="approval-summary"
      label="Solicitações por status"
      columns="xl:grid-cols-4"
      items={CARDS.map((card) => ({ ...card, key: card.status, value: summary?.[card.status] }))}
    />
  );
}
