// Texts of the investment screens, exactly as the product states them.

export const RISK_NOTICE =
  "Investimentos em projetos imobiliários envolvem riscos, inclusive de perda do capital investido. Não há garantia de retorno.";

export const WITHDRAWAL_NOTICE =
  "Você pode desistir deste investimento em até 5 dias úteis, com devolução integral do valor pago.";

export const INVESTMENT_STATUS_LABELS = { active: "Ativo", withdrawn: "Desistência", cancelled: "Cancelado" } as const;
