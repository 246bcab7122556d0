import { lazyNamed } from "@/lib/lazy-named";
import { hasLegalPowers, legalDeskRefusal } from "@alicerce/shared/user-types";
import { useAuth } from "@/api/auth/auth-provider";
import { RestrictedAccess } from "@/components/restricted-access";

// The legal desk's screens load through this small chunk, out of the entry chunk that /login and /
// download (docs/product/budgets.md#first-load). Only verified legal users and platform admins
// get past RestrictedAccess, so nobody else ever requests the desk's data (the API refuses anyway).
const ContractsPage = lazyNamed(() => import("@/features/contracts/pages/contracts-page"), "ContractsPage");
const ApprovalsPage = lazyNamed(() => import("@/features/approvals/pages/approvals-page"), "ApprovalsPage");

export type LegalScreen = "approvals" | "contracts";

const TITLES: Record<LegalScreen, string> = { approvals: "Aprovações", contracts: "Contratos" };

export function LegalScreens({ screen }: { screen: LegalScreen }) {
  const { user } = useAuth();
  const title = TITLES[screen];
  return (
    <RestrictedAccess
      allowed={!!user && hasLegalPowers(user)}
      title={title}
      reason={user ? legalDeskRefusal(user) : ""}
    >
      {screen === "contracts" ? <ContractsPage /> : <ApprovalsPage />}
    </RestrictedAccess>
  );
}
