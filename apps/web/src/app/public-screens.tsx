import { lazy } from "react";

// The public screens reached from a link (password reset, a document's verification) load through
// this one chunk: the entry chunk that / and /login download then carries one lazy import for all
// of them, not one each (docs/product/budgets.md#first-load).
const ForgotPasswordPage = lazy(() =>
  import("@/features/auth/pages/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("@/features/auth/pages/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyScreen = lazy(() => import("./verify-screen").then((m) => ({ default: m.VerifyScreen })));

export type PublicScreen = "forgot-password" | "reset-password" | "verify";

export function PublicScreens({ screen }: { screen: PublicScreen }) {
  if (screen === "forgot-password") return <ForgotPasswordPage />;
  if (screen === "reset-password") return <ResetPasswordPage />;
  return <VerifyScreen />;
}
