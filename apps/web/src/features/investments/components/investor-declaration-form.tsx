import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { CVM88 } from "@alicerce/shared/projects";
import type { InvestorLimits } from "@alicerce/shared/schemas/investments";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { MoneyInput } from "@/components/ui/money-input";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCreateInvestorDeclaration } from "@/api/investments/create-investor-declaration";

export function limitText(limits: InvestorLimits): string {
  return limits.remaining === null
    ? "Sem limite (investidor qualificado)"
    : `Limite anual disponível: ${formatBRL(limits.remaining)}`;
}

/** The investor's declaration of income and investments (CVM 88), which sets the yearly limit. */
export function InvestorDeclarationForm({
  current,
  onDone,
}: {
  current: InvestorLimits["declaration"] | undefined;
  onDone: () => void;
}) {
  const [income, setIncome] = useState<number | null>(current?.annual_income ?? null);
  const [investments, setInvestments] = useState<number | null>(current?.financial_investments ?? null);
  const [qualified, setQualified] = useState(current?.qualified_investor ?? false);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useCreateInvestorDeclaration();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!accepted) {
      setError("Confirme que as informações são verdadeiras.");
      return;
    }
    save.mutate(
      { annual_income: income, financial_investments: investments, qualified_investor: qualified, accepted: true },
      {
        onSuccess: (limits) => {
          toast({ title: "Declaração atualizada!", description: limitText(limits) });
          onDone();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Sem declaração, o limite anual é de {formatBRL(CVM88.retailAnnualLimit)}. Com renda bruta anual ou investimentos
        financeiros acima de {formatBRL(CVM88.declaredThreshold)}, ele passa a ser {CVM88.declaredShare * 100}% do maior
        dos dois valores. Investidores qualificados não têm limite.
      </p>
      <FormField id="declaration-income" label="Renda bruta anual">
        <MoneyInput id="declaration-income" value={income} onValueChange={setIncome} />
      </FormField>
      <FormField id="declaration-investments" label="Investimentos financeiros">
        <MoneyInput id="declaration-investments" value={investments} onValueChange={setInvestments} />
      </FormField>
      <label htmlFor="declaration-qualified" className="flex items-start gap-3 text-sm">
        <Checkbox
          id="declaration-qualified"
          checked={qualified}
          onCheckedChange={(v) => setQualified(v === true)}
          className="mt-0.5"
        />
        Sou investidor qualificado, conforme a regulamentação da CVM.
      </label>
      <label htmlFor="declaration-accepted" className="flex items-start gap-3 text-sm font-medium">
        <Checkbox
          id="declaration-accepted"
          checked={accepted}
          onCheckedChange={(v) => setAccepted(v === true)}
          aria-required="true"
          className="mt-0.5"
        />
        Declaro que as informações acima são verdadeiras.
      </label>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          Voltar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {save.isPending ? "Salvando..." : "Salvar declaração"}
        </Button>
      </div>
    </form>
  );
}
