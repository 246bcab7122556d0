import { lazyNamed } from "@/lib/lazy-named";
import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from "react";
import { Route, Routes, useLocation } from "react-router";
import { appRoutes } from "@alicerce/shared/routes";
import { GuestOnly } from "./guest-only";
import { RouteLoading } from "./route-loading";
import type { PublicScreen } from "./public-screens";

// Every screen is its own chunk: the landing page never downloads the dashboard. Declarative
// routes (not the data router) keep react-router's share of the first load small. Paths come from
// the shared list the server's 404 check also reads.
const LandingPage = lazyNamed(() => import("@/features/landing/pages/landing-page"), "LandingPage");
const LoginPage = lazyNamed(() => import("@/features/auth/pages/login-page"), "LoginPage");
const RegisterPage = lazyNamed(() => import("@/features/auth/pages/register-page"), "RegisterPage");
const DashboardLayout = lazyNamed(() => import("./layouts/dashboard/dashboard-layout"), "DashboardLayout");
const PublicScreens = lazyNamed(() => import("./public-screens"), "PublicScreens");
const NotFoundPage = lazyNamed(() => import("@/features/not-found/pages/not-found-page"), "NotFoundPage");

function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

const publicScreen = (screen: PublicScreen) => (
  <Suspense fallback={<RouteLoading />}>
    <PublicScreens screen={screen} />
  </Suspense>
);

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
        <Route path={appRoutes.forgotPassword} element={<GuestOnly>{publicScreen("forgot-password")}</GuestOnly>} />
        {/* Not guest-only: a reset link opened in a browser with someone signed in still works. */}
        <Route path={appRoutes.resetPassword} element={publicScreen("reset-password")} />
        {/* Not guest-only: the undo link of an e-mail change works whoever is signed in here. */}
        <Route path={appRoutes.undoEmailChange} element={publicScreen("undo-email-change")} />
        {/* Public: a document's verification page, behind its QR Code (no login). */}
        <Route path={appRoutes.verify} element={publicScreen("verify")} />
        {/* Public: a payment receipt's check page, behind its QR Code (no login). */}
        <Route path={appRoutes.receiptCheck} element={publicScreen("receipt-check")} />
        {/* The dashboard routes its own screens (layouts/dashboard/dashboard-routes.tsx). */}
        <Route path={`${appRoutes.dashboard}/*`} element={withSuspense(DashboardLayout)} />
        <Route path="*" element={withSuspense(NotFoundPage)} />
      </Routes>
    </>
  );
}
