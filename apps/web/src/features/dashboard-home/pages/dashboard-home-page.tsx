import { appRoutes } from "@alicerce/shared/routes";
import { Link } from "react-router";
import { ArrowRight, BookOpen, FileText, ReceiptText, Store, Truck, type LucideIcon } from "lucide-react";
import { homePerspective } from "@alicerce/shared/portfolio";
import { dashboardSubtitle } from "@alicerce/shared/user-types";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/api/auth/auth-provider";
import { PendingInvitations } from "../components/pending-invitations";
import { LegalVerificationNotice } from "../components/legal-verification-notice";
import { RecentProjects } from "../components/recent-projects";
import { HomeStats } from "../components/home-stats";
import { HomeCharts } from "../components/home-charts";
import { Recommendations } from "../components/recommendations";

const SHORTCUTS: { title: string; description: string; to: string; icon: LucideIcon }[] = [
  {
    title: "Documentos",
    description: "Repositório de documentos dos seus projetos",
    to: appRoutes.documents,
    icon: FileText,
  },
  { title: "Fornecedores", description: "Encontre fornecedores qualificados", to: appRoutes.suppliers, icon: Truck },
  {
    title: "Marketplace",
    description: "Serviços e materiais para sua obra",
    to: appRoutes.marketplace,
    icon: Store,
  },
  { title: "Aprenda", description: "Conteúdos sobre investimento imobiliário", to: appRoutes.learn, icon: BookOpen },
  { title: "Cotações", description: "Acompanhe seus orçamentos", to: appRoutes.quotations, icon: ReceiptText },
];

export function DashboardHomePage() {
  const { user } = useAuth();
  if (!user) return null;
  // Only investors and creators get charts and recommendations (docs/product/dashboard.md#charts).
  const perspective = homePerspective(user);
  const personal = perspective === "investor" || perspective === "creator";
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-8">
      <section className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Bem-vindo, {user.name}!</h1>
          <p className="mt-1 text-muted-foreground">{dashboardSubtitle(user.type)}</p>
        </div>
        {user.type === "creator" && (
          <Button asChild>
            <Link to={appRoutes.projects}>
              Gerenciar Projetos
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </section>
      {user.type === "legal" && !user.verified && <LegalVerificationNotice />}
      <PendingInvitations compact />
      <HomeStats />
      {personal && <HomeCharts />}
      {personal && <Recommendations />}
      <RecentProjects />
      <section aria-labelledby="atalhos">
        <h2 id="atalhos" className="mb-4 text-lg font-semibold">
          Acesso rápido
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SHORTCUTS.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="group block h-full rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <Card className="h-full transition-shadow group-hover:shadow-md">
                  <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-4">
                    <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                      <s.icon className="size-5" aria-hidden="true" />
                    </span>
                    <CardTitle>{s.title}</CardTitle>
                    <CardDescription>{s.description}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
