import { USER_TYPE_BADGE_LABELS, USER_TYPES, type UserType } from "@alicerce/shared/user-types";

// The admin desk's words (docs/product/admin.md), kept together so screens and tests agree.

export const TYPE_OPTIONS = USER_TYPES.map((type) => [type, USER_TYPE_BADGE_LABELS[type]] as const);

export const VERIFIED_OPTIONS = [
  ["true", "Verificados"],
  ["false", "Não verificados"],
] as const;

export const typeLabel = (type: UserType) => USER_TYPE_BADGE_LABELS[type];

/** "1 usuário" / "3 usuários". */
export const countText = (n: number, one: string, many: string) =>
  `${n.toLocaleString("pt-BR")} ${n === 1 ? one : many}`;
