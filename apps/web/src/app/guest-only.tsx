import { appRoutes } from "@alicerce/shared/routes";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useAuth } from "@/api/auth/auth-provider";
import { RouteLoading } from "./route-loading";

/** Login and registration are for visitors; a logged-in user goes straight to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <RouteLoading />;
  if (user) return <Navigate to={appRoutes.dashboard} replace />;
  return children;
}
