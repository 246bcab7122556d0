import { and, desc, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { CVM88 } from "@alicerce/shared/projects";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { Investment } from "@alicerce/shared/schemas/investments";
import type { Database } from "../../db/client.ts";
import { investments, profiles, projects, user as users } from "../../db/schema/index.ts";
import { appPaths } from "@alicerce/shared/routes";
import { AppError, conflict, notFound } from "../../http/app-error.ts";
import { releaseReserved, reserveIfOpen, subtractFromRaisedAmount } from "../projects/index.ts";
import { loadVisibleProject, projectNotFound, requireManager } from "../project-access/index.ts";
import { moneyString, toCents, toMoney } from "../../lib/money.ts";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { refundWithdrawnCommitment, withdrawalDeadline } from "../payments/index.ts";
import { dayOf } from "@alicerce/shared/sao-paulo-time";
import { annualLimitFor, committedThisYear, latestDeclaration } from "./limits.ts";
import { notify, tell } from "../notifications/index.ts";
import { joinProjectChat, leaveProjectChat } from "../chat/index.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";
import type { Config } from "../../config.ts";
import { createCharge, issueCharge, paymentsOfInvestments } from "../payments/index.ts";
import { commitmentPaymentExpiry, scheduleCommitmentExpiry } from "./commitment-expiry.ts";
import type { InvestmentPayment } from "@alicerce/shared/schemas/payments";
import { dateAndTime } from "@alicerce/shared/sao-paulo-time";

type Deps = { db: Database; signals: SignalBus; config: Config; now: () => Date };

const investmentColumns = {
  investment: investments,
  projectTitle: projects.title,
  investorName: sql<string>`coalesce(${profiles.name}, ${users.name})`,
};

type InvestmentRow = { investment: typeof investments.$inferSelect; projectTitle: string; investorName: string };

function toInvestment(
  row: InvestmentRow,
  viewerId: string,
  payment: InvestmentPayment | null,
  now = new Date(),
): Investment {
  const i = row.investment;
  return {
    id: i.id,
    project_id: i.projectId,
    project_title: row.projectTitle,
    investor_id: i.investorId,
    investor_name: row.investorName,
    amount: toMoney(i.amount) ?? 0,
    status: i.status,
    withdrawable_until: i.withdrawableUntil.toISOString(),
    can_withdraw: i.status === "active" && i.investorId === viewerId && now < i.withdrawableUntil,
    cancel_reason: i.cancelReason,
    created_at: i.createdAt.toISOString(),
    payment,
  };
}

function selectInvestments(db: Database) {
  return db
    .select(investmentColumns)
    .from(investments)
    .innerJoin(projects, eq(projects.id, investments.projectId))
    .innerJoin(users, eq(users.id, investments.investorId))
    .leftJoin(profiles, eq(profiles.userId, users.id));
}

/** The rows as the API shows them, each with its payment (decision 107). */
async function present(deps: Pick<Deps, "db" | "config">, rows: InvestmentRow[], viewerId: string) {
  const payments = await paymentsOfInvestments(
    deps.db,
    deps.config,
    rows.map((r) => r.investment.id),
  );
  return rows.map((r) => toInvestment(r, viewerId, payments.get(r.investment.id) ?? null));
}

type ProjectRow = typeof projects.$inferSelect;

/**
 * Why `user` cannot commit `amount` to the project as `p` shows it, or null when they can. The same
 * sentences whether the first read or the final conditional update found the row against it.
 */
function commitmentRefusal(p: ProjectRow | undefined, user: CurrentUser, amount: number): AppError | null {
  if (!p) return projectNotFound();
  if (p.createdBy === user.id) return new AppError("FORBIDDEN", "Você não pode investir no seu próprio projeto.");
  if (p.purpose !== "investment") return conflict("Este projeto não capta investimentos.");
  if (p.status !== "funding_open" || p.visibility !== "public")
    return conflict("Este projeto não está captando investimentos.");
  if (p.deadline !== null && p.deadline < todayInSaoPaulo())
    return conflict("O prazo de captação deste projeto terminou.");
  const minimum = toMoney(p.minInvestment) ?? 0;
  if (amount < minimum) return conflict(`O investimento mínimo neste projeto é de ${formatBRL(minimum)}.`);
  // Paid and reserved (awaiting their Pix) money both take room under the target (decision 107).
  const target = toMoney(p.targetAmount) ?? 0;
  const taken = (toMoney(p.raisedAmount) ?? 0) + (toMoney(p.reservedAmount) ?? 0);
  const available = Math.round((target - taken) * 100) / 100;
  if (amount > available) {
    return conflict(
      available > 0
        ? `O valor ultrapassa a meta do projeto. Restam ${formatBRL(available)} para completar a captação.`
        : "A meta de captação deste projeto já foi atingida.",
    );
  }
  return null;
}

/** Times the final update is tried again when it missed but a fresh read finds nothing against it. */
const RAISE_ATTEMPTS = 3;

/**
 * Commits `amount` to a project in one transaction (decision 064). The project's row is the hot
 * lock every commitment to it needs, so it is taken last and held only to the commit:
 *
 * 1. the investor's advisory lock, so their own commitments run one at a time and the yearly limit
 *    holds;
 * 2. the project read FOR KEY SHARE: commitments do not block each other on it, while a change of
 *    status or terms (lifecycle, the failed-raise job: all `for update`) waits for the commitments in
 *    flight, or they for it, as before; the rules are checked on it, with their usual sentences;
 * 3. the yearly limit (CVM 88);
 * 4. the writes in the order they took their locks before (investment, bell entries, chat);
 * 5. the commitment's Pix charge, its txid stored before the PSP is called, and the jobs that issue
 *    its `cob` and expire it unpaid (decision 107);
 * 6. last, one conditional update reserves the amount only if the row, as it is once any commitment
 *    ahead committed, still takes it (reserveIfOpen): two investors racing for the last
 *    reais, one wins; a project closed meanwhile refuses. A miss re-reads the row and throws the
 *    sentence the checks give, which rolls back everything written.
 *
 * The raised amount moves only when the Pix arrives (payments' settleCharge). After the commit the
 * PSP is asked for the charge's code once; if it fails the durable job retries, and the answer says
 * the code is still being made (`pix_copia_e_cola` null).
 */
export async function invest(deps: Deps, user: CurrentUser, projectId: string, amount: number): Promise<Investment> {
  const { db } = deps;
  await loadVisibleProject(db, user, projectId);
  const deadline = withdrawalDeadline(new Date());
  const { id, txid, announce } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`investor:${user.id}`}))`);
    const readProject = async () => (await tx.select().from(projects).where(eq(projects.id, projectId)))[0];
    const [p] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("key share");
    const refused = commitmentRefusal(p, user, amount);
    if (refused || !p) throw refused ?? projectNotFound();
    const limit = annualLimitFor(await latestDeclaration(tx, user.id));
    if (limit !== null) {
      const committed = await committedThisYear(tx, user.id);
      if (committed + amount > limit) {
        const remaining = Math.max(0, limit - committed);
        throw conflict(
          `Este investimento ultrapassa seu limite anual de ${formatBRL(limit)} (CVM 88). Disponível neste ano: ${formatBRL(remaining)}.`,
        );
      }
    }
    const [created] = await tx
      .insert(investments)
      .values({
        projectId,
        investorId: user.id,
        amount: moneyString(amount),
        // CVM 88 counts the withdrawal period from the commitment (the adhesion), not from its payment:
        // 5 business days on the national calendar (docs/decisions/111-refunds-and-withdrawal-period.md).
        withdrawableUntil: deadline,
      })
      .returning({ id: investments.id });
    const expiresAt = commitmentPaymentExpiry(deps.now(), p.deadline);
    const charge = await createCharge(tx, {
      purpose: "commitment",
      investmentId: created!.id,
      projectId,
      payerUserId: user.id,
      amountCents: toCents(amount),
      expiresAt,
    });
    await scheduleCommitmentExpiry(tx, charge);
    // The bell tells the investor the commitment is registered and waits for its Pix, and the creator
    // that one came in (docs/product/account-and-notifications.md#notifications), in the same commit.
    const link = appPaths.project(projectId);
    await notify(tx, [
      {
        userId: user.id,
        title: "Investimento registrado",
        body: `Seu investimento de ${formatBRL(amount)} no projeto "${p.title}" foi registrado. Pague o Pix até ${dateAndTime(expiresAt)} para confirmá-lo. Você pode desistir até ${dayOf(deadline)} (${CVM88.withdrawalDays} dias úteis).`,
        link,
      },
      {
        userId: p.createdBy,
        title: "Novo investimento",
        body: `${user.name} investiu ${formatBRL(amount)} no projeto "${p.title}".`,
        link,
      },
    ]);
    // An investor with an active commitment is one of the project's people: they join its chat.
    const joined = await joinProjectChat(tx, projectId, user.id);
    // Last: the project's row, exclusively, until the commit.
    for (let attempt = 1; ; attempt++) {
      const change = { projectId, investorId: user.id, amount: moneyString(amount), today: todayInSaoPaulo() };
      if (await reserveIfOpen(tx, change)) break;
      const now = await readProject();
      const refusal = commitmentRefusal(now, user, amount);
      if (refusal) throw refusal;
      if (attempt >= RAISE_ATTEMPTS) throw conflict("Este projeto não está captando investimentos.");
    }
    return { id: created!.id, txid: charge.txid, announce: joined };
  });
  announce(deps.signals);
  try {
    await issueCharge(deps, txid);
  } catch {
    // The PSP did not answer: the charge and its issuing job stay, and the job retries (decision 107).
  }
  const [row] = await selectInvestments(db).where(eq(investments.id, id));
  return (await present(deps, [row!], user.id))[0]!;
}

/**
 * Withdrawal within the period of 5 business days (CVM 88, decision 111): the commitment ends, the total
 * drops, and paid money is refunded (an unpaid charge is cancelled). Locks in the order of invest()
 * (decision 064): the project FOR KEY SHARE (a change of status waits for it, other commitments do not),
 * the investment's own row, the writes, and the project's row last. The deadline is compared after the
 * investment's row lock is held, in the transaction that withdraws: a withdrawal racing the end of its
 * period has one answer, whatever waited for the lock.
 */
export async function withdraw(
  deps: Deps,
  user: CurrentUser,
  investmentId: string,
  publicUrl: string,
): Promise<Investment> {
  const { db } = deps;
  const announce = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(investments).where(eq(investments.id, investmentId)).limit(1);
    if (!found || found.investorId !== user.id) throw notFound("Investimento não encontrado.");
    const [project] = await tx
      .select({ title: projects.title, createdBy: projects.createdBy })
      .from(projects)
      .where(eq(projects.id, found.projectId))
      .for("key share");
    const [i] = await tx.select().from(investments).where(eq(investments.id, investmentId)).for("update");
    if (i!.status !== "active") throw conflict("Este investimento não está mais ativo.");
    if (new Date() >= i!.withdrawableUntil)
      throw conflict(
        `O prazo para desistir deste investimento terminou em ${dayOf(i!.withdrawableUntil)} (${CVM88.withdrawalDays} dias úteis após o investimento).`,
      );
    await tx
      .update(investments)
      .set({ status: "withdrawn", withdrawnAt: sql`now()` })
      .where(eq(investments.id, investmentId));
    // Paid money goes back through a refund asked in this transaction; an unpaid charge is cancelled.
    const payment = await refundWithdrawnCommitment(tx, { investmentId, projectTitle: project!.title });
    // The creator was told of the money coming in; the bell tells them it left, in the same commit.
    await tell(
      tx,
      {
        userId: project!.createdBy,
        title: "Desistência de investimento",
        body: `${user.name} desistiu do investimento de ${formatBRL(Number(i!.amount))} no projeto "${project!.title}".`,
        link: appPaths.project(i!.projectId),
      },
      publicUrl,
    );
    // Out of the project (unless another commitment or the team keeps them in): out of its chat.
    const left = await leaveProjectChat(tx, i!.projectId, user.id);
    // Last: the project's row, exclusively, until the commit. An unpaid commitment frees its reserved
    // room; a paid one (or one from before charges) leaves the raised amount (decision 107).
    if (payment === "charge_cancelled") await releaseReserved(tx, i!.projectId, i!.amount);
    else await subtractFromRaisedAmount(tx, i!.projectId, i!.amount);
    return left;
  });
  announce(deps.signals);
  const [row] = await selectInvestments(db).where(eq(investments.id, investmentId));
  return (await present(deps, [row!], user.id))[0]!;
}

export async function listMyInvestments(deps: Pick<Deps, "db" | "config">, user: CurrentUser): Promise<Investment[]> {
  const rows = await selectInvestments(deps.db)
    .where(eq(investments.investorId, user.id))
    .orderBy(desc(investments.createdAt));
  return present(deps, rows, user.id);
}

/** The project's investors, for its creator (and admins). */
export async function listProjectInvestments(
  deps: Pick<Deps, "db" | "config">,
  user: CurrentUser,
  projectId: string,
): Promise<Investment[]> {
  const project = await loadVisibleProject(deps.db, user, projectId);
  requireManager(user, project);
  const rows = await selectInvestments(deps.db)
    .where(and(eq(investments.projectId, projectId)))
    .orderBy(desc(investments.createdAt));
  return present(deps, rows, user.id);
}
