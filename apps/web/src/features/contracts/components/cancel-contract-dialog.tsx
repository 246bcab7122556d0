import { Ban } from "lucide-react";
import { cancelContractInputSchema, type Contract } from "@alicerce/shared/schemas/contracts";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";
import { ReasonDialog } from "@/components/reason-dialog";
import { useCancelContract } from "@/api/contracts/cancel-contract";

/** "Cancelar contrato": asks for the reason the server requires, then cancels for good. */
export function CancelContractDialog({ contract }: { contract: Contract }) {
  return (
    <ReasonDialog
      icon={Ban}
      fieldId={`cancel-${contract.id}-reason`}
      maxLength={TEXT_LIMITS.contractCancelReason}
      schema={cancelContractInputSchema}
      useAction={useCancelContract}
      subjectId={contract.id}
      texts={{
        trigger: "Cancelar contrato",
        triggerAriaLabel: `Cancelar contrato ${contract.name}`,
        title: "Cancelar contrato",
        description: `${contract.name} · ${contract.client_name}`,
        reasonLabel: "Motivo do cancelamento",
        placeholder: "Por que este contrato está sendo cancelado?",
        hint:
          contract.signature?.status === "pending"
            ? "O cancelamento é definitivo: o contrato não poderá mais ser editado, e a solicitação de assinatura pendente será cancelada junto, com este motivo."
            : "O cancelamento é definitivo: o contrato não poderá mais ser editado.",
        submit: "Cancelar contrato",
        submitting: "Cancelando...",
        done: { title: "Contrato cancelado", description: `${contract.name} foi cancelado.` },
      }}
    />
  );
}
