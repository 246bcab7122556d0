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
import { applyServerErrors, Form, MoneyField, schemaResolver, SelectField, TextareaField } from "@/components/form";
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
type Values = { amount: number | null; kind: string; note: string };

const KIND_OPTIONS = DISTRIBUTION_KINDS.map((kind) => [kind, DISTRIBUTION_KIND_LABELS[kind]] as const);

function RecordForm({
  projectId,
  onDone,
  onRecorded,
}: {
  projectId: string;
  onDone: () => void;
  onRecorded: (distributionId: string) => void;
}) {
  const record = useRecordDistribution(projectId);
  const form = useForm<Values, unknown, Input>({
    resolver: schemaResolver<Values, typeof distributionInputSchema>(distributionInputSchema),
    defaultValues: { amount: null, kind: "income", note: "" },
  });
  const onSubmit = form.handleSubmit((input) =>
    record.mutate(input, {
      onSuccess: (recorded) => {
        toast({
          title: "Distribuição registrada",
          description: `Pague o Pix de ${formatBRL(input.amount)} para que cada investidor receba a sua parte.`,
        });
        onRecorded(recorded.id);
      },
      // The query client's default toast says what went wrong; field errors go to their fields.
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <MoneyField<Values> name="amount" id="distribution-amount" label="Valor total" />
      <SelectField<Values> name="kind" id="distribution-kind" label="Tipo" options={KIND_OPTIONS} />
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

/**
 * "Registrar distribuição": the creator's form; the server splits the total among confirmed commitments
 * and opens its Pix, which `onRecorded` shows ("Pagar com Pix").
 */
export function RecordDistributionDialog({
  projectId,
  onRecorded,
}: {
  projectId: string;
  onRecorded: (distributionId: string) => void;
}) {
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
            O valor é dividido entre os investidores na proporção dos compromissos pagos e confirmados (fora do prazo de
            desistência), ao centavo. Você paga o total por Pix à conta de custódia; então cada investidor recebe a sua
            parte líquida por Pix, com o imposto de renda retido quando devido, e é avisado.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <RecordForm
            projectId={projectId}
            onDone={() => setOpen(false)}
            onRecorded={(id) => {
              setOpen(false);
              onRecorded(id);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
