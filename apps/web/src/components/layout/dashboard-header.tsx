import { appRoutes } from "@alicerce/shared/routes";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { LogOut, UserRound } from "lucide-react";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { USER_TYPE_BADGE_LABELS } from "@alicerce/shared/user-types";
import { Logo } from "@/components/brand/logo";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { SidebarTrigger } from "@/components/ui/sidebar";
import { useAuth } from "@/api/auth/auth-provider";
import { initials } from "@/lib/format";

/**
 * The fixed top header of the dashboard (also shown on the landing page to a logged-in visitor,
 * there without the sidebar toggle and the search box). The search box comes from the dashboard
 * layout, which provides the query cache it needs, so the landing page never loads it.
 */
export function DashboardHeader({
  user,
  showSidebarTrigger = false,
  search,
  notifications,
  chat,
}: {
  user: CurrentUser;
  showSidebarTrigger?: boolean;
  search?: ReactNode;
  /** The notifications bell, given by the dashboard layout (it needs the query cache). */
  notifications?: ReactNode;
  /** The "Conversas" button, given by the dashboard layout (it needs the query cache and loads lazily). */
  chat?: ReactNode;
}) {
  const { logout } = useAuth();
  const navigate = useNavigate();

  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-4">
      {showSidebarTrigger && <SidebarTrigger />}
      <Logo to={showSidebarTrigger ? appRoutes.dashboard : appRoutes.landing} />
      {search}
      <div className="ml-auto flex items-center gap-2">
        {notifications}
        {chat}
        {/* Not modal: a modal menu hides the rest of the header from screen readers (aria-hidden) while its
            buttons stay focusable; a menu button's menu closes on Escape or a click outside anyway. */}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" className="h-10 gap-2 px-2" aria-label={`Menu do usuário ${user.name}`}>
              <Avatar>
                {user.avatar_url && <AvatarImage src={user.avatar_url} alt="" />}
                <AvatarFallback>{initials(user.name)}</AvatarFallback>
              </Avatar>
              <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{user.name}</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-64">
            <DropdownMenuLabel className="grid gap-1">
              <span className="truncate">{user.name}</span>
              <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
              <Badge variant="secondary" className="mt-1">
                {USER_TYPE_BADGE_LABELS[user.type]}
              </Badge>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate(appRoutes.profile)}>
              <UserRound aria-hidden="true" />
              Minha Conta
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => logout(() => navigate(appRoutes.landing))}>
              <LogOut aria-hidden="true" />
              Sair
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
