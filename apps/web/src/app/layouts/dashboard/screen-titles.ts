import { matchPath } from "react-router";
import { appRoutes } from "@alicerce/shared/routes";

type DashboardRoute = Exclude<
  keyof typeof appRoutes,
  "landing" | "login" | "register" | "forgotPassword" | "resetPassword" | "undoEmailChange" | "verify" | "receiptCheck"
>;

/**
 * The tab title of every dashboard screen. A Record over the route names: adding a screen to
 * appRoutes without a title here fails the typecheck. Screens about one record (a project, a
 * supplier) name themselves once their data is in; this is their fallback while it loads.
 */
export const SCREEN_TITLES: Record<DashboardRoute, string> = {
  dashboard: "Início",
  projects: "Projetos",
  project: "Projeto",
  createProject: "Novo projeto",
  suppliers: "Fornecedores",
  marketplace: "Marketplace",
  supplierProfile: "Fornecedor",
  requestQuotation: "Solicitar cotação",
  quotations: "Cotações",
  invitations: "Convites",
  profile: "Minha Conta",
  signatures: "Assinaturas",
  documents: "Documentos",
  newChat: "Nova conversa",
  chat: "Conversa",
  learn: "Aprenda",
  learnItem: "Aprenda",
  approvals: "Aprovações",
  contracts: "Contratos",
  admin: "Administração",
};

const ENTRIES = Object.entries(SCREEN_TITLES) as [DashboardRoute, string][];

/** The title of the dashboard screen at `pathname`, or undefined for an unknown address. */
export function screenTitleFor(pathname: string): string | undefined {
  return ENTRIES.find(([route]) => matchPath(appRoutes[route], pathname))?.[1];
}
