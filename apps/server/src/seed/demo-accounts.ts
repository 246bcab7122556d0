import type { UserType } from "@alicerce/shared/user-types";

export const DEMO_PASSWORD = "alicerce123";

export type DemoAccount = {
  email: string;
  name: string;
  type: UserType;
  cpf: string;
  phone: string;
  verified: boolean;
};

/** One account per user type (docs/architecture.md#conventions); all use DEMO_PASSWORD. CPFs are valid test numbers. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: "investidor@alicerce.dev",
    name: "Ana Investidora",
    type: "investor",
    cpf: "12345678143",
    phone: "11987654321",
    verified: true,
  },
  {
    email: "criador@alicerce.dev",
    name: "Carlos Construtor",
    type: "creator",
    cpf: "23456789254",
    phone: "21987654321",
    verified: true,
  },
  {
    email: "juridico@alicerce.dev",
    name: "Juliana Advogada",
    type: "legal",
    cpf: "34567891309",
    phone: "31987654321",
    verified: true,
  },
  {
    email: "fornecedor@alicerce.dev",
    name: "Fernando Fornecedor",
    type: "supplier",
    cpf: "45678912445",
    phone: "41987654321",
    verified: false,
  },
  {
    email: "admin@alicerce.dev",
    name: "Administração Alicerce",
    type: "platform_admin",
    cpf: "56789123563",
    phone: "61987654321",
    verified: true,
  },
];

/** Other people of the demo data (same password): more creators and investors. */
export const EXTRA_ACCOUNTS: DemoAccount[] = [
  {
    email: "marina@alicerce.dev",
    name: "Marina Souza",
    type: "creator",
    cpf: "67891234582",
    phone: "41988887777",
    verified: true,
  },
  {
    email: "horizonte@alicerce.dev",
    name: "Grupo Horizonte",
    type: "creator",
    cpf: "78912345664",
    phone: "84988886666",
    verified: true,
  },
  {
    email: "bruno@alicerce.dev",
    name: "Bruno Almeida",
    type: "investor",
    cpf: "89123456728",
    phone: "21988885555",
    verified: true,
  },
  {
    email: "paula@alicerce.dev",
    name: "Paula Ribeiro",
    type: "investor",
    cpf: "91234567873",
    phone: "11988884444",
    verified: true,
  },
];
