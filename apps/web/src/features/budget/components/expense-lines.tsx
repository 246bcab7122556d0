import { useState } from "react";
import { Download } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { Expense, ProjectBudget } from "@alicerce/shared/schemas/budget";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button-variants";
import { QueryStates } from "@/components/list/query-states";
import { SearchBox } from "@/components/list/search-box";
import { formatDate } from "@/lib/format";
import { receiptUrl, useProjectExpenses } from "@/api/budget/project-budget";
import { DeleteExpenseAction } from "./delete-expense-action";
import { EditExpenseDialog } from "./edit-expense-dialog";

/** Who records the expenses corrects and deletes them: `phases` is given to them only. */
type Editing = { phases: ProjectBudget["phases"] } | null;

function ExpenseRow({ projectId, expense, editing }: { projectId: string; expense: Expense; editing: Editing }) {
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium break-words">{expense.description}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <span>{formatDate(expense.spent_on)}</span>
          <span>· {expense.phase_name}</span>
          <span className="break-words">· {expense.supplier_name}</span>
          {expense.quotation_id && <Badge variant="outline">Do orçamento</Badge>}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <span className="font-semibold tabular-nums">{formatBRL(expense.amount)}</span>
        {expense.receipt_name && (
          <a
            href={receiptUrl(projectId, expense.id)}
            download
            className={buttonVariants({ variant: "outline", size: "sm" })}
            aria-label={`Baixar o comprovante de ${expense.description}`}
          >
            <Download aria-hidden="true" />
            Comprovante
          </a>
        )}
        {editing && (
          <>
            <EditExpenseDialog projectId={projectId} expense={expense} phases={editing.phases} />
            <DeleteExpenseAction projectId={projectId} expense={expense} />
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The team's expense lines: a search over description and supplier, 20 per page, newest first; those
 * who record expenses correct or delete them here (admins read only).
 */
export function ExpenseLines({ projectId, editing }: { projectId: string; editing: Editing }) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const query = useProjectExpenses(projectId, page, q.trim(), true);
  return (
    <section className="grid gap-3" aria-labelledby="expense-lines-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="expense-lines-title" className="text-base font-semibold">
          Despesas lançadas
        </h3>
        <SearchBox
          id="expense-search"
          label="Buscar despesas"
          placeholder="Buscar por descrição ou fornecedor"
          value={q}
          maxLength={100}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
          className="w-full sm:w-72"
        />
      </div>
      <QueryStates
        query={query}
        pending={<p className="text-sm text-muted-foreground">Carregando despesas...</p>}
        pagination={{ label: "Páginas de despesas", page, onPageChange: setPage }}
        errorTitle="Não foi possível carregar as despesas."
        isEmpty={(data) => data.total === 0}
        empty={
          <p className="text-sm text-muted-foreground">
            {q.trim() ? "Nenhuma despesa encontrada para esta busca." : "Nenhuma despesa lançada ainda."}
          </p>
        }
      >
        {(data) => (
          <>
            <ul className="divide-y" aria-label="Despesas do projeto">
              {data.items.map((e) => (
                <ExpenseRow key={e.id} projectId={projectId} expense={e} editing={editing} />
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </section>
  );
}
