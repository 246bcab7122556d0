import { useState } from "react";
import { useForm } from "react-hook-form";
import { Check, Loader2, X } from "lucide-react";
import { approveInputSchema, rejectInputSchema, type Approval } from "@alicerce/shared/schemas/approvals";
import { applyServerErrors, fieldsOf, Form, schemaResolver, TextareaField } from "@/components/form";
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
import { useDecideApproval } from "@/api/approvals/decide-approval";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";

type Outcome = "approve" | "reject";
type Values = { comment: string };

const TEXTS: Record<
  Outcome,
  { button: string; title: string; description: string; label: string; submit: string; done: string }
> = {
  approve: {
    button: "Aprovar",
    title: "Aprovar solicitação",
    description: "O projeto passa para Em Planejamento e quem pediu a análise recebe um aviso.",
    label: "Comentário (opcional)",
    submit: "Aprovar",
    done: "Solicitação aprovada",
  },
  reject: {
    button: "Rejeitar",
    title: "Rejeitar solicitação",
    description:
      "O projeto volta para Rascunho. Quem pediu a análise recebe um aviso, e o seu comentário fica na página do projeto.",
    label: "Motivo da rejeição",
    submit: "Rejeitar",
    done: "Solicitação rejeitada",
  },
};

function DecisionForm({ approval, outcome, onDone }: { approval: Approval; outcome: Outcome; onDone: () => void }) {
  const decide = useDecideApproval(approval.id, outcome);
  const schema = outcome === "approve" ? approveInputSchema : rejectInputSchema;
  const form = useForm<Values, unknown, { comment: string | null }>({
    resolver: schemaResolver<Values, typeof schema>(schema),
    defaultValues: { comment: "" },
  });
  const texts = TEXTS[outcome];

  // mutateAsync: once decided, the card's buttons go away and unmount this form.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await decide.mutateAsync(outcome === "approve" ? values : { comment: values.comment ?? "" });
      toast({ title: texts.done, description: `${approval.requester.name} recebe um aviso com a decisão.` });
      onDone();
    } catch (error) {
      // The query client's default toast says what went wrong.
      applyServerErrors(form, error, fieldsOf(rejectInputSchema.shape));
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <TextareaField<Values>
        name="comment"
        id={`decision-${outcome}-${approval.id}`}
        label={texts.label}
        maxLength={TEXT_LIMITS.approvalComment}
        rows={5}
        placeholder={
          outcome === "approve"
            ? "Observações para o solicitante..."
            : "O que precisa ser corrigido antes de um novo envio..."
        }
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={decide.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant={outcome === "reject" ? "destructive" : "default"} disabled={decide.isPending}>
          {decide.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {decide.isPending ? "Enviando..." : texts.submit}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Aprovar" (optional comment) or "Rejeitar" (required comment) on a request under analysis. */
export function DecisionDialog({ approval, outcome }: { approval: Approval; outcome: Outcome }) {
  const [open, setOpen] = useState(false);
  const texts = TEXTS[outcome];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={outcome === "approve" ? "default" : "outline"}>
          {outcome === "approve" ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
          {texts.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>
            {approval.title} · {texts.description}
          </DialogDescription>
        </DialogHeader>
        {open && <DecisionForm approval={approval} outcome={outcome} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
