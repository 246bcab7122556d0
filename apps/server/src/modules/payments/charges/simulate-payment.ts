import { eq } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { SimulatedPayment } from "@alicerce/shared/schemas/payments";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { investments, paymentCharges, profiles } from "../../../db/schema/index.ts";
import { conflict, notFound } from "../../../http/app-error.ts";
import type { SandboxPspControl } from "../../pix/index.ts";
import { issueCharge } from "./issue-charge.ts";

/**
 * "Simular pagamento" (sandbox only, decision 107): the investor's own awaiting charge is paid at the
 * sandbox PSP by the investor's CPF, and the sandbox notifies the webhook exactly as a PSP would; the
 * intake then credits it through settleCharge, like any Pix. Nothing here touches the charge itself.
 */
export async function simulatePayment(
  deps: { db: Database; config: Config; now: () => Date; sandbox: SandboxPspControl },
  user: CurrentUser,
  investmentId: string,
): Promise<SimulatedPayment> {
  const [row] = await deps.db
    .select({ investorId: investments.investorId, charge: paymentCharges, cpf: profiles.cpf, name: profiles.name })
    .from(investments)
    .leftJoin(paymentCharges, eq(paymentCharges.investmentId, investments.id))
    .leftJoin(profiles, eq(profiles.userId, investments.investorId))
    .where(eq(investments.id, investmentId));
  if (!row || row.investorId !== user.id) throw notFound("Investimento não encontrado.");
  const charge = row.charge;
  if (!charge || charge.status !== "awaiting_payment" || deps.now() >= charge.expiresAt)
    throw conflict("Este investimento não está aguardando pagamento.");
  // The code may still be in its issuing job: the sandbox can only pay a charge it knows.
  if (!charge.pixCopiaECola && !(await issueCharge(deps, charge.txid).catch(() => false)))
    throw conflict("O código Pix deste investimento ainda está sendo gerado. Tente novamente em instantes.");
  const payer = row.cpf ? { cpf: row.cpf, name: row.name ?? user.name } : { name: row.name ?? user.name };
  const paid = await deps.sandbox.pay(charge.txid, { payer });
  return { end_to_end_id: paid.endToEndId };
}
