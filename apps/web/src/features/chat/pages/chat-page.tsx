import { appRoutes } from "@alicerce/shared/routes";
import { CHAT_TEXTS } from "@alicerce/shared/chat";
import { useEffect } from "react";
import { Link, Navigate, useParams } from "react-router";
import { MessageCircleOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { useAuth } from "@/api/auth/auth-provider";
import { useConversation } from "@/api/chat/conversations";
import { ApiRequestError } from "@/lib/api-client";
import { ConversationView } from "../components/conversation-view";

// The screen fills the content area below the header (4rem), edge to edge, so the text box sits at the
// bottom at every width and only the history scrolls.
const FULL_HEIGHT = "-mx-4 -my-6 flex h-[calc(100dvh-4rem)] min-w-0 flex-col sm:-mx-6 lg:-mx-8";

/** docs/product/chat.md#conversation (/dashboard/chat/{conversationId}). */
export function ChatPage() {
  const { conversationId = "" } = useParams();
  const { user } = useAuth();
  const query = useConversation(conversationId);
  const notFound = query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
  const failed = query.isError && !notFound;

  useEffect(() => {
    if (failed) {
      console.error("Erro ao carregar a conversa:", query.error);
      toast({ title: "Erro", description: CHAT_TEXTS.loadFailed, variant: "destructive" });
    }
  }, [failed, query.error]);

  // docs/product/messages.md#chat: a failed load says so, then goes to /dashboard.
  if (failed) return <Navigate to={appRoutes.dashboard} replace />;
  if (notFound)
    return (
      <EmptyState
        role="alert"
        icon={MessageCircleOff}
        title="Conversa não encontrada"
        description="Ela não existe ou você não participa dela."
        action={
          <Button asChild variant="outline">
            <Link to={appRoutes.dashboard}>Voltar ao painel</Link>
          </Button>
        }
      />
    );
  if (!query.data || !user)
    return (
      <div className={FULL_HEIGHT} role="status">
        <span className="sr-only">Carregando...</span>
        <div className="flex items-center gap-3 border-b p-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-5 w-40" />
        </div>
      </div>
    );
  return (
    <div className={FULL_HEIGHT}>
      <ConversationView key={query.data.id} conversation={query.data} viewerId={user.id} />
    </div>
  );
}
