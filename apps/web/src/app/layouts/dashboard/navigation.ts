import {
  BookOpen,
  ClipboardCheck,
  FileSignature,
  FileText,
  FolderKanban,
  House,
  MessageSquare,
  ReceiptText,
  ScrollText,
  ShieldCheck,
  Store,
  Truck,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { appRoutes } from "@alicerce/shared/routes";
import type { UserType } from "@alicerce/shared/user-types";

export type NavItem = { label: string; path: string; icon: LucideIcon; exact?: boolean; activePrefix?: string };

/** "/dashboard/chat" for "/dashboard/chat/:conversationId": the sidebar item covers every conversation. */
const parentOf = (route: string) => route.slice(0, route.lastIndexOf("/"));

const BASE_ITEMS: NavItem[] = [
  { label: "Home", path: appRoutes.dashboard, icon: House, exact: true },
  { label: "Projetos", path: appRoutes.projects, icon: FolderKanban, activePrefix: appRoutes.projects },
  { label: "Assinaturas", path: appRoutes.signatures, icon: FileSignature },
  { label: "Documentos", path: appRoutes.documents, icon: FileText },
  { label: "Fornecedores", path: appRoutes.suppliers, icon: Truck },
  { label: "Marketplace", path: appRoutes.marketplace, icon: Store },
  { label: "Cotações", path: appRoutes.quotations, icon: ReceiptText },
  { label: "Chat", path: appRoutes.newChat, icon: MessageSquare, activePrefix: parentOf(appRoutes.chat) },
  { label: "Aprenda", path: appRoutes.learn, icon: BookOpen },
  { label: "Minha Conta", path: appRoutes.profile, icon: UserRound },
];

const LEGAL_ITEMS: NavItem[] = [
  { label: "Aprovações", path: appRoutes.approvals, icon: ClipboardCheck },
  { label: "Contratos", path: appRoutes.contracts, icon: ScrollText },
];

const ADMIN_ITEM: NavItem = { label: "Administração", path: appRoutes.admin, icon: ShieldCheck };

/**
 * docs/product/shell.md#sidebar: ten items in order; legal users get Aprovações and Contratos in
 * positions 2 and 3. Platform admins, who do what legal users do (docs/product/admin.md), get the
 * same two and their own desk, Administração, just before Minha Conta.
 */
export function navigationFor(type: UserType): NavItem[] {
  if (type !== "legal" && type !== "platform_admin") return BASE_ITEMS;
  const [home, ...rest] = BASE_ITEMS;
  if (type === "legal") return [home!, ...LEGAL_ITEMS, ...rest];
  const account = rest.pop()!;
  return [home!, ...LEGAL_ITEMS, ...rest, ADMIN_ITEM, account];
}

export function isActive(item: NavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.path || pathname === `${item.path}/`;
  const prefix = item.activePrefix ?? item.path;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
