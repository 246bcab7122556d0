// Background jobs run on timers in every server process (jobs/plugin.ts): two processes running
// the same job at the same moment must do its work once (docs/decisions/031-several-processes.md).
// The second app stands for a second process: its own jobs, on other connections of the same
// database. On PostgreSQL (TEST_DATABASE_URL) the runs truly overlap.
import { sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sqlRows, type TestApp } from "./test-app.ts";

const DAY = 24 * 3600_000;
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true, now });
  other = await t.rebuild();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const rows = <R>(query: SQL) => sqlRows<R>(t.database.db, query);
const count = async (query: SQL) => Number((await rows<{ n: number | string }>(query))[0]?.n ?? 0);

/** Both "processes" run the job at the same moment. */
const both = <T>(run: (app: FastifyInstance) => Promise<T>) => Promise.all([run(t.app), run(other)]);

describe("jobs run by two processes at once", () => {
  it("records each signature reminder, expiry and SCP contract once", async () => {
    // Days at which reminders, then SCP contracts, then expiries of the demo requests fall due.
    for (const days of [0, 3.5, 7, 10.5, 40]) {
      offset = days * DAY;
      const reports = await both((app) => app.jobs.signatures());
      const expired = reports.flatMap((r) => r.expired);
      expect(new Set(expired).size, "no request expired by both").toBe(expired.length);
      const contracts = reports.flatMap((r) => r.contracts);
      expect(new Set(contracts).size).toBe(contracts.length);
    }
    offset = 0;
    // Something happened (the demo has pending requests and confirmed investments)…
    expect(await count(sql`select count(*) as n from signature_events where kind = 'expired'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from signature_events where kind = 'reminded'`)).toBeGreaterThan(0);
    // …and nothing twice.
    expect(
      await rows(
        sql`select request_id from signature_events where kind = 'expired' group by request_id having count(*) > 1`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        // The runs are 3.5 days apart and a signer is reminded every 3 days: one per signer and run.
        sql`select signer_id from signature_events where kind = 'reminded' group by signer_id, date_trunc('hour', at) having count(*) > 1`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        sql`select investment_id from signature_requests where investment_id is not null group by investment_id having count(*) > 1`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        sql`select user_id, body from notifications where title = 'Contrato expirado' group by user_id, body having count(*) > 1`,
      ),
    ).toEqual([]);
  });

  it("closes a failed raise once: one cancellation notice and e-mail per investor", async () => {
    const [project] = await rows<{ id: string }>(sql`
      select p.id from projects p
      where p.status = 'funding_open' and p.target_amount is not null and p.raised_amount < p.target_amount
        and exists (select 1 from investments i where i.project_id = p.id and i.status = 'active')
      limit 1`);
    expect(project, "the demo has a raise with active investments below its target").toBeDefined();
    await t.database.db.execute(
      sql`update projects set deadline = '2000-01-01', minimum_target_amount = target_amount where id = ${project!.id}`,
    );
    const investors = await count(
      sql`select count(distinct investor_id) as n from investments where project_id = ${project!.id} and status = 'active'`,
    );

    const closed = (await both((app) => app.jobs.closeRaises())).flat();
    expect(closed.filter((id) => id === project!.id)).toHaveLength(1);
    const link = `/dashboard/projects/${project!.id}`;
    expect(
      await count(sql`select count(*) as n from notifications where title = 'Captação cancelada' and link = ${link}`),
    ).toBe(investors);
    expect(
      await rows(
        sql`select user_id from notifications where title = 'Captação cancelada' and link = ${link} group by user_id having count(*) > 1`,
      ),
    ).toEqual([]);
    expect(
      await count(
        sql`select count(*) as n from mail_outbox where subject like 'Captação cancelada:%' and text like ${`%${link}%`}`,
      ),
    ).toBe(investors);
  });

  it("queues each person's weekly summary once", async () => {
    const at = new Date(Date.now() + 1000); // the demo's bell entries fall in the week before
    // The demo's one summary reader (marina@) got hers three days before the start (decision 135): make her due.
    await t.database.db.execute(sql`update notification_preferences set weekly_summary_sent_at = null`);
    const queued = await both((app) => app.jobs.weeklySummaries(at));
    const total = queued[0]! + queued[1]!;
    expect(total).toBeGreaterThan(0);
    const summaries = sql`select "to" from mail_outbox where subject = 'Seu resumo semanal no Alicerce'`;
    expect(await count(sql`select count(*) as n from (${summaries}) s`)).toBe(total);
    expect(
      await rows(
        sql`select "to" from mail_outbox where subject = 'Seu resumo semanal no Alicerce' group by "to" having count(*) > 1`,
      ),
    ).toEqual([]);
  });
});
