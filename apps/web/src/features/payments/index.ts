// The payments feature's screens and components other features show (docs/product/payments.md).
// Comprovantes (docs/product/payments.md#comprovantes): the download link and Minha Conta's tab.
export { ReceiptLink } from "./receipts/components/receipt-link";
export { ReceiptsTab } from "./receipts/components/receipts-tab";
// Recebimentos and the release (docs/product/payments.md#recebimentos, #liberacao-ao-empreendedor).
export { PayoutsTab } from "./payouts/components/payouts-tab";
export { PlatformFeeTerms } from "./payouts/components/platform-fee-terms";
export { ReleaseCard } from "./payouts/components/release-card";
export { PlatformFeeCard } from "./payouts/components/platform-fee-card";
// Pagamento do investimento (docs/product/payments.md#pagamento-do-investimento): the Pix dialog, and the
// sandbox's notice every payment screen shows.
export { PixPaymentDialog } from "./charge/components/pix-payment-dialog";
export { PixChargeDetails } from "./charge/components/pix-charge-details";
export { SimulatePaymentButton } from "./charge/components/simulate-payment-button";
export { SandboxNotice, SANDBOX_NOTICE } from "./components/sandbox-notice";
