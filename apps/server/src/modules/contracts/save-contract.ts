import { eq } from "drizzle-orm";
import { contractTermsLock } from "@alicerce/shared/contracts";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { createContractInputSchema, updateContractInputSchema } from "@alicerce/shared/schemas/contracts";
import type { Database } from "../../db/client.ts";
import { contracts, projects } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { moneyString } from "../../lib/money.ts";
import { requireOwnUploads } from "../files/index.ts";
import { contractNotFound, getContract } from "./contract-reads.ts";
import { latestSignatureOf } from "./terms-lock.ts";

type CreateInput = z.output<typeof createContractInputSchema>;
type UpdateInput = z.output<typeof updateContractInputSchema>;

export const cancelledContractConflict = () => conflict("Este contrato foi cancelado e não pode mais ser alterado.");

async function requireProject(db: Database, projectId: string) {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) {
    throw new AppError("VALIDATION_ERROR", "O projeto escolhido não existe. Escolha outro projeto.", {
      project_id: ["Projeto não encontrado."],
    });
  }
}

/** A contract's PDF must be the user's own upload (modules/files) and really a PDF. */
async function requireOwnPdf(db: Database, userId: string, fileId: string) {
  const mimeById = await requireOwnUploads(db, userId, [fileId], "file_id");
  if (mimeById.get(fileId) !== "application/pdf") {
    throw new AppError("VALIDATION_ERROR", "O arquivo do contrato deve ser um PDF.", {
      file_id: ["Envie o contrato em PDF."],
    });
  }
}

const columnsOf = (input: CreateInput | UpdateInput) => ({
  name: input.name,
  clientName: input.client_name,
  projectId: input.project_id,
  value: moneyString(input.value),
  startDate: input.start_date,
  endDate: input.end_date,
  type: input.type,
});

/** "Novo Contrato" (docs/product/legal-desk.md#contracts). */
export async function createContract(db: Database, user: CurrentUser, input: CreateInput) {
  await requireProject(db, input.project_id);
  if (input.file_id) await requireOwnPdf(db, user.id, input.file_id);
  const [created] = await db
    .insert(contracts)
    .values({ ...columnsOf(input), fileId: input.file_id, createdBy: user.id, updatedBy: user.id })
    .returning({ id: contracts.id });
  return getContract(db, created!.id);
}

/**
 * "Editar": every field again. The PDF stays unless `file_id` says otherwise (null removes it, an
 * id replaces it). A cancelled contract is final: 409. Every field is a term the parties sign
 * (name and client as the request's title and party, project, value, dates, type, PDF), so none
 * changes while a request of it is pending or once one is signed: 409 saying why (decision 035).
 */
export async function updateContract(db: Database, user: CurrentUser, id: string, input: UpdateInput, now: Date) {
  await requireProject(db, input.project_id);
  if (input.file_id) await requireOwnPdf(db, user.id, input.file_id);
  await db.transaction(async (tx) => {
    // Locked, as "Enviar para assinatura" and "Cancelar contrato" lock it: a request sent at the
    // same moment either sees the edited terms or makes this edit wait and then refuses it.
    const [contract] = await tx
      .select({ cancelledAt: contracts.cancelledAt })
      .from(contracts)
      .where(eq(contracts.id, id))
      .for("update");
    if (!contract) throw contractNotFound();
    if (contract.cancelledAt) throw cancelledContractConflict();
    const locked = contractTermsLock((await latestSignatureOf(tx, id, now))?.status);
    if (locked) throw conflict(locked);
    await tx
      .update(contracts)
      .set({
        ...columnsOf(input),
        ...(input.file_id === undefined ? {} : { fileId: input.file_id }),
        updatedBy: user.id,
        updatedAt: now,
      })
      .where(eq(contracts.id, id));
  });
  return getContract(db, id, now);
}
