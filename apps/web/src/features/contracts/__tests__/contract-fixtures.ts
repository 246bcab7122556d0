import type { Contract } from "@alicerce/shared/schemas/contracts";

/** A contract as GET /api/contracts answers it. */
export const contract = (id: string, overrides: Partial<Contract> = {}): Contract => ({
  id,
  name: `Contrato ${id}`,
  client_name: "Joana Prado",
  project: { id: "p-1", title: "Residencial Jardim das Acácias" },
  value: 1_250_000.5,
  type: "fornecimento",
  status: "ativo",
  start_date: "2026-03-01",
  end_date: "2027-02-28",
  file: null,
  created_at: "2026-02-01T12:00:00.000Z",
  updated_at: "2026-02-10T15:00:00.000Z",
  cancelled_at: null,
  cancel_reason: null,
  signature: null,
  ...overrides,
});
