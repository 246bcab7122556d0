import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Loader2, Settings2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { smallestMinimumTarget } from "@alicerce/shared/projects";
import { updateFundingInputSchema, type ProjectDetail } from "@alicerce/shared/schemas/projects";
import { applyServerErrors, DateField, Form, MoneyField, schemaResolver } from "@/components/form";
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
import { useUpdateFunding } from "@/api/projects/update-funding";

type UpdateFundingInput = z.output<typeof updateFundingInputSchema>;
type Values = {
  target_amount: number | null;
  minimum_target_amount: number | null;
  min_investment: number | null;
  deadline: string;
};

function FundingForm({ project, onDone }: { project: ProjectDetail; onDone: () => void }) {
  const save = useUpdateFunding(project.id);
  const form = useForm<Values, unknown, UpdateFundingInput>({
    resolver: schemaResolver<Values, typeof updateFundingInputSchema>(updateFundingInputSchema),
    defaultValues: {
      target_amount: project.target_amount,
      minimum_target_amount: project.minimum_target_amount,
      min_investment: project.min_investment,
      deadline: project.deadline ?? "",
    },
  });
  const target = form.watch("target_amount");

  // The minimum follows the target (2/3 of it) until the creator sets another one.
  const setTarget = (next: number | null) => {
    const { target_amount: previous, minimum_target_amount: minimum } = form.getValues();
    const follows = minimum === null || (previous !== null && minimum === smallestMinimumTarget(previous));
    form.setValue("target_amount", next);
    if (follows) form.setValue("minimum_target_amount", next === null ? null : smallestMinimumTarget(next));
  };

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast({ title: "Captação definida!", description: "Os termos da captação foram salvos." });
        onDone();
      },
      // The query client's default toast says what went wrong.
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  const floor = target ? smallestMinimumTarget(target) : null;
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <MoneyField<Values> name="target_amount" id="funding-target" label="Meta de captação" onValueChange={setTarget} />
      <MoneyField<Values>
        name="minimum_target_amount"
        id="funding-minimum"
        label="Captação mínima"
        hint={floor !== null ? `Pelo menos ${formatBRL(floor)} (2/3 da meta).` : "Pelo menos 2/3 da meta."}
      />
      <MoneyField<Values> name="min_investment" id="funding-min-investment" label="Investimento mínimo" />
      <DateField<Values> name="deadline" id="funding-deadline" label="Prazo da captação" />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {save.isPending ? "Salvando..." : "Salvar captação"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Definir captação": target, minimum target, minimum ticket and deadline (PUT funding). */
export function FundingDialog({ project }: { project: ProjectDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full justify-start">
          <Settings2 aria-hidden="true" />
          Definir captação
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Definir captação</DialogTitle>
          <DialogDescription>
            Pela Resolução CVM 88, a captação mínima deve ser de pelo menos 2/3 da meta. Se ela não for atingida até o
            prazo, os compromissos são cancelados.
          </DialogDescription>
        </DialogHeader>
        {open && <FundingForm project={project} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
