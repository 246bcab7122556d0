// The project card's investor count, kept on the project's row at each commitment's commit (migration
// 0030, decision 085): the same figure the card's per-row count gave, through every way a commitment
// starts or ends.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeExpiredRaises } from "../src/modules/investments/close-expired-raises.ts";
import {
  createSeededApp,
  dateIn,
  DEMO,
  getDetail,
  invest,
  listAll,
  loginAs,
  newAccount,
  openRaise,
  projectRow,
  setProject,
  withdraw,
} from "./project-helpers.ts";
import { sqlRows, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;

beforeAll(async () => {
  t = await createSeededApp();
  criador = await loginAs(t.app, DEMO.creator);
});
afterAll(() => t.close());

const rows = <R>(query: ReturnType<typeof sql>) => sqlRows<R>(t.database.db, query);
const raise = (extra: Parameters<typeof openRaise>[2] = {}) =>
  openRaise(t, criador, { target_amount: 100_000, min_investment: 1_000, minimum_target_amount: null, ...extra });

/** What the card shows, on the detail and in the list, which must agree. */
async function shownCount(projectId: string): Promise<number> {
  const detail = await getDetail(t.app, criador, projectId);
  const card = (await listAll(t.app, criador, { scope: "mine", limit: 50 })).items.find((p) => p.id === projectId);
  expect(card?.investor_count).toBe(detail.investor_count);
  return detail.investor_count;
}

/** Every project whose kept count differs from its distinct active investors, counted from the commitments. */
const driftedProjects = () =>
  rows<{ id: string; kept: number; counted: number }>(sql`
    select p.id, p.investor_count as kept, coalesce(c.counted, 0)::int as counted
    from projects p
    left join (select project_id, count(distinct investor_id) as counted from investments
      where status = 'active' group by project_id) c on c.project_id = p.id
    where p.investor_count <> coalesce(c.counted, 0)`);

describe("the project's kept investor count (decision 085)", () => {
  it("counts each investor once, however many commitments they hold, and lets them go at their last", async () => {
    const id = await raise();
    const [ana, bruno] = [await newAccount(t.app, "investor"), await newAccount(t.app, "investor")];
    expect(await shownCount(id)).toBe(0);

    const first = await invest(t.app, ana.cookie, id, 1_000);
    expect(await shownCount(id)).toBe(1);
    const second = await invest(t.app, ana.cookie, id, 1_000);
    expect(await shownCount(id)).toBe(1);
    const brunos = await invest(t.app, bruno.cookie, id, 1_000);
    expect(await shownCount(id)).toBe(2);

    await withdraw(t.app, ana.cookie, first.id);
    expect(await shownCount(id)).toBe(2);
    await withdraw(t.app, ana.cookie, second.id);
    expect(await shownCount(id)).toBe(1);
    await withdraw(t.app, bruno.cookie, brunos.id);
    expect(await shownCount(id)).toBe(0);
    expect(await driftedProjects()).toEqual([]);
  });

  it("drops to zero when a failed raise cancels every commitment", async () => {
    const id = await raise({ deadline: dateIn(10) });
    for (const investor of [await newAccount(t.app, "investor"), await newAccount(t.app, "investor")]) {
      await invest(t.app, investor.cookie, id, 2_000);
    }
    expect(await shownCount(id)).toBe(2);
    await setProject(t.database.db, id, { deadline: dateIn(-1) });
    await closeExpiredRaises({ db: t.database.db, publicUrl: t.config.publicUrl, signals: t.database.signals });
    const row = await projectRow(t.database.db, id);
    expect(row.fundingFailedAt).toBeInstanceOf(Date);
    expect(row.investorCount).toBe(0);
    expect(await driftedProjects()).toEqual([]);
  });

  it("moves once for one statement ending two of an investor's commitments in a project", async () => {
    const id = await raise();
    const [ana, bruno] = [await newAccount(t.app, "investor"), await newAccount(t.app, "investor")];
    await invest(t.app, ana.cookie, id, 1_000);
    await invest(t.app, ana.cookie, id, 1_000);
    await invest(t.app, bruno.cookie, id, 1_000);
    expect(await shownCount(id)).toBe(2);
    // A per-row check ("does another active commitment remain?") would see neither row active and count -2.
    await t.database.db.execute(
      sql`update investments set status = 'cancelled', cancelled_at = now()
            where project_id = ${id} and investor_id = ${ana.id}`,
    );
    // Read from the row: a statement outside the app moves no read cache.
    expect((await projectRow(t.database.db, id)).investorCount).toBe(1);
    expect(await driftedProjects()).toEqual([]);
  });

  it("is not moved by a commitment that rolls back", async () => {
    const id = await raise();
    const ana = await newAccount(t.app, "investor");
    await invest(t.app, ana.cookie, id, 1_000);
    const bruno = await newAccount(t.app, "investor");
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into investments (project_id, investor_id, amount, withdrawable_until)
          values (${id}, ${bruno.id}, 1000, now() + interval '5 days')`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await shownCount(id)).toBe(1);
  });

  it("stays exact when many investors commit and withdraw at once", async () => {
    const id = await raise();
    const early = await Promise.all([0, 1, 2, 3].map(() => newAccount(t.app, "investor")));
    const made = await Promise.all(early.map((a) => invest(t.app, a.cookie, id, 1_000)));
    const late = await Promise.all(Array.from({ length: 8 }, () => newAccount(t.app, "investor")));
    // Withdrawals of two early investors race new commitments, two of them by early investors again.
    await Promise.all([
      ...late.map((a) => invest(t.app, a.cookie, id, 1_000)),
      withdraw(t.app, early[0]!.cookie, made[0]!.id),
      withdraw(t.app, early[1]!.cookie, made[1]!.id),
      invest(t.app, early[1]!.cookie, id, 1_000),
      invest(t.app, early[2]!.cookie, id, 1_000),
    ]);
    // early[0] left; early[1] left one and took another; early[2] and early[3] stay; the 8 late joined.
    expect(await shownCount(id)).toBe(3 + 8);
    expect(await driftedProjects()).toEqual([]);
  });

  it("matches the commitments on every seeded project", async () => {
    expect(await driftedProjects()).toEqual([]);
    const [row] = await rows<{ projects: number }>(
      sql`select count(*)::int as projects from projects where investor_count > 0`,
    );
    expect(row!.projects).toBeGreaterThan(0);
  });
});
