import { sql, type SQL } from "drizzle-orm";
import type { ContractStatus } from "@alicerce/shared/contracts";
import { contracts } from "../../db/schema/index.ts";

/**
 * The one place a contract's status is derived (docs/product/legal-desk.md#contracts): Cancelado
 * once cancelled; otherwise Pendente before its start date, Finalizado after its end date (both
 * dates count as in force) and Ativo in between, on `today` (São Paulo's calendar day). Nothing is
 * stored, so no job has to move a contract when a date passes. A later status (such as one waiting
 * for signatures) is one more condition here.
 */
export function contractStatusConditions(today: string): Record<ContractStatus, SQL> {
  const day = sql`${today}::date`;
  const live = sql`${contracts.cancelledAt} is null`;
  return {
    cancelado: sql`${contracts.cancelledAt} is not null`,
    pendente: sql`(${live} and ${contracts.startDate} > ${day})`,
    finalizado: sql`(${live} and ${contracts.endDate} < ${day})`,
    ativo: sql`(${live} and ${contracts.startDate} <= ${day} and ${contracts.endDate} >= ${day})`,
  };
}

/** The status as a column of a select, built from the same conditions as the filter. */
export function contractStatusColumn(today: string): SQL<ContractStatus> {
  const is = contractStatusConditions(today);
  return sql<ContractStatus>`case
    when ${is.cancelado} then 'cancelado'
    when ${is.pendente} then 'pendente'
    when ${is.finalizado} then 'finalizado'
    else 'ativo' end`;
}
