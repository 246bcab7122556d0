import { useState } from "react";
import { useForm } from "react-hook-form";
import { AlertTriangle, Loader2, Undo2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { investInputSchema } from "@alicerce/shared/schemas/investments";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import type { Investment } from "@alicerce/shared/schemas/investments";
import { PixPaymentDialog } from "@/features/payments";
import { CheckboxField, Form, MoneyField, schemaResolver } from "@/components/form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCreateInvestment } from "@/api/investments/create-investment";
import { useInvestorLimits } from "@/api/investments/get-investor-limits";
import { InvestorDeclarationForm, limitText } from "./investor-declaration-form";
import { RISK_NOTICE, WITHDRAWAL_NOTICE } from "./texts";

/** The checkbox only enables the button; the schema takes the amount. */
type Values = { amount: number | null; accepted: boolean };

function InvestForm({
  project,
  onDone,
  onCommitted,
  onDeclare,
}: {
  project: ProjectDetail;
  onDone: () => void;
  /** The commitment is registered: its Pix is to be paid next. */
  onCommitted: (investment: Investment) => void;
  onDeclare: () => void;
}) {
  const form = useForm<Values, unknown, { amount: number }>({
    resolver: schemaResolver<Values, typeof investInputSchema>(investInputSchema),
    defaultValues: { amount: null, accepted: false },
  });
  const [amount, accepted] = form.watch(["amount", "accepted"]);
  const limits = useInvestorLimits();
  const invest = useCreateInvestment(project.id);
  // Paid and reserved money both take room under the target (decision 107).
  const remaining =
    project.target_amount != null
      ? Math.max(0, project.target_amount - project.raised_amount - project.reserved_amount)
      : null;

  const onSubmit = form.handleSubmit(({ amount }) =>
    invest.mutate(amount, {
      onSuccess: (investment) => {
        toast({
          title: "Investimento registrado!",
          description: `Pague o Pix de ${formatBRL(investment.amount)} para confirmar seu investimento em ${project.title}.`,
        });
        onCommitted(investment);
      },
      // Below the minimum, over the target or over the yearly limit: the server says which.
      onError: (e) => form.setError("amount", { type: "server", message: errorMessage(e) }),
    }),
  );

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      {/* The limit is a sentence, not a term and its value, so it sits beside the list, not in it. */}
      <div className="grid gap-2 rounded-lg bg-muted/60 p-4 text-sm">
        <dl className="grid gap-2">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Investimento mínimo</dt>
            <dd className="font-medium">{project.min_investment != null ? formatBRL(project.min_investment) : "—"}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Restante para a meta</dt>
            <dd className="font-medium">{remaining != null ? formatBRL(remaining) : "—"}</dd>
          </div>
        </dl>
        <div className="border-t pt-2" aria-live="polite">
          {limits.isPending ? (
            <Skeleton className="h-5 w-56" aria-label="Carregando seu limite anual" />
          ) : limits.isError ? (
            <span className="text-destructive">Não foi possível carregar seu limite anual.</span>
          ) : (
            <span className="font-medium">{limitText(limits.data)}</span>
          )}
        </div>
      </div>
      <Button type="button" variant="link" className="h-auto justify-start p-0" onClick={onDeclare}>
        Atualizar declaração de investidor
      </Button>
      <MoneyField<Values> name="amount" id="invest-amount" label="Valor do investimento" autoFocus />
      <div className="grid gap-2 rounded-lg border border-highlight/60 bg-highlight/10 p-4 text-sm">
        <p className="flex items-start gap-2">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-highlight-foreground" aria-hidden="true" />
          {RISK_NOTICE}
        </p>
        <p className="flex items-start gap-2">
          <Undo2 className="mt-0.5 size-4 shrink-0 text-highlight-foreground" aria-hidden="true" />
          {WITHDRAWAL_NOTICE}
        </p>
      </div>
      <CheckboxField<Values> name="accepted" id="invest-accepted" required className="font-medium">
        Li e compreendi os riscos do investimento e o meu direito de desistência.
      </CheckboxField>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" variant="highlight" disabled={!accepted || !amount || invest.isPending}>
          {invest.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {invest.isPending ? "Registrando..." : "Confirmar investimento"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Investir agora": the amount, the limits that apply, the risk notice and the confirmation. */
export function InvestDialog({
  project,
  open,
  onOpenChange,
}: {
  project: ProjectDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [view, setView] = useState<"invest" | "declaration">("invest");
  // After committing, the same place asks for the Pix ("Pagar com Pix").
  const [committed, setCommitted] = useState<Investment | null>(null);
  const limits = useInvestorLimits(open);
  const change = (next: boolean) => {
    if (!next) setView("invest");
    onOpenChange(next);
  };
  if (committed)
    return <PixPaymentDialog investment={committed} open onOpenChange={(next) => !next && setCommitted(null)} />;
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{view === "invest" ? `Investir em ${project.title}` : "Declaração de investidor"}</DialogTitle>
          <DialogDescription>
            {view === "invest"
              ? "Escolha o valor e confirme que leu os avisos abaixo."
              : "Seus dados definem o limite anual de investimento (Resolução CVM 88)."}
          </DialogDescription>
        </DialogHeader>
        {open &&
          (view === "invest" ? (
            <InvestForm
              project={project}
              onDone={() => change(false)}
              onCommitted={(investment) => {
                change(false);
                setCommitted(investment);
              }}
              onDeclare={() => setView("declaration")}
            />
          ) : (
            <InvestorDeclarationForm current={limits.data?.declaration} onDone={() => setView("invest")} />
          ))}
      </DialogContent>
    </Dialog>
  );
}
