import { lazyNamed } from "@/lib/lazy-named";
import { ADMIN_DESK_REFUSAL, isPlatformAdmin } from "@alicerce/shared/user-types";
import { useAuth } from "@/api/auth/auth-provider";
import { RestrictedAccess } from "@/components/restricted-access";

// The admin desk loads through this small chunk, out of the entry chunk that /login and / download
// (docs/product/budgets.md#first-load). Only verified platform admins get past RestrictedAccess,
// so nobody else downloads the desk or requests its data (the API answers them 403 anyway).
const AdminPage = lazyNamed(() => import("@/features/admin/pages/admin-page"), "AdminPage");

export function AdminScreen() {
  const { user } = useAuth();
  return (
    <RestrictedAccess allowed={!!user && isPlatformAdmin(user)} title="Administração" reason={ADMIN_DESK_REFUSAL}>
      <AdminPage />
    </RestrictedAccess>
  );
}
