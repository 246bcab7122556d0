import { useState } from "react";
import { MessageSquareReply, PencilLine } from "lucide-react";
import type { OfferQuestion } from "@alicerce/shared/schemas/questions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { AnswerForm } from "./answer-form";
import { HideQuestionDialog } from "./hide-question-dialog";
import { ShowQuestionDialog } from "./show-question-dialog";

/**
 * One question and its answer. The creator answers (or rewrites) inline; an admin hides it from here,
 * or shows a hidden one again. A hidden question reaches only admins and its asker, who read why.
 */
export function QuestionItem({
  projectId,
  question,
  canAnswer,
  canHide,
}: {
  projectId: string;
  question: OfferQuestion;
  canAnswer: boolean;
  canHide: boolean;
}) {
  const [answering, setAnswering] = useState(false);
  const { answer, hidden } = question;
  const asker = question.mine ? "Você" : (question.asker_name ?? "Conta removida");
  return (
    <li className="grid gap-3 py-4">
      <div className="grid min-w-0 gap-1">
        <p className="break-words whitespace-pre-line">{question.body}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>
            {asker} · {formatDate(question.created_at)}
          </span>
          {hidden && <Badge variant="destructive">Ocultada pela moderação</Badge>}
        </p>
      </div>
      {hidden && (
        <p className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm break-words">
          <span className="font-medium">Motivo: </span>
          {hidden.reason}
        </p>
      )}
      {answer && !answering && (
        <div className="grid gap-1 border-l-2 border-primary/60 pl-3">
          <p className="text-sm font-medium">Resposta do criador</p>
          <p className="break-words whitespace-pre-line">{answer.body}</p>
          <p className="text-sm text-muted-foreground">
            {formatDate(answer.answered_at)}
            {answer.edited_at && ` · editada em ${formatDate(answer.edited_at)}`}
          </p>
        </div>
      )}
      {!answer && !hidden && !answering && (
        <p className="text-sm text-muted-foreground">Aguardando resposta do criador.</p>
      )}
      {answering && (
        <AnswerForm
          projectId={projectId}
          questionId={question.id}
          current={answer?.body ?? null}
          onDone={() => setAnswering(false)}
        />
      )}
      {hidden && canHide && (
        <div className="flex flex-wrap gap-2">
          <ShowQuestionDialog projectId={projectId} questionId={question.id} />
        </div>
      )}
      {!hidden && !answering && (canAnswer || canHide) && (
        <div className="flex flex-wrap gap-2">
          {canAnswer && (
            <Button variant="outline" size="sm" onClick={() => setAnswering(true)}>
              {answer ? <PencilLine aria-hidden="true" /> : <MessageSquareReply aria-hidden="true" />}
              {answer ? "Editar resposta" : "Responder"}
            </Button>
          )}
          {canHide && <HideQuestionDialog projectId={projectId} questionId={question.id} />}
        </div>
      )}
    </li>
  );
}
