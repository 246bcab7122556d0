import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { createSignatureInputSchema } from "@alicerce/shared/schemas/signatures";
import { INVITED_CPF_REQUIRED, invitedCpfRequired, type SignatureType } from "@alicerce/shared/signatures";
import { hasLegalPowers } from "@alicerce/shared/user-types";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { PDFDocument } from "pdf-lib";
import type { Database } from "../../db/client.ts";
import { files, projects, signatureRequests, signatureSigners } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { moneyString } from "../../lib/money.ts";
import type { Storage } from "../../storage/storage.ts";
import { recordDocumentVersion } from "../documents/index.ts";
import { requireOwnUploads } from "../files/index.ts";
import { spendInvitationAllowance, type InvitationAllowance } from "../invitation-mail/index.ts";
import { worksOnProject } from "./access.ts";
import { inviteSigners } from "./invitations.ts";
import { recordEvent, type Actor } from "./trail.ts";

export type NewSignatureRequest = {
  title: string;
  projectId: string;
  type: SignatureType;
  amount: number;
  dueDate: string;
  /** An uploaded PDF (files row). */
  fileId: string;
  createdBy: string | null;
  /** `cpf`: the invited CPF (11 digits), when the sender named one; then only that CPF signs. */
  signers: readonly { name: string; email: string; cpf?: string | null }[];
  /** Signers sign in their list order; only the first is invited now (decision 035). */
  sequential?: boolean;
  contractId?: string | null;
  investmentId?: string | null;
  /** When it happens (the server's clock; the demo data backdates). */
  at: Date;
};

/**
 * Writes a request with its signers and its first events ("created", then "sent" per invited
 * signer), and invites the signers (e-mail and notification): all of them, or only the first of a
 * sequential request (the next ones are invited as each previous one signs, sign.ts). Runs inside the caller's transaction: the route,
 * the contracts screen's "Enviar para assinatura", the SCP job and the demo data all come here.
 * Returns the new request's id.
 */
async function projectCreator(tx: Database, projectId: string): Promise<string> {
  const [row] = await tx.select({ id: projects.createdBy }).from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!row) throw new Error(`project ${projectId} not found`);
  return row.id;
}

export async function insertSignatureRequest(
  tx: Database,
  input: NewSignatureRequest,
  actor: Actor,
  publicUrl: string,
): Promise<string> {
  const [file] = await tx.select({ sha256: files.sha256 }).from(files).where(eq(files.id, input.fileId)).limit(1);
  if (!file) throw new Error(`file ${input.fileId} not found`);
  const [project] = await tx
    .select({ title: projects.title })
    .from(projects)
    .where(eq(projects.id, input.projectId))
    .limit(1);
  if (!project) throw new Error(`project ${input.projectId} not found`);
  // The PDF joins the project's documents (one table for every document): the documents screen
  // lists it, "Assinado" once signed, and its public verification code is the certificate's QR code.
  const document = await recordDocumentVersion(tx, {
    projectId: input.projectId,
    fileId: input.fileId,
    name: input.title,
    category: "legal",
    visibility: "team",
    uploadedBy: input.createdBy ?? (await projectCreator(tx, input.projectId)),
    review: false,
  });
  const [created] = await tx
    .insert(signatureRequests)
    .values({
      title: input.title,
      projectId: input.projectId,
      type: input.type,
      amount: moneyString(input.amount),
      dueDate: input.dueDate,
      fileId: input.fileId,
      sha256: file.sha256,
      createdBy: input.createdBy,
      contractId: input.contractId ?? null,
      investmentId: input.investmentId ?? null,
      verificationCode: document.verificationCode,
      documentId: document.id,
      sequential: input.sequential ?? false,
      createdAt: input.at,
    })
    .returning({ id: signatureRequests.id });
  const requestId = created!.id;
  const signers = await tx
    .insert(signatureSigners)
    .values(
      input.signers.map((s, position) => ({
        requestId,
        name: s.name,
        email: s.email.toLowerCase(),
        invitedCpf: s.cpf ?? null,
        position,
      })),
    )
    .returning({
      id: signatureSigners.id,
      name: signatureSigners.name,
      email: signatureSigners.email,
      position: signatureSigners.position,
    });
  signers.sort((a, b) => a.position - b.position);
  const invited = input.sequential ? signers.slice(0, 1) : signers;
  await recordEvent(tx, { requestId, kind: "created", sha256: file.sha256, actor, at: input.at });
  for (const signer of invited) {
    await recordEvent(tx, { requestId, kind: "sent", signerId: signer.id, sha256: file.sha256, actor, at: input.at });
  }
  await inviteSigners(
    tx,
    {
      requestId,
      title: input.title,
      projectTitle: project.title,
      dueDate: input.dueDate,
      publicUrl,
    },
    invited,
    "invitation",
  );
  return requestId;
}

/** A request's PDF must be the user's own upload (modules/files) and really a PDF. */
export async function requireOwnPdf(db: Database, userId: string, fileId: string, field = "file_id") {
  const mimeById = await requireOwnUploads(db, userId, [fileId], field);
  if (mimeById.get(fileId) !== "application/pdf") {
    throw new AppError("VALIDATION_ERROR", "O arquivo do contrato deve ser um PDF.", {
      [field]: ["Envie o contrato em PDF."],
    });
  }
}

/**
 * The PDF must open (not damaged, not password-protected) and have pages: the signed copy is built
 * from its pages when the last person signs, so an unreadable file is refused now, not then.
 */
export async function requireReadablePdf(db: Database, storage: Storage, fileId: string, field = "file_id") {
  const [file] = await db.select({ storageKey: files.storageKey }).from(files).where(eq(files.id, fileId)).limit(1);
  const unreadable = () =>
    new AppError(
      "VALIDATION_ERROR",
      "Não foi possível abrir este PDF: ele pode estar danificado ou protegido por senha. Envie outro arquivo.",
      { [field]: ["Envie um PDF sem senha que abra normalmente."] },
    );
  if (!file) throw unreadable();
  try {
    const pdf = await PDFDocument.load(await storage.get(file.storageKey), { updateMetadata: false });
    if (pdf.getPageCount() === 0) throw new Error("no pages");
  } catch {
    throw unreadable();
  }
}

/**
 * Investment and SCP contracts name each signer's CPF (decision 033). "Nova assinatura" checks it
 * in its schema (the type is in the body); "Enviar para assinatura" takes the type from the
 * contract, so it asks here, with the same message under each signer's CPF.
 */
export function requireInvitedCpfs(type: SignatureType, signers: readonly { cpf?: string | null }[]) {
  if (!invitedCpfRequired(type)) return;
  const fields: Record<string, string[]> = {};
  signers.forEach((s, index) => {
    if (!s.cpf) fields[`signers.${index}.cpf`] = [INVITED_CPF_REQUIRED];
  });
  if (Object.keys(fields).length) throw new AppError("VALIDATION_ERROR", INVITED_CPF_REQUIRED, fields);
}

/** The due date is today or later on São Paulo's calendar, by the server's clock. */
export function requireFutureDueDate(dueDate: string, now: Date) {
  if (dueDate < todayInSaoPaulo(now)) {
    throw new AppError("VALIDATION_ERROR", "O prazo não pode ser anterior a hoje.", {
      due_date: ["O prazo não pode ser anterior a hoje."],
    });
  }
}

/**
 * Who may send a project's contracts for signature (decision 020): its creator and accepted team
 * members, verified legal users and platform admins. Others are told the project is not theirs.
 */
async function requireProjectWork(db: Database, user: CurrentUser, projectId: string) {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) {
    throw new AppError("VALIDATION_ERROR", "O projeto escolhido não existe. Escolha outro projeto.", {
      project_id: ["Projeto não encontrado."],
    });
  }
  if (hasLegalPowers(user)) return;
  const [works] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), worksOnProject(db, user, projectId)))
    .limit(1);
  if (!works) {
    throw new AppError(
      "FORBIDDEN",
      "Você só pode enviar para assinatura contratos de projetos que criou ou dos quais participa.",
    );
  }
}

type CreateInput = z.output<typeof createSignatureInputSchema>;

/** "Nova assinatura" (docs/product/documents-and-signatures.md#signatures). */
export async function createSignatureRequest(
  deps: { db: Database; storage: Storage; publicUrl: string; now: Date; allowance: InvitationAllowance },
  user: CurrentUser,
  input: CreateInput,
  actor: Actor,
): Promise<string> {
  requireFutureDueDate(input.due_date, deps.now);
  await requireProjectWork(deps.db, user, input.project_id);
  await requireOwnPdf(deps.db, user.id, input.file_id);
  await requireReadablePdf(deps.db, deps.storage, input.file_id);
  return deps.db.transaction(async (tx) => {
    // Before anything is written: a refusal (403, 429) leaves no request and no e-mail.
    await spendInvitationAllowance(
      tx,
      user,
      input.signers.map((s) => s.email),
      deps.allowance,
    );
    return insertSignatureRequest(
      tx,
      {
        title: input.title,
        projectId: input.project_id,
        type: input.type,
        amount: input.amount,
        dueDate: input.due_date,
        fileId: input.file_id,
        createdBy: user.id,
        signers: input.signers,
        sequential: input.sequential,
        at: deps.now,
      },
      actor,
      deps.publicUrl,
    );
  });
}

export { requireProjectWork };
