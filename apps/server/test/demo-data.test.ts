import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appLedgerInvariants } from "../src/app-ledger-invariants.ts";
import { checkInvariants } from "../src/db/invariants.ts";
import {
  approvalRequests,
  investments,
  ledgerTransactions,
  mailOutbox,
  paymentCharges,
  paymentRefunds,
  projects,
  quotations,
  suppliers,
} from "../src/db/schema/index.ts";
import { sendSignatureReminders } from "../src/modules/signatures/index.ts";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { DEMO_PROJECTS, FAILED_RAISE_TITLE } from "../src/seed/demo-projects.ts";
import { createSeededApp } from "./project-helpers.ts";
import type { TestApp } from "./test-app.ts";

// The demo shows the product's rules at work, so its data must obey them.

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const money = (v: string | null) => (v === null ? null : Number(v));

describe("demo projects obey the rules they demonstrate", () => {
  it("declares only investment projects public (docs/decisions/004-projects-and-investments.md)", () => {
    for (const demo of DEMO_PROJECTS) {
      if (demo.visibility === "public") expect(demo.purpose, demo.title).toBe("investment");
    }
  });

  it("seeds every project by the visibility, raise and lifecycle rules", async () => {
    const rows = await t.database.db.select().from(projects);
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_PROJECTS.length);
    const today = todayInSaoPaulo();
    for (const p of rows) {
      const raised = money(p.raisedAmount) ?? 0;
      const target = money(p.targetAmount);
      // Only investment projects go public or raise money.
      if (p.visibility === "public") expect(p.purpose, `${p.title} is public`).toBe("investment");
      if (p.purpose !== "investment") {
        expect({ target, minInvestment: p.minInvestment, raised }, p.title).toEqual({
          target: null,
          minInvestment: null,
          raised: 0,
        });
      }
      if (target !== null) expect(raised, p.title).toBeLessThanOrEqual(target);
      if (p.status === "funding_open") {
        expect({ purpose: p.purpose, visibility: p.visibility }, p.title).toEqual({
          purpose: "investment",
          visibility: "public",
        });
        expect(target, p.title).not.toBeNull();
        expect(p.minInvestment, p.title).not.toBeNull();
        expect(p.deadline! >= today, `${p.title}: the deadline is ahead`).toBe(true);
      }
      // The gate: nothing leaves draft for planning or beyond without a legal approval on record.
      if (p.status !== "draft") {
        const approved = await t.database.db
          .select({ id: approvalRequests.id })
          .from(approvalRequests)
          .where(
            and(
              eq(approvalRequests.subjectType, "project"),
              eq(approvalRequests.subjectId, p.id),
              eq(approvalRequests.status, "aprovado"),
            ),
          );
        expect(approved.length, `${p.title} has a legal approval`).toBeGreaterThan(0);
      }
    }
  });
});

describe("demo texts read like real content, not placeholders", () => {
  // "Obra 1.1", "Projeto 3", "Teste", "Lorem ipsum"…
  const PLACEHOLDER = /^(obra|projeto|fornecedor|empresa|teste?|test|item)\s*[\d.]*$|lorem|ipsum|placeholder|\bfoo\b/i;

  it("names quotations, projects and suppliers like real work", async () => {
    const db = t.database.db;
    const texts = [
      ...(await db.select({ a: quotations.projectName, b: quotations.description }).from(quotations)),
      ...(await db.select({ a: projects.title, b: projects.description }).from(projects)),
      ...(await db.select({ a: suppliers.companyName, b: suppliers.description }).from(suppliers)),
    ].flatMap((r) => [r.a, r.b ?? ""]);
    expect(texts.length).toBeGreaterThan(40);
    expect(texts.filter((text) => PLACEHOLDER.test(text.trim()))).toEqual([]);
  });

  it("gives every concluded demo quotation its own name", async () => {
    const names = (
      await t.database.db
        .select({ name: quotations.projectName })
        .from(quotations)
        .where(eq(quotations.status, "concluido"))
    ).map((r) => r.name);
    expect(names.length).toBeGreaterThan(10);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("a first start mails nobody before someone acts", () => {
  it("leaves the outbox empty: the demo's past invitations, codes and notices are not sent", async () => {
    const queued = await t.database.db.select({ to: mailOutbox.to, subject: mailOutbox.subject }).from(mailOutbox);
    expect(queued).toEqual([]);
  });

  it("has no signature reminder due at start", async () => {
    const sent = await sendSignatureReminders({
      db: t.database.db,
      publicUrl: "http://localhost:3000",
      now: new Date(),
    });
    expect(sent).toBe(0);
  });
});

describe("the demo's failed raise (docs/product/payments.md#devolucoes)", () => {
  it("is back in planning, its commitments cancelled and every paid one refunded: ledger, charge, receipt", async () => {
    const db = t.database.db;
    const [project] = await db.select().from(projects).where(eq(projects.title, FAILED_RAISE_TITLE));
    expect(project).toMatchObject({ status: "planning", raisedAmount: "0.00", reservedAmount: "0.00" });
    expect(project!.fundingFailedAt).not.toBeNull();
    const commitments = await db.select().from(investments).where(eq(investments.projectId, project!.id));
    expect(commitments.map((c) => c.status)).toEqual(["cancelled", "cancelled"]);
    const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.projectId, project!.id));
    expect(refunds.map((r) => [r.cause, r.status]).sort()).toEqual([
      ["failed_raise", "refunded"],
      ["failed_raise", "refunded"],
    ]);
    for (const refund of refunds) {
      expect(refund.receiptId, refund.id).not.toBeNull();
      const [charge] = await db.select().from(paymentCharges).where(eq(paymentCharges.id, refund.chargeId!));
      expect(charge).toMatchObject({ status: "refunded", endToEndId: refund.endToEndId });
      const posted = await db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, `refund:${refund.id}`));
      expect(posted).toHaveLength(1);
    }
    expect(await checkInvariants(db, appLedgerInvariants)).toMatchObject({ ok: true });
  });
});
