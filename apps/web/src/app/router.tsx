import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from "react";
import { Route, Routes, useLocation } from "react-router";
import { appRoutes } from "@alicerce/shared/routes";
import { GuestOnly } from "./guest-only";
import { RouteLoading } from "./route-loading";

// Every screen is its own chunk: the landing page never downloads the dashboard. Declarative
// routes (not the data router) keep react-router's share of the first load small. Child paths
// are absolute, taken from the shared list the server's 404 check also reads.
const page = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));

const LandingPage = page(() => import("@/features/landing/pages/landing-page"), "LandingPage");
const LoginPage = page(() => import("@/features/auth/pages/login-page"), "LoginPage");
const RegisterPage = page(() => import("@/features/auth/pages/register-page"), "RegisterPage");
const DashboardLayout = page(() => import("./layouts/dashboard/dashboard-layout"), "DashboardLayout");
const DashboardHomePage = page(
  () => import("@/features/dashboard-home/pages/dashboard-home-page"),
  "DashboardHomePage",
);
const InvitationsPage = page(() => import("@/features/dashboard-home/pages/invitations-page"), "InvitationsPage");
const ProjectScreens = lazy(() => import("./project-screens").then((m) => ({ default: m.ProjectScreens })));
const LegalScreens = lazy(() => import("./legal-screens").then((m) => ({ default: m.LegalScreens })));
const SupplierScreens = lazy(() => import("./supplier-screens").then((m) => ({ default: m.SupplierScreens })));
const LearnScreens = lazy(() => import("./learn-screens").then((m) => ({ default: m.LearnScreens })));
const UpcomingPage = lazy(() =>
  import("@/features/upcoming/pages/upcoming-page").then((m) => ({ default: m.UpcomingPage })),
);
const NotFoundPage = page(() => import("@/features/not-found/pages/not-found-page"), "NotFoundPage");

/** Dashboard areas whose issues have not landed yet, with the title each shows. */
const UPCOMING: [path: string, title: string][] = [
  [appRoutes.profile, "Minha Conta"],
  [appRoutes.signatures, "Assinaturas"],
  [appRoutes.documents, "Documentos"],
  [appRoutes.newChat, "Nova Conversa"],
  [appRoutes.chat, "Conversa"],
];

function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

const withSuspense = (Component: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<RouteLoading />}>
    <Component />
  </Suspense>
);

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route path={appRoutes.landing} element={withSuspense(LandingPage)} />
        <Route path={appRoutes.login} element={<GuestOnly>{withSuspense(LoginPage)}</GuestOnly>} />
        <Route path={appRoutes.register} element={<GuestOnly>{withSuspense(RegisterPage)}</GuestOnly>} />
        <Route path={appRoutes.dashboard} element={withSuspense(DashboardLayout)}>
          <Route index element={<DashboardHomePage />} />
          <Route path={appRoutes.projects} element={<ProjectScreens screen="projects" />} />
          <Route path={appRoutes.project} element={<ProjectScreens screen="project-detail" />} />
          <Route path={appRoutes.createProject} element={<ProjectScreens screen="create-project" />} />
          <Route path={appRoutes.suppliers} element={<SupplierScreens screen="suppliers" />} />
          <Route path={appRoutes.marketplace} element={<SupplierScreens screen="marketplace" />} />
          <Route path={appRoutes.supplierProfile} element={<SupplierScreens screen="supplier-profile" />} />
          <Route path={appRoutes.requestQuotation} element={<SupplierScreens screen="request-quotation" />} />
          <Route path={appRoutes.quotations} element={<SupplierScreens screen="quotations" />} />
          <Route path={appRoutes.invitations} element={<InvitationsPage />} />
          <Route path={appRoutes.approvals} element={<LegalScreens screen="approvals" />} />
          <Route path={appRoutes.contracts} element={<LegalScreens screen="contracts" />} />
          <Route path={appRoutes.learn} element={<LearnScreens screen="learn" />} />
          <Route path={appRoutes.learnItem} element={<LearnScreens screen="learn-item" />} />
          {UPCOMING.map(([path, title]) => (
            <Route key={path} path={path} element={<UpcomingPage title={title} />} />
          ))}
        </Route>
        <Route path="*" element={withSuspense(NotFoundPage)} />
      </Routes>
    </>
  );
}
