import { and, eq, sql } from "drizzle-orm";
import { appPaths } from "@alicerce/shared/routes";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { PROJECT_STATUS_LABELS } from "@alicerce/shared/projects";
import { smallestMinimumTarget } from "@alicerce/shared/projects";
import type { updateFundingInputSchema } from "@alicerce/shared/schemas/projects";
import type { Database } from "../../db/client.ts";
import { investments, projects } from "../../db/schema/index.ts";
import { tell } from "../notifications/index.ts";
import { conflict } from "../../http/app-error.ts";
import { loadVisibleProject, requireManager, type ProjectRow } from "../project-access/index.ts";
import { checkFundingTerms } from "./funding-terms.ts";
import { formatSaoPauloDateTime, minimumSettledAt } from "./settled-funding.ts";
import { moneyString, toMoney } from "../../lib/money.ts";
import { hasApprovedRequest, openApprovalRequest } from "../approvals/index.ts";

function requireStatus(project: ProjectRow, allowed: ProjectRow["status"][], action: string) {
  if (!allowed.includes(project.status)) {
    throw conflict(`Não é possível ${action} um projeto com status "${PROJECT_STATUS_LABELS[project.status]}".`);
  }
}

/** Loads a project the user manages, locked for the rest of the transaction. */
async function lockManaged(tx: Database, user: CurrentUser, id: string): Promise<ProjectRow> {
  await loadVisibleProject(tx, user, id);
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
  requireManager(user, row!);
  return row!;
}

/**
 * Draft → a pending request in the legal desk's queue (modules/approvals moves the project to
 * planning, or leaves it a draft with the reason). `review_requested_at` marks the open request and
 * is cleared by a rejection, so the creator can fix the project and submit it again.
 */
export function submitForReview(db: Database, user: CurrentUser, id: string) {
  return db.transaction(async (tx) => {
    const p = await lockManaged(tx, user, id);
    requireStatus(p, ["draft"], "enviar para análise");
    if (p.reviewRequestedAt) throw conflict("A análise jurídica deste projeto já foi solicitada.");
    await openApprovalRequest(tx, {
      subjectType: "project",
      subjectId: id,
      title: p.title,
      description: p.description,
      requestedBy: user.id,
    });
    await tx
      .update(projects)
      .set({ reviewRequestedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(projects.id, id));
  });
}

/** Planning → funding_open: only public investment projects with complete CVM 88 terms. */
export function openFunding(db: Database, user: CurrentUser, id: string) {
  return db.transaction(async (tx) => {
    const p = await lockManaged(tx, user, id);
    requireStatus(p, ["planning"], "abrir a captação de");
    // The gate: no raise opens without a legal approval on record (docs/product/projects.md#lifecycle).
    if (!(await hasApprovedRequest(tx, "project", id))) {
      throw conflict(
        "Este projeto não tem aprovação jurídica registrada. A captação só pode ser aberta após a aprovação.",
      );
    }
    if (p.purpose !== "investment") throw conflict("Apenas projetos de investimento podem captar recursos.");
    if (p.visibility !== "public") throw conflict("Torne o projeto público antes de abrir a captação.");
    const target = toMoney(p.targetAmount);
    if (!target) throw conflict("Defina a meta de captação antes de abrir a captação.");
    if (!p.minInvestment) throw conflict("Defina o investimento mínimo antes de abrir a captação.");
    checkFundingTerms({
      target,
      minimumTarget: toMoney(p.minimumTargetAmount) ?? smallestMinimumTarget(target),
      minInvestment: toMoney(p.minInvestment),
      deadline: p.deadline,
      requireDeadlineAhead: true,
    });
    await tx
      .update(projects)
      .set({ status: "funding_open", fundingOpenedAt: sql`now()`, fundingFailedAt: null, updatedAt: sql`now()` })
      .where(eq(projects.id, id));
  });
}

/**
 * Why a project in planning or raising cannot start its execution now, or null when it can. A raise
 * must have reached its minimum target with money investors can no longer withdraw: commitments
 * still inside their 5-day withdrawal period do not count, so a start cannot be followed by
 * withdrawals that take the raise below the minimum. The project page shows the same sentence on
 * the disabled button, so "Iniciar execução" is never offered only to fail.
 */
export async function executionStartRefusal(db: Database, p: ProjectRow): Promise<string | null> {
  if (p.status !== "funding_open") return null;
  const minimum = toMoney(p.minimumTargetAmount) ?? smallestMinimumTarget(toMoney(p.targetAmount) ?? 0);
  const notReached = "A captação ainda não atingiu o valor mínimo para iniciar a execução.";
  if ((toMoney(p.raisedAmount) ?? 0) < minimum) return notReached;
  const settledAt = await minimumSettledAt(db, p.id, minimum);
  if (settledAt === "never") return notReached;
  if (settledAt) {
    return (
      "Parte do valor mínimo ainda está no prazo de 5 dias úteis em que os investidores podem desistir. " +
      `A execução poderá começar a partir de ${formatSaoPauloDateTime(settledAt)}.`
    );
  }
  return null;
}

/** Planning or funding_open → in_progress, when executionStartRefusal finds nothing against it. */
export function startExecution(db: Database, user: CurrentUser, id: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const p = await lockManaged(tx, user, id);
    requireStatus(p, ["planning", "funding_open"], "iniciar a execução de");
    const refusal = await executionStartRefusal(tx, p);
    if (refusal) throw conflict(refusal);
    await tx
      .update(projects)
      .set({ status: "in_progress", updatedAt: sql`now()` })
      .where(eq(projects.id, id));
    await tellInvestors(
      tx,
      p,
      publicUrl,
      "Execução iniciada",
      `O projeto "${p.title}", em que você investiu, começou a execução.`,
    );
  });
}

export function completeProject(db: Database, user: CurrentUser, id: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const p = await lockManaged(tx, user, id);
    requireStatus(p, ["in_progress"], "concluir");
    await tx
      .update(projects)
      .set({ status: "completed", updatedAt: sql`now()` })
      .where(eq(projects.id, id));
    await tellInvestors(
      tx,
      p,
      publicUrl,
      "Projeto concluído",
      `O projeto "${p.title}", em que você investiu, foi concluído.`,
    );
  });
}

/**
 * The bell of everyone with an active commitment in the project, in the transaction of the change
 * (a failed raise tells them in close-expired-raises.ts).
 */
async function tellInvestors(tx: Database, p: ProjectRow, publicUrl: string, title: string, body: string) {
  const investors = await tx
    .selectDistinct({ id: investments.investorId })
    .from(investments)
    .where(and(eq(investments.projectId, p.id), eq(investments.status, "active")));
  await tell(
    tx,
    investors.map(({ id }) => ({ userId: id, title, body, link: appPaths.project(p.id) })),
    publicUrl,
  );
}

/** Private → public, once; never back (docs/product/projects.md#lifecycle). Only investment projects are public. */
export function makePublic(db: Database, user: CurrentUser, id: string) {
  return db.transaction(async (tx) => {
    const p = await lockManaged(tx, user, id);
    if (p.visibility === "public") throw conflict("Este projeto já é público.");
    if (p.purpose !== "investment") throw conflict("Apenas projetos de investimento podem ser públicos.");
    await tx
      .update(projects)
      .set({ visibility: "public", updatedAt: sql`now()` })
      .where(eq(projects.id, id));
  });
}

/** Sets the raise's terms while the project is a draft or in planning. */
export function updateFundingTerms(
  db: Database,
  user: CurrentUser,
  id: string,
  input: z.output<typeof updateFundingInputSchema>,
) {
  return db.transaction(async (tx) => {
    const p = await lockManaged(tx, user, id);
    requireStatus(p, ["draft", "planning"], "alterar a captação de");
    if (p.purpose !== "investment") throw conflict("Apenas projetos de investimento captam recursos.");
    const minimumTarget = input.minimum_target_amount ?? smallestMinimumTarget(input.target_amount);
    checkFundingTerms({
      target: input.target_amount,
      minimumTarget,
      minInvestment: input.min_investment,
      deadline: input.deadline,
      requireDeadlineAhead: true,
    });
    await tx
      .update(projects)
      .set({
        targetAmount: moneyString(input.target_amount),
        minimumTargetAmount: moneyString(minimumTarget),
        minInvestment: moneyString(input.min_investment),
        deadline: input.deadline,
        updatedAt: sql`now()`,
      })
      .where(eq(projects.id, id));
  });
}

/**
 * The legal desk's decision on a draft (modules/approvals asks, through review-subject.ts): an
 * approval moves it to planning; a rejection leaves it a draft with no review pending, so the
 * creator can fix it and submit it again. The row is locked by the decision.
 */
export async function setStatusByReview(tx: Database, id: string, outcome: "approved" | "rejected") {
  await tx
    .update(projects)
    .set(
      outcome === "approved"
        ? { status: "planning", updatedAt: sql`now()` }
        : { status: "draft", reviewRequestedAt: null, updatedAt: sql`now()` },
    )
    .where(eq(projects.id, id));
}
