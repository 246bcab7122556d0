import { sql, type SQL } from "drizzle-orm";
import type { ContractStatus } from "@alicerce/shared/contracts";
import { contracts, signatureRequests } from "../../db/schema/index.ts";

/**
 * The one place a contract's status is derived (docs/product/legal-desk.md#contract-status), on
 * `today` (São Paulo's calendar day); nothing is stored, so no job has to move a contract when a
 * date passes. Cancelado once cancelled. A contract sent for signature is Pendente while a request
 * of it waits for signatures (not expired), and once one is signed it is in force until its end date
 * (Ativo, then Finalizado) whatever its start date. Otherwise (never sent, or its requests were
 * refused, cancelled or expired) the dates rule: Pendente before the start date, Finalizado after the end date
 * (both dates count as in force) and Ativo in between.
 */
export function contractStatusConditions(today: string): Record<ContractStatus, SQL> {
  const day = sql`${today}::date`;
  const live = sql`${contracts.cancelledAt} is null`;
  const signing = sql`exists (select 1 from ${signatureRequests} where ${signatureRequests.contractId} = ${contracts.id}
    and ${signatureRequests.completedAt} is null and ${signatureRequests.rejectedAt} is null
    and ${signatureRequests.voidedAt} is null and ${signatureRequests.dueDate} >= ${day})`;
  const signed = sql`exists (select 1 from ${signatureRequests} where ${signatureRequests.contractId} = ${contracts.id}
    and ${signatureRequests.completedAt} is not null)`;
  return {
    cancelado: sql`${contracts.cancelledAt} is not null`,
    pendente: sql`(${live} and (${signing} or (not ${signed} and ${contracts.startDate} > ${day})))`,
    finalizado: sql`(${live} and not ${signing} and ${contracts.endDate} < ${day})`,
    ativo: sql`(${live} and not ${signing} and ${contracts.endDate} >= ${day} and (${signed} or ${contracts.startDate} <= ${day}))`,
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
