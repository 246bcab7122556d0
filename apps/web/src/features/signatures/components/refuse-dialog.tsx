import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, XCircle } from "lucide-react";
import type { z } from "zod";
import { refuseInputSchema, type SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";
import { applyServerErrors, fieldsOf, Form, TextareaField } from "@/components/form";
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
import { useRefuseSignature } from "@/api/signatures/mutations";

type FormInput = z.input<typeof refuseInputSchema>;
type FormOutput = z.output<typeof refuseInputSchema>;

function RefuseForm({ request, onDone }: { request: SignatureRequest; onDone: () => void }) {
  const refuse = useRefuseSignature(request.id);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(refuseInputSchema),
    defaultValues: { reason: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await refuse.mutateAsync(values);
      toast({ title: "Assinatura recusada", description: `Você recusou ${request.title}.` });
      onDone();
    } catch (error) {
      applyServerErrors(form, error, fieldsOf(refuseInputSchema.shape));
    }
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="grid min-w-0 grid-cols-1 gap-4">
      <TextareaField<FormInput>
        name="reason"
        id={`refuse-${request.id}-reason`}
        label="Motivo da recusa"
        maxLength={TEXT_LIMITS.signatureRefuseReason}
        rows={4}
        placeholder="Por que você não vai assinar este contrato?"
        hint="A recusa é definitiva: o contrato fica rejeitado para todos e quem o enviou verá o motivo."
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={refuse.isPending}>
          Voltar
        </Button>
        <Button type="submit" variant="destructive" disabled={refuse.isPending}>
          {refuse.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {refuse.isPending ? "Recusando..." : "Recusar assinatura"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Recusar": asks for the reason the server requires. */
export function RefuseDialog({ request }: { request: SignatureRequest }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="text-destructive" aria-label={`Recusar ${request.title}`}>
          <XCircle aria-hidden="true" />
          Recusar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader className="min-w-0 break-words">
          <DialogTitle>Recusar assinatura</DialogTitle>
          <DialogDescription>
            {request.title} · {request.project.title}
          </DialogDescription>
        </DialogHeader>
        {open && <RefuseForm request={request} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
