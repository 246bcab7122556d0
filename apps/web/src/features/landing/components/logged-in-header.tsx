import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { DashboardHeader } from "@/components/layout/dashboard-header";

/** docs/product/overview.md#landing-page: a logged-in visitor of the landing page sees the dashboard header. */
export function LoggedInHeader({ user }: { user: CurrentUser }) {
  return <DashboardHeader user={user} />;
}
