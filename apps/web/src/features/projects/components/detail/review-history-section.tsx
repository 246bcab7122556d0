import { Scale } from "lucide-react";
import { APPROVAL_EVENT_LABELS } from "@alicerce/shared/approvals";
import type { ReviewHistory } from "@alicerce/shared/schemas/approvals";
import { QueryStates } from "@/components/list/query-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { dayOf, timeOfDay } from "@alicerce/shared/sao-paulo-time";
import { useProjectReviews } from "@/api/projects/get-project-reviews";
import { ApprovalStatusBadge } from "@/features/approvals";

const when = (iso: string) => `${dayOf(iso)} às ${timeOfDay(iso)}`;

type Review = ReviewHistory["items"][number];

function ReviewSteps({ review }: { review: Review }) {
  return (
    <ol className="grid gap-3 border-l pl-4">
      {review.events.map((event) => (
        <li key={event.id} className="grid gap-0.5 text-sm">
          <p className="font-medium">{APPROVAL_EVENT_LABELS[event.kind]}</p>
          <p className="text-muted-foreground">
            {event.actor ? `${event.actor.name} · ` : "Registrado pelo sistema · "}
            <time dateTime={event.created_at}>{when(event.created_at)}</time>
          </p>
          {event.comment && (
            <blockquote className="mt-1 rounded-md bg-muted p-2 break-words whitespace-pre-line">
              {event.comment}
            </blockquote>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * "Análise jurídica": every legal review of the project, newest first, with who did each step, when
 * and the comments (docs/product/projects.md#lifecycle). Shown to its creator, team, legal and admins.
 */
export function ReviewHistorySection({ projectId }: { projectId: string }) {
  const query = useProjectReviews(projectId, true);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2">
          <Scale className="size-5 text-primary" aria-hidden="true" />
          Análise jurídica
        </CardTitle>
        <CardDescription>Solicitações de análise deste projeto e as decisões do jurídico.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates
          query={query}
          pending={<Skeleton className="h-24" aria-label="Carregando" />}
          errorTitle="Não foi possível carregar o histórico da análise jurídica."
          compact
          empty={
            <p className="text-sm text-muted-foreground">Este projeto ainda não foi enviado para análise jurídica.</p>
          }
        >
          {(data) => (
            <ul className="grid gap-6">
              {data.items.map((review) => (
                <li key={review.id} className="grid gap-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <ApprovalStatusBadge status={review.status} />
                    <span className="text-sm text-muted-foreground">
                      Solicitada em {dayOf(review.requested_at)} por {review.requester.name}
                    </span>
                  </div>
                  <ReviewSteps review={review} />
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
