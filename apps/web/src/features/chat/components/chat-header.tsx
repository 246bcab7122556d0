import { appRoutes } from "@alicerce/shared/routes";
import type { ConversationDetail } from "@alicerce/shared/schemas/chat";
import { Link } from "react-router";
import { ArrowLeft, FileText, Info, MoreVertical, Search, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useRealtimeState } from "@/api/realtime/socket";
import { useLiveState } from "@/api/chat/live-state";
import { presenceLabel } from "./chat-format";
import { cn } from "@/lib/cn";
import { ConversationAvatar } from "./conversation-avatar";

export type ChatPanel = "info" | "members" | "files";

/**
 * docs/product/chat.md#conversation-status: with the live connection up, the others' presence
 * ("Online", "Visto por último …", "Offline"; in a group how many are online), else what the
 * connection is doing.
 */
function ConnectionLabel({ conversation, viewerId }: { conversation: ConversationDetail; viewerId: string }) {
  const state = useRealtimeState();
  const live = useLiveState();
  const others = conversation.participants.filter((p) => p.user_id !== viewerId);
  const presence = presenceLabel(
    conversation.type === "direct",
    others.map((p) => live.presenceOf(p.user_id)),
  );
  const label =
    state === "open"
      ? presence.label
      : state === "reconnecting"
        ? "Reconectando…"
        : state === "closed"
          ? "Desconectado"
          : "Conectando…";
  return (
    <span role="status" className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <span
        aria-hidden="true"
        className={cn(
          "size-2 rounded-full",
          state !== "open" ? "animate-pulse bg-amber-500" : presence.online ? "bg-success" : "bg-muted-foreground/50",
        )}
      />
      {label}
    </span>
  );
}

/** The conversation's header: back, avatar, title, member count for groups, "Projeto" badge and the menu. */
export function ChatHeader({
  conversation,
  onOpenPanel,
  onSearch,
  viewerId,
}: {
  viewerId: string;
  conversation: ConversationDetail;
  onOpenPanel: (panel: ChatPanel) => void;
  onSearch: () => void;
}) {
  const members = conversation.participants.length;
  return (
    <div className="flex items-center gap-2 border-b px-2 py-2 sm:px-4">
      <Button asChild variant="ghost" size="icon" className="shrink-0">
        <Link to={appRoutes.dashboard} aria-label="Voltar ao painel">
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <ConversationAvatar avatar={conversation.avatar} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex min-w-0 items-center gap-2">
          <h1 className="truncate text-base font-semibold sm:text-lg">{conversation.title}</h1>
          {conversation.type === "project" && <Badge variant="secondary">Projeto</Badge>}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
          {conversation.type === "group" && (
            <span className="text-xs text-muted-foreground">
              {members} {members === 1 ? "membro" : "membros"}
            </span>
          )}
          <ConnectionLabel conversation={conversation} viewerId={viewerId} />
        </div>
      </div>
      <Button variant="ghost" size="icon" className="shrink-0" onClick={onSearch} aria-label="Procurar na conversa">
        <Search aria-hidden="true" />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="shrink-0" aria-label="Menu da conversa">
            <MoreVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onOpenPanel("info")}>
            <Info aria-hidden="true" />
            Informações
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onOpenPanel("members")}>
            <Users aria-hidden="true" />
            Membros
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onOpenPanel("files")}>
            <FileText aria-hidden="true" />
            Arquivos
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
