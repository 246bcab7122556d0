import { useState, type FormEvent } from "react";
import { Loader2, Percent } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { QueryStates } from "@/components/list/query-states";
import { SectionLoading } from "@/components/section-status";
import { toast } from "@/hooks/use-toast";
import { readTypedNumber } from "@/components/form/fields";
import { usePlatformFee, useSetPlatformFee } from "@/api/payments/payouts";
import { ApiRequestError, errorMessage } from "@/lib/api-client";

const FEE_RANGE = "A taxa da plataforma deve estar entre 0 % e 20 %, com até duas casas decimais.";

function FeeForm({ current }: { current: number }) {
  const save = useSetPlatformFee();
  const [typed, setTyped] = useState(String(current).replace(".", ","));
  const [error, setError] = useState<string | undefined>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = readTypedNumber(typed);
    if (value === undefined || Number.isNaN(value) || value < 0 || value > 20) return setError(FEE_RANGE);
    setError(undefined);
    try {
      await save.mutateAsync(value);
      toast({
        title: "Taxa da plataforma salva",
        description: "Vale para as captações que abrirem a partir de agora.",
      });
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400) setError(failure.message);
      else toast({ title: "Erro", description: errorMessage(failure), variant: "destructive" });
    }
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
      <FormField id="platform-fee" label="Taxa da plataforma (%)" error={error}>
        <Input
          inputMode="decimal"
          className="w-32"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          {...fieldAria("platform-fee", error)}
        />
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Salvar taxa
      </Button>
    </form>
  );
}

/**
 * The admin desk's platform fee (docs/product/payments.md#liberacao-ao-empreendedor): the percentage of a
 * raise kept at its release. A change reaches the raises that open afterwards; open offers keep theirs.
 */
export function PlatformFeeCard() {
  const query = usePlatformFee();
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Percent className="size-5 text-muted-foreground" aria-hidden="true" />
          Taxa da plataforma
        </CardTitle>
        <CardDescription>
          Descontada do valor captado na liberação ao empreendedor. Cada oferta guarda a taxa do dia em que abriu a
          captação e a mostra aos investidores antes do investimento.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates
          query={query}
          compact
          pending={<SectionLoading label="Carregando a taxa..." rows={["h-10"]} className="grid gap-3" />}
          errorTitle="Não foi possível carregar a taxa da plataforma."
          isEmpty={() => false}
        >
          {(fee) => <FeeForm current={fee.fee_percent} />}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
