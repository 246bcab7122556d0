import { lazyNamed } from "@/lib/lazy-named";
import { isAppRoute } from "@alicerce/shared/routes";
import { loginReturningTo } from "@alicerce/shared/return-path";
import { Suspense, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { SidebarInset, SidebarProvider, readSidebarCookie } from "@/components/ui/sidebar";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useAuth } from "@/api/auth/auth-provider";
import { useLivePages } from "@/api/live/use-live-pages";
import { RouteLoading } from "@/app/route-loading";
import { AppSidebar } from "./app-sidebar";
import { DashboardHeader } from "@/components/layout/dashboard-header";
import { HeaderSearch } from "@/components/layout/header-search";
import { createQueryClient } from "@/app/query-client";
import { useFallbackDocumentTitle } from "@/hooks/use-document-title";
import { DashboardRoutes } from "./dashboard-routes";
import { screenTitleFor } from "./screen-titles";

// Their own chunks: the bell's list, popover and polling, and the chat button with its socket and
// popover, load after the shell's first paint, never with /login or /.
const NotificationsBell = lazyNamed(() => import("@/features/notifications"), "NotificationsBell");
const ChatHeaderButton = lazyNamed(() => import("@/features/chat"), "ChatHeaderButton");
// Only admins and verified legal users without two-factor ever load it, right after their login.
const TwoFactorReminder = lazyNamed(
  () => import("@/features/account/components/two-factor-reminder"),
  "TwoFactorReminder",
);
const NotFoundPage = lazyNamed(() => import("@/features/not-found/pages/not-found-page"), "NotFoundPage");

/**
 * docs/product/shell.md#dashboard-shell: "Carregando..." while the session loads, /login without one, else header + sidebar.
 * The query cache lives here, not in the app root, so the landing and login pages never load
 * TanStack Query.
 */
export function DashboardLayout() {
  const { user, loading, twoFactorSuggested } = useAuth();
  const [queryClient] = useState(createQueryClient);
  // The open screens follow the records they show over the tab's socket (decision 048).
  useLivePages(queryClient);
  const { pathname, search, hash } = useLocation();
  useFallbackDocumentTitle(screenTitleFor(pathname) ?? "Página não encontrada");
  // "/dashboard/*" routes here; an address that is no screen is the not-found page, logged in or not.
  if (!isAppRoute(pathname)) {
    return (
      <Suspense fallback={<RouteLoading />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (loading) return <RouteLoading />;
  // A link opened logged out (a contract to sign, a project) comes back here after the login.
  if (!user) return <Navigate to={loginReturningTo(pathname + search + hash)} replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={0}>
        <SidebarProvider defaultOpen={readSidebarCookie()} className="flex-col">
          <DashboardHeader
            user={user}
            showSidebarTrigger
            search={<HeaderSearch />}
            notifications={
              <Suspense fallback={null}>
                <NotificationsBell />
              </Suspense>
            }
            chat={
              <Suspense fallback={<span className="size-10" aria-hidden="true" />}>
                <ChatHeaderButton userId={user.id} />
              </Suspense>
            }
          />
          <div className="flex flex-1 pt-16">
            <AppSidebar userType={user.type} />
            <SidebarInset id="conteudo" className="px-4 py-6 sm:px-6 lg:px-8">
              {/* Screens load lazily inside the shell: header and sidebar stay while one loads. */}
              <Suspense
                fallback={
                  <div role="status" className="py-16 text-center text-muted-foreground">
                    Carregando...
                  </div>
                }
              >
                <DashboardRoutes />
              </Suspense>
              {twoFactorSuggested && (
                <Suspense fallback={null}>
                  <TwoFactorReminder />
                </Suspense>
              )}
            </SidebarInset>
          </div>
        </SidebarProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
