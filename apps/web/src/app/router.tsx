import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from "react";
import { Route, Routes, useLocation } from "react-router";
import { GuestOnly } from "./guest-only";
import { RouteLoading } from "./route-loading";

// Every screen is its own chunk: the landing page never downloads the dashboard. Declarative
// routes (not the data router) keep react-router's share of the first load small.
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
const SupplierScreens = lazy(() => import("./supplier-screens").then((m) => ({ default: m.SupplierScreens })));
const UpcomingPage = lazy(() =>
  import("@/features/upcoming/pages/upcoming-page").then((m) => ({ default: m.UpcomingPage })),
);
const NotFoundPage = page(() => import("@/features/not-found/pages/not-found-page"), "NotFoundPage");

/** Dashboard areas whose issues have not landed yet, with the title each shows. */
const UPCOMING: [path: string, title: string][] = [
  ["profile", "Minha Conta"],
  ["signatures", "Assinaturas"],
  ["documents", "Documentos"],
  ["chat/new", "Nova Conversa"],
  ["chat/:conversationId", "Conversa"],
  ["learn", "Aprenda"],
  ["approvals", "Aprovações"],
  ["contracts", "Contratos"],
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
        <Route path="/" element={withSuspense(LandingPage)} />
        <Route path="/login" element={<GuestOnly>{withSuspense(LoginPage)}</GuestOnly>} />
        <Route path="/register" element={<GuestOnly>{withSuspense(RegisterPage)}</GuestOnly>} />
        <Route path="/dashboard" element={withSuspense(DashboardLayout)}>
          <Route index element={<DashboardHomePage />} />
          <Route path="projects" element={<ProjectScreens screen="projects" />} />
          <Route path="projects/:id" element={<ProjectScreens screen="project-detail" />} />
          <Route path="create-project" element={<ProjectScreens screen="create-project" />} />
          <Route path="suppliers" element={<SupplierScreens screen="suppliers" />} />
          <Route path="marketplace" element={<SupplierScreens screen="marketplace" />} />
          <Route path="marketplace/supplier/:id" element={<SupplierScreens screen="supplier-profile" />} />
          <Route path="marketplace/quotation/:supplierId" element={<SupplierScreens screen="request-quotation" />} />
          <Route path="quotations" element={<SupplierScreens screen="quotations" />} />
          <Route path="invitations" element={<InvitationsPage />} />
          {UPCOMING.map(([path, title]) => (
            <Route key={path} path={path} element={<UpcomingPage title={title} />} />
          ))}
        </Route>
        <Route path="*" element={withSuspense(NotFoundPage)} />
      </Routes>
    </>
  );
}
