import { useEffect } from "react";
import { SectionLoading } from "@/components/section-status";
import { MessageSquareText } from "lucide-react";
import type { Review } from "@alicerce/shared/schemas/suppliers";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryStates } from "@/components/list/query-states";
import { StarRatingDisplay } from "@/components/ui/star-rating";
import { formatDate, initials } from "@/lib/format";
import { useSupplierReviews } from "@/api/suppliers/get-supplier-reviews";

const SUB_RATINGS = [
  ["quality_rating", "Qualidade"],
  ["deadline_rating", "Prazo"],
  ["cost_rating", "Custo"],
  ["communication_rating", "Comunicação"],
] as const;

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="grid gap-3 rounded-xl border p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <Avatar className="size-9">
            <AvatarFallback>{initials(review.reviewer_name)}</AvatarFallback>
          </Avatar>
          <div className="grid gap-0.5">
            <p className="font-medium">{review.reviewer_name}</p>
            <StarRatingDisplay value={review.rating} label={`Nota ${review.rating} de 5`} />
          </div>
        </div>
        <time dateTime={review.created_at} className="text-sm text-muted-foreground">
          {formatDate(review.created_at)}
        </time>
      </div>
      {SUB_RATINGS.some(([key]) => review[key] != null) && (
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {SUB_RATINGS.map(([key, label]) =>
            review[key] == null ? null : (
              <div key={key} className="grid gap-0.5 rounded-md bg-muted/50 px-3 py-2">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd>
                  <StarRatingDisplay value={review[key]!} label={`${review[key]} de 5`} className="[&_svg]:size-3.5" />
                </dd>
              </div>
            ),
          )}
        </dl>
      )}
      {review.comment && <p className="whitespace-pre-line text-sm">{review.comment}</p>}
    </li>
  );
}

export function SupplierReviewsTab({ supplierId }: { supplierId: string }) {
  const reviews = useSupplierReviews(supplierId);
  // docs/product/messages.md#suppliers: a failed review load is only logged; the tab offers a retry.
  useEffect(() => {
    if (reviews.error) console.error("Erro ao carregar avaliações:", reviews.error);
  }, [reviews.error]);
  return (
    <QueryStates
      query={reviews}
      pending={<SectionLoading label="Carregando avaliações..." rows={["h-28", "h-28"]} className="grid gap-3" />}
      errorTitle="Não foi possível carregar as avaliações."
      showCause={false}
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState icon={MessageSquareText} title="Nenhuma avaliação disponível" />}
    >
      {(data) => (
        <ul className="grid gap-4">
          {data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
