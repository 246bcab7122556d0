import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Loader2, Send } from "lucide-react";
import { QUESTION_MAX, questionInputSchema } from "@alicerce/shared/schemas/questions";
import { applyServerErrors, Form, schemaResolver, TextareaField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useAskQuestion } from "@/api/questions/project-questions";

type Input = z.output<typeof questionInputSchema>;
type Values = { body: string };

/** "Faça uma pergunta": anyone who sees an open raise (but its creator) asks; the answer is public. */
export function AskQuestionForm({ projectId }: { projectId: string }) {
  const ask = useAskQuestion(projectId);
  const form = useForm<Values, unknown, Input>({
    resolver: schemaResolver<Values, typeof questionInputSchema>(questionInputSchema),
    defaultValues: { body: "" },
  });
  const onSubmit = form.handleSubmit((input) =>
    ask.mutate(input, {
      onSuccess: () => {
        toast({
          title: "Pergunta enviada",
          description: "O criador do projeto foi avisado e responde aqui, em público.",
        });
        form.reset({ body: "" });
      },
      // The query client's default toast says what went wrong (a closed raise, too many questions).
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-3">
      <TextareaField<Values>
        name="body"
        id="offer-question"
        label="Sua pergunta"
        hint="Perguntas e respostas ficam visíveis para todos que veem o projeto."
        maxLength={QUESTION_MAX}
        rows={3}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={ask.isPending} className="w-full sm:w-auto">
          {ask.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {ask.isPending ? "Enviando..." : "Enviar pergunta"}
        </Button>
      </div>
    </Form>
  );
}
