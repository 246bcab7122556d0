import { eq } from "drizzle-orm";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { paymentCharges, profiles, projects } from "../../../db/schema/index.ts";
import type { JobHandler } from "../../../jobs/queue/worker.ts";
import { PspRequestRefusedError, type Charge } from "../../pix/index.ts";
import { pixQrCodeOf } from "./pix-qr-code.ts";
import { pspOf } from "./psp.ts";

/** solicitacaoPagador: up to 140 characters, shown by the payer's bank app. */
const payerRequest = (title: string) => `Alicerce: ${title}`.slice(0, 140);

/**
 * Asks the PSP for the charge's `cob` (`PUT /cob/{txid}`) and keeps its Pix copia-e-cola, drawn as its QR, and
 * its location.
 * Idempotent by the txid: a charge already issued is left alone, and a `cob` the PSP already has (a
 * crash after the PSP answered) is read back with `GET /cob/{txid}` instead of made again. A charge
 * no longer awaiting payment, or already past its expiry, is not issued. True once the charge has its code.
 */
export async function issueCharge(deps: { db: Database; config: Config; now: () => Date }, txid: string) {
  const [charge] = await deps.db.select().from(paymentCharges).where(eq(paymentCharges.txid, txid));
  if (!charge || charge.status !== "awaiting_payment") return false;
  if (charge.pixCopiaECola) return true;
  const expiresInSeconds = Math.floor((charge.expiresAt.getTime() - deps.now().getTime()) / 1000);
  if (expiresInSeconds <= 0) return false;
  const [about] = await deps.db
    .select({ title: projects.title, cpf: profiles.cpf, name: profiles.name })
    .from(projects)
    .leftJoin(profiles, eq(profiles.userId, charge.payerUserId))
    .where(eq(projects.id, charge.projectId));
  const { apiPix } = pspOf(deps.config);
  let issued: Charge;
  try {
    issued = await apiPix.createCharge({
      txid,
      amountCents: charge.amountCents,
      expiresInSeconds,
      pixKey: deps.config.pix.escrow.pixKey,
      ...(about?.cpf && about.name ? { debtor: { cpf: about.cpf, name: about.name } } : {}),
      payerRequest: payerRequest(about?.title ?? "investimento"),
    });
  } catch (err) {
    // The PSP refuses a txid it already has: the earlier attempt reached it, so read what it made.
    if (!(err instanceof PspRequestRefusedError)) throw err;
    issued = await apiPix.getCharge(txid);
  }
  if (!issued.pixCopiaECola) throw new Error(`the PSP made charge ${txid} without a Pix copia-e-cola`);
  await deps.db
    .update(paymentCharges)
    .set({
      pixCopiaECola: issued.pixCopiaECola,
      pixQrCode: await pixQrCodeOf(issued.pixCopiaECola),
      pspLocation: issued.location,
    })
    .where(eq(paymentCharges.id, charge.id));
  return true;
}

/** The durable job's handler: throwing (the PSP unreachable) retries it with backoff (decision 101). */
export function issueChargeJob(deps: { db: Database; config: Config; now: () => Date }): JobHandler {
  return async (job) => {
    const txid = job.payload.txid;
    if (typeof txid !== "string") throw new Error(`job ${job.id} has no txid`);
    await issueCharge(deps, txid);
  };
}
