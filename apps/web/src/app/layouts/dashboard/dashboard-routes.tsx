import { lazyNamed } from "@/lib/lazy-named";
import { Route, Routes } from "react-router";
import { appRoutes } from "@alicerce/shared/routes";

// The dashboard's screens are routed here, inside the dashboard layout's chunk: their lazy imports
// (and the lists of files each one preloads) then stay out of the entry chunk that /login and /
// download, which keeps those pages within the first-load budget (docs/product/budgets.md#first-load).
const DashboardHomePage = lazyNamed(
  () => import("@/features/dashboard-home/pages/dashboard-home-page"),
  "DashboardHomePage",
);
const InvitationsPage = lazyNamed(() => import("@/features/dashboard-home/pages/invitations-page"), "InvitationsPage");
const ProjectScreens = lazyNamed(() => import("../../project-screens"), "ProjectScreens");
const LegalScreens = lazyNamed(() => import("../../legal-screens"), "LegalScreens");
const AdminScreen = lazyNamed(() => import("../../admin-screen"), "AdminScreen");
const SupplierScreens = lazyNamed(() => import("../../supplier-screens"), "SupplierScreens");
const LearnScreens = lazyNamed(() => import("../../learn-screens"), "LearnScreens");
const AccountPage = lazyNamed(() => import("@/features/account/pages/account-page"), "AccountPage");
const SignaturesPage = lazyNamed(() => import("@/features/signatures/pages/signatures-page"), "SignaturesPage");
const NewChatPage = lazyNamed(() => import("@/features/chat/pages/new-chat-page"), "NewChatPage");
const ChatPage = lazyNamed(() => import("@/features/chat/pages/chat-page"), "ChatPage");
const DocumentsPage = lazyNamed(() => import("@/features/documents/pages/documents-page"), "DocumentsPage");

/** "/dashboard/projects/:id" → "projects/:id": these routes sit under the app's "/dashboard/*". */
const inDashboard = (route: string) => route.slice(appRoutes.dashboard.length + 1);

/** The screens of the dashboard shell; the layout's Suspense shows while one loads. */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardHomePage />} />
      <Route path={inDashboard(appRoutes.projects)} element={<ProjectScreens screen="projects" />} />
      <Route path={inDashboard(appRoutes.project)} element={<ProjectScreens screen="project-detail" />} />
      <Route path={inDashboard(appRoutes.createProject)} element={<ProjectScreens screen="create-project" />} />
      <Route path={inDashboard(appRoutes.suppliers)} element={<SupplierScreens screen="suppliers" />} />
      <Route path={inDashboard(appRoutes.marketplace)} element={<SupplierScreens screen="marketplace" />} />
      <Route path={inDashboard(appRoutes.supplierProfile)} element={<SupplierScreens screen="supplier-profile" />} />
      <Route path={inDashboard(appRoutes.requestQuotation)} element={<SupplierScreens screen="request-quotation" />} />
      <Route path={inDashboard(appRoutes.quotations)} element={<SupplierScreens screen="quotations" />} />
      <Route path={inDashboard(appRoutes.invitations)} element={<InvitationsPage />} />
      <Route path={inDashboard(appRoutes.approvals)} element={<LegalScreens screen="approvals" />} />
      <Route path={inDashboard(appRoutes.contracts)} element={<LegalScreens screen="contracts" />} />
      <Route path={inDashboard(appRoutes.admin)} element={<AdminScreen />} />
      <Route path={inDashboard(appRoutes.profile)} element={<AccountPage />} />
      <Route path={inDashboard(appRoutes.signatures)} element={<SignaturesPage />} />
      <Route path={inDashboard(appRoutes.documents)} element={<DocumentsPage />} />
      <Route path={inDashboard(appRoutes.learn)} element={<LearnScreens screen="learn" />} />
      <Route path={inDashboard(appRoutes.learnItem)} element={<LearnScreens screen="learn-item" />} />
      <Route path={inDashboard(appRoutes.newChat)} element={<NewChatPage />} />
      <Route path={inDashboard(appRoutes.chat)} element={<ChatPage />} />
    </Routes>
  );
}
