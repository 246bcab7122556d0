import { Users } from "lucide-react";
import { TEAM_INVITATION_STATUS_LABELS, TEAM_ROLE_LABELS } from "@alicerce/shared/projects";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { initials } from "@/lib/format";
import { AddTeamMemberDialog } from "./add-team-member-dialog";
import { TeamMemberActions } from "./team-member-actions";

export function ProjectTeamTab({
  team,
  projectId,
  canManage = false,
}: {
  team: ProjectDetail["team"];
  projectId?: string;
  canManage?: boolean;
}) {
  // The dialog keeps one place in the tree whether the team is empty or not: when a live update
  // brought the first member (or took the last), a dialog placed inside the empty state was mounted
  // anew, and a manager filling it lost the dialog and what they had typed.
  return (
    <div className="grid gap-4">
      {canManage && projectId && (
        <div>
          <AddTeamMemberDialog projectId={projectId} />
        </div>
      )}
      {team.length === 0 ? (
        <EmptyState icon={Users} title="Nenhum membro da equipe informado." />
      ) : (
        <TeamList team={team} manageIn={canManage ? projectId : undefined} />
      )}
    </div>
  );
}

/** The team; with `manageIn` (the project's id, for its manager) each entry shows its invitation and actions. */
function TeamList({ team, manageIn }: { team: ProjectDetail["team"]; manageIn?: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {team.map((member) => (
        <li key={member.id} className="flex items-start gap-3 rounded-xl border p-4">
          <Avatar className="size-10">
            <AvatarFallback>{initials(member.name)}</AvatarFallback>
          </Avatar>
          <div className="grid min-w-0 gap-0.5">
            <p className="font-medium">{member.name}</p>
            <p className="text-sm text-primary">{TEAM_ROLE_LABELS[member.role]}</p>
            {member.experience && <p className="text-sm text-muted-foreground">{member.experience}</p>}
            {manageIn && member.invitation_status && (
              <Badge variant={member.invitation_status === "accepted" ? "secondary" : "outline"} className="mt-1">
                {TEAM_INVITATION_STATUS_LABELS[member.invitation_status]}
              </Badge>
            )}
            {manageIn && (
              <div className="mt-2">
                <TeamMemberActions projectId={manageIn} member={member} />
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
