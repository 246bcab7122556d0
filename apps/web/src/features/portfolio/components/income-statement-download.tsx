import { useState } from "react";
import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { incomeStatementUrl } from "@/api/portfolio/income-statement-url";

/**
 * The informe de rendimentos of a chosen year, as a PDF made by the server
 * (docs/product/investments.md#income-statement). Only years with something to report are offered.
 */
export function IncomeStatementDownload({ years }: { years: number[] }) {
  const [year, setYear] = useState(String(years[0] ?? ""));
  if (years.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        O informe de rendimentos fica disponível após seu primeiro investimento.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <label id="informe-ano-rotulo" htmlFor="informe-ano" className="text-sm font-medium">
          Ano-calendário
        </label>
        <Select value={year} onValueChange={setYear}>
          <SelectTrigger id="informe-ano" aria-labelledby="informe-ano-rotulo" className="w-32">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {years.map((y) => (
              <SelectItem key={y} value={String(y)}>
                {y}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <a href={incomeStatementUrl(Number(year))} download className={buttonVariants({ variant: "outline" })}>
        <Download aria-hidden="true" />
        Baixar informe de rendimentos
      </a>
    </div>
  );
}
