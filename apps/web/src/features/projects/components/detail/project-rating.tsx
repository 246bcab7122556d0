import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Star } from "lucide-react";
import type { z } from "zod";
import { formatRating } from "@alicerce/shared/suppliers";
import {
  projectRatingInputSchema,
  RATING_COMMENT_MAX,
  type CreatorRating,
  type ProjectDetail,
} from "@alicerce/shared/schemas/projects";
import { Button } from "@/components/ui/button";
import { StarRatingDisplay, StarRatingInput } from "@/components/ui/star-rating";
import { Form, TextareaField } from "@/components/form";
import { toast } from "@/hooks/use-toast";
import { useRateProject } from "@/api/projects/rate-project";

type FormInput = z.input<typeof projectRatingInputSchema>;
type FormOutput = z.output<typeof projectRatingInputSchema>;

const ratingCount = (n: number) => `${n} ${n === 1 ? "avaliação" : "avaliações"}`;

/** The creator's rating in the investment panel (docs/product/projects.md#rating): "4,5 (2 avaliações)" of the creator's completed projects, or "Sem avaliações". */
export function CreatorRatingValue({ rating }: { rating: CreatorRating }) {
  if (rating.average === null || rating.count === 0) {
    return <span className="font-semibold text-muted-foreground">Sem avaliações</span>;
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1 font-semibold">
      <Star className="size-4 fill-highlight text-highlight" aria-hidden="true" />
      <span>
        <span className="sr-only">Nota </span>
        {formatRating(rating.average)}
      </span>
      <span className="text-xs font-normal text-muted-foreground">({ratingCount(rating.count)})</span>
    </span>
  );
}

/**
 * An investor's rating of a completed project they funded (docs/product/projects.md#rating): the form
 * while they may rate, their stars once given, nothing otherwise.
 */
export function ProjectRatingSection({ project }: { project: ProjectDetail }) {
  const mine = project.viewer.my_rating;
  if (mine) {
    return (
      <section aria-labelledby="my-rating" className="grid gap-1 border-t pt-4">
        <h3 id="my-rating" className="text-sm font-medium">
          Sua avaliação
        </h3>
        <StarRatingDisplay value={mine.rating} label={`${mine.rating} de 5 estrelas`} />
        {mine.comment && <p className="text-sm whitespace-pre-line text-muted-foreground">{mine.comment}</p>}
      </section>
    );
  }
  if (!project.viewer.can_rate) return null;
  return <RatingForm projectId={project.id} />;
}

function RatingForm({ projectId }: { projectId: string }) {
  const rate = useRateProject(projectId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(projectRatingInputSchema),
    defaultValues: { comment: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await rate.mutateAsync(values);
      toast({ title: "Avaliação enviada!", description: "Obrigado por avaliar este projeto." });
    } catch {
      // The query client's default toast says what went wrong.
    }
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-3 border-t pt-4">
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            name="rating"
            label="Avalie este projeto"
            value={field.value ?? null}
            onChange={field.onChange}
            error={form.formState.errors.rating?.message}
          />
        )}
      />
      <TextareaField<FormInput>
        name="comment"
        id="project-rating-comment"
        label="Comentário (opcional)"
        maxLength={RATING_COMMENT_MAX}
        rows={3}
        placeholder="Conte como foi investir neste projeto."
      />
      <Button type="submit" disabled={rate.isPending}>
        {rate.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {rate.isPending ? "Enviando..." : "Enviar avaliação"}
      </Button>
    </Form>
  );
}
