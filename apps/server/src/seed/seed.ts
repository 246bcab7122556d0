import { count, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { account, profiles, user } from "../db/schema/index.ts";
import { passwordHasher, type PasswordCost } from "../modules/auth/index.ts";
import { discardMailQueuedInTransaction } from "../mail/outbox.ts";
import { ephemeralSealer, type PdfSealer } from "../lib/pdf-seal.ts";
import type { Storage } from "../storage/storage.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, EXTRA_ACCOUNTS, type DemoAccount } from "./demo-accounts.ts";
import { seedProjects } from "./seed-projects.ts";
import { seedApprovals } from "./seed-approvals.ts";
import { seedSuppliers } from "./seed-suppliers.ts";
import { seedAdmin } from "./seed-admin.ts";
import { seedContracts } from "./seed-contracts.ts";
import { seedScpContracts } from "./seed-scp-contracts.ts";
import { seedSignatures } from "./seed-signatures.ts";
import { seedDocuments } from "./seed-documents.ts";
import { ensureLearningCatalogue } from "./seed-learning.ts";
import { seedHome } from "./seed-home.ts";
import { seedAccount } from "./seed-account.ts";
import { seedChat } from "./seed-chat.ts";
import { seedDistributions } from "./seed-distributions.ts";
import { seedPaymentDistributions } from "./seed-payments-distributions.ts";
import { seedQuarterlyReports } from "./seed-quarterly-reports.ts";
import { seedQuestions } from "./seed-questions.ts";
import { seedDiary } from "./seed-diary.ts";
import { seedBudget } from "./seed-budget.ts";
import { seedPaymentCharges } from "./seed-payments-charge.ts";
import { seedPaymentRefunds } from "./seed-payments-refunds.ts";
import { seedPaymentFailedRaise } from "./seed-payments-failed-raise.ts";
import { seedPaymentReceipts } from "./seed-payments-receipts.ts";
import { seedReceivedPix } from "./seed-payments-pix-in.ts";
import { seedPaymentsDesk } from "./seed-payments-desk.ts";
import { seedPayoutAccounts } from "./seed-payments-payouts.ts";

/**
 * Loads the demo data, only into an empty database. Returns whether it did. Everything is written
 * in one transaction: a start killed halfway leaves an empty database, which the next start seeds
 * whole (files already put in storage by the lost attempt are simply never referenced). Without
 * a storage, projects are seeded without their images, documents, signatures and SCP contracts (API
 * tests). The signed demo contracts are sealed by `sealer` (the server passes its own; without one, a
 * certificate kept in memory).
 * The demo password is hashed at the OWASP cost unless the test harness asks for `passwordCost`.
 */
export async function seedDemoData(
  db: Database,
  options: { storage?: Storage; sealer?: PdfSealer; passwordCost?: PasswordCost } = {},
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(user);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await passwordHasher(options.passwordCost).hash(DEMO_PASSWORD);
  // One sealer for every signed demo contract: an ephemeral one makes its certificate (an RSA key) at first use.
  const sealer = options.sealer ?? ephemeralSealer();
  return db.transaction(async (tx) => {
    // Two processes seeding one empty server database at once: the second waits here and stops.
    await tx.execute(sql`lock table ${user} in exclusive mode`);
    const [again] = await tx.select({ n: count() }).from(user);
    if ((again?.n ?? 0) > 0) return false;
    const ids = new Map<string, string>();
    for (const demo of [...DEMO_ACCOUNTS, ...EXTRA_ACCOUNTS] satisfies DemoAccount[]) {
      const [created] = await tx
        .insert(user)
        .values({ name: demo.name, email: demo.email, emailVerified: true })
        .returning({ id: user.id });
      if (!created) throw new Error(`could not create ${demo.email}`);
      ids.set(demo.email, created.id);
      // better-auth's credential account: accountId is the user id, the hash lives here.
      await tx.insert(account).values({
        userId: created.id,
        accountId: created.id,
        providerId: "credential",
        password: passwordHash,
      });
      await tx.insert(profiles).values({
        userId: created.id,
        name: demo.name,
        type: demo.type,
        cpf: demo.cpf,
        phone: demo.phone,
        verified: demo.verified,
      });
    }
    const inTransaction = tx as unknown as Database;
    await seedProjects(inTransaction, { storage: options.storage, userIds: ids });
    await seedApprovals(inTransaction, { userIds: ids });
    await seedDocuments(inTransaction, { storage: options.storage, userIds: ids });
    await seedSuppliers(inTransaction, { storage: options.storage, userIds: ids, passwordHash });
    await seedAdmin(inTransaction, { userIds: ids, passwordHash });
    await seedContracts(inTransaction, { storage: options.storage, userIds: ids });
    await seedHome(inTransaction, { userIds: ids });
    // The demo commitments are paid through the product's charge path (decision 107).
    await seedPaymentCharges(inTransaction, { userIds: ids });
    // A paid commitment withdrawn and refunded through the refunds' path (decision 111).
    await seedPaymentRefunds(inTransaction, { userIds: ids });
    // A raise that failed under its minimum, its paid commitments refunded through the same path (decision 111).
    await seedPaymentFailedRaise(inTransaction, { userIds: ids });
    // The demo's Pix keys (decision 113): the release job pays the raises in execution to them once the server
    // runs (decision 114), so the seeded commitments stay "paid" until then.
    await seedPayoutAccounts(inTransaction, { userIds: ids });
    await seedDistributions(inTransaction);
    // The demo distributions paid through the product's path, one with income tax withheld (decision 115).
    await seedPaymentDistributions(inTransaction);
    // Each Pix that paid a demo charge (commitments and the distributions' funding), as the webhook brought
    // it and the intake took it in (decision 109).
    await seedReceivedPix(inTransaction);
    // Each credited demo Pix with its receipt (decision 117).
    await seedPaymentReceipts(inTransaction);
    await seedQuestions(inTransaction, { userIds: ids });
    await seedDiary(inTransaction);
    await seedBudget(inTransaction, { storage: options.storage });
    // The SCP contracts of the commitments past their withdrawal period, made, reminded and signed by the jobs'
    // and the signing path's own functions in the demo's past (decision 135): a first start's contracts job finds
    // none left to make. Before the other signature requests, which that past's reminders must not reach.
    await seedScpContracts(inTransaction, { storage: options.storage, sealer });
    await seedSignatures(inTransaction, { storage: options.storage, sealer, userIds: ids });
    await ensureLearningCatalogue(inTransaction);
    await seedAccount(inTransaction, { userIds: ids });
    await seedChat(inTransaction, { storage: options.storage, userIds: ids });
    // An unmatched Pix and a small statement on the admin's desk, after every seed that moves money (decision 119).
    await seedPaymentsDesk(inTransaction, { userIds: ids });
    // Last: the reports describe the rest of the demo data.
    await seedQuarterlyReports(inTransaction, { storage: options.storage });
    // The product's paths above queued the mail of the demo's past (invitations, reminders, codes and notices):
    // a first start sends nobody anything before someone acts.
    await discardMailQueuedInTransaction(inTransaction);
    return true;
  });
}
