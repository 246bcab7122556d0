// The quarterly-reports feature's public surface (docs/product/quarterly-reports.md).
export { SendQuarterlyReportDialog } from "./components/send-quarterly-report-dialog";
