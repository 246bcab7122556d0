// Supplier categories, quotation statuses and payment methods with their pt-BR labels (docs/product/marketplace.md#categories, quotations.md#lifecycle).

/**
 * The prototype gave two category lists (marketplace filters and supplier profile/quotation). Alicerce
 * uses their union so every supplier can be found; "materiais" and "materiais_construcao" are one.
 */
export const SUPPLIER_CATEGORIES = [
  "terraplanagem",
  "fundacao",
  "alvenaria",
  "estrutura_metalica",
  "hidraulica",
  "eletrica",
  "revestimentos",
  "pintura",
  "cobertura",
  "esquadrias",
  "acabamento",
  "materiais_construcao",
  "paisagismo",
  "arquitetura",
  "engenharia",
  "outros",
] as const;
export type SupplierCategory = (typeof SUPPLIER_CATEGORIES)[number];
export const SUPPLIER_CATEGORY_LABELS: Record<SupplierCategory, string> = {
  terraplanagem: "Terraplanagem",
  fundacao: "Fundação",
  alvenaria: "Alvenaria",
  estrutura_metalica: "Estrutura Metálica",
  hidraulica: "Hidráulica",
  eletrica: "Elétrica",
  revestimentos: "Revestimentos",
  pintura: "Pintura",
  cobertura: "Cobertura",
  esquadrias: "Esquadrias",
  acabamento: "Acabamento",
  materiais_construcao: "Materiais de Construção",
  paisagismo: "Paisagismo",
  arquitetura: "Arquitetura",
  engenharia: "Engenharia",
  outros: "Outros",
};

export const PAYMENT_METHODS = ["pix", "boleto", "cartao_credito", "transferencia", "dinheiro"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: "PIX",
  boleto: "Boleto",
  cartao_credito: "Cartão de crédito",
  transferencia: "Transferência bancária",
  dinheiro: "Dinheiro",
};

export const QUOTATION_STATUSES = ["pendente", "respondido", "aprovado", "rejeitado", "concluido"] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  pendente: "Pendente",
  respondido: "Respondido",
  aprovado: "Aprovado",
  rejeitado: "Rejeitado",
  concluido: "Concluído",
};

/** Average rating shown with one decimal and a pt-BR comma ("4,7"). */
export function formatRating(value: number | null): string {
  return value === null ? "—" : value.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
