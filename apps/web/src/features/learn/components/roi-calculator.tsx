import { useForm, useWatch } from "react-hook-form";
import { Calculator } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { computeRoi } from "@alicerce/shared/learn/roi";
import { roiFormSchema } from "@alicerce/shared/schemas/learning";
import { Form, MoneyField, schemaResolver, TextField } from "@/components/form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type Values = { invested: number | null; return_percent: string; months: string };

const percent = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * docs/product/learn.md#tools and decision 015: the ROI calculator. The figures follow the fields as
 * they are typed (computeRoi, shared with the tests); an invalid field says why under it.
 */
export function RoiCalculator() {
  const form = useForm<Values, unknown, ReturnType<typeof roiFormSchema.parse>>({
    resolver: schemaResolver(roiFormSchema),
    mode: "onChange",
    defaultValues: { invested: null, return_percent: "", months: "" },
  });
  const values = useWatch({ control: form.control });
  const parsed = roiFormSchema.safeParse(values);
  const result = parsed.success
    ? computeRoi({
        invested: parsed.data.invested,
        returnPercent: parsed.data.return_percent,
        months: parsed.data.months,
      })
    : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Calculator className="size-5 text-primary" aria-hidden="true" />
          <h3>Calculadora de ROI</h3>
        </CardTitle>
        <CardDescription>
          Informe o valor, o retorno esperado sobre todo o período e o prazo. O resultado aparece enquanto você digita.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {/* Nothing to send: the figures below follow the fields. */}
        <Form
          form={form}
          onSubmit={(event) => event.preventDefault()}
          className="grid items-start gap-4 lg:grid-cols-3"
        >
          <MoneyField<Values> name="invested" id="roi-invested" label="Valor investido" />
          <TextField<Values>
            name="return_percent"
            id="roi-return"
            label="Retorno esperado (%)"
            hint="Sobre todo o período, não ao ano."
            inputMode="decimal"
            placeholder="Ex.: 18,5"
            autoComplete="off"
          />
          <TextField<Values>
            name="months"
            id="roi-months"
            label="Prazo (meses)"
            inputMode="numeric"
            placeholder="Ex.: 24"
            autoComplete="off"
          />
        </Form>
        <section aria-labelledby="roi-result-title" aria-live="polite" className="rounded-lg bg-muted/60 p-4">
          <h4 id="roi-result-title" className="sr-only">
            Resultado
          </h4>
          {result ? (
            <dl className="grid items-start gap-4 lg:grid-cols-3">
              <div className="grid gap-1">
                <dt className="text-sm text-muted-foreground">Valor final</dt>
                <dd className="text-xl font-semibold break-all" data-testid="roi-final">
                  {formatBRL(result.finalValue)}
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-sm text-muted-foreground">Ganho</dt>
                <dd className="text-xl font-semibold break-all text-primary" data-testid="roi-gain">
                  {formatBRL(result.gain)}
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-sm text-muted-foreground">Retorno anualizado</dt>
                <dd className="text-xl font-semibold break-all" data-testid="roi-annualised">
                  {percent.format(result.annualisedPercent)}% ao ano
                </dd>
              </div>
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">
              Preencha os três campos para ver o valor final, o ganho e o retorno anualizado.
            </p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
