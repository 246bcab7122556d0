import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import { useAccount } from "@/api/account/get-account";
import { errorMessage } from "@/lib/api-client";
import { EmailChangeForm } from "./email-change-form";
import { PasswordChangeForm } from "./password-change-form";
import { ActiveSessions } from "./active-sessions";
import { TwoFactorCard } from "./two-factor-card";
import { PasskeysCard } from "./passkeys-card";
import { DataExportCard } from "./data-export-card";
import { DeleteAccountCard } from "./delete-account-card";
import { PersonalInfoForm } from "./personal-info-form";

/** The "Configurações" tab (docs/product/account-and-notifications.md#settings). */
export function SettingsTab() {
  const query = useAccount();
  if (query.isPending) {
    return (
      <div role="status" aria-label="Carregando..." className="grid gap-4">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-xl border p-5">
        <p>Não foi possível carregar seus dados. {errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const settings = query.data;
  return (
    <div className="grid gap-6">
      <PersonalInfoForm key={settings.user.id} settings={settings} />
      <EmailChangeForm email={settings.user.email} verified={settings.email_verified} />
      <PasswordChangeForm />
      <TwoFactorCard />
      <PasskeysCard />
      <ActiveSessions />
      <DataExportCard />
      <DeleteAccountCard />
    </div>
  );
}
