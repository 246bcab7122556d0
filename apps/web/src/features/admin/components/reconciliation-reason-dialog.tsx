import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import type { z } from "zod";
import { RECONCILIATION_REASON_MAX, retryJobSchema } from "@alicerce/shared/schemas/payments-reconciliation";
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
import { Form, TextareaField } from "@/components/form";

type ReasonInput = z.input<typeof retryJobSchema>;
type ReasonOutput = z.output<typeof retryJobSchema>;

function ReasonForm({
  id,
  confirm,
  onConfirm,
  onDone,
}: {
  id: string;
  confirm: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const form = useForm<ReasonInput, unknown, ReasonOutput>({
    resolver: zodResolver(retryJobSchema),
    defaultValues: { reason: "" },
  });
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setBusy(true);
    try {
      await onConfirm(reason);
      onDone();
    } catch {
      // The query client's default toast says what went wrong; the dialog stays open with the reason.
    } finally {
      setBusy(false);
    }
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <TextareaField<ReasonInput>
        name="reason"
        id={`${id}-reason`}
        label="Motivo"
        maxLength={RECONCILIATION_REASON_MAX}
        rows={3}
        hint="Fica registrado na trilha de auditoria e não pode ser alterado."
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          {confirm}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * Every action of the reconciliation desk asks why (docs/product/payments.md#conciliacao-mesa-do-admin):
 * a button opens this dialog, whose reason is required and goes to the append-only trail with the action.
 */
export function ReasonDialog({
  id,
  trigger,
  title,
  description,
  confirm,
  onConfirm,
}: {
  id: string;
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirm: string;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && <ReasonForm id={id} confirm={confirm} onConfirm={onConfirm} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
