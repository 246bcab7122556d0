import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, type LucideIcon } from "lucide-react";
import type { z } from "zod";
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

type Reason = { reason: string };
/** A request body holding only the reason the server requires (refusing a signature, cancelling a contract). */
export type ReasonSchema = z.ZodObject<{ reason: z.ZodType<string, string> }>;

export type ReasonDialogTexts = {
  trigger: string;
  triggerAriaLabel: string;
  title: string;
  description: ReactNode;
  reasonLabel: string;
  placeholder: string;
  hint: string;
  submit: string;
  submitting: string;
  /** The toast once done. */
  done: { title: string; description: string };
};

type Action = { mutateAsync: (values: Reason) => Promise<unknown>; isPending: boolean };

function ReasonForm({
  fieldId,
  maxLength,
  schema,
  useAction,
  subjectId,
  texts,
  onDone,
}: {
  fieldId: string;
  maxLength: number;
  schema: ReasonSchema;
  useAction: (subjectId: string) => Action;
  subjectId: string;
  texts: ReasonDialogTexts;
  onDone: () => void;
}) {
  const action = useAction(subjectId);
  const form = useForm<Reason>({ resolver: zodResolver(schema), defaultValues: { reason: "" } });

  // mutateAsync: once done, the card may drop this dialog, and mutate's callbacks would never run.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await action.mutateAsync(values);
      toast(texts.done);
      onDone();
    } catch (error) {
      // The query client's default toast says what went wrong.
      applyServerErrors(form, error, fieldsOf(schema.shape));
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid min-w-0 grid-cols-1 gap-4">
      <TextareaField<Reason>
        name="reason"
        id={fieldId}
        label={texts.reasonLabel}
        maxLength={maxLength}
        rows={4}
        placeholder={texts.placeholder}
        hint={texts.hint}
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={action.isPending}>
          Voltar
        </Button>
        <Button type="submit" variant="destructive" disabled={action.isPending}>
          {action.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {action.isPending ? texts.submitting : texts.submit}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * A destructive action that needs a written reason: a trigger button, and a dialog whose form is
 * mounted only while open (so each opening starts empty, with its own mutation state).
 */
export function ReasonDialog({
  icon: Icon,
  texts,
  ...form
}: {
  icon: LucideIcon;
  texts: ReasonDialogTexts;
  fieldId: string;
  maxLength: number;
  schema: ReasonSchema;
  /** The mutation hook, called by the form while it is mounted, with the id of what it acts on. */
  useAction: (subjectId: string) => Action;
  subjectId: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="text-destructive" aria-label={texts.triggerAriaLabel}>
          <Icon aria-hidden="true" />
          {texts.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader className="min-w-0 break-words">
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {open && <ReasonForm {...form} texts={texts} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
