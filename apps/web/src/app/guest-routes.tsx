import { Navigate } from "react-router";
import { useAuth } from "@/features/auth/auth-context";
import { LoginPage } from "@/features/auth/pages/login-page";
import { RegisterPage } from "@/features/auth/pages/register-page";
import { RouteLoading } from "./route-loading";

/** Login and registration are for visitors; a logged-in user goes straight to the dashboard. */
function GuestOnly({ children }: { children: React.ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <RouteLoading />;
  if (user) return <Navigate to="/dashboard" replace />;
  return children;
}

export const GuestLoginPage = () => (
  <GuestOnly>
    <LoginPage />
  </GuestOnly>
);
export const GuestRegisterPage = () => (
  <GuestOnly>
    <RegisterPage />
  </GuestOnly>
);
