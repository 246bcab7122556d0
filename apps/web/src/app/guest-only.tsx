import { Suspense, type ReactNode } from "react";
import { useAuth } from "@/api/auth/auth-provider";
import { lazyNamed } from "@/lib/lazy-named";
import { RouteLoading } from "./route-loading";

// Where a logged-in person goes: the dashboard, or the page a link named. The check of the return
// path is a chunk of its own, loaded once the person is in, not with /login (decision 121).
const ReturnAfterLogin = lazyNamed(() => import("@/features/auth/components/return-after-login"), "ReturnAfterLogin");

/**
 * Login and registration are for visitors; a logged-in user goes straight to the dashboard, or to
 * the page a link named (decision 121).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <RouteLoading />;
  if (user) {
    return (
      <Suspense fallback={<RouteLoading />}>
        <ReturnAfterLogin />
      </Suspense>
    );
  }
  return children;
}
