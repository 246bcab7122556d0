import { useState, type FormEvent } from "react";
import { Loader2, Settings2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { smallestMinimumTarget } from "@alicerce/shared/projects";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
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
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MoneyInput } from "@/components/ui/money-input";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { useUpdateFunding } from "@/api/projects/update-funding";

type Values = {
  target_amount: number | null;
  minimum_target_amount: number | null;
  min_investment: number | null;
  deadline: string;
};
type Errors = Partial<Record<keyof Values, string>>;

function FundingForm({ project, onDone }: { project: ProjectDetail; onDone: () => void }) {
  const [values, setValues] = useState<Values>({
    target_amount: project.target_amount,
    minimum_target_amount: project.minimum_target_amount,
    min_investment: project.min_investment,
    deadline: project.deadline ?? "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateFunding(project.id);

  const setTarget = (target: number | null) =>
    setValues((v) => {
      // The minimum follows the target (2/3 of it) until the creator sets another one.
      const follows =
        v.minimum_target_amount === null ||
        (v.target_amount !== null && v.minimum_target_amount === smallestMinimumTarget(v.target_amount));
      const minimum = follows ? (target === null ? null : smallestMinimumTarget(target)) : v.minimum_target_amount;
      return { ...v, target_amount: target, minimum_target_amount: minimum };
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!values.target_amount) found.target_amount = "Informe a meta de captação.";
    if (!values.min_investment) found.min_investment = "Informe o investimento mínimo.";
    if (!values.deadline) found.deadline = "Informe o prazo da captação.";
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      {
        target_amount: values.target_amount!,
        minimum_target_amount: values.minimum_target_amount,
        min_investment: values.min_investment!,
        deadline: values.deadline,
      },
      {
        onSuccess: () => {
          toast({ title: "Captação definida!", description: "Os termos da captação foram salvos." });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields) {
            setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [k, m.join(" ")])) as Errors);
          }
          toast({ title: "Erro", description: errorMessage(error), variant: "destructive" });
        },
      },
    );
  };

  const floor = values.target_amount ? smallestMinimumTarget(values.target_amount) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="funding-target" label="Meta de captação" error={errors.target_amount}>
        <MoneyInput
          value={values.target_amount}
          onValueChange={setTarget}
          {...fieldAria("funding-target", errors.target_amount)}
        />
      </FormField>
      <FormField
        id="funding-minimum"
        label="Captação mínima"
        error={errors.minimum_target_amount}
        hint={floor !== null ? `Pelo menos ${formatBRL(floor)} (2/3 da meta).` : "Pelo menos 2/3 da meta."}
      >
        <MoneyInput
          value={values.minimum_target_amount}
          onValueChange={(v) => setValues((s) => ({ ...s, minimum_target_amount: v }))}
          {...fieldAria("funding-minimum", errors.minimum_target_amount, "hint")}
        />
      </FormField>
      <FormField id="funding-min-investment" label="Investimento mínimo" error={errors.min_investment}>
        <MoneyInput
          value={values.min_investment}
          onValueChange={(v) => setValues((s) => ({ ...s, min_investment: v }))}
          {...fieldAria("funding-min-investment", errors.min_investment)}
        />
      </FormField>
      <FormField id="funding-deadline" label="Prazo da captação" error={errors.deadline}>
        <Input
          type="date"
          value={values.deadline}
          onChange={(e) => setValues((s) => ({ ...s, deadline: e.target.value }))}
          {...fieldAria("funding-deadline", errors.deadline)}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {save.isPending ? "Salvando..." : "Salvar captação"}
        </Button>
      </DialogFooter>
    </form>
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
