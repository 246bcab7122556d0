import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuth } from "@/api/auth/auth-provider";
import { afterLoginPath } from "@/lib/return-path";
import { RouteLoading } from "./route-loading";

/**
 * Login and registration are for visitors; a logged-in user goes straight to the dashboard, or to
 * the page a link named (decision 121).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { search } = useLocation();
  if (loading) return <RouteLoading />;
  if (user) return <Navigate to={afterLoginPath(search).screen} replace />;
  return children;
}
