import type { SignatureList, SignatureRequest } from "@alicerce/shared/schemas/signatures";

/** A request as GET /api/signatures answers it. */
export const signatureRequest = (id: string, overrides: Partial<SignatureRequest> = {}): SignatureRequest => ({
  id,
  title: `Contrato ${id}`,
  project: { id: "p-1", title: "Residencial Jardim das Acácias" },
  type: "investment",
  status: "pending",
  amount: 15_000.5,
  created_at: "2026-03-01T12:00:00.000Z",
  due_date: "2026-03-20",
  completed_at: null,
  rejected_at: null,
  voided_at: null,
  void_reason: null,
  sequential: false,
  signers: [
    {
      id: `${id}-s1`,
      name: "Carlos Construtor",
      email: "criador@alicerce.dev",
      status: "signed",
      signed_at: "2026-03-02T12:00:00.000Z",
      refused_at: null,
      reason: null,
      is_me: false,
      invited_cpf: null,
      invited_cpf_masked: null,
      order: 1,
      turn: false,
    },
    {
      id: `${id}-s2`,
      name: "Ana Investidora",
      email: "u@alicerce.dev",
      status: "pending",
      signed_at: null,
      refused_at: null,
      reason: null,
      is_me: true,
      invited_cpf: null,
      invited_cpf_masked: "***.456.781-**",
      order: 2,
      turn: true,
    },
  ],
  progress: 50,
  created_by: { id: "u-2", name: "Carlos Construtor" },
  can: { sign: true, refuse: true, resend: false, void: false },
  contract_id: null,
  investment_id: null,
  view_url: `/api/signatures/${id}/file`,
  download_url: `/api/signatures/${id}/download`,
  ...overrides,
});

export const signatureList = (items: SignatureRequest[]): SignatureList => ({
  items,
  total: items.length,
  page: 1,
  page_size: 12,
  summary: { total: 8, pending: 3, signed: 2, expired: 1, rejected: 1, cancelled: 1 },
});

/** GET /api/account of the signer, with the e-mail confirmed or not. */
export const accountOf = (emailVerified: boolean) => ({
  user: {
    id: "u-1",
    email: "u@alicerce.dev",
    name: "Ana Investidora",
    type: "investor" as const,
    avatar_url: null,
    verified: false,
  },
  cpf: "12345678143",
  phone: null,
  email_verified: emailVerified,
  supplier: null,
});
