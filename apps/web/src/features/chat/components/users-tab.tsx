import { NextPageFailure } from "@/components/list/load-more";
import { appPaths } from "@alicerce/shared/routes";
import { CHAT_TEXTS } from "@alicerce/shared/chat";
import type { ChatUser } from "@alicerce/shared/schemas/chat";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Loader2, MessageCircle, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryStates } from "@/components/list/query-states";
import { toast } from "@/hooks/use-toast";
import { useChatUsers } from "@/api/chat/directory";
import { useCreateDirectChat } from "@/api/chat/create-conversation";
import { ListSkeleton, MoreButton, UserIdentity } from "./user-list";

/** Failure toasts of docs/product/messages.md#chat, with the title "Erro". */
export const failureToast = (description: string) => toast({ title: "Erro", description, variant: "destructive" });

/** The users found for the shared search (20 a page), shared by the "Usuários" and "Criar Grupo" tabs. */
export function useUserSearch(q: string) {
  const query = useChatUsers(q);
  useEffect(() => {
    if (query.isError && !query.isFetchNextPageError) {
      console.error("Erro ao carregar usuários:", query.error);
      failureToast(CHAT_TEXTS.dataLoadFailed);
    }
  }, [query.isError, query.isFetchNextPageError, query.error]);
  const users: ChatUser[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { query, users };
}

/** "Usuários": choosing someone opens the direct chat with them, reused when it exists. */
export function UsersTab({ q }: { q: string }) {
  const navigate = useNavigate();
  const { query, users } = useUserSearch(q);
  const create = useCreateDirectChat();

  const open = (user: ChatUser) =>
    create.mutate(
      { user_id: user.id },
      {
        onSuccess: (conversation) => navigate(appPaths.chat(conversation.id)),
        onError: () => failureToast(CHAT_TEXTS.createFailed),
      },
    );

  return (
    <QueryStates
      query={query}
      pending={<ListSkeleton label="Carregando usuários..." />}
      errorTitle={CHAT_TEXTS.dataLoadFailed}
      showCause={false}
      isEmpty={() => users.length === 0}
      empty={<EmptyState icon={Users} title="Nenhum usuário encontrado" />}
    >
      {() => (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
          <ul aria-label="Usuários" className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {users.map((user) => (
              <li key={user.id} className="flex items-center gap-3 rounded-lg border p-3">
                <UserIdentity user={user} />
                <Button
                  size="sm"
                  onClick={() => open(user)}
                  disabled={create.isPending}
                  aria-label={`Conversar com ${user.name}`}
                >
                  {create.isPending && create.variables?.user_id === user.id ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <MessageCircle aria-hidden="true" />
                  )}
                  <span className="hidden sm:inline">Conversar</span>
                </Button>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <MoreButton>
              <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
                Carregar mais
              </Button>
            </MoreButton>
          )}
          <NextPageFailure failed={query.isFetchNextPageError} text={CHAT_TEXTS.moreUsersFailed} />
        </div>
      )}
    </QueryStates>
  );
}
