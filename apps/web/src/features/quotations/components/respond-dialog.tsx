import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Reply } from "lucide-react";
import type { z } from "zod";
import { respondQuotationInputSchema, type Quotation } from "@alicerce/shared/schemas/quotations";
import { applyServerErrors, fieldsOf, Form, MoneyField, NumberField, TextareaField } from "@/components/form";
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
import { useRespondQuotation } from "@/api/quotations/respond-quotation";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";

type FormInput = z.input<typeof respondQuotationInputSchema>;
type FormOutput = z.output<typeof respondQuotationInputSchema>;

function RespondForm({ quotation, onDone }: { quotation: Quotation; onDone: () => void }) {
  const respond = useRespondQuotation(quotation.id);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(respondQuotationInputSchema),
    defaultValues: { message: "" },
  });

  // mutateAsync, not mutate's callbacks: once answered, the card drops its "Responder" button and
  // unmounts this form, and callbacks given to mutate would then never run.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await respond.mutateAsync(values);
      toast({
        title: "Resposta enviada!",
        description: `${quotation.requester.name || "O cliente"} recebe um aviso com o seu orçamento.`,
      });
      onDone();
    } catch (error) {
      // The query client's default toast says what went wrong.
      applyServerErrors(form, error, fieldsOf(respondQuotationInputSchema.shape));
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField<FormInput> name="estimated_price" id="respond-price" label="Preço estimado" empty={undefined} />
        <NumberField<FormInput>
          name="estimated_delivery_days"
          id="respond-days"
          label="Prazo de entrega (dias)"
          inputMode="numeric"
        />
      </div>
      <TextareaField<FormInput>
        name="message"
        id="respond-message"
        maxLength={TEXT_LIMITS.quotationResponse}
        label="Mensagem ao cliente"
        rows={5}
        placeholder="O que está incluído, condições de pagamento, validade da proposta..."
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={respond.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={respond.isPending}>
          {respond.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {respond.isPending ? "Enviando..." : "Enviar resposta"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Responder": the supplier's price (BRL), delivery days and message for a pending request. */
export function RespondDialog({ quotation }: { quotation: Quotation }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Reply aria-hidden="true" />
          Responder
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Responder cotação</DialogTitle>
          <DialogDescription>
            {quotation.project_name} · {quotation.requester.name || "Cliente"}
          </DialogDescription>
        </DialogHeader>
        {open && <RespondForm quotation={quotation} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
