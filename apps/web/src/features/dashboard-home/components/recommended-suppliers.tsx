import { Link } from "react-router";
import { BadgeCheck, Truck } from "lucide-react";
import { SUPPLIER_CATEGORY_LABELS } from "@alicerce/shared/suppliers";
import { appPaths } from "@alicerce/shared/routes";
import type { ProjectSuppliers } from "@alicerce/shared/schemas/portfolio";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

function ProjectSuppliersCard({ entry }: { entry: ProjectSuppliers }) {
  const { project, suppliers, missing_categories } = entry;
  return (
    <li>
      <Card className="h-full gap-3 py-4">
        <CardHeader className="px-4">
          <CardTitle role="heading" aria-level={3} className="truncate text-base">
            <Link to={appPaths.project(project.id)} className="hover:underline">
              {project.title}
            </Link>
          </CardTitle>
          <CardDescription>
            {project.location_city}/{project.location_state} ·{" "}
            {missing_categories.length === 1
              ? "1 categoria sem fornecedor"
              : `${missing_categories.length} categorias sem fornecedor`}
          </CardDescription>
        </CardHeader>
        <CardContent className="px-4">
          {suppliers.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nenhum fornecedor disponível para o que falta neste projeto.
            </p>
          ) : (
            <ul className="divide-y">
              {suppliers.map((s) => (
                <li key={s.id} className="py-2 first:pt-0 last:pb-0">
                  <Link
                    to={appPaths.supplierProfile(s.id)}
                    className="grid gap-0.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-medium hover:underline">{s.company_name}</span>
                      {s.verified && (
                        <BadgeCheck className="size-4 text-primary" aria-label="Fornecedor verificado" role="img" />
                      )}
                      <Badge variant="outline">{SUPPLIER_CATEGORY_LABELS[s.category]}</Badge>
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {s.location_city}/{s.location_state} · {s.reason}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

/**
 * "Fornecedores recomendados" (docs/product/dashboard.md#recommendations): for each of the creator's
 * projects under way, the best suppliers of the categories it still lacks, each with its reason.
 */
export function RecommendedSuppliers({ entries }: { entries: ProjectSuppliers[] }) {
  return (
    <section aria-labelledby="fornecedores-recomendados" className="@container grid gap-4">
      <div>
        <h2 id="fornecedores-recomendados" className="text-lg font-semibold">
          Fornecedores recomendados
        </h2>
        <p className="text-sm text-muted-foreground">
          Para cada projeto em andamento, fornecedores das categorias que ainda não têm cotação aprovada.
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          <Truck className="size-4 shrink-0" aria-hidden="true" />
          Quando um projeto seu sair do rascunho, recomendaremos fornecedores para ele aqui.
        </p>
      ) : (
        <ul className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3">
          {entries.map((entry) => (
            <ProjectSuppliersCard key={entry.project.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
