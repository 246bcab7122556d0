import { XCircle } from "lucide-react";
import { refuseInputSchema, type SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";
import { ReasonDialog } from "@/components/reason-dialog";
import { useRefuseSignature } from "@/api/signatures/mutations";

/** "Recusar": asks for the reason the server requires. */
export function RefuseDialog({ request }: { request: SignatureRequest }) {
  return (
    <ReasonDialog
      icon={XCircle}
      fieldId={`refuse-${request.id}-reason`}
      maxLength={TEXT_LIMITS.signatureRefuseReason}
      schema={refuseInputSchema}
      useAction={useRefuseSignature}
      subjectId={request.id}
      texts={{
        trigger: "Recusar",
        triggerAriaLabel: `Recusar ${request.title}`,
        title: "Recusar assinatura",
        description: `${request.title} · ${request.project.title}`,
        reasonLabel: "Motivo da recusa",
        placeholder: "Por que você não vai assinar este contrato?",
        hint: "A recusa é definitiva: o contrato fica rejeitado para todos e quem o enviou verá o motivo.",
        submit: "Recusar assinatura",
        submitting: "Recusando...",
        done: { title: "Assinatura recusada", description: `Você recusou ${request.title}.` },
      }}
    />
  );
}
