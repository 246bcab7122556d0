// The investor's home figures and the admin desk's "in the withdrawal period", kept by the investments'
// totals trigger at each commit (migration 0044, decision 130): after every way a commitment starts or
// ends, and every change of a project that the figures depend on, the kept rows equal the aggregate they
// stand for (the invariants `npm run ledger:check` runs), and the screens read the kept rows.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlatformTotals } from "@alicerce/shared/schemas/admin";
import type { HomeSummary } from "@alicerce/shared/schemas/portfolio";
import { checkInvariants } from "../src/db/invariants.ts";
import { closeExpiredRaises, keptFigureInvariants } from "../src/modules/investments/index.ts";
import {
  client,
  createSeededApp,
  dateIn,
  DEMO,
  invest,
  loginAll,
  newAccount,
  ok,
  openRaise,
  payCommitment,
  setProject,
  withdraw,
} from "./project-helpers.ts";
import { sqlRows, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;
let admin: string;

beforeAll(async () => {
  t = await createSeededApp();
  [criador, admin] = await loginAll(t.app, DEMO.creator, DEMO.admin);
});
afterAll(() => t.close());

const db = () => t.database.db;
const rows = <R>(query: ReturnType<typeof sql>) => sqlRows<R>(db(), query);
const raise = (extra: Parameters<typeof openRaise>[2] = {}) =>
  openRaise(t, criador, { target_amount: 100_000, min_investment: 1_000, minimum_target_amount: null, ...extra });

/** Every kept figure equals its aggregate; on failure, the broken rule and its rows. */
async function expectKept() {
  const report = await checkInvariants(db(), keptFigureInvariants);
  expect(report.ok ? [] : [report.broken.name, ...report.examples]).toEqual([]);
}

const home = async (cookie: string) => ok<HomeSummary>(await client(t.app, cookie).get("/api/home/summary"));
const figures = async (cookie: string) => {
  const { active_projects, amount, average_roi, contracts } = await home(cookie);
  return { active_projects, amount, average_roi, contracts };
};

/** The investor's figures aggregated from the commitments, as the home computed them before decision 130. */
async function counted(investorId: string) {
  const [row] = await rows<{
    active_projects: number;
    amount: string | null;
    average_roi: string | null;
    contracts: number;
  }>(
    sql`select count(distinct i.project_id) filter (where p.status <> 'completed')::int as active_projects,
          sum(i.amount)::text as amount,
          round(sum(i.amount * p.roi) filter (where p.roi is not null)
            / nullif(sum(i.amount) filter (where p.roi is not null), 0), 2)::text as average_roi,
          (count(*) filter (where i.withdrawable_until <= now()))::int as contracts
        from investments i join projects p on p.id = i.project_id
        where i.investor_id = ${investorId} and i.status = 'active'`,
  );
  return {
    active_projects: row!.active_projects,
    amount: row!.amount === null ? 0 : Number(row!.amount),
    average_roi: row!.average_roi === null ? null : Number(row!.average_roi),
    contracts: row!.contracts,
  };
}

describe("an investor's kept home figures (decision 130)", () => {
  it("follow commitments, payments, withdrawals and a failed raise", async () => {
    const ana = await newAccount(t.app, "investor");
    const first = await raise({ roi: 12 });
    const second = await raise({ roi: 18, deadline: dateIn(10) });
    expect(await figures(ana.cookie)).toEqual({ active_projects: 0, amount: 0, average_roi: null, contracts: 0 });

    const a1 = await invest(t.app, ana.cookie, first, 1_000);
    await invest(t.app, ana.cookie, first, 3_000);
    const b1 = await invest(t.app, ana.cookie, second, 4_000);
    // (12 × 4 000 + 18 × 4 000) / 8 000
    expect(await figures(ana.cookie)).toEqual({ active_projects: 2, amount: 8_000, average_roi: 15, contracts: 0 });
    await expectKept();

    // Paid or awaiting its Pix, a commitment counts the same (decision 107: the figures are commitments).
    expect((await payCommitment(db(), b1.id)).outcome).toBe("credited");
    expect(await figures(ana.cookie)).toEqual({ active_projects: 2, amount: 8_000, average_roi: 15, contracts: 0 });
    await expectKept();

    await withdraw(t.app, ana.cookie, a1.id);
    expect(await figures(ana.cookie)).toEqual({ active_projects: 2, amount: 7_000, average_roi: 15.43, contracts: 0 });
    expect(await figures(ana.cookie)).toEqual(await counted(ana.id));

    // The second raise ends below its minimum: its commitments are cancelled (and the paid one refunded).
    await setProject(db(), second, { deadline: dateIn(-1), minimumTargetAmount: "50000" });
    await closeExpiredRaises({ db: db(), publicUrl: t.config.publicUrl, signals: t.database.signals });
    expect(await figures(ana.cookie)).toEqual({ active_projects: 1, amount: 3_000, average_roi: 12, contracts: 0 });
    expect(await figures(ana.cookie)).toEqual(await counted(ana.id));
    await expectKept();
  });

  it("follow their projects' ROI, completion and deletion, whoever changes them", async () => {
    const bruno = await newAccount(t.app, "investor");
    const first = await raise({ roi: 10 });
    const second = await raise({ roi: 20 });
    await invest(t.app, bruno.cookie, first, 2_000);
    await invest(t.app, bruno.cookie, second, 2_000);
    expect(await figures(bruno.cookie)).toMatchObject({ active_projects: 2, amount: 4_000, average_roi: 15 });

    await setProject(db(), first, { roi: "30" });
    expect(await figures(bruno.cookie)).toMatchObject({ active_projects: 2, average_roi: 25 });
    await setProject(db(), first, { roi: null });
    expect(await figures(bruno.cookie)).toMatchObject({ amount: 4_000, average_roi: 20 });
    await expectKept();

    await setProject(db(), second, { status: "completed" });
    expect(await figures(bruno.cookie)).toMatchObject({ active_projects: 1, amount: 4_000, average_roi: 20 });
    await setProject(db(), second, { status: "in_progress" });
    expect(await figures(bruno.cookie)).toMatchObject({ active_projects: 2 });
    await expectKept();

    // A project deleted with its commitments (by cascade, counted at the commit) leaves no trace.
    await db().execute(sql`delete from projects where id = ${first}`);
    expect(await figures(bruno.cookie)).toEqual(await counted(bruno.id));
    expect(await figures(bruno.cookie)).toMatchObject({ active_projects: 1, amount: 2_000, average_roi: 20 });
    await expectKept();
  });

  it("apply a change of the project and a commitment made in one transaction, in either order", async () => {
    const carla = await newAccount(t.app, "investor");
    const id = await raise({ roi: 10 });
    await invest(t.app, carla.cookie, id, 1_000);
    const insert = sql`insert into investments (project_id, investor_id, amount, withdrawable_until)
      values (${id}, ${carla.id}, 3000, now() + interval '5 days')`;
    await db().transaction(async (tx) => {
      await tx.execute(insert);
      await tx.execute(sql`update projects set roi = 20 where id = ${id}`);
    });
    expect(await figures(carla.cookie)).toMatchObject({ amount: 4_000, average_roi: 20 });
    await db().transaction(async (tx) => {
      await tx.execute(sql`update projects set status = 'completed', roi = 40 where id = ${id}`);
      await tx.execute(insert);
    });
    expect(await figures(carla.cookie)).toEqual({ active_projects: 0, amount: 7_000, average_roi: 40, contracts: 0 });
    await expectKept();
  });

  it("count a commitment past its withdrawal period as a contract, and move nothing on a rollback", async () => {
    const davi = await newAccount(t.app, "investor");
    const id = await raise();
    const made = await invest(t.app, davi.cookie, id, 5_000);
    await invest(t.app, davi.cookie, id, 1_000);
    expect(await figures(davi.cookie)).toMatchObject({ contracts: 0 });
    await db().execute(
      sql`update investments set withdrawable_until = now() - interval '1 minute' where id = ${made.id}`,
    );
    expect(await figures(davi.cookie)).toMatchObject({ amount: 6_000, contracts: 1 });
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into investments (project_id, investor_id, amount, withdrawable_until)
          values (${id}, ${davi.id}, 9000, now() - interval '1 day')`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await figures(davi.cookie)).toEqual({ active_projects: 1, amount: 6_000, average_roi: 12.5, contracts: 1 });
    await expectKept();
  });

  it("are read from the kept row, not from the commitments", async () => {
    const eva = await newAccount(t.app, "investor");
    await invest(t.app, eva.cookie, await raise(), 2_000);
    // A row out of step with the commitments (only an invariant check would catch it) shows on the home.
    await db().execute(sql`update investor_active_commitments set amount = 1234.56 where investor_id = ${eva.id}`);
    try {
      expect((await home(eva.cookie)).amount).toBe(1_234.56);
      const report = await checkInvariants(db(), keptFigureInvariants);
      expect(report.ok ? null : report.broken.name).toBe("investments.kept-investor-figures");
    } finally {
      // Put back, so the next tests' checks find every row in step.
      await db().execute(sql`update investor_active_commitments set amount = 2000 where investor_id = ${eva.id}`);
    }
    await expectKept();
  });

  it("hold for the seeded investors, whose home shows what their commitments add up to", async () => {
    await expectKept();
    const [ana] = await rows<{ id: string }>(sql`select id from users where email = ${DEMO.ana}`);
    const [cookie] = await loginAll(t.app, DEMO.ana);
    expect(await figures(cookie)).toEqual(await counted(ana!.id));
    expect((await home(cookie)).amount).toBeGreaterThan(0);
  });
});

describe("the admin desk's amount in the withdrawal period, kept by the hour (decision 130)", () => {
  /** Every active commitment whose withdrawal period has not ended, summed. */
  const inPeriod = async () =>
    Number(
      (
        await rows<{ amount: string }>(
          sql`select coalesce(sum(amount), 0)::text as amount from investments
                where status = 'active' and withdrawable_until > now()`,
        )
      )[0]!.amount,
    );
  const desk = async () => ok<PlatformTotals>(await client(t.app, admin).get("/api/admin/totals")).investments;

  it("adds the hours ahead and the current hour's commitments still in their period", async () => {
    const fiona = await newAccount(t.app, "investor");
    const id = await raise();
    const made = await Promise.all(
      [1_000, 2_000, 3_000, 4_000].map(async (amount) => invest(t.app, fiona.cookie, id, amount)),
    );
    // One ends within the current hour (or the next, a minute before the hour turns), one ended, one in three days.
    await db().execute(
      sql`update investments set withdrawable_until = now() + interval '1 minute' where id = ${made[0]!.id}`,
    );
    await db().execute(
      sql`update investments set withdrawable_until = now() - interval '1 minute' where id = ${made[1]!.id}`,
    );
    await db().execute(
      sql`update investments set withdrawable_until = now() + interval '3 days' where id = ${made[2]!.id}`,
    );
    await withdraw(t.app, fiona.cookie, made[3]!.id);
    const figures = await desk();
    expect(figures.in_withdrawal_period).toBe(await inPeriod());
    expect(figures.total_invested - figures.confirmed).toBe(figures.in_withdrawal_period);
    await expectKept();
  });

  it("is read from the kept hours, not from the commitments", async () => {
    const hana = await newAccount(t.app, "investor");
    const made = await invest(t.app, hana.cookie, await raise(), 1_000);
    const kept = sql`ends_hour = date_trunc('hour', (select withdrawable_until from investments where id = ${made.id}), 'UTC')
      and stripe = (select min(stripe) from investment_withdrawal_hours
        where ends_hour = date_trunc('hour', (select withdrawable_until from investments where id = ${made.id}), 'UTC'))`;
    await db().execute(sql`update investment_withdrawal_hours set amount = amount + 100 where ${kept}`);
    try {
      expect((await desk()).in_withdrawal_period).toBe((await inPeriod()) + 100);
    } finally {
      await db().execute(sql`update investment_withdrawal_hours set amount = amount - 100 where ${kept}`);
    }
    await expectKept();
  });

  it("are kept in the hours a reader adds up, and a commitment that ends in a past hour writes none", async () => {
    const gil = await newAccount(t.app, "investor");
    const id = await raise();
    const made = await invest(t.app, gil.cookie, id, 1_000);
    const hourOf = sql`date_trunc('hour', (select withdrawable_until from investments where id = ${made.id}), 'UTC')`;
    const [kept] = await rows<{ amount: string }>(
      sql`select coalesce(sum(amount), 0)::text as amount from investment_withdrawal_hours where ends_hour = ${hourOf}`,
    );
    expect(Number(kept!.amount)).toBeGreaterThanOrEqual(1_000);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from investment_withdrawal_hours`);
    await db().execute(
      sql`insert into investments (project_id, investor_id, amount, withdrawable_until)
            values (${id}, ${gil.id}, 1000, now() - interval '30 days')`,
    );
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from investment_withdrawal_hours`)).toEqual(before);
    expect((await desk()).in_withdrawal_period).toBe(await inPeriod());
    await expectKept();
  });
});

describe("the hourly clean-up", () => {
  it("deletes the withdrawal hours that ended hours ago and keeps the ones a reader or a late cancellation may touch", async () => {
    // Offsets from the hour the test starts in, away from the two-hour cut, so an hour that turns while the test
    // runs moves no row across it.
    const [{ base } = { base: "" }] = await rows<{ base: string }>(
      sql`select date_trunc('hour', now(), 'UTC')::text as base`,
    );
    const offsets = [-50, -5, -4, -1, 0, 5];
    // Amount 0: the rows change no sum, so the kept figures stay equal to the commitments. An hour that already has
    // a row on stripe 3 (a commitment of an earlier test whose period ends then) keeps it: the check reads every
    // row of the stripe at these offsets, whatever its amount.
    await db().execute(
      sql`insert into investment_withdrawal_hours (ends_hour, stripe, amount)
          values ${sql.join(
            offsets.map((h) => sql`(${base}::timestamptz + ${`${h} hours`}::interval, 3, 0)`),
            sql`, `,
          )}
          on conflict do nothing`,
    );
    await t.app.jobs.cleanUp();
    const left = await rows<{ offset: number }>(
      sql`select extract(epoch from ends_hour - ${base}::timestamptz)::int / 3600 as offset
          from investment_withdrawal_hours where stripe = 3 order by ends_hour`,
    );
    expect(left.map((r) => r.offset).filter((h) => offsets.includes(h))).toEqual([-1, 0, 5]);
    await expectKept();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, concurrent writes", () => {
  it("keep every figure exact under concurrent commitments, withdrawals and project changes", async () => {
    const projects = await Promise.all([raise({ roi: 10 }), raise({ roi: 14 }), raise({ roi: null })]);
    const investors = await Promise.all(Array.from({ length: 8 }, () => newAccount(t.app, "investor")));
    const early = await Promise.all(
      investors.slice(0, 4).map((a, i) => invest(t.app, a.cookie, projects[i % 3]!, 1_000)),
    );
    await Promise.all([
      ...investors.flatMap((a, i) =>
        projects.map((p, j) =>
          client(t.app, a.cookie).post(`/api/projects/${p}/investments`, { amount: 1_000 + 500 * ((i + j) % 3) }),
        ),
      ),
      ...early.slice(0, 2).map((made, i) => withdraw(t.app, investors[i]!.cookie, made.id)),
      db().execute(sql`update projects set roi = 16 where id = ${projects[0]!}`),
      db().execute(sql`update projects set roi = 9 where id = ${projects[2]!}`),
    ]);
    await setProject(db(), projects[1]!, { status: "completed" });
    await expectKept();
    for (const investor of investors) {
      expect(await figures(investor.cookie)).toEqual(await counted(investor.id));
    }
  });
});
