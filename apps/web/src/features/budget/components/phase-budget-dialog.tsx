import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Loader2, Pencil } from "lucide-react";
import { phaseBudgetInputSchema, type ProjectBudget } from "@alicerce/shared/schemas/budget";
import { applyServerErrors, Form, MoneyField, schemaResolver } from "@/components/form";
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
import { useSetPhaseBudget } from "@/api/budget/project-budget";

type Phase = ProjectBudget["phases"][number];
type Values = { budget: number | null };

function BudgetForm({ projectId, phase, onDone }: { projectId: string; phase: Phase; onDone: () => void }) {
  const save = useSetPhaseBudget(projectId);
  const form = useForm<Values, unknown, z.output<typeof phaseBudgetInputSchema>>({
    resolver: schemaResolver<Values, typeof phaseBudgetInputSchema>(phaseBudgetInputSchema),
    defaultValues: { budget: phase.budget },
  });
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { phaseId: phase.id, budget: input.budget },
      {
        onSuccess: () => {
          toast({ title: "Orçamento atualizado", description: `Etapa ${phase.name}.` });
          onDone();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <MoneyField<Values> name="budget" id="phase-budget" label="Orçamento da etapa" />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Salvar orçamento
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Editar orçamentos": pick a phase and set its budget (the creator and the team). */
export function PhaseBudgetDialog({ projectId, phases }: { projectId: string; phases: ProjectBudget["phases"] }) {
  const [open, setOpen] = useState(false);
  const [phaseId, setPhaseId] = useState(phases[0]?.id ?? "");
  const phase = phases.find((p) => p.id === phaseId);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <Pencil aria-hidden="true" />
          Editar orçamentos
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Orçamento por etapa</DialogTitle>
          <DialogDescription>
            Escolha a etapa e informe o valor orçado. Use 0 para uma etapa sem orçamento.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1">
          <label htmlFor="phase-budget-phase" className="text-sm font-medium">
            Etapa
          </label>
          <select
            id="phase-budget-phase"
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={phaseId}
            onChange={(event) => setPhaseId(event.target.value)}
          >
            {phases.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        {open && phase && (
          <BudgetForm key={phase.id} projectId={projectId} phase={phase} onDone={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
