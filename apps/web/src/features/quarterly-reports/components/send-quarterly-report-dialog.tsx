import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FileBarChart, Loader2 } from "lucide-react";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import {
  compareQuarters,
  currentQuarter,
  previousQuarter,
  quarterLabel,
  quarterOfDay,
  type Quarter,
} from "@alicerce/shared/quarters";
import { applyServerErrors, Form, schemaResolver, SelectField } from "@/components/form";
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
import { useSendQuarterlyReport } from "@/api/quarterly-reports/send-quarterly-report";

/** The quarters offered: the running one, then back to the project's first, at most two years. */
const OFFERED = 8;

export function quarterOptions(createdAt: string, now = new Date()): (readonly [string, string])[] {
  const first = quarterOfDay(todayInSaoPaulo(new Date(createdAt)));
  const options: (readonly [string, string])[] = [];
  for (
    let q: Quarter = currentQuarter(now);
    compareQuarters(q, first) >= 0 && options.length < OFFERED;
    q = previousQuarter(q)
  ) {
    const running = options.length === 0;
    options.push([`${q.year}-${q.quarter}`, `${quarterLabel(q)}${running ? " (parcial)" : ""}`]);
  }
  return options;
}

const formSchema = z.object({ quarter: z.string({ error: "Escolha o trimestre." }).min(1, "Escolha o trimestre.") });
type Values = z.input<typeof formSchema>;

function SendForm({ projectId, createdAt, onDone }: { projectId: string; createdAt: string; onDone: () => void }) {
  const send = useSendQuarterlyReport(projectId);
  const options = quarterOptions(createdAt);
  const form = useForm<Values>({
    resolver: schemaResolver<Values, typeof formSchema>(formSchema),
    defaultValues: { quarter: options[0]?.[0] ?? "" },
  });
  const onSubmit = form.handleSubmit(({ quarter }) => {
    const [year, number] = quarter.split("-").map(Number) as [number, number];
    send.mutate(
      { year, quarter: number },
      {
        onSuccess: (report) => {
          toast({
            title: "Relatório trimestral enviado",
            description: `${report.name} está nos documentos do projeto. ${
              report.investors === 1 ? "1 investidor foi avisado." : `${report.investors} investidores foram avisados.`
            }`,
          });
          onDone();
        },
        // The query client's default toast says what went wrong; a field error goes under the select.
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <SelectField<Values> name="quarter" id="quarterly-report-quarter" label="Trimestre" options={options} />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {send.isPending ? "Gerando relatório..." : "Gerar e enviar"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * "Relatório trimestral": the creator has a quarter's report written now (docs/product/quarterly-reports.md);
 * the end-of-quarter job sends each ended quarter's by itself.
 */
export function SendQuarterlyReportDialog({ projectId, createdAt }: { projectId: string; createdAt: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileBarChart aria-hidden="true" />
          Relatório trimestral
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Gerar relatório trimestral</DialogTitle>
          <DialogDescription>
            Um PDF com o andamento de cada fase, as distribuições e os documentos do trimestre. Ele fica nos documentos
            do projeto, visível aos investidores, e cada investidor é avisado pelo sino e por e-mail. Ao fim de cada
            trimestre o Alicerce envia o relatório sozinho.
          </DialogDescription>
        </DialogHeader>
        {open && <SendForm projectId={projectId} createdAt={createdAt} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
