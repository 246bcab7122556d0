import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Loader2 } from "lucide-react";
import { ANSWER_MAX, answerInputSchema } from "@alicerce/shared/schemas/questions";
import { applyServerErrors, Form, schemaResolver, TextareaField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useAnswerQuestion } from "@/api/questions/project-questions";

type Input = z.output<typeof answerInputSchema>;
type Values = { body: string };

/** The creator's public answer to one question (a new one, or the current one rewritten). */
export function AnswerForm({
  projectId,
  questionId,
  current,
  onDone,
}: {
  projectId: string;
  questionId: string;
  current: string | null;
  onDone: () => void;
}) {
  const answer = useAnswerQuestion(projectId, questionId);
  const form = useForm<Values, unknown, Input>({
    resolver: schemaResolver<Values, typeof answerInputSchema>(answerInputSchema),
    defaultValues: { body: current ?? "" },
  });
  const onSubmit = form.handleSubmit((input) =>
    answer.mutate(input, {
      onSuccess: () => {
        toast({
          title: current === null ? "Resposta publicada" : "Resposta atualizada",
          description: current === null ? "Quem perguntou foi avisado." : undefined,
        });
        onDone();
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-3">
      <TextareaField<Values>
        name="body"
        id={`answer-${questionId}`}
        label="Sua resposta (pública)"
        maxLength={ANSWER_MAX}
        rows={4}
        autoFocus
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={answer.isPending}>
          {answer.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {answer.isPending ? "Publicando..." : current === null ? "Publicar resposta" : "Salvar resposta"}
        </Button>
      </div>
    </Form>
  );
}
