import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/api/auth/auth-provider";
import { AccountOverview } from "@/features/portfolio";
import { PayoutsTab, ReceiptsTab } from "@/features/payments";
import { NotificationsTab } from "../components/notifications-tab";
import { ProfileCard } from "../components/profile-card";
import { SettingsTab } from "../components/settings-tab";

const TABS = {
  visao: "Visão Geral",
  configuracoes: "Configurações",
  notificacoes: "Notificações",
  comprovantes: "Comprovantes",
  recebimentos: "Recebimentos",
} as const;
type Tab = keyof typeof TABS;
const isTab = (value: string | null): value is Tab => value !== null && value in TABS;

/**
 * "Minha Conta" (docs/product/account-and-notifications.md): the profile card and its tabs; ?aba=
 * keeps the open tab in the address, so a link can open "Notificações" directly.
 */
export function AccountPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const raw = params.get("aba");
  const tab: Tab = isTab(raw) ? raw : "visao";
  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Minha Conta</h1>
      <ProfileCard user={user} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === "visao") next.delete("aba");
              else next.set("aba", value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList>
          {(Object.keys(TABS) as Tab[]).map((key) => (
            <TabsTrigger key={key} value={key} className="px-2 sm:px-3">
              {TABS[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="visao">
          <AccountOverview />
        </TabsContent>
        <TabsContent value="configuracoes">
          <SettingsTab />
        </TabsContent>
        <TabsContent value="notificacoes">
          <NotificationsTab />
        </TabsContent>
        <TabsContent value="comprovantes">
          <ReceiptsTab />
        </TabsContent>
        <TabsContent value="recebimentos">
          <PayoutsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
