import { useState } from "react";
import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useUnreadCount } from "@/api/notifications/get-notifications";
import { NotificationsPanel } from "./notifications-panel";
import { useBrowserAlerts } from "./use-browser-alerts";

const badgeText = (count: number) => (count > 99 ? "99+" : String(count));

/** The header bell (docs/product/account-and-notifications.md#notifications): unread badge and the list in a popover. */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const count = unread.data?.unread_count ?? 0;
  useBrowserAlerts(unread.data?.unread_count);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative size-10"
          aria-label="Notificações"
          aria-describedby="notifications-unread"
        >
          <Bell className="size-5" aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="notifications-badge"
              className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-none font-semibold text-white"
            >
              {badgeText(count)}
            </span>
          )}
          <span id="notifications-unread" className="sr-only">
            {count === 0 ? "Nenhuma não lida" : count === 1 ? "1 não lida" : `${badgeText(count)} não lidas`}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Notificações" className="w-[min(24rem,calc(100vw-1.5rem))] p-0">
        <NotificationsPanel unread={count} onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
