import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Ban, Loader2 } from "lucide-react";
import type { z } from "zod";
import { cancelContractInputSchema, type Contract } from "@alicerce/shared/schemas/contracts";
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
import { useCancelContract } from "@/api/contracts/cancel-contract";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";

type FormInput = z.input<typeof cancelContractInputSchema>;
type FormOutput = z.output<typeof cancelContractInputSchema>;

function CancelForm({ contract, onDone }: { contract: Contract; onDone: () => void }) {
  const cancel = useCancelContract(contract.id);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(cancelContractInputSchema),
    defaultValues: { reason: "" },
  });

  // mutateAsync: once cancelled, the card drops this dialog, and mutate's callbacks would never run.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await cancel.mutateAsync(values);
      toast({ title: "Contrato cancelado", description: `${contract.name} foi cancelado.` });
      onDone();
    } catch (error) {
      // The query client's default toast says what went wrong.
      applyServerErrors(form, error, fieldsOf(cancelContractInputSchema.shape));
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid min-w-0 grid-cols-1 gap-4">
      <TextareaField<FormInput>
        name="reason"
        id={`cancel-${contract.id}-reason`}
        label="Motivo do cancelamento"
        maxLength={TEXT_LIMITS.contractCancelReason}
        rows={4}
        placeholder="Por que este contrato está sendo cancelado?"
        hint="O cancelamento é definitivo: o contrato não poderá mais ser editado."
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={cancel.isPending}>
          Voltar
        </Button>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {cancel.isPending ? "Cancelando..." : "Cancelar contrato"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Cancelar contrato": asks for the reason the server requires, then cancels for good. */
export function CancelContractDialog({ contract }: { contract: Contract }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive"
          aria-label={`Cancelar contrato ${contract.name}`}
        >
          <Ban aria-hidden="true" />
          Cancelar contrato
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader className="min-w-0 break-words">
          <DialogTitle>Cancelar contrato</DialogTitle>
          <DialogDescription>
            {contract.name} · {contract.client_name}
          </DialogDescription>
        </DialogHeader>
        {open && <CancelForm contract={contract} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
