import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryStates } from "@/components/list/query-states";
import { useProjectBudget } from "@/api/budget/project-budget";
import { BudgetChart } from "./budget-chart";
import { ExpenseLines } from "./expense-lines";
import { LaunchQuotationDialog } from "./launch-quotation-dialog";
import { PhaseBudgetDialog } from "./phase-budget-dialog";
import { RecordExpenseDialog } from "./record-expense-dialog";

/**
 * Who may read a project's budget, as far as the page knows (the server decides): whoever takes part or
 * reviews (`can_see_reviews`: creator, team, legal, admins) and investors with a commitment.
 */
const mayReadBudget = (project: ProjectDetail) =>
  project.phases.length > 0 && (project.viewer.can_see_reviews || project.viewer.invested_amount > 0);

/**
 * "Orçamento × realizado" on the project page (docs/product/budget-vs-actual.md): the chart for everyone allowed,
 * the lines and the forms for the creator and the team.
 */
export function ProjectBudgetSection({ project }: { project: ProjectDetail }) {
  const allowed = mayReadBudget(project);
  const query = useProjectBudget(project.id, allowed);
  if (!allowed) return null;
  const budget = query.data;
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle role="heading" aria-level={2} className="text-lg">
          Orçamento × realizado
        </CardTitle>
        {budget?.can_edit && (
          <div className="flex flex-wrap gap-2">
            <RecordExpenseDialog projectId={project.id} phases={budget.phases} />
            {project.viewer.is_creator && <LaunchQuotationDialog projectId={project.id} phases={budget.phases} />}
            <PhaseBudgetDialog projectId={project.id} phases={budget.phases} />
          </div>
        )}
      </CardHeader>
      <CardContent className="grid gap-6">
        <QueryStates
          query={query}
          pending={<p className="text-sm text-muted-foreground">Carregando orçamento...</p>}
          errorTitle="Não foi possível carregar o orçamento."
        >
          {(data) => (
            <>
              <BudgetChart budget={data} />
              {data.can_see_lines ? (
                <ExpenseLines projectId={project.id} editing={data.can_edit ? { phases: data.phases } : null} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  Como investidor, você acompanha os totais por etapa. As despesas detalhadas ficam com a equipe do
                  projeto.
                </p>
              )}
            </>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
