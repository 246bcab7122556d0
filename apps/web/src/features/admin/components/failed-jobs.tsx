import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { QueryStates } from "@/components/list/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { useFailedPaymentJobs } from "@/api/reconciliation/reads";
import { useRetryPaymentJob } from "@/api/reconciliation/mutations";
import { ReasonDialog } from "./reconciliation-reason-dialog";
import { dateTime } from "./reconciliation-texts";

/** The payment jobs that ran out of attempts, newest first, each with "Tentar novamente". */
export function FailedJobs() {
  const query = useFailedPaymentJobs();
  const retry = useRetryPaymentJob();
  return (
    <QueryStates
      query={query}
      pending={<Skeleton className="h-16 w-full" />}
      errorTitle="Não foi possível carregar as tarefas com falha."
      compact
      empty={<p className="text-sm text-muted-foreground">Nenhuma tarefa de pagamento com falha.</p>}
    >
      {(page) => (
        <ul aria-label="Tarefas com falha" className="grid gap-2">
          {page.items.map((job) => (
            <li key={job.id} className="grid gap-1 rounded-lg border p-3 text-sm">
              <p className="font-medium break-all">
                {job.kind} · {job.key}
              </p>
              <p className="text-muted-foreground">
                {job.attempts} {job.attempts === 1 ? "tentativa" : "tentativas"}
                {job.failed_at ? `, falhou em ${dateTime(job.failed_at)}` : ""}
                {job.last_error ? `: ${job.last_error}` : ""}
              </p>
              <div>
                <ReasonDialog
                  id={`job-${job.id}`}
                  trigger={
                    <Button size="sm" variant="outline">
                      <RotateCcw aria-hidden="true" />
                      Tentar novamente
                    </Button>
                  }
                  title="Tentar novamente"
                  description={`A tarefa ${job.kind} (${job.key}) ganha mais uma tentativa agora.`}
                  confirm="Tentar novamente"
                  onConfirm={async (reason) => {
                    await retry.mutateAsync({ id: job.id, reason });
                    toast({ title: "Tarefa reenviada", description: "O motivo foi registrado na trilha." });
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
