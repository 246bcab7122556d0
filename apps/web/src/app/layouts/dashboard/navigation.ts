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
  Store,
  Truck,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import type { UserType } from "@alicerce/shared/user-types";

export type NavItem = { label: string; path: string; icon: LucideIcon; exact?: boolean; activePrefix?: string };

const BASE_ITEMS: NavItem[] = [
  { label: "Home", path: "/dashboard", icon: House, exact: true },
  { label: "Projetos", path: "/dashboard/projects", icon: FolderKanban, activePrefix: "/dashboard/projects" },
  { label: "Assinaturas", path: "/dashboard/signatures", icon: FileSignature },
  { label: "Documentos", path: "/dashboard/documents", icon: FileText },
  { label: "Fornecedores", path: "/dashboard/suppliers", icon: Truck },
  { label: "Marketplace", path: "/dashboard/marketplace", icon: Store },
  { label: "Cotações", path: "/dashboard/quotations", icon: ReceiptText },
  { label: "Chat", path: "/dashboard/chat/new", icon: MessageSquare, activePrefix: "/dashboard/chat" },
  { label: "Aprenda", path: "/dashboard/learn", icon: BookOpen },
  { label: "Minha Conta", path: "/dashboard/profile", icon: UserRound },
];

const LEGAL_ITEMS: NavItem[] = [
  { label: "Aprovações", path: "/dashboard/approvals", icon: ClipboardCheck },
  { label: "Contratos", path: "/dashboard/contracts", icon: ScrollText },
];

/** SPEC §2: ten items in order; legal users get Aprovações and Contratos in positions 2 and 3. */
export function navigationFor(type: UserType): NavItem[] {
  if (type !== "legal") return BASE_ITEMS;
  const [home, ...rest] = BASE_ITEMS;
  return [home!, ...LEGAL_ITEMS, ...rest];
}

export function isActive(item: NavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.path || pathname === `${item.path}/`;
  const prefix = item.activePrefix ?? item.path;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
