import { appRoutes } from "@alicerce/shared/routes";
import { RETURN_PATH_PARAM } from "@alicerce/shared/return-path";
import { Suspense, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuth } from "@/api/auth/auth-provider";
import { lazyNamed } from "@/lib/lazy-named";
import { RouteLoading } from "./route-loading";

// Checks the return path; loaded with the login's later steps, not with /login (decision 121).
const ReturnAfterLogin = lazyNamed(() => import("@/features/auth/components/later-steps"), "ReturnAfterLogin");

/**
 * Login and registration are for visitors; a logged-in user goes straight to the dashboard, or to
 * the page a link named (decision 121).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { search } = useLocation();
  if (loading) return <RouteLoading />;
  if (user && !new URLSearchParams(search).has(RETURN_PATH_PARAM)) return <Navigate to={appRoutes.dashboard} replace />;
  if (user) {
    return (
      <Suspense fallback={<RouteLoading />}>
        <ReturnAfterLogin />
      </Suspense>
    );
  }
  return children;
}
