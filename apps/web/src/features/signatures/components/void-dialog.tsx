import { Ban } from "lucide-react";
import { voidInputSchema, type SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";
import { ReasonDialog } from "@/components/reason-dialog";
import { useVoidSignature } from "@/api/signatures/mutations";

/** "Cancelar solicitação": asks for the reason the server requires; the signers are told it. */
export function VoidDialog({ request }: { request: SignatureRequest }) {
  return (
    <ReasonDialog
      icon={Ban}
      fieldId={`void-${request.id}-reason`}
      maxLength={TEXT_LIMITS.signatureVoidReason}
      schema={voidInputSchema}
      useAction={useVoidSignature}
      subjectId={request.id}
      texts={{
        trigger: "Cancelar solicitação",
        triggerAriaLabel: `Cancelar solicitação de ${request.title}`,
        title: "Cancelar solicitação de assinatura",
        description: `${request.title} · ${request.project.title}`,
        reasonLabel: "Motivo do cancelamento",
        placeholder: "Por que esta solicitação está sendo cancelada?",
        hint: "O cancelamento é definitivo: ninguém mais poderá assinar, e os signatários recebem o motivo por e-mail e notificação.",
        submit: "Cancelar solicitação",
        submitting: "Cancelando...",
        done: { title: "Solicitação cancelada", description: `${request.title} não aceita mais assinaturas.` },
      }}
    />
  );
}
