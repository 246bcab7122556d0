import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Loader2, PencilLine } from "lucide-react";
import { expenseEditSchema, type Expense, type ProjectBudget } from "@alicerce/shared/schemas/budget";
import { applyServerErrors, Form, schemaResolver } from "@/components/form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { useCorrectExpense } from "@/api/budget/project-budget";
import { ExpenseFields, type ExpenseFieldValues } from "./expense-fields";

type Input = z.output<typeof expenseEditSchema>;

function CorrectionForm({
  projectId,
  expense,
  phases,
  onDone,
}: {
  projectId: string;
  expense: Expense;
  phases: ProjectBudget["phases"];
  onDone: () => void;
}) {
  const correct = useCorrectExpense(projectId, expense.id);
  const form = useForm<ExpenseFieldValues, unknown, Input>({
    resolver: schemaResolver<ExpenseFieldValues, typeof expenseEditSchema>(expenseEditSchema),
    defaultValues: {
      phase_id: expense.phase_id,
      amount: expense.amount,
      spent_on: expense.spent_on,
      description: expense.description,
      supplier_name: expense.supplier_name,
    },
  });
  const onSubmit = form.handleSubmit((input) => {
    // A registered supplier stays linked while its name is left as it was; a new name is free text.
    const supplierId = input.supplier_name === expense.supplier_name ? expense.supplier_id : null;
    correct.mutate(
      { ...input, supplier_id: supplierId },
      {
        onSuccess: () => {
          toast({ title: "Despesa corrigida", description: "Os totais e o gráfico já mostram o novo valor." });
          onDone();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <ExpenseFields<ExpenseFieldValues> phases={phases} idPrefix={`edit-expense-${expense.id}`} />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={correct.isPending}>
          {correct.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {correct.isPending ? "Salvando..." : "Salvar correção"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Editar" on an expense line: corrects what was recorded; the receipt stays as it is (decision 063). */
export function EditExpenseDialog({
  projectId,
  expense,
  phases,
}: {
  projectId: string;
  expense: Expense;
  phases: ProjectBudget["phases"];
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Editar a despesa ${expense.description}`}>
          <PencilLine aria-hidden="true" />
          Editar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Editar despesa</DialogTitle>
          <DialogDescription>
            Corrija valor, data, descrição, fornecedor ou etapa. O comprovante continua o mesmo.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <CorrectionForm projectId={projectId} expense={expense} phases={phases} onDone={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
