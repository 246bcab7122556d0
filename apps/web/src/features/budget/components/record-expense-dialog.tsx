import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Loader2, Plus } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { expenseInputSchema, type ProjectBudget } from "@alicerce/shared/schemas/budget";
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
import { useRecordExpense } from "@/api/budget/project-budget";
import { ExpenseFields, type ExpenseFieldValues } from "./expense-fields";
import { ReceiptPicker } from "./receipt-picker";

type Input = z.output<typeof expenseInputSchema>;
type Values = ExpenseFieldValues & { receipt_file_id: string | null };

function ExpenseForm({
  projectId,
  phases,
  onDone,
}: {
  projectId: string;
  phases: ProjectBudget["phases"];
  onDone: () => void;
}) {
  const record = useRecordExpense(projectId);
  const [uploading, setUploading] = useState(false);
  const form = useForm<Values, unknown, Input>({
    resolver: schemaResolver<Values, typeof expenseInputSchema>(expenseInputSchema),
    defaultValues: {
      phase_id: phases[0]?.id ?? "",
      amount: null,
      spent_on: todayInSaoPaulo(),
      description: "",
      supplier_name: "",
      receipt_file_id: null,
    },
  });
  const onSubmit = form.handleSubmit((input) =>
    record.mutate(input, {
      onSuccess: () => {
        toast({ title: "Despesa lançada", description: `${formatBRL(input.amount)} em ${input.description}.` });
        onDone();
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <ExpenseFields<Values> phases={phases} idPrefix="expense" />
      <ReceiptPicker
        onChange={(fileId) => form.setValue("receipt_file_id", fileId)}
        onBusyChange={setUploading}
        error={form.formState.errors.receipt_file_id?.message}
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={record.isPending || uploading}>
          {record.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {record.isPending ? "Lançando..." : "Lançar despesa"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Lançar despesa": the creator's and the team's form (amount, date, description, supplier, receipt). */
export function RecordExpenseDialog({ projectId, phases }: { projectId: string; phases: ProjectBudget["phases"] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          Lançar despesa
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Lançar despesa</DialogTitle>
          <DialogDescription>
            A despesa entra no realizado da etapa escolhida. Investidores veem apenas os totais.
          </DialogDescription>
        </DialogHeader>
        {open && <ExpenseForm projectId={projectId} phases={phases} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
