import { Link } from "react-router";
import { CheckCircle2, FolderKanban, Star, Wallet } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { appRoutes } from "@alicerce/shared/routes";
import type { SupplierOverview as Overview } from "@alicerce/shared/schemas/portfolio";
import { formatRating } from "@alicerce/shared/suppliers";
import { OverviewStats } from "./overview-stats";

/** A supplier's overview: works under way, completed services, rating and earnings. */
export function SupplierOverview({ overview }: { overview: Overview }) {
  const n = (value: number) => value.toLocaleString("pt-BR");
  return (
    <div className="grid gap-4">
      {!overview.has_supplier && (
        <p role="note" className="rounded-xl border bg-muted/40 p-4 text-sm">
          Cadastre sua empresa para receber cotações e acompanhar seus números aqui.{" "}
          <Link to={appRoutes.suppliers} className="font-medium text-primary underline-offset-4 hover:underline">
            Ir para Fornecedores
          </Link>
        </p>
      )}
      <OverviewStats
        label="Resumo do seu negócio"
        stats={[
          {
            icon: FolderKanban,
            label: "Projetos ativos",
            value: n(overview.active_projects),
            hint: "Cotações aprovadas",
          },
          { icon: CheckCircle2, label: "Serviços concluídos", value: n(overview.completed_services) },
          {
            icon: Star,
            label: "Avaliação",
            value: overview.rating === null ? "—" : `${formatRating(overview.rating)} ★`,
            hint: overview.review_count === 1 ? "1 avaliação" : `${n(overview.review_count)} avaliações`,
          },
          { icon: Wallet, label: "Faturamento", value: formatBRL(overview.earnings), hint: "Serviços concluídos" },
        ]}
      />
    </div>
  );
}
