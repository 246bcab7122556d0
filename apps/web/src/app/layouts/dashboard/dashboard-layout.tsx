import { Navigate, Outlet } from "react-router";
import { SidebarInset, SidebarProvider, readSidebarCookie } from "@/components/ui/sidebar";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useAuth } from "@/lib/auth";
import { RouteLoading } from "@/app/route-loading";
import { AppSidebar } from "./app-sidebar";
import { DashboardHeader } from "@/components/layout/dashboard-header";

/** SPEC §2: "Carregando..." while the session loads, /login without one, else header + sidebar. */
export function DashboardLayout() {
  const { user, loading } = useAuth();
  if (loading) return <RouteLoading />;
  if (!user) return <Navigate to="/login" replace />;
  return (
    <TooltipProvider delayDuration={0}>
      <SidebarProvider defaultOpen={readSidebarCookie()} className="flex-col">
        <DashboardHeader user={user} showSidebarTrigger />
        <div className="flex flex-1 pt-16">
          <AppSidebar userType={user.type} />
          <SidebarInset id="conteudo" className="px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </SidebarInset>
        </div>
      </SidebarProvider>
    </TooltipProvider>
  );
}
