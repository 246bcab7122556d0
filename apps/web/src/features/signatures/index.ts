// The signatures feature's surface for other features (the contracts screen's "Enviar para assinatura").
export { SendContractDialog } from "./components/send-contract-dialog";
export { SignatureStatusBadge } from "./components/signature-badges";
