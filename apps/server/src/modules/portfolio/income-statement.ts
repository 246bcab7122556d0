import { sql } from "drizzle-orm";
import { homePerspective, INCOME_STATEMENT_REFUSAL, noInvestmentsIn } from "@alicerce/shared/portfolio";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Investment } from "@alicerce/shared/schemas/investments";
import type { Database } from "../../db/client.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { receivedInYear, type YearShare } from "../distributions/index.ts";
import { currentYear } from "../investments/index.ts";
import { heldAt, yearStart } from "./sql-fragments.ts";
import { amount, rowsOf } from "./sql-rows.ts";

export type StatementInvestment = {
  created_at: Date;
  project_title: string;
  location: string;
  amount: number;
  status: Investment["status"];
  /** When the money went back (withdrawal or failed raise), if it did. */
  ended_at: Date | null;
};

export type IncomeStatement = {
  year: number;
  /** The instant the position is taken: the year's end, or now for the year under way. */
  as_of: Date;
  year_closed: boolean;
  investor: { name: string; cpf: string | null; email: string };
  investments: StatementInvestment[];
  /** Held at `as_of`, per project (commitments of earlier years included). */
  position: { project_title: string; location: string; amount: number }[];
  /** Rendimentos and amortizações paid to the investor in the year (docs/product/distributions.md). */
  distributions: YearShare[];
  totals: {
    invested: number;
    returned: number;
    position: number;
    income: number;
    amortization: number;
    /** Income tax withheld from the year's distributions (decision 104). */
    tax_withheld: number;
  };
  issued_at: Date;
};

/** Reais paid in the year's shares of one kind (summed in whole cents). */
const paidOf = (shares: YearShare[], kind: YearShare["kind"]) =>
  shares.filter((s) => s.kind === kind).reduce((sum, s) => sum + s.cents, 0) / 100;

/** The end of the year, or now while the year is under way. */
const positionInstant = (year: number) => sql`least(${yearStart(year + 1)}, now())`;

/**
 * The years an investor has something to report: a commitment made in the year, money given back
 * in it, or a commitment still held at its end.
 */
export async function statementYears(db: Database, userId: string): Promise<number[]> {
  const rows = await rowsOf<{ year: number }>(
    db,
    sql`select y.year from generate_series(
        (select extract(year from min(created_at) at time zone 'America/Sao_Paulo')::int
          from investments where investor_id = ${userId}),
        ${currentYear()}::int) as y(year)
      where exists (select 1 from investments i where i.investor_id = ${userId} and (
        (i.created_at >= ${yearStart(sql`y.year`)} and i.created_at < ${yearStart(sql`y.year + 1`)})
        or coalesce(i.withdrawn_at, i.cancelled_at) >= ${yearStart(sql`y.year`)}
          and coalesce(i.withdrawn_at, i.cancelled_at) < ${yearStart(sql`y.year + 1`)}
        or ${heldAt("i", sql`least(${yearStart(sql`y.year + 1`)}, now())`)}))
      or exists (select 1 from distribution_share_payments s join distributions d on d.id = s.distribution_id
        where s.investor_id = ${userId} and extract(year from d.paid_on) = y.year)
      order by y.year desc`,
  );
  return rows.map((r) => Number(r.year));
}

/**
 * The data of the informe de rendimentos of `year` (docs/product/investments.md#income-statement):
 * the commitments made in the year, the money given back in it, and the position held at its end.
 * Only investor accounts get one (403 otherwise); a year with nothing to report is a 404.
 */
export async function loadIncomeStatement(db: Database, user: CurrentUser, year: number): Promise<IncomeStatement> {
  if (homePerspective(user) !== "investor") throw new AppError("FORBIDDEN", INCOME_STATEMENT_REFUSAL);
  const start = yearStart(year);
  const end = yearStart(year + 1);
  const [people, made, held, returned, paid] = await Promise.all([
    rowsOf<{ name: string; cpf: string | null; email: string }>(
      db,
      sql`select coalesce(pr.name, u.name) as name, pr.cpf, u.email
      from users u left join profiles pr on pr.user_id = u.id where u.id = ${user.id}`,
    ),
    rowsOf<{
      created_at: Date | string;
      project_title: string;
      location: string;
      amount: string;
      status: Investment["status"];
      ended_at: Date | string | null;
    }>(
      db,
      sql`select i.created_at, p.title as project_title, p.location_city || '/' || p.location_state as location,
        i.amount, i.status, coalesce(i.withdrawn_at, i.cancelled_at) as ended_at
      from investments i join projects p on p.id = i.project_id
      where i.investor_id = ${user.id} and i.created_at >= ${start} and i.created_at < ${end}
      order by i.created_at, i.id`,
    ),
    rowsOf<{ project_title: string; location: string; amount: string }>(
      db,
      sql`select p.title as project_title, p.location_city || '/' || p.location_state as location, sum(i.amount) as amount
      from investments i join projects p on p.id = i.project_id
      where i.investor_id = ${user.id} and ${heldAt("i", positionInstant(year))}
      group by p.id, p.title, p.location_city, p.location_state order by p.title`,
    ),
    rowsOf<{ amount: string | null }>(
      db,
      sql`select sum(i.amount) as amount from investments i
      where i.investor_id = ${user.id}
        and coalesce(i.withdrawn_at, i.cancelled_at) >= ${start} and coalesce(i.withdrawn_at, i.cancelled_at) < ${end}`,
    ),
    receivedInYear(db, user.id, year),
  ]);
  const returnedTotal = amount(returned[0]?.amount);
  if (made.length === 0 && held.length === 0 && returnedTotal === 0 && paid.length === 0)
    throw notFound(noInvestmentsIn(year));
  const person = people[0]!;
  const now = new Date();
  const closed = year < currentYear(now);
  const position = held.map((r) => ({
    project_title: r.project_title,
    location: r.location,
    amount: amount(r.amount),
  }));
  const investments = made.map((r) => ({
    created_at: new Date(r.created_at),
    project_title: r.project_title,
    location: r.location,
    amount: amount(r.amount),
    status: r.status,
    ended_at: r.ended_at === null ? null : new Date(r.ended_at),
  }));
  const cents = (values: number[]) => Math.round(values.reduce((sum, v) => sum + v * 100, 0)) / 100;
  return {
    year,
    as_of: closed ? new Date(Date.UTC(year + 1, 0, 1, 3)) : now,
    year_closed: closed,
    investor: person,
    investments,
    position,
    distributions: paid,
    totals: {
      invested: cents(investments.map((i) => i.amount)),
      returned: returnedTotal,
      position: cents(position.map((p) => p.amount)),
      income: paidOf(paid, "income"),
      amortization: paidOf(paid, "amortization"),
      tax_withheld: paid.reduce((sum, s) => sum + s.tax_cents, 0) / 100,
    },
    issued_at: now,
  };
}
