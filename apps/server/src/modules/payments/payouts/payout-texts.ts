// The payouts' pt-BR sentences (docs/product/payments.md#recebimentos), one place for the server and its tests.
export const PAYOUT_TEXTS = {
  noKey: "Cadastre uma chave Pix em Minha Conta para receber.",
  noCpf: "Informe o seu CPF em Minha Conta → Configurações antes de cadastrar uma chave Pix.",
  emailNotVerified: "Confirme o seu e-mail antes de cadastrar uma chave Pix para receber.",
  companyOnlyForCreators: "Somente empreendedores podem receber em nome de uma empresa (CNPJ).",
  cnpjKeyNotHolder: "Chave Pix inválida: a chave CNPJ deve ser o CNPJ da empresa titular.",
  cpfKeyForCompany: "Chave Pix inválida: uma chave CPF é de uma pessoa; use uma chave da empresa titular.",
  cnpjKeyForPerson: "Chave Pix inválida: a chave CNPJ é de uma empresa; use uma chave em seu nome.",
  holderNameRequired: "Informe a razão social da empresa titular.",
  invalidCnpj: "O CNPJ da empresa titular não é válido.",
  noAccount: "Você ainda não cadastrou uma chave Pix para receber.",
  removed: "Chave Pix removida. Cadastre outra para voltar a receber.",
  /** Shown when the account's CPF changed after the key was saved: the key no longer names the account's owner. */
  holderMismatch:
    "O CPF da sua conta mudou depois que a chave Pix foi cadastrada. Cadastre a chave novamente para voltar a receber.",
  pendingPayouts: "Há pagamentos em andamento para esta chave. Aguarde que terminem para removê-la.",
} as const;
