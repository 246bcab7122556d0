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

type Tone = "destructive" | "default";

function ReasonForm<S>({
  fieldId,
  maxLength,
  schema,
  useAction,
  subjectId,
  texts,
  tone,
  onDone,
}: {
  fieldId: string;
  maxLength: number;
  schema: ReasonSchema;
  useAction: (subjectId: S) => Action;
  subjectId: S;
  texts: ReasonDialogTexts;
  tone: Tone;
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
        <Button type="submit" variant={tone} disabled={action.isPending}>
          {action.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {action.isPending ? texts.submitting : texts.submit}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * An action that needs a written reason: a trigger button, and a dialog whose form is mounted only
 * while open (so each opening starts empty, with its own mutation state). Destructive by default (a
 * cancellation, a hide); `tone="default"` for one that restores (showing a hidden question again).
 */
export function ReasonDialog<S = string>({
  icon: Icon,
  texts,
  tone = "destructive",
  ...form
}: {
  icon: LucideIcon;
  texts: ReasonDialogTexts;
  tone?: Tone;
  fieldId: string;
  maxLength: number;
  schema: ReasonSchema;
  /**
   * The mutation hook, called by the form while it is mounted, with what it acts on (an id, or the
   * ids a nested route needs).
   */
  useAction: (subjectId: S) => Action;
  subjectId: S;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          className={tone === "destructive" ? "text-destructive" : undefined}
          aria-label={texts.triggerAriaLabel}
        >
          <Icon aria-hidden="true" />
          {texts.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader className="min-w-0 break-words">
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {open && <ReasonForm {...form} texts={texts} tone={tone} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
