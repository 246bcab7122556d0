import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ContractType } from "@alicerce/shared/contracts";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { sendContractForSignatureInputSchema } from "@alicerce/shared/schemas/signatures";
import type { SignatureType } from "@alicerce/shared/signatures";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { Database } from "../../db/client.ts";
import { contracts, signatureRequests } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { toMoney } from "../../lib/money.ts";
import { spendInvitationAllowance, type InvitationAllowance } from "../invitation-mail/index.ts";
import { insertSignatureRequest, requireInvitedCpfs, requireReadablePdf, type Actor } from "../signatures/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { contractNotFound } from "./contract-reads.ts";
import { cancelledContractConflict } from "./save-contract.ts";

type Input = z.output<typeof sendContractForSignatureInputSchema>;

/** The signature type of each legal-desk contract type (decision 020): an adhesion joins the SCP. */
export const SIGNATURE_TYPE_OF: Record<ContractType, SignatureType> = {
  investimento: "investment",
  adesao: "scp",
  fornecimento: "service",
};

/**
 * "Enviar para assinatura" (docs/product/legal-desk.md#contracts): the contract's PDF goes to its
 * signers as a signature request; the contract is Pendente while they sign and Ativo once signed.
 * Needs a PDF; refused for a cancelled contract or one already signed or waiting for signatures
 * (allowed again once its request was refused, cancelled or expired).
 * Returns the request's id.
 */
export async function sendContractForSignature(
  deps: { db: Database; storage: Storage; publicUrl: string; now: Date; allowance: InvitationAllowance },
  user: CurrentUser,
  id: string,
  input: Input,
  actor: Actor,
): Promise<string> {
  if (input.due_date < todayInSaoPaulo(deps.now)) {
    throw new AppError("VALIDATION_ERROR", "O prazo não pode ser anterior a hoje.", {
      due_date: ["O prazo não pode ser anterior a hoje."],
    });
  }
  return deps.db.transaction(async (tx) => {
    // Locked, so two clicks cannot send the same contract twice.
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!contract) throw contractNotFound();
    if (contract.cancelledAt) throw cancelledContractConflict();
    if (!contract.fileId) throw conflict("Anexe o PDF do contrato antes de enviá-lo para assinatura.");
    requireInvitedCpfs(SIGNATURE_TYPE_OF[contract.type], input.signers);
    await requireReadablePdf(tx, deps.storage, contract.fileId);
    const [latest] = await tx
      .select({
        completedAt: signatureRequests.completedAt,
        rejectedAt: signatureRequests.rejectedAt,
        voidedAt: signatureRequests.voidedAt,
        dueDate: signatureRequests.dueDate,
      })
      .from(signatureRequests)
      .where(and(eq(signatureRequests.contractId, id)))
      .orderBy(desc(signatureRequests.createdAt))
      .limit(1);
    if (latest?.completedAt) throw conflict("Este contrato já foi assinado.");
    if (latest && !latest.rejectedAt && !latest.voidedAt && latest.dueDate >= todayInSaoPaulo(deps.now)) {
      throw conflict("Este contrato já está aguardando assinaturas.");
    }
    // Last check before the writes: a refusal (403, 429) leaves no request and no e-mail.
    await spendInvitationAllowance(
      tx,
      user,
      input.signers.map((s) => s.email),
      deps.allowance,
    );
    return insertSignatureRequest(
      tx,
      {
        title: contract.name,
        projectId: contract.projectId,
        type: SIGNATURE_TYPE_OF[contract.type],
        amount: toMoney(contract.value) ?? 0,
        dueDate: input.due_date,
        fileId: contract.fileId,
        createdBy: user.id,
        signers: input.signers,
        sequential: input.sequential,
        contractId: contract.id,
        at: deps.now,
      },
      actor,
      deps.publicUrl,
    );
  });
}
