import { Check, CheckCheck, X } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { Quotation } from "@alicerce/shared/schemas/quotations";
import { toast } from "@/hooks/use-toast";
import { whenDone } from "@/lib/when-done";
import { useApproveQuotation } from "@/api/quotations/approve-quotation";
import { useCompleteQuotation } from "@/api/quotations/complete-quotation";
import { useRejectQuotation } from "@/api/quotations/reject-quotation";
import { ConfirmAction } from "@/components/confirm-action";

/** "Recusar" and "Aprovar" for the requester of a responded quotation. */
export function DecisionButtons({ quotation }: { quotation: Quotation }) {
  const approve = useApproveQuotation(quotation.id);
  const reject = useRejectQuotation(quotation.id);
  const pending = approve.isPending || reject.isPending;
  const price = quotation.estimated_price != null ? formatBRL(quotation.estimated_price) : "—";
  return (
    <>
      <ConfirmAction
        layout="inline"
        label="Recusar"
        icon={<X aria-hidden="true" />}
        title="Recusar orçamento?"
        description={`O orçamento de ${quotation.supplier.company_name} para "${quotation.project_name}" será recusado. Esta ação não pode ser desfeita.`}
        confirmLabel="Recusar orçamento"
        destructive
        pending={reject.isPending}
        onConfirm={() =>
          !pending &&
          whenDone(reject.mutateAsync(), () =>
            toast({
              title: "Orçamento recusado",
              description: "O fornecedor verá que o orçamento foi recusado.",
            }),
          )
        }
      />
      <ConfirmAction
        layout="inline"
        label="Aprovar"
        variant="default"
        icon={<Check aria-hidden="true" />}
        title="Aprovar orçamento?"
        description={`Você aprova o orçamento de ${quotation.supplier.company_name} no valor de ${price}. Depois, combinem os detalhes diretamente.`}
        confirmLabel="Aprovar orçamento"
        pending={approve.isPending}
        onConfirm={() =>
          !pending &&
          whenDone(approve.mutateAsync(), () =>
            toast({
              title: "Orçamento aprovado!",
              description: "Combine o início do serviço diretamente com o fornecedor.",
            }),
          )
        }
      />
    </>
  );
}

/** "Marcar como concluída" once the work of an approved quotation is done. */
export function CompleteButton({ quotation }: { quotation: Quotation }) {
  const complete = useCompleteQuotation(quotation.id);
  return (
    <ConfirmAction
      layout="inline"
      label="Marcar como concluída"
      icon={<CheckCheck aria-hidden="true" />}
      title="Marcar cotação como concluída?"
      description={`Confirme que o serviço de "${quotation.project_name}" foi entregue. ${
        quotation.viewer.role === "requester" ? "Depois você poderá avaliar o fornecedor." : ""
      }`}
      confirmLabel="Marcar como concluída"
      pending={complete.isPending}
      onConfirm={() =>
        whenDone(complete.mutateAsync(), () =>
          toast({
            title: "Cotação concluída!",
            description: `"${quotation.project_name}" foi marcada como concluída.`,
          }),
        )
      }
    />
  );
}
