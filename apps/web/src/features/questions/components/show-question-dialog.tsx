import { Eye } from "lucide-react";
import { HIDE_REASON_MAX, showQuestionInputSchema } from "@alicerce/shared/schemas/questions";
import { ReasonDialog } from "@/components/reason-dialog";
import { useShowQuestion } from "@/api/questions/project-questions";

/**
 * An admin's "Exibir novamente" on a hidden question (decision 063): the reason is required and kept
 * next to the hide's, and the asker is told the question is back.
 */
export function ShowQuestionDialog({ projectId, questionId }: { projectId: string; questionId: string }) {
  return (
    <ReasonDialog
      icon={Eye}
      tone="default"
      fieldId={`show-reason-${questionId}`}
      maxLength={HIDE_REASON_MAX}
      schema={showQuestionInputSchema}
      useAction={useShowQuestion}
      subjectId={{ projectId, questionId }}
      texts={{
        trigger: "Exibir novamente",
        triggerAriaLabel: "Exibir novamente",
        title: "Exibir pergunta novamente",
        description: "A pergunta volta a aparecer para todos e pode ser respondida. O registro da ocultação é mantido.",
        reasonLabel: "Motivo",
        placeholder: "Por que esta pergunta deve voltar a aparecer?",
        hint: "Quem perguntou recebe o motivo.",
        submit: "Exibir pergunta",
        submitting: "Exibindo...",
        done: { title: "Pergunta exibida novamente", description: "Quem perguntou foi avisado." },
      }}
    />
  );
}
