import { NextPageFailure } from "@/components/list/load-more";
import { QueryStates } from "@/components/list/query-states";
import { useNavigate } from "react-router";
import { BellOff, CheckCheck, CircleCheck, Loader2 } from "lucide-react";
import type { Notification } from "@alicerce/shared/schemas/notifications";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useNotifications } from "@/api/notifications/get-notifications";
import { useMarkAllNotificationsRead, useMarkNotificationRead } from "@/api/notifications/mark-read";
import { cn } from "@/lib/cn";
import { notificationTime } from "./notification-time";

function Entry({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  // Done (what it asked was signed, refused or ended) is shown as such and never as unread.
  const unread = !item.read && !item.done;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(item)}
        className={cn(
          "grid w-full gap-1 px-4 py-3 text-left transition-colors outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50",
          unread && "bg-primary/5",
          item.done && "text-muted-foreground",
        )}
      >
        <span className="flex items-start gap-2">
          {unread && <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />}
          {item.done && <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />}
          <span className="min-w-0 flex-1 font-medium">
            {item.title}
            {unread && <span className="sr-only"> (não lida)</span>}
            {item.done && <span className="ml-1 text-xs font-normal">(concluída)</span>}
          </span>
          <time dateTime={item.created_at} className="shrink-0 text-xs text-muted-foreground">
            {notificationTime(item.created_at)}
          </time>
        </span>
        <span className="line-clamp-3 text-sm text-muted-foreground">{item.body}</span>
      </button>
    </li>
  );
}

/**
 * The bell's list (docs/product/account-and-notifications.md#notifications): opening an entry marks
 * it read and goes to its page; "Marcar todas como lidas" clears the badge.
 */
export function NotificationsPanel({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const navigate = useNavigate();
  const query = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  const open = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    if (item.link) {
      onNavigate();
      navigate(item.link);
    }
  };

  return (
    <div className="grid max-h-[min(32rem,calc(100svh-6rem))] grid-rows-[auto_minmax(0,1fr)]">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 className="font-semibold">Notificações</h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden="true" />
          Marcar todas como lidas
        </Button>
      </div>
      <div className="overflow-y-auto">
        <QueryStates
          query={query}
          pending={
            <div role="status" aria-label="Carregando..." className="grid gap-3 p-4">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          }
          errorTitle="Não foi possível carregar as notificações."
          compact
          isEmpty={() => items.length === 0}
          empty={
            <div className="grid justify-items-center gap-2 p-8 text-center">
              <BellOff className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">Nenhuma notificação</p>
              <p className="text-sm text-muted-foreground">
                Avisos sobre seus projetos, cotações e investimentos aparecem aqui.
              </p>
            </div>
          }
        >
          {() => (
            <>
              <ul className="divide-y" aria-label="Lista de notificações">
                {items.map((item) => (
                  <Entry key={item.id} item={item} onOpen={open} />
                ))}
              </ul>
              {query.hasNextPage && (
                <div className="border-t p-2 text-center">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={query.isFetchingNextPage}
                    onClick={() => void query.fetchNextPage()}
                  >
                    {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
                    Ver mais
                  </Button>
                </div>
              )}
              <div className="px-2 pb-2 empty:hidden">
                <NextPageFailure
                  failed={query.isFetchNextPageError}
                  text="Não foi possível carregar mais notificações. Tente novamente."
                />
              </div>
            </>
          )}
        </QueryStates>
      </div>
    </div>
  );
}
