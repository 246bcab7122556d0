import { lazyNamed } from "@/lib/lazy-named";

// The public screens reached from a link (password reset, a document's verification, a receipt's check)
// load through this one chunk: the entry chunk that / and /login download then carries one lazy import
// for all of them, not one each (docs/product/budgets.md#first-load).
const ForgotPasswordPage = lazyNamed(() => import("@/features/auth/pages/forgot-password-page"), "ForgotPasswordPage");
const ResetPasswordPage = lazyNamed(() => import("@/features/auth/pages/reset-password-page"), "ResetPasswordPage");
const UndoEmailChangePage = lazyNamed(
  () => import("@/features/auth/pages/undo-email-change-page"),
  "UndoEmailChangePage",
);
const VerifyScreen = lazyNamed(() => import("./verify-screen"), "VerifyScreen");
const ReceiptCheckScreen = lazyNamed(() => import("./receipt-check-screen"), "ReceiptCheckScreen");

export type PublicScreen = "forgot-password" | "reset-password" | "undo-email-change" | "verify" | "receipt-check";

export function PublicScreens({ screen }: { screen: PublicScreen }) {
  if (screen === "forgot-password") return <ForgotPasswordPage />;
  if (screen === "reset-password") return <ResetPasswordPage />;
  if (screen === "undo-email-change") return <UndoEmailChangePage />;
  if (screen === "receipt-check") return <ReceiptCheckScreen />;
  return <VerifyScreen />;
}
