import { and, asc, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { distributions, distributionShares, profiles, user as users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { canManage, loadVisibleProject } from "../project-access/index.ts";

const reais = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ (or tab/CR) neutralised with an
 * apostrophe so a spreadsheet never runs a name typed as a formula (CSV injection).
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The shares of one distribution as CSV for the creator (or an admin) to pay them: ";" separated and
 * decimal commas, as a pt-BR spreadsheet opens it, with a BOM so accents survive.
 */
export async function distributionSharesCsv(
  db: Database,
  user: CurrentUser,
  projectId: string,
  distributionId: string,
): Promise<{ name: string; body: Buffer }> {
  const project = await loadVisibleProject(db, user, projectId);
  if (!canManage(user, project)) {
    throw new AppError("FORBIDDEN", "Apenas o criador do projeto pode exportar as partes dos investidores.");
  }
  const [distribution] = await db
    .select()
    .from(distributions)
    .where(and(eq(distributions.id, distributionId), eq(distributions.projectId, projectId)));
  if (!distribution) throw notFound("Distribuição não encontrada.");
  const rows = await db
    .select({
      name: sql<string>`coalesce(${profiles.name}, ${users.name})`,
      email: users.email,
      basisCents: distributionShares.basisCents,
      amountCents: distributionShares.amountCents,
    })
    .from(distributionShares)
    .innerJoin(users, eq(users.id, distributionShares.investorId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(distributionShares.distributionId, distributionId))
    .orderBy(asc(sql`coalesce(${profiles.name}, ${users.name})`), asc(users.email));
  const basisTotal = rows.reduce((sum, r) => sum + r.basisCents, 0);
  const lines = [
    ["Investidor", "E-mail", "Compromissos confirmados (R$)", "Participação (%)", "Valor (R$)"].map(cell).join(";"),
    ...rows.map((r) =>
      [
        cell(r.name),
        cell(r.email),
        reais(r.basisCents),
        ((r.basisCents / basisTotal) * 100).toFixed(4).replace(".", ","),
        reais(r.amountCents),
      ].join(";"),
    ),
    ["", "Total", reais(basisTotal), "100,0000", reais(distribution.totalCents)]
      .map((v, i) => (i < 2 ? cell(v) : v))
      .join(";"),
  ];
  return {
    name: `distribuicao-${distribution.paidOn}.csv`,
    body: Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8"),
  };
}
