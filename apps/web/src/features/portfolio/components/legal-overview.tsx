import { ClipboardCheck, FileClock, FileSignature, Hourglass } from "lucide-react";
import type { LegalOverview as Overview } from "@alicerce/shared/schemas/portfolio";
import { OverviewStats } from "./overview-stats";

/** The legal desk's overview: the queue, this person's approvals, pending and signed contracts. */
export function LegalOverview({ overview }: { overview: Overview }) {
  const n = (value: number) => value.toLocaleString("pt-BR");
  return (
    <div className="grid gap-4">
      {!overview.verified && (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          Os números da mesa jurídica aparecem depois que um administrador verificar sua inscrição na OAB.
        </p>
      )}
      <OverviewStats
        label="Resumo da mesa jurídica"
        stats={[
          {
            icon: Hourglass,
            label: "Aprovações pendentes",
            value: n(overview.pending_approvals),
            hint: "Na fila de análise",
          },
          {
            icon: ClipboardCheck,
            label: "Projetos aprovados",
            value: n(overview.approved_projects),
            hint: "Aprovados por você",
          },
          {
            icon: FileClock,
            label: "Contratos pendentes",
            value: n(overview.pending_contracts),
            hint: "Ainda não vigentes",
          },
          {
            icon: FileSignature,
            label: "Contratos assinados",
            value: n(overview.signed_contracts),
            hint: "Vigentes ou finalizados",
          },
        ]}
      />
    </div>
  );
}
