import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { EyeOff, Loader2 } from "lucide-react";
import { HIDE_REASON_MAX, hideQuestionInputSchema } from "@alicerce/shared/schemas/questions";
import { applyServerErrors, Form, schemaResolver, TextareaField } from "@/components/form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { useHideQuestion } from "@/api/questions/project-questions";

type Input = z.output<typeof hideQuestionInputSchema>;
type Values = { reason: string };

function HideForm({ projectId, questionId, onDone }: { projectId: string; questionId: string; onDone: () => void }) {
  const hide = useHideQuestion(projectId, questionId);
  const form = useForm<Values, unknown, Input>({
    resolver: schemaResolver<Values, typeof hideQuestionInputSchema>(hideQuestionInputSchema),
    defaultValues: { reason: "" },
  });
  const onSubmit = form.handleSubmit((input) =>
    hide.mutate(input, {
      onSuccess: () => {
        toast({ title: "Pergunta ocultada", description: "Quem perguntou foi avisado do motivo." });
        onDone();
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <TextareaField<Values>
        name="reason"
        id={`hide-reason-${questionId}`}
        label="Motivo"
        maxLength={HIDE_REASON_MAX}
        rows={3}
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" variant="destructive" disabled={hide.isPending}>
          {hide.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {hide.isPending ? "Ocultando..." : "Ocultar pergunta"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** An admin's "Ocultar" on an abusive question: the reason is required, kept and sent to the asker. */
export function HideQuestionDialog({ projectId, questionId }: { projectId: string; questionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <EyeOff aria-hidden="true" />
          Ocultar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ocultar pergunta</DialogTitle>
          <DialogDescription>
            A pergunta deixa de aparecer para todos, menos para os administradores e para quem perguntou, que recebe o
            motivo. Não é possível desfazer.
          </DialogDescription>
        </DialogHeader>
        {open && <HideForm projectId={projectId} questionId={questionId} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
