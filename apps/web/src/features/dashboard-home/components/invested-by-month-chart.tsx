import { formatBRL } from "@alicerce/shared/brazilian";
import { monthLabel } from "@alicerce/shared/portfolio";

type Month = { month: string; amount: number };

/** "2026-03" → "mar" (the axis has room for three letters per month at 360 px). */
const shortMonth = (month: string) => monthLabel(month).slice(0, 3);

/**
 * Active commitments by month, as bars (docs/product/dashboard.md#charts). Hand-written and light: the
 * bars are for the eye (aria-hidden), the table beside them says the same to a screen reader.
 */
export function InvestedByMonthChart({ months }: { months: Month[] }) {
  const max = Math.max(...months.map((m) => m.amount), 0);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">Investido por mês</figcaption>
      <div aria-hidden="true" className="grid gap-1">
        <div className="flex h-40 items-end gap-1 border-b border-border sm:gap-2">
          {months.map((m) => (
            <div
              key={m.month}
              className="flex h-full min-w-0 flex-1 flex-col justify-end"
              title={`${monthLabel(m.month, true)}: ${formatBRL(m.amount)}`}
            >
              <div
                className="w-full rounded-t-sm bg-primary"
                style={{ height: max > 0 ? `${Math.max((m.amount / max) * 100, m.amount > 0 ? 2 : 0)}%` : "0%" }}
              />
            </div>
          ))}
        </div>
        <div className="flex gap-1 sm:gap-2">
          {months.map((m) => (
            <span key={m.month} className="min-w-0 flex-1 text-center text-[10px] text-muted-foreground">
              {/* Below 640 px a month is its initial, as chart axes write it; wider, three letters. */}
              <span className="sm:hidden">{shortMonth(m.month).slice(0, 1)}</span>
              <span className="hidden sm:inline">{shortMonth(m.month)}</span>
            </span>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">Maior mês: {formatBRL(max)}</p>
      </div>
      {/* A table ignores a 1px width, so the visually hidden box is a div around it. */}
      <div className="sr-only">
        <table>
          <caption>Valor investido por mês, nos últimos 12 meses</caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              <th scope="col">Valor investido</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month, true)}</th>
                <td>{formatBRL(m.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
