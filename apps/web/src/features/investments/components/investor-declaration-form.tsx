import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Loader2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { CVM88 } from "@alicerce/shared/projects";
import type { InvestorLimits } from "@alicerce/shared/schemas/investments";
import { investorDeclarationInputSchema } from "@alicerce/shared/schemas/investments";
import { CheckboxField, Form, MoneyField, schemaResolver } from "@/components/form";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCreateInvestorDeclaration } from "@/api/investments/create-investor-declaration";

type DeclarationInput = z.output<typeof investorDeclarationInputSchema>;
type Values = {
  annual_income: number | null;
  financial_investments: number | null;
  qualified_investor: boolean;
  accepted: boolean;
};

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
  const form = useForm<Values, unknown, DeclarationInput>({
    resolver: schemaResolver<Values, typeof investorDeclarationInputSchema>(investorDeclarationInputSchema),
    defaultValues: {
      annual_income: current?.annual_income ?? null,
      financial_investments: current?.financial_investments ?? null,
      qualified_investor: current?.qualified_investor ?? false,
      accepted: false,
    },
  });
  const { errors } = form.formState;
  // Unchecked confirmation (the schema's message) or the server's refusal, under the checkboxes.
  const error = errors.accepted?.message ?? errors.root?.server?.message;
  const save = useCreateInvestorDeclaration();

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (limits) => {
        toast({ title: "Declaração atualizada!", description: limitText(limits) });
        onDone();
      },
      onError: (e) => form.setError("root.server", { type: "server", message: errorMessage(e) }),
    }),
  );

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Sem declaração, o limite anual é de {formatBRL(CVM88.retailAnnualLimit)}. Com renda bruta anual ou investimentos
        financeiros acima de {formatBRL(CVM88.declaredThreshold)}, ele passa a ser {CVM88.declaredShare * 100}% do maior
        dos dois valores. Investidores qualificados não têm limite.
      </p>
      <MoneyField<Values> name="annual_income" id="declaration-income" label="Renda bruta anual" />
      <MoneyField<Values> name="financial_investments" id="declaration-investments" label="Investimentos financeiros" />
      <CheckboxField<Values> name="qualified_investor" id="declaration-qualified">
        Sou investidor qualificado, conforme a regulamentação da CVM.
      </CheckboxField>
      <CheckboxField<Values> name="accepted" id="declaration-accepted" required className="font-medium">
        Declaro que as informações acima são verdadeiras.
      </CheckboxField>
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
    </Form>
  );
}
