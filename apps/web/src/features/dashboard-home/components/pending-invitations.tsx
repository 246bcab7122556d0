import { Link } from "react-router";
import { Check, UserPlus, X } from "lucide-react";
import { TEAM_ROLE_LABELS } from "@alicerce/shared/projects";
import type { TeamInvitation } from "@alicerce/shared/schemas/invitations";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryStates } from "@/components/list/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { useAnswerInvitation } from "@/api/invitations/answer-invitation";
import { useInvitations } from "@/api/invitations/get-invitations";
import { ConfirmEmailNotice } from "@/components/confirm-email-notice";

/** The invitations page's states; on the home the card stands for nothing until there is an invitation. */
const pageStates = {
  pending: (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">Carregando convites...</span>
      <Skeleton aria-hidden="true" className="h-24 rounded-xl" />
    </div>
  ),
  errorTitle: "Não foi possível carregar os convites.",
  showCause: false,
  empty: <EmptyState icon={UserPlus} title="Nenhum convite pendente." />,
};
const homeStates = { pending: null, failed: null, empty: null };

/**
 * Pending team invitations for the account's e-mail, with accept and decline. On the dashboard
 * (`compact`) it shows nothing unless there is an invitation.
 */
export function PendingInvitations({ compact = false }: { compact?: boolean }) {
  const invitations = useInvitations();
  return (
    <QueryStates query={invitations} {...(compact ? homeStates : pageStates)}>
      {(data) => (
        <section aria-labelledby="convites-pendentes" className="grid gap-4">
          <div className="flex items-center justify-between gap-4">
            <h2 id="convites-pendentes" className="text-lg font-semibold">
              Convites para equipes
            </h2>
            {compact && (
              <Link
                to="/dashboard/invitations"
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Ver convites
              </Link>
            )}
          </div>
          {!data.email_confirmed && (
            <ConfirmEmailNotice
              message="Confirme seu email para responder aos convites: só quem confirma o email convidado entra na equipe."
              whenAlreadyConfirmed="Você já pode responder aos convites."
            />
          )}
          <ul className="grid gap-3">
            {data.items.map((invitation) => (
              <InvitationItem key={invitation.id} invitation={invitation} canAnswer={data.email_confirmed} />
            ))}
          </ul>
        </section>
      )}
    </QueryStates>
  );
}

function InvitationItem({ invitation, canAnswer }: { invitation: TeamInvitation; canAnswer: boolean }) {
  const answer = useAnswerInvitation();
  const respond = (choice: "accept" | "decline") =>
    answer.mutate(
      { id: invitation.id, answer: choice },
      {
        onSuccess: () =>
          toast(
            choice === "accept"
              ? {
                  title: "Convite aceito",
                  description: `Você agora faz parte da equipe de ${invitation.project_title}.`,
                }
              : { title: "Convite recusado" },
          ),
      },
    );
  const busy = answer.isPending;
  return (
    <li className="flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-0.5">
        <p className="font-medium">{invitation.project_title}</p>
        <p className="text-sm text-muted-foreground">
          {invitation.invited_by} convidou você como {TEAM_ROLE_LABELS[invitation.role]}.
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => respond("accept")} disabled={!canAnswer || busy}>
          <Check aria-hidden="true" />
          Aceitar
        </Button>
        <Button size="sm" variant="outline" onClick={() => respond("decline")} disabled={!canAnswer || busy}>
          <X aria-hidden="true" />
          Recusar
        </Button>
      </div>
    </li>
  );
}
