import { DocumentChecklist } from "./document-checklist";
import { RiskAnalysis } from "./risk-analysis";
import { RoiCalculator } from "./roi-calculator";

/** docs/product/learn.md#tools: the ROI calculator, the risk analysis and the document checklist. */
export function ToolsTab() {
  return (
    <section aria-labelledby="learn-tools" className="grid gap-6">
      <h2 id="learn-tools" className="sr-only">
        Ferramentas
      </h2>
      <RoiCalculator />
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <RiskAnalysis />
        <DocumentChecklist />
      </div>
    </section>
  );
}
