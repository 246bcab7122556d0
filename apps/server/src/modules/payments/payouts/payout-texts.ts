// The payouts' pt-BR sentences (docs/product/payments.md#recebimentos), one place for the server and its tests.
export const PAYOUT_TEXTS = {
  noKey: "Cadastre uma chave Pix em Minha Conta para receber.",
  noCpf: "Informe o seu CPF em Minha Conta → Configurações antes de cadastrar uma chave Pix.",
  emailNotVerified: "Confirme o seu e-mail antes de cadastrar uma chave Pix para receber.",
  companyOnlyForCreators: "Somente empreendedores podem receber em nome de uma empresa (CNPJ).",
  cnpjKeyNotHolder: "Chave Pix inválida: a chave CNPJ deve ser o CNPJ da empresa titular.",
  cpfKeyForCompany: "Chave Pix inválida: uma chave CPF é de uma pessoa; use uma chave da empresa titular.",
  removed: "Chave Pix removida. Cadastre outra para voltar a receber.",
} as const;
