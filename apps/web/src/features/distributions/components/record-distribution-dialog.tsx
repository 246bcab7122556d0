import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { HandCoins, Loader2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import {
  DISTRIBUTION_KIND_LABELS,
  DISTRIBUTION_KINDS,
  DISTRIBUTION_NOTE_MAX,
  distributionInputSchema,
} from "@alicerce/shared/schemas/distributions";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import {
  applyServerErrors,
  DateField,
  Form,
  MoneyField,
  schemaResolver,
  SelectField,
  TextareaField,
} from "@/components/form";
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
import { useRecordDistribution } from "@/api/distributions/project-distributions";

type Input = z.output<typeof distributionInputSchema>;
type Values = { amount: number | null; paid_on: string; kind: string; note: string };

const KIND_OPTIONS = DISTRIBUTION_KINDS.map((kind) => [kind, DISTRIBUTION_KIND_LABELS[kind]] as const);

function RecordForm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const record = useRecordDistribution(projectId);
  const form = useForm<Values, unknown, Input>({
    resolver: schemaResolver<Values, typeof distributionInputSchema>(distributionInputSchema),
    defaultValues: { amount: null, paid_on: todayInSaoPaulo(), kind: "income", note: "" },
  });
  const onSubmit = form.handleSubmit((input) =>
    record.mutate(input, {
      onSuccess: () => {
        toast({
          title: "Distribuição registrada",
          description: `${formatBRL(input.amount)} dividido entre os investidores. Cada um foi avisado.`,
        });
        onDone();
      },
      // The query client's default toast says what went wrong; field errors go to their fields.
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <MoneyField<Values> name="amount" id="distribution-amount" label="Valor total" />
      <SelectField<Values> name="kind" id="distribution-kind" label="Tipo" options={KIND_OPTIONS} />
      <DateField<Values> name="paid_on" id="distribution-paid-on" label="Data do pagamento" />
      <TextareaField<Values>
        name="note"
        id="distribution-note"
        label="Observação (opcional)"
        maxLength={DISTRIBUTION_NOTE_MAX}
        rows={3}
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {record.isPending ? "Registrando..." : "Registrar distribuição"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Registrar distribuição": the creator's form; the server splits the total among confirmed commitments. */
export function RecordDistributionDialog({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <HandCoins aria-hidden="true" />
          Registrar distribuição
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Registrar distribuição</DialogTitle>
          <DialogDescription>
            O valor é dividido entre os investidores na proporção dos compromissos confirmados (fora do prazo de
            desistência), ao centavo. Cada investidor é avisado pelo sino e por e-mail.
          </DialogDescription>
        </DialogHeader>
        {open && <RecordForm projectId={projectId} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
