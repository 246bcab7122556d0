import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Star } from "lucide-react";
import type { z } from "zod";
import { reviewInputSchema } from "@alicerce/shared/schemas/suppliers";
import { type Quotation } from "@alicerce/shared/schemas/quotations";
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
import { StarRatingInput } from "@/components/ui/star-rating";
import { Form, TextareaField } from "@/components/form";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";
import { toast } from "@/hooks/use-toast";
import { useReviewQuotation } from "@/api/quotations/review-quotation";

type FormInput = z.input<typeof reviewInputSchema>;
type FormOutput = z.output<typeof reviewInputSchema>;

const RATINGS = [
  ["rating", "Avaliação geral"],
  ["quality_rating", "Qualidade"],
  ["deadline_rating", "Cumprimento do prazo"],
  ["cost_rating", "Custo-benefício"],
  ["communication_rating", "Comunicação"],
] as const;

function ReviewForm({ quotation, onDone }: { quotation: Quotation; onDone: () => void }) {
  const review = useReviewQuotation(quotation.id);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { comment: "" },
  });
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  // mutateAsync: the reviewed card unmounts this form before mutate's callbacks could run.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await review.mutateAsync(values);
      toast({ title: "Avaliação enviada!", description: `Obrigado por avaliar ${quotation.supplier.company_name}.` });
      onDone();
    } catch {
      // The query client's default toast says what went wrong.
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {RATINGS.map(([name, label]) => (
          <div key={name} className={name === "rating" ? "sm:col-span-2" : undefined}>
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <StarRatingInput
                  name={name}
                  label={label}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={errors[name]?.message}
                />
              )}
            />
          </div>
        ))}
      </div>
      <TextareaField<FormInput>
        name="comment"
        id="review-comment"
        label="Comentário (opcional)"
        maxLength={TEXT_LIMITS.reviewComment}
        rows={4}
        placeholder="Conte como foi trabalhar com o fornecedor."
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={review.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={review.isPending}>
          {review.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {review.isPending ? "Enviando..." : "Enviar avaliação"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Avaliar fornecedor": the overall rating plus four sub-ratings and a comment, once per quotation. */
export function ReviewDialog({ quotation }: { quotation: Quotation }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="highlight">
          <Star aria-hidden="true" />
          Avaliar fornecedor
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Avaliar fornecedor</DialogTitle>
          <DialogDescription>
            {quotation.supplier.company_name} · {quotation.project_name}
          </DialogDescription>
        </DialogHeader>
        {open && <ReviewForm quotation={quotation} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
