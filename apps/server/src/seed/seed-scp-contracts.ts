import { and, asc, eq, lte } from "drizzle-orm";
import { REMINDER_EVERY_DAYS } from "@alicerce/shared/signatures";
import type { Database } from "../db/client.ts";
import { investments, projects, signatureRequests, user } from "../db/schema/index.ts";
import type { PdfSealer } from "../lib/pdf-seal.ts";
import { createScpContracts, sendSignatureReminders } from "../modules/signatures/index.ts";
import type { Storage } from "../storage/storage.ts";
import { DEMO_PUBLIC_URL } from "./demo-files.ts";
import { demoSigner, signAsDemoPerson } from "./demo-signers.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How long after its contract was made each investor signs: Ana and Paula within days; Bruno waits
 * for the reminders, so his contracts of the open raises, made a week ago, still await him.
 */
const INVESTOR_SIGNS_AFTER_DAYS: Record<string, number> = {
  "investidor@alicerce.dev": 1.2,
  "paula@alicerce.dev": 2.1,
  "bruno@alicerce.dev": 10.3,
};
/** The project's creator signs each contract the day after it was made. */
const CREATOR_SIGNS_AFTER_DAYS = 0.9;

type Step = { at: number; run: () => Promise<void> };

/**
 * The demo's past as the contracts job lived it (docs/decisions/135-the-demos-scp-contracts-made-in-its-past.md):
 * each commitment past its withdrawal period got its SCP participation contract from the job's own
 * function (createScpContracts) within the minute its period ended, the reminder job's function reminded
 * whoever had not signed every REMINDER_EVERY_DAYS, and the parties signed through the signing path on
 * their day. The steps run in the order of their moments, so each sees the demo as it was then. A
 * signature whose day has not come yet is still awaited. Runs before the other demo signature
 * requests, which the reminders of this past must not reach. Needs a storage for the PDFs.
 */
export async function seedScpContracts(db: Database, deps: { storage?: Storage; sealer: PdfSealer }) {
  const storage = deps.storage;
  if (!storage) return;
  const signing = { db, storage, sealer: deps.sealer };
  const now = Date.now();
  const periodsEnded = await db
    .selectDistinct({ at: investments.withdrawableUntil })
    .from(investments)
    .where(and(eq(investments.status, "active"), lte(investments.withdrawableUntil, new Date(now))))
    .orderBy(asc(investments.withdrawableUntil));
  const steps: Step[] = periodsEnded.map(({ at }) => ({
    // The job runs every minute: the contract is made within the minute the withdrawal period ends.
    at: at.getTime() + MINUTE / 2,
    run: async () => {
      const made = await createScpContracts({
        db,
        storage,
        publicUrl: DEMO_PUBLIC_URL,
        now: new Date(at.getTime() + MINUTE / 2),
      });
      for (const requestId of made) steps.push(...(await afterContract(db, signing, requestId, now)));
    },
  }));
  while (steps.length > 0) {
    steps.sort((a, b) => a.at - b.at);
    await steps.shift()!.run();
  }
}

/** The signatures of one new contract that fall before `now`, and the reminder job's runs while one is awaited. */
async function afterContract(
  db: Database,
  signing: Parameters<typeof signAsDemoPerson>[0],
  requestId: string,
  now: number,
): Promise<Step[]> {
  const [row] = await db
    .select({ madeAt: signatureRequests.createdAt, investorId: investments.investorId, creatorId: projects.createdBy })
    .from(signatureRequests)
    .innerJoin(investments, eq(investments.id, signatureRequests.investmentId))
    .innerJoin(projects, eq(projects.id, signatureRequests.projectId))
    .where(eq(signatureRequests.id, requestId));
  if (!row) throw new Error(`demo SCP contract ${requestId} is missing`);
  const [investorRow] = await db.select({ email: user.email }).from(user).where(eq(user.id, row.investorId));
  const investorDays = INVESTOR_SIGNS_AFTER_DAYS[investorRow?.email ?? ""];
  if (investorDays === undefined) throw new Error(`no signing day for the demo investor ${investorRow?.email}`);
  const madeAt = row.madeAt.getTime();
  const signatures = [
    { userId: row.creatorId, at: madeAt + CREATOR_SIGNS_AFTER_DAYS * DAY },
    { userId: row.investorId, at: madeAt + investorDays * DAY },
  ];
  const steps: Step[] = signatures
    .filter((s) => s.at < now)
    .map((s) => ({
      at: s.at,
      run: async () => signAsDemoPerson(signing, await demoSigner(db, s.userId), requestId, new Date(s.at)),
    }));
  // While a party has not signed, the reminder job's run of that minute reminds them (and anyone else due then).
  const lastSignature = Math.max(...signatures.map((s) => s.at));
  for (
    let at = madeAt + REMINDER_EVERY_DAYS * DAY + MINUTE / 2;
    at < Math.min(lastSignature, now);
    at += REMINDER_EVERY_DAYS * DAY
  ) {
    const moment = new Date(at);
    steps.push({
      at,
      run: async () => {
        await sendSignatureReminders({ db, publicUrl: DEMO_PUBLIC_URL, now: moment });
      },
    });
  }
  return steps;
}
