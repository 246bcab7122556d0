import { Construction } from "lucide-react";

/**
 * PLACEHOLDER for the "Visão Geral" tab's content (figures per type, investments, income
 * statement), which is built by the portfolio feature as `AccountOverview`. At merge this
 * component is replaced by `<AccountOverview />`; until then it says the area is being prepared
 * (docs/decisions/003-upcoming-screens.md) instead of showing sample figures.
 */
export function OverviewTabSlot() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
      <Construction className="size-8 text-highlight" aria-hidden="true" />
      <p className="font-medium">Esta área está sendo preparada.</p>
    </div>
  );
}
