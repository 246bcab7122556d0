import { useState } from "react";
import { FileCheck2, Loader2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { LaunchableQuotation, ProjectBudget } from "@alicerce/shared/schemas/budget";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { QueryStates } from "@/components/list/query-states";
import { toast } from "@/hooks/use-toast";
import { useLaunchableQuotations, useLaunchQuotation } from "@/api/budget/project-budget";

function QuotationRow({
  projectId,
  quotation,
  phases,
}: {
  projectId: string;
  quotation: LaunchableQuotation;
  phases: ProjectBudget["phases"];
}) {
  const launch = useLaunchQuotation(projectId);
  const [phaseId, setPhaseId] = useState(phases[0]?.id ?? "");
  const selectId = `launch-phase-${quotation.id}`;
  return (
    <li className="grid gap-2 py-3">
      <div className="grid gap-0.5">
        <p className="font-medium break-words">{quotation.project_name}</p>
        <p className="text-sm text-muted-foreground">
          {quotation.supplier_name} · <span className="tabular-nums">{formatBRL(quotation.amount)}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={selectId} className="text-xs text-muted-foreground">
            Etapa
          </label>
          <select
            id={selectId}
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
        <Button
          size="sm"
          disabled={launch.isPending || !phaseId}
          onClick={() =>
            launch.mutate(
              { quotation_id: quotation.id, phase_id: phaseId },
              {
                onSuccess: () =>
                  toast({
                    title: "Orçamento lançado como despesa",
                    description: `${formatBRL(quotation.amount)} de ${quotation.supplier_name}.`,
                  }),
              },
            )
          }
          aria-label={`Lançar como despesa: ${quotation.project_name}`}
        >
          {launch.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Lançar como despesa
        </Button>
      </div>
    </li>
  );
}

function QuotationList({ projectId, phases }: { projectId: string; phases: ProjectBudget["phases"] }) {
  const query = useLaunchableQuotations(projectId, true);
  return (
    <QueryStates
      query={query}
      pending={<p className="text-sm text-muted-foreground">Carregando orçamentos...</p>}
      errorTitle="Não foi possível carregar os orçamentos."
      empty={
        <p className="text-sm text-muted-foreground">
          Nenhum orçamento concluído para lançar. Os orçamentos concluídos no Marketplace aparecem aqui.
        </p>
      }
    >
      {(data) => (
        <ul className="max-h-96 divide-y overflow-y-auto" aria-label="Orçamentos concluídos">
          {data.items.map((q) => (
            <QuotationRow key={q.id} projectId={projectId} quotation={q} phases={phases} />
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

/** The creator's concluded quotations, each launched as an expense in one click (once). */
export function LaunchQuotationDialog({ projectId, phases }: { projectId: string; phases: ProjectBudget["phases"] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <FileCheck2 aria-hidden="true" />
          Lançar orçamento concluído
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Lançar orçamento como despesa</DialogTitle>
          <DialogDescription>
            O valor e o fornecedor do orçamento concluído viram uma despesa da etapa escolhida. Cada orçamento é lançado
            uma única vez.
          </DialogDescription>
        </DialogHeader>
        {open && <QuotationList projectId={projectId} phases={phases} />}
      </DialogContent>
    </Dialog>
  );
}
