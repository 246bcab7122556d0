import { EyeOff } from "lucide-react";
import { HIDE_REASON_MAX, hideQuestionInputSchema } from "@alicerce/shared/schemas/questions";
import { ReasonDialog } from "@/components/reason-dialog";
import { useHideQuestion } from "@/api/questions/project-questions";

/** An admin's "Ocultar" on an abusive question: the reason is required, kept and sent to the asker. */
export function HideQuestionDialog({ projectId, questionId }: { projectId: string; questionId: string }) {
  return (
    <ReasonDialog
      icon={EyeOff}
      fieldId={`hide-reason-${questionId}`}
      maxLength={HIDE_REASON_MAX}
      schema={hideQuestionInputSchema}
      useAction={useHideQuestion}
      subjectId={{ projectId, questionId }}
      texts={{
        trigger: "Ocultar",
        triggerAriaLabel: "Ocultar",
        title: "Ocultar pergunta",
        description:
          "A pergunta deixa de aparecer para todos, menos para os administradores e para quem perguntou, que recebe o motivo.",
        reasonLabel: "Motivo",
        placeholder: "Por que esta pergunta deve ser ocultada?",
        hint: "Quem perguntou recebe o motivo. Um administrador pode exibi-la novamente depois.",
        submit: "Ocultar pergunta",
        submitting: "Ocultando...",
        done: { title: "Pergunta ocultada", description: "Quem perguntou foi avisado do motivo." },
      }}
    />
  );
}
