import { asc, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { distributions, distributionShares } from "../db/schema/index.ts";
import { createCharge, fundDistribution, settleCharge } from "../modules/payments/index.ts";
import { splitAmongConfirmed } from "../modules/distributions/index.ts";

const DAY = 24 * 3600 * 1000;

/** A demo endToEndId for a distribution's funding: "E", the sandbox participant's 8 digits, 23 more. */
const fundingEndToEndId = (n: number) => `E99999999DIST${String(n).padStart(19, "0")}`;

/**
 * Pays the demo's distributions through the product's path (docs/decisions/115-distributions-paid.md):
 * each gets its funding charge, settled by the creator's Pix on its day, which funds it (each share taxed,
 * posted and paid out to the investor's key by the payout job once the server runs). One more rendimento,
 * large enough that investidor@'s share passes the month's R$ 50.000,00, shows income tax withheld.
 */
export async function seedPaymentDistributions(db: Database) {
  await addTaxedRendimento(db);
  const recorded = await db
    .select()
    .from(distributions)
    .orderBy(asc(distributions.paidOn), asc(distributions.createdAt));
  let n = 0;
  for (const distribution of recorded) {
    if (!distribution.createdBy) continue;
    const paidAt = new Date(`${distribution.paidOn}T15:00:00Z`);
    const charge = await createCharge(db, {
      purpose: "distribution_funding",
      distributionId: distribution.id,
      projectId: distribution.projectId,
      payerUserId: distribution.createdBy,
      amountCents: distribution.totalCents,
      expiresAt: new Date(paidAt.getTime() + DAY),
    });
    const settled = await settleCharge(db, {
      txid: charge.txid,
      endToEndId: fundingEndToEndId(++n),
      amountCents: distribution.totalCents,
      paidAt,
      tellParties: false,
    });
    if (settled.outcome !== "credited") throw new Error(`demo distribution ${distribution.id} was not credited`);
    // The credit funded it in its transaction; asked again, the funding answers that it is done.
    const funded = await fundDistribution(db, charge.id, { tellParties: false });
    if (funded.funded || funded.why !== "already_funded")
      throw new Error(`demo distribution ${distribution.id} was not funded by its credit`);
  }
}

/** A rendimento 10 days ago on the completed project where investidor@ holds the largest part. */
async function addTaxedRendimento(db: Database) {
  const result = await db.execute(sql`
    select p.id as project_id, p.created_by,
      sum(s.basis_cents) filter (where u.email = 'investidor@alicerce.dev') as mine, sum(s.basis_cents) as all_basis
    from projects p
    join distributions d on d.project_id = p.id
    join distribution_shares s on s.distribution_id = d.id
    join users u on u.id = s.investor_id
    where p.purpose = 'investment' and p.status = 'completed'
    group by p.id, p.created_by
    having sum(s.basis_cents) filter (where u.email = 'investidor@alicerce.dev') > 0
    order by sum(s.basis_cents) filter (where u.email = 'investidor@alicerce.dev')::float / sum(s.basis_cents) desc
    limit 1`);
  const [found] = (
    result as unknown as { rows: { project_id: string; created_by: string; mine: string; all_basis: string }[] }
  ).rows;
  const target = found
    ? { projectId: found.project_id, createdBy: found.created_by, mine: found.mine, all: found.all_basis }
    : null;
  if (!target?.mine) return;
  // Her share near R$ 60.000,00: above the month's R$ 50.000,00, so 10 % of it is withheld.
  const totalCents = Math.ceil((6_000_000 * Number(target.all)) / Number(target.mine));
  const now = new Date();
  const shares = await splitAmongConfirmed(db, target.projectId, totalCents, now);
  if (shares.length === 0) return;
  const day = new Date(now.getTime() - 10 * DAY).toISOString().slice(0, 10);
  const [row] = await db
    .insert(distributions)
    .values({
      projectId: target.projectId,
      kind: "income",
      totalCents,
      paidOn: day,
      note: "Rendimento da venda do terreno vizinho, com imposto de renda retido.",
      createdBy: target.createdBy,
      createdAt: new Date(now.getTime() - 10 * DAY),
    })
    .returning({ id: distributions.id });
  await db.insert(distributionShares).values(shares.map((s) => ({ distributionId: row!.id, ...s })));
}
