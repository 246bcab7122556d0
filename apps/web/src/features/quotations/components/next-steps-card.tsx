import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const STEPS = [
  "Sua solicitação é enviada ao fornecedor.",
  "O fornecedor analisa o pedido e prepara o orçamento.",
  "Você recebe o orçamento por e-mail e na página de cotações.",
  "Você negocia diretamente com o fornecedor.",
];

/** docs/product/quotations.md#request-form: the four next steps after sending a request. */
export function NextStepsCard() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-base">Próximos passos</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3">
          {STEPS.map((step, i) => (
            <li key={step} className="flex items-start gap-3 text-sm">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
