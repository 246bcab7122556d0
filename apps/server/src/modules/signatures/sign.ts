import { and, eq, ne } from "drizzle-orm";
import { onlyDigits } from "@alicerce/shared/brazilian";
import { appRoutes } from "@alicerce/shared/routes";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { comparableName } from "@alicerce/shared/signatures";
import type { Database } from "../../db/client.ts";
import { notifications, profiles, signatureRequests, signatureSigners } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import type { Storage } from "../../storage/storage.ts";
import { readableBy, signatureNotFound } from "./access.ts";
import type { PdfSealer } from "./seal.ts";
import { completeRequest } from "./signed-file.ts";
import { recordEvent, type Actor } from "./trail.ts";

type Deps = { db: Database; storage: Storage; publicUrl: string; now: Date; sealer: PdfSealer };
type RequestRow = typeof signatureRequests.$inferSelect;
type SignerRow = typeof signatureSigners.$inferSelect;

/**
 * Locks the request (one decision at a time), and checks the user is one of its pending signers
 * and that the request still takes signatures. Every refusal writes nothing.
 */
async function lockForSigner(tx: Database, user: CurrentUser, id: string, now: Date) {
  const [request] = await tx
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, id), readableBy(tx, user)))
    .for("update");
  if (!request) throw signatureNotFound();
  const [signer] = await tx
    .select()
    .from(signatureSigners)
    .where(and(eq(signatureSigners.requestId, id), eq(signatureSigners.email, user.email.toLowerCase())))
    .limit(1);
  if (!signer) throw new AppError("FORBIDDEN", "Apenas as pessoas convidadas podem assinar ou recusar este contrato.");
  if (request.completedAt) throw conflict("Este contrato já foi assinado por todos e não aceita mais assinaturas.");
  if (request.rejectedAt) throw conflict("Este contrato foi recusado e não aceita mais assinaturas.");
  if (request.dueDate < todayInSaoPaulo(now)) throw conflict("O prazo para assinar este contrato terminou.");
  if (signer.status === "signed") throw conflict("Você já assinou este contrato.");
  if (signer.status === "rejected") throw conflict("Você já recusou este contrato.");
  return { request, signer };
}

/** Name and CPF must be the ones of the signer's account (docs/product/documents-and-signatures.md#signatures). */
async function requireRegisteredIdentity(tx: Database, user: CurrentUser, input: { name: string; cpf: string }) {
  const [profile] = await tx
    .select({ name: profiles.name, cpf: profiles.cpf })
    .from(profiles)
    .where(eq(profiles.userId, user.id))
    .limit(1);
  if (!profile?.cpf) {
    throw new AppError(
      "VALIDATION_ERROR",
      "Sua conta não tem CPF cadastrado. Cadastre seu CPF em Minha Conta e volte para assinar.",
      { cpf: ["Cadastre seu CPF em Minha Conta."] },
    );
  }
  const fields: Record<string, string[]> = {};
  if (comparableName(input.name) !== comparableName(profile.name)) {
    fields.name = ["Informe o nome exatamente como está no seu cadastro."];
  }
  if (onlyDigits(input.cpf) !== profile.cpf) fields.cpf = ["Informe o CPF cadastrado na sua conta."];
  if (Object.keys(fields).length) {
    throw new AppError("VALIDATION_ERROR", "O nome e o CPF devem ser os mesmos do seu cadastro.", fields);
  }
  return profile.cpf;
}

async function notifyCreator(tx: Database, request: RequestRow, title: string, body: string) {
  if (!request.createdBy) return;
  await tx.insert(notifications).values({ userId: request.createdBy, title, body, link: appRoutes.signatures });
}

/** "Assinar": records the signature; the last one completes the request and its signed PDF. */
export async function signRequest(
  deps: Deps,
  user: CurrentUser,
  id: string,
  input: { name: string; cpf: string },
  actor: Actor,
) {
  await deps.db.transaction(async (tx) => {
    const { request, signer } = await lockForSigner(tx, user, id, deps.now);
    const cpf = await requireRegisteredIdentity(tx, user, input);
    await tx
      .update(signatureSigners)
      .set({ status: "signed", signedAt: deps.now, cpf, userId: user.id })
      .where(eq(signatureSigners.id, signer.id));
    await recordEvent(tx, {
      requestId: id,
      kind: "signed",
      signerId: signer.id,
      cpf,
      sha256: request.sha256,
      actor,
      at: deps.now,
    });
    const [stillPending] = await tx
      .select({ id: signatureSigners.id })
      .from(signatureSigners)
      .where(and(eq(signatureSigners.requestId, id), ne(signatureSigners.status, "signed")))
      .limit(1);
    if (!stillPending) {
      await completeRequest(tx, deps, id, user.id, deps.now);
      await notifyCreator(
        tx,
        request,
        "Contrato assinado",
        `Todos assinaram o contrato "${request.title}". O PDF assinado já pode ser baixado.`,
      );
    }
  });
}

/** "Recusar" with the reason: the request is rejected for everyone. */
export async function refuseRequest(deps: Deps, user: CurrentUser, id: string, reason: string, actor: Actor) {
  await deps.db.transaction(async (tx) => {
    const { request, signer } = await lockForSigner(tx, user, id, deps.now);
    await tx
      .update(signatureSigners)
      .set({ status: "rejected", refusedAt: deps.now, reason, userId: user.id })
      .where(eq(signatureSigners.id, signer.id));
    await tx.update(signatureRequests).set({ rejectedAt: deps.now }).where(eq(signatureRequests.id, id));
    await recordEvent(tx, {
      requestId: id,
      kind: "refused",
      signerId: signer.id,
      sha256: request.sha256,
      actor,
      at: deps.now,
    });
    await notifyCreator(
      tx,
      request,
      "Contrato recusado",
      `${signer.name} recusou o contrato "${request.title}": ${reason}`,
    );
  });
}

export type { SignerRow };
