import { BRAZILIAN_STATES } from "@alicerce/shared/projects";
import { SUPPLIER_CATEGORIES, SUPPLIER_CATEGORY_LABELS, type SupplierCategory } from "@alicerce/shared/suppliers";

export const CATEGORY_OPTIONS = SUPPLIER_CATEGORIES.map((c) => [c, SUPPLIER_CATEGORY_LABELS[c]] as const);
export const STATE_OPTIONS = BRAZILIAN_STATES;

export const categoryLabel = (category: SupplierCategory) => SUPPLIER_CATEGORY_LABELS[category];

/** "1 avaliação" / "3 avaliações". */
export const reviewCountText = (n: number) => `${n} ${n === 1 ? "avaliação" : "avaliações"}`;
/** "1 projeto concluído" / "3 projetos concluídos". */
export const completedText = (n: number) => `${n} ${n === 1 ? "projeto concluído" : "projetos concluídos"}`;
/** docs/product/formats-and-layout.md#delivery-time: delivery time in business days in the marketplace. */
export const deliveryText = (days: number) => `${days} ${days === 1 ? "dia útil" : "dias úteis"}`;
