import { Suspense } from "react";
import { useSearchParams } from "react-router";
import { Building2, LayoutDashboard, Scale, UsersRound } from "lucide-react";
import { lazyNamed } from "@/lib/lazy-named";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { OverviewTab } from "../components/overview-tab";
import { SuppliersTab } from "../components/suppliers-tab";
import { UsersTab } from "../components/users-tab";

// The reconciliation desk is downloaded only when its tab is opened (decision 119).
const ReconciliationTab = lazyNamed(() => import("../components/reconciliation-tab"), "ReconciliationTab");

const TABS = ["visao-geral", "usuarios", "fornecedores", "conciliacao"] as const;
type Tab = (typeof TABS)[number];

/**
 * docs/product/admin.md (/dashboard/admin): the platform admin's desk. ?tab= keeps the tab; each
 * tab's search, filters and page live in the URL too, and switching tabs starts them afresh.
 */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get("tab")) ?? "visao-geral";
  const show = (next: Tab, filters: Record<string, string> = {}) =>
    setParams(next === "visao-geral" ? {} : { tab: next, ...filters }, { replace: true });

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Administração</h1>
        <p className="mt-1 text-muted-foreground">
          Verifique usuários e fornecedores, acompanhe os números da plataforma e concilie os pagamentos.
        </p>
      </header>
      {/* Icons step aside under 640 px so the three tab names fit a 360 px screen. */}
      <Tabs value={tab} onValueChange={(value) => show(value as Tab)}>
        <TabsList aria-label="Administração">
          <TabsTrigger value="visao-geral">
            <LayoutDashboard aria-hidden="true" className="max-sm:hidden" />
            Visão geral
          </TabsTrigger>
          <TabsTrigger value="usuarios">
            <UsersRound aria-hidden="true" className="max-sm:hidden" />
            Usuários
          </TabsTrigger>
          <TabsTrigger value="fornecedores">
            <Building2 aria-hidden="true" className="max-sm:hidden" />
            Fornecedores
          </TabsTrigger>
          <TabsTrigger value="conciliacao">
            <Scale aria-hidden="true" className="max-sm:hidden" />
            Conciliação
          </TabsTrigger>
        </TabsList>
        <TabsContent value="visao-geral">
          <OverviewTab onShowPendingLegal={() => show("usuarios", { type: "legal", verified: "false" })} />
        </TabsContent>
        <TabsContent value="usuarios">
          <UsersTab />
        </TabsContent>
        <TabsContent value="fornecedores">
          <SuppliersTab />
        </TabsContent>
        <TabsContent value="conciliacao">
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <ReconciliationTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
