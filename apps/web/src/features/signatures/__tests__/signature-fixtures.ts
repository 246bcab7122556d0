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
    },
  ],
  progress: 50,
  created_by: { id: "u-2", name: "Carlos Construtor" },
  can: { sign: true, resend: false },
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
  summary: { total: 7, pending: 3, signed: 2, expired: 1, rejected: 1, cancelled: 0 },
});
