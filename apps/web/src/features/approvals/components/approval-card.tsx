import { Link } from "react-router";
import { CalendarDays, ExternalLink, Loader2, PlayCircle, UserRound } from "lucide-react";
import {
  APPROVAL_PRIORITIES,
  APPROVAL_PRIORITY_LABELS,
  APPROVAL_SUBJECT_TYPE_LABELS,
  isOpenApproval,
  type ApprovalPriority,
} from "@alicerce/shared/approvals";
import type { Approval } from "@alicerce/shared/schemas/approvals";
import { useAuth } from "@/api/auth/auth-provider";
import { useChangePriority } from "@/api/approvals/change-priority";
import { useStartAnalysis } from "@/api/approvals/start-analysis";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/hooks/use-toast";
import { formatDate } from "@/lib/format";
import { ApprovalStatusBadge, PriorityBadge } from "./approval-badges";
import { DecisionDialog } from "./decision-dialog";

function PrioritySelect({ approval }: { approval: Approval }) {
  const change = useChangePriority(approval.id);
  const id = `priority-${approval.id}`;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        Prioridade
      </label>
      <Select
        value={approval.priority}
        disabled={change.isPending}
        onValueChange={(value) =>
          change.mutate(value as ApprovalPriority, {
            onSuccess: () =>
              toast({ title: `Prioridade alterada para ${APPROVAL_PRIORITY_LABELS[value as ApprovalPriority]}` }),
          })
        }
      >
        <SelectTrigger id={id} className="h-8 w-28 bg-background">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {APPROVAL_PRIORITIES.map((p) => (
            <SelectItem key={p} value={p}>
              {APPROVAL_PRIORITY_LABELS[p]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** One request of the queue (docs/product/legal-desk.md#approvals) with the steps legal may take now. */
export function ApprovalCard({ approval }: { approval: Approval }) {
  const { user } = useAuth();
  const start = useStartAnalysis(approval.id);
  const open = isOpenApproval(approval.status);
  // The server refuses any step on a reviewer's own request; the card does not offer them.
  // The server's rule: whoever made the request or takes part in the project does not review it.
  const ownRequest = !approval.viewer_may_review;
  const headingId = `approval-${approval.id}`;

  // mutateAsync, not mutate's callbacks: with the queue filtered to "Pendente" the card leaves the
  // list as the status changes and unmounts, and a callback given to mutate would never run, so
  // the click had no visible answer. A failure has the query client's default toast.
  const startAnalysis = async () => {
    const started = await start.mutateAsync().catch(() => null);
    if (started) toast({ title: "Análise iniciada", description: `${started.title} agora está Em Análise.` });
  };

  return (
    <Card role="article" className="h-full gap-4" aria-labelledby={headingId}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{APPROVAL_SUBJECT_TYPE_LABELS[approval.subject_type]}</Badge>
          <ApprovalStatusBadge status={approval.status} />
          {!open && <PriorityBadge priority={approval.priority} />}
        </div>
        <h3 id={headingId} className="text-lg leading-snug font-semibold break-words">
          {approval.title}
        </h3>
        <dl className="grid gap-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-2">
            <dt>
              <UserRound className="size-4" aria-hidden="true" />
              <span className="sr-only">Solicitante</span>
            </dt>
            <dd className="min-w-0 break-words">{approval.requester.name}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <CalendarDays className="size-4" aria-hidden="true" />
              <span className="sr-only">Data da solicitação</span>
            </dt>
            <dd>Solicitado em {formatDate(approval.requested_at)}</dd>
          </div>
        </dl>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3 text-sm">
        {approval.description ? (
          <p className="line-clamp-4 break-words">{approval.description}</p>
        ) : (
          <p className="text-muted-foreground">Sem descrição.</p>
        )}
        {approval.last_comment && (
          <div className="rounded-lg bg-muted p-3">
            <p className="font-medium">
              {approval.status === "rejeitado" ? "Motivo da rejeição" : "Comentário do jurídico"}
            </p>
            <p className="mt-1 break-words whitespace-pre-line text-muted-foreground">{approval.last_comment}</p>
          </div>
        )}
        {approval.decided_at && <p className="text-muted-foreground">Decidido em {formatDate(approval.decided_at)}</p>}
      </CardContent>
      {/* Link and priority on one line, the steps legal may take on the next. */}
      <CardFooter className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button asChild variant="link" className="h-auto px-0">
            <Link
              to={approval.link}
              aria-label={`Ver ${APPROVAL_SUBJECT_TYPE_LABELS[approval.subject_type].toLowerCase()} ${approval.title}`}
            >
              <ExternalLink aria-hidden="true" />
              Ver {APPROVAL_SUBJECT_TYPE_LABELS[approval.subject_type].toLowerCase()}
            </Link>
          </Button>
          {open && !ownRequest && <PrioritySelect approval={approval} />}
          {open && ownRequest && <PriorityBadge priority={approval.priority} />}
        </div>
        {open &&
          (ownRequest ? (
            <p className="text-sm text-muted-foreground">
              {user?.id === approval.requester.id
                ? "Solicitação sua: outro profissional deve analisá-la."
                : "Você participa deste projeto: outro profissional deve analisá-lo."}
            </p>
          ) : (
            <div className="flex flex-wrap justify-end gap-2">
              {approval.status === "pendente" ? (
                <Button size="sm" onClick={() => void startAnalysis()} disabled={start.isPending}>
                  {start.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <PlayCircle aria-hidden="true" />
                  )}
                  Iniciar análise
                </Button>
              ) : (
                <>
                  <DecisionDialog approval={approval} outcome="reject" />
                  <DecisionDialog approval={approval} outcome="approve" />
                </>
              )}
            </div>
          ))}
      </CardFooter>
    </Card>
  );
}
