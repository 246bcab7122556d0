import { MailX, UserMinus } from "lucide-react";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { ConfirmAction } from "@/components/confirm-action";
import { toast } from "@/hooks/use-toast";
import { whenDone } from "@/lib/when-done";
import { useRemoveTeamMember, useWithdrawInvitation } from "@/api/projects/remove-team-member";

type Member = ProjectDetail["team"][number];

/**
 * "Cancelar convite" (a pending invitation) and "Remover" on one team entry, for whoever manages the
 * project (docs/product/projects.md#team). Each button names the person for screen readers.
 */
export function TeamMemberActions({ projectId, member }: { projectId: string; member: Member }) {
  const remove = useRemoveTeamMember(projectId);
  const withdraw = useWithdrawInvitation(projectId);
  const busy = remove.isPending || withdraw.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      {member.invitation_status === "pending" && (
        <ConfirmAction
          layout="inline"
          label="Cancelar convite"
          accessibleLabel={`Cancelar convite de ${member.name}`}
          icon={<MailX aria-hidden="true" />}
          title={`Cancelar o convite de ${member.name}?`}
          description="O convite não poderá mais ser aceito e a pessoa será avisada por email. O nome continua na equipe, sem acesso ao projeto."
          confirmLabel="Cancelar convite"
          destructive
          pending={withdraw.isPending}
          onConfirm={() =>
            !busy &&
            whenDone(withdraw.mutateAsync(member.id), () =>
              toast({
                title: "Convite cancelado",
                description: `Enviamos um email a ${member.name} avisando do cancelamento.`,
              }),
            )
          }
        />
      )}
      <ConfirmAction
        layout="inline"
        label="Remover"
        accessibleLabel={`Remover ${member.name} da equipe`}
        icon={<UserMinus aria-hidden="true" />}
        title={`Remover ${member.name} da equipe?`}
        description="A pessoa perde na hora o acesso ao rascunho, aos documentos da equipe e ao chat do projeto, e será avisada. Para tê-la de volta, convide-a de novo."
        confirmLabel="Remover da equipe"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          !busy &&
          whenDone(remove.mutateAsync(member.id), () =>
            toast({ title: "Membro removido", description: `${member.name} não faz mais parte da equipe.` }),
          )
        }
      />
    </div>
  );
}
