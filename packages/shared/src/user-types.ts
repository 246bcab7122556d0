/** Every kind of account; the first four are offered at registration. */
export const USER_TYPES = ["investor", "creator", "legal", "supplier", "platform_admin"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const REGISTRATION_USER_TYPES = ["investor", "creator", "legal", "supplier"] as const;
export type RegistrationUserType = (typeof REGISTRATION_USER_TYPES)[number];
export const DEFAULT_USER_TYPE: RegistrationUserType = "investor";

/**
 * Creators, legal professionals and platform admins may create projects; legal and admin accounts
 * only once a platform admin has verified them (anyone may pick "Jurídico" at sign-up).
 */
export const PROJECT_CREATOR_TYPES: readonly UserType[] = ["creator", "legal", "platform_admin"];
export const mayCreateProjects = (user: { type: UserType; verified: boolean }) =>
  PROJECT_CREATOR_TYPES.includes(user.type) && (user.type === "creator" || user.verified);

export type Account = { type: UserType; verified: boolean };

/** A platform admin account (admins are created by command and verified; the flag keeps one rule). */
export const isPlatformAdmin = (user: Account) => user.type === "platform_admin" && user.verified;

/** A legal account whose OAB registration a platform admin has checked. */
export const isVerifiedLegal = (user: Account) => user.type === "legal" && user.verified;

/**
 * The legal desk's audience: verified legal users and platform admins read every project, decide
 * approvals and manage contracts (docs/product/permissions.md). One rule for the server and the web.
 */
export const hasLegalPowers = (user: Account) => isVerifiedLegal(user) || isPlatformAdmin(user);

/** Label of the role badge (header menu, profile card). */
export const USER_TYPE_BADGE_LABELS: Record<UserType, string> = {
  investor: "Investidor",
  creator: "Criador",
  legal: "Jurídico",
  supplier: "Fornecedor",
  platform_admin: "Admin Plataforma",
};

/** Label of the choice on the registration form. */
export const USER_TYPE_REGISTRATION_LABELS: Record<RegistrationUserType, string> = {
  investor: "Investidor",
  creator: "Criador de Projeto",
  legal: "Jurídico",
  supplier: "Fornecedor",
};

/** Subtitle of the dashboard welcome, by type (docs/product/dashboard.md#welcome). */
export function dashboardSubtitle(type: UserType): string {
  switch (type) {
    case "investor":
      return "Explore oportunidades de investimento";
    case "creator":
      return "Gerencie seus projetos e captações";
    case "legal":
      return "Analise projetos e contratos";
    default:
      return "Encontre novos projetos";
  }
}

/** The fallback display name (docs/product/overview.md#user-types: the Portuguese word for "user"). */
export const FALLBACK_USER_NAME = "Usuário";

/** Why the legal desk (approvals, contracts) refuses an account: the same sentence on the web and in the API's 403. */
export function legalDeskRefusal(user: Account): string {
  return user.type === "legal"
    ? "Sua conta jurídica aguarda a verificação do número da OAB por um administrador da plataforma."
    : "Esta área é exclusiva de profissionais jurídicos verificados e administradores da plataforma.";
}

/** Why the admin desk refuses an account (web and API 403). */
export const ADMIN_DESK_REFUSAL = "Esta área é exclusiva dos administradores da plataforma.";
