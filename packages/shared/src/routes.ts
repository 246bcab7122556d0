/**
 * Every screen of the SPA, in react-router's pattern syntax. The web's router and sidebar are
 * built from these, and the server answers these paths with the app and status 200 and any other
 * non-API path with the app and status 404, so crawlers and monitors see real 404s.
 */
export const appRoutes = {
  landing: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/esqueci-senha",
  resetPassword: "/redefinir-senha",
  /** Public: the undo link mailed to the old address after an e-mail change. */
  undoEmailChange: "/conta/desfazer-email",
  dashboard: "/dashboard",
  projects: "/dashboard/projects",
  project: "/dashboard/projects/:id",
  createProject: "/dashboard/create-project",
  suppliers: "/dashboard/suppliers",
  marketplace: "/dashboard/marketplace",
  supplierProfile: "/dashboard/marketplace/supplier/:id",
  requestQuotation: "/dashboard/marketplace/quotation/:supplierId",
  quotations: "/dashboard/quotations",
  invitations: "/dashboard/invitations",
  profile: "/dashboard/profile",
  signatures: "/dashboard/signatures",
  documents: "/dashboard/documents",
  newChat: "/dashboard/chat/new",
  chat: "/dashboard/chat/:conversationId",
  learn: "/dashboard/learn",
  learnItem: "/dashboard/learn/:id",
  approvals: "/dashboard/approvals",
  contracts: "/dashboard/contracts",
  admin: "/dashboard/admin",
  /** Public (no login): a document's verification page, behind its QR Code. */
  verify: "/verificar/:code",
  /** Public (no login): a payment receipt's check page, behind its QR Code (decision 117). */
  receiptCheck: "/comprovante/:code",
} as const;

export type AppRoute = (typeof appRoutes)[keyof typeof appRoutes];

/** The login's query parameter naming what a confirmation link did, and its values. */
export const EMAIL_LINK_PARAM = "email";
export type EmailLinkOutcome = "confirmado" | "invalido";

/**
 * The login's query parameter naming the page to return to after it (decision 121). Here, not in
 * return-path.ts, so that /login's first load carries the name and not the check.
 */
export const RETURN_PATH_PARAM = "voltar";

/** Addresses of the screens that take a parameter. */
export const appPaths = {
  project: (id: string) => `/dashboard/projects/${encodeURIComponent(id)}`,
  supplierProfile: (id: string) => `/dashboard/marketplace/supplier/${encodeURIComponent(id)}`,
  requestQuotation: (supplierId: string) => `/dashboard/marketplace/quotation/${encodeURIComponent(supplierId)}`,
  chat: (conversationId: string) => `/dashboard/chat/${encodeURIComponent(conversationId)}`,
  learnItem: (id: string) => `/dashboard/learn/${encodeURIComponent(id)}`,
  verify: (code: string) => `/verificar/${encodeURIComponent(code)}`,
  receiptCheck: (code: string) => `/comprovante/${encodeURIComponent(code)}`,
  /**
   * The login, told what an e-mail confirmation link did: the link confirms the e-mail but signs
   * nobody in (decision 090), so the person is sent here to enter with the password.
   */
  loginAfterEmailLink: (outcome: EmailLinkOutcome) => `/login?${EMAIL_LINK_PARAM}=${outcome}`,
  /** The repository filtered to one document (the approvals queue links here). */
  document: (id: string) => `/dashboard/documents?document=${encodeURIComponent(id)}`,
};

// A ":name" segment matches any one non-empty segment; everything else matches itself.
const toRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}$`,
  );

export const APP_ROUTE_PATTERNS: readonly RegExp[] = Object.values(appRoutes).map(toRegExp);

export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return APP_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}
