import { appRoutes } from "@alicerce/shared/routes";
import { CHAT_TEXTS } from "@alicerce/shared/chat";
import { useEffect } from "react";
import { Link, Navigate, useParams } from "react-router";
import { MessageCircleOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { useAuth } from "@/api/auth/auth-provider";
import { useConversation } from "@/api/chat/conversations";
import { ApiRequestError } from "@/lib/api-client";
import { ConversationView } from "../components/conversation-view";

// The screen fills the content area's height below the header (4rem), so the text box sits at the bottom
// at every width and only the history scrolls. Only the vertical padding is taken back: the sides stay
// inside the content's padding like every screen (docs/product/formats-and-layout.md#widths).
const FULL_HEIGHT = "-my-6 flex h-[calc(100dvh-4rem)] min-w-0 flex-col py-3 sm:py-4";

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
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <MessageCircleOff className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-lg font-semibold">Conversa não encontrada</h1>
        <p className="max-w-md text-sm text-muted-foreground">Ela não existe ou você não participa dela.</p>
        <Button asChild variant="outline">
          <Link to={appRoutes.dashboard}>Voltar ao painel</Link>
        </Button>
      </div>
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
