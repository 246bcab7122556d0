import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Reply } from "lucide-react";
import type { z } from "zod";
import { respondQuotationInputSchema, type Quotation } from "@alicerce/shared/schemas/suppliers";
import { applyServerErrors, fieldsOf } from "@/components/form";
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
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MoneyInput } from "@/components/ui/money-input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { useRespondQuotation } from "../api/respond-quotation";

type FormInput = z.input<typeof respondQuotationInputSchema>;
type FormOutput = z.output<typeof respondQuotationInputSchema>;

function RespondForm({ quotation, onDone }: { quotation: Quotation; onDone: () => void }) {
  const respond = useRespondQuotation(quotation.id);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(respondQuotationInputSchema),
    defaultValues: { message: "" },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  // mutateAsync, not mutate's callbacks: once answered, the card drops its "Responder" button and
  // unmounts this form, and callbacks given to mutate would then never run.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await respond.mutateAsync(values);
      toast({
        title: "Resposta enviada!",
        description: `${quotation.requester.name || "O cliente"} receberá seu orçamento por e-mail.`,
      });
      onDone();
    } catch (error) {
      // The query client's default toast says what went wrong.
      applyServerErrors(form, error, fieldsOf(respondQuotationInputSchema.shape));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="respond-price" label="Preço estimado" error={errors.estimated_price?.message}>
          <Controller
            control={control}
            name="estimated_price"
            render={({ field }) => (
              <MoneyInput
                {...fieldAria("respond-price", errors.estimated_price?.message)}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value ?? null}
                onValueChange={(v) => field.onChange(v ?? undefined)}
              />
            )}
          />
        </FormField>
        <FormField id="respond-days" label="Prazo de entrega (dias)" error={errors.estimated_delivery_days?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...fieldAria("respond-days", errors.estimated_delivery_days?.message)}
            {...register("estimated_delivery_days", { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <FormField id="respond-message" label="Mensagem ao cliente" error={errors.message?.message}>
        <Textarea
          rows={5}
          placeholder="O que está incluído, condições de pagamento, validade da proposta..."
          {...fieldAria("respond-message", errors.message?.message)}
          {...register("message")}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={respond.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={respond.isPending}>
          {respond.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {respond.isPending ? "Enviando..." : "Enviar resposta"}
        </Button>
      </DialogFooter>
    </form>
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
