import { appRoutes } from "@alicerce/shared/routes";
import type { ChatUser, ConversationDetail } from "@alicerce/shared/schemas/chat";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { LogOut, UserMinus, UserPlus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ConfirmAction } from "@/components/confirm-action";
import { toast } from "@/hooks/use-toast";
import { whenDone } from "@/lib/when-done";
import { useAddMembers, useRemoveMember } from "@/api/chat/members";
import { PeoplePicker } from "./people-picker";
import { UserIdentity } from "./user-list";

/** Admins pick people to add with the same people picker as a new group. */
function AddMembers({ conversation }: { conversation: ConversationDetail }) {
  const id = useId();
  const [chosen, setChosen] = useState<Map<string, ChatUser>>(new Map());
  const add = useAddMembers(conversation.id);
  const inside = new Set(conversation.participants.map((p) => p.user_id));

  return (
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-[minmax(0,1fr)] gap-2 border-t pt-4">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        Adicionar membros
      </h3>
      <PeoplePicker
        id={`${id}-search`}
        chosen={chosen}
        onChange={setChosen}
        chosenLabel="Pessoas a adicionar"
        removeLabel={(name) => `Não adicionar ${name}`}
        exclude={inside}
      />
      <div className="flex justify-end">
        <Button
          size="sm"
          disabled={chosen.size === 0 || add.isPending}
          onClick={() =>
            add.mutate(
              { user_ids: [...chosen.keys()] },
              {
                onSuccess: () => {
                  setChosen(new Map());
                  toast({ title: chosen.size === 1 ? "Membro adicionado" : "Membros adicionados" });
                },
              },
            )
          }
        >
          <UserPlus aria-hidden="true" />
          Adicionar ({chosen.size})
        </Button>
      </div>
    </section>
  );
}

/** "Membros": who takes part; admins add and remove members, and a member can leave. */
export function MembersDialog({
  conversation,
  viewerId,
  open,
  onOpenChange,
}: {
  conversation: ConversationDetail;
  viewerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const remove = useRemoveMember(conversation.id);
  const { can_manage_members: canManage, can_leave: canLeave } = conversation.viewer;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Membros</DialogTitle>
          <DialogDescription>
            {conversation.participants.length}{" "}
            {conversation.participants.length === 1 ? "participante" : "participantes"}
          </DialogDescription>
        </DialogHeader>
        <ul aria-label="Participantes" className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {conversation.participants.map((member) => {
            const self = member.user_id === viewerId;
            return (
              <li key={member.user_id} className="flex flex-wrap items-center gap-2">
                <UserIdentity user={member} />
                {self && <Badge variant="outline">Você</Badge>}
                {member.is_admin && <Badge>Admin</Badge>}
                {canManage && !self && (
                  <ConfirmAction
                    layout="inline"
                    label="Remover"
                    accessibleLabel={`Remover ${member.name}`}
                    icon={<UserMinus aria-hidden="true" />}
                    title={`Remover ${member.name}?`}
                    description="A pessoa deixa de ver esta conversa e de receber as novas mensagens."
                    confirmLabel="Remover"
                    destructive
                    pending={remove.isPending && remove.variables === member.user_id}
                    onConfirm={() =>
                      remove.mutate(member.user_id, {
                        onSuccess: () => toast({ title: "Membro removido", description: member.name }),
                      })
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
        {canManage && <AddMembers conversation={conversation} />}
        {canLeave && (
          <div className="border-t pt-4">
            <ConfirmAction
              label="Sair da conversa"
              icon={<LogOut aria-hidden="true" />}
              title="Sair da conversa?"
              description="Você deixa de ver esta conversa e de receber as novas mensagens."
              confirmLabel="Sair"
              destructive
              pending={remove.isPending && remove.variables === viewerId}
              onConfirm={() =>
                whenDone(remove.mutateAsync(viewerId), () => {
                  toast({ title: "Você saiu da conversa" });
                  navigate(appRoutes.dashboard);
                })
              }
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
