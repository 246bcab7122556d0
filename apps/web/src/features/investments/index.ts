// The investments feature's public surface: the project screen shows these, and no other
// feature reaches into features/investments/ past this file.
export { InvestDialog } from "./components/invest-dialog";
export { InvestorsSection } from "./components/investors-section";
export { MyInvestments } from "./components/my-investments";
export { INVESTMENT_STATUS_LABELS } from "./components/texts";
