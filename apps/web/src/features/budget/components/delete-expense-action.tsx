import { Trash2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { Expense } from "@alicerce/shared/schemas/budget";
import { ConfirmAction } from "@/components/confirm-action";
import { toast } from "@/hooks/use-toast";
import { whenDone } from "@/lib/when-done";
import { useDeleteExpense } from "@/api/budget/project-budget";

/** "Excluir" on an expense line, after a confirmation: the receipt goes with it (decision 063). */
export function DeleteExpenseAction({ projectId, expense }: { projectId: string; expense: Expense }) {
  const remove = useDeleteExpense(projectId);
  return (
    <ConfirmAction
      layout="inline"
      destructive
      icon={<Trash2 aria-hidden="true" />}
      label="Excluir"
      accessibleLabel={`Excluir a despesa ${expense.description}`}
      title="Excluir despesa?"
      description={
        <>
          {expense.description} ({formatBRL(expense.amount)}) sai do realizado da etapa {expense.phase_name}
          {expense.receipt_name ? ", com o comprovante" : ""}.
          {expense.quotation_id ? " O orçamento de origem poderá ser lançado novamente." : ""} Não é possível desfazer.
        </>
      }
      confirmLabel="Excluir despesa"
      pending={remove.isPending}
      onConfirm={() =>
        whenDone(remove.mutateAsync(expense.id), () =>
          toast({ title: "Despesa excluída", description: "Os totais e o gráfico foram atualizados." }),
        )
      }
    />
  );
}
