import { and, asc, eq, inArray, notExists, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  dataExports,
  documents,
  files,
  diaryUpdates,
  distributions,
  distributionShares,
  projectQuestions,
  investments,
  investorDeclarations,
  messageAttachments,
  messages,
  notificationPreferences,
  notifications,
  passkey,
  profiles,
  projectInterests,
  projects,
  projectTeamMembers,
  quotations,
  signatureEvents,
  signatureRequests,
  signatureSigners,
  supplierReviews,
  suppliers,
  user as users,
} from "../../db/schema/index.ts";
import { isOwnSignerLine } from "../signature-parties/index.ts";

/**
 * Everything "Baixar meus dados" puts in the ZIP (docs/product/privacy.md#export), one JSON file
 * per section. Only rows about the person: what they created, sent or signed, and the rows that
 * name them. Other people's personal data stays out: a project they work on is listed without its
 * team, a signature request with only their own signer row and the trail events about them.
 */
export type AccountData = {
  sections: Record<string, unknown>;
  /** Their uploads, put in the ZIP's `arquivos/` folder (earlier export ZIPs excepted). */
  files: { id: string; storageKey: string; originalName: string; mimeType: string; size: number; createdAt: Date }[];
};

export async function collectAccountData(db: Database, userId: string): Promise<AccountData> {
  const [identity] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  // The passkeys' names and dates (docs/decisions/124-passkeys.md); their public keys say nothing about the person.
  const passkeyRows = await db
    .select({
      nome: passkey.name,
      criada_em: passkey.createdAt,
      ultimo_uso_em: passkey.lastUsedAt,
      sincronizada: passkey.backedUp,
    })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(asc(passkey.createdAt));
  const supplier = await db.select().from(suppliers).where(eq(suppliers.userId, userId));
  const preferences = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));

  const created = await db
    .select()
    .from(projects)
    .where(eq(projects.createdBy, userId))
    .orderBy(asc(projects.createdAt));
  const memberships = await db
    .select({ membership: projectTeamMembers, project: projects })
    .from(projectTeamMembers)
    .innerJoin(projects, eq(projects.id, projectTeamMembers.projectId))
    .where(eq(projectTeamMembers.userId, userId));
  const interests = await db.select().from(projectInterests).where(eq(projectInterests.userId, userId));

  const supplierIds = supplier.map((s) => s.id);
  const quotationRows = await db
    .select()
    .from(quotations)
    .where(
      supplierIds.length
        ? or(eq(quotations.projectCreatorId, userId), inArray(quotations.supplierId, supplierIds))
        : eq(quotations.projectCreatorId, userId),
    )
    .orderBy(asc(quotations.createdAt));
  const reviews = await db.select().from(supplierReviews).where(eq(supplierReviews.reviewerId, userId));

  const sent = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      content: messages.content,
      replyToId: messages.replyToId,
      forwardedFromMessageId: messages.forwardedFromMessageId,
      isImportant: messages.isImportant,
      createdAt: messages.createdAt,
      attachmentFileIds: sql<
        string[]
      >`coalesce((select array_agg(${messageAttachments.fileId}) from ${messageAttachments} where ${messageAttachments.messageId} = ${messages.id}), '{}')`,
    })
    .from(messages)
    .where(eq(messages.senderId, userId))
    .orderBy(asc(messages.createdAt));

  return {
    sections: {
      "perfil.json": {
        conta: identity ?? null,
        perfil: profile ?? null,
        fornecedor: supplier[0] ?? null,
        preferencias: preferences[0] ?? null,
        passkeys: passkeyRows,
      },
      "projetos.json": {
        criados: created,
        equipe: memberships.map(({ membership, project }) => ({ funcao: membership.role, projeto: project })),
        interesses: interests,
        // Questions asked about offers (docs/product/offer-questions.md), with their answers and any hiding.
        perguntas_feitas: await db
          .select({
            id: projectQuestions.id,
            projectId: projectQuestions.projectId,
            pergunta: projectQuestions.body,
            feitaEm: projectQuestions.createdAt,
            resposta: projectQuestions.answer,
            respondidaEm: projectQuestions.answeredAt,
            ocultadaEm: projectQuestions.hiddenAt,
            motivoOcultacao: projectQuestions.hiddenReason,
          })
          .from(projectQuestions)
          .where(eq(projectQuestions.askedBy, userId))
          .orderBy(asc(projectQuestions.createdAt)),
        // The diary updates they posted (docs/product/diary.md); the photos are the project's record.
        diario_de_obra: await db
          .select({
            id: diaryUpdates.id,
            projectId: diaryUpdates.projectId,
            etapa: diaryUpdates.phaseName,
            percentual: diaryUpdates.progress,
            texto: diaryUpdates.text,
            createdAt: diaryUpdates.createdAt,
          })
          .from(diaryUpdates)
          .where(eq(diaryUpdates.authorId, userId))
          .orderBy(asc(diaryUpdates.createdAt)),
      },
      "investimentos.json": {
        investimentos: await db
          .select()
          .from(investments)
          .where(eq(investments.investorId, userId))
          .orderBy(asc(investments.createdAt)),
        declaracoes: await db.select().from(investorDeclarations).where(eq(investorDeclarations.userId, userId)),
        // Rendimentos and amortizações received (docs/product/distributions.md).
        distribuicoes_recebidas: await db
          .select({
            distribuicao: distributions.id,
            projectId: distributions.projectId,
            tipo: distributions.kind,
            pagoEm: distributions.paidOn,
            compromissosConfirmadosCentavos: distributionShares.basisCents,
            valorCentavos: distributionShares.amountCents,
          })
          .from(distributionShares)
          .innerJoin(distributions, eq(distributions.id, distributionShares.distributionId))
          .where(eq(distributionShares.investorId, userId))
          .orderBy(asc(distributions.paidOn)),
      },
      "cotacoes.json": { cotacoes: quotationRows, avaliacoes_escritas: reviews },
      "documentos.json": await db
        .select({
          id: documents.id,
          projectId: documents.projectId,
          name: documents.name,
          category: documents.category,
          version: documents.version,
          reviewStatus: documents.reviewStatus,
          fileId: documents.fileId,
          createdAt: documents.createdAt,
        })
        .from(documents)
        .where(eq(documents.uploadedBy, userId))
        .orderBy(asc(documents.createdAt)),
      "mensagens.json": sent,
      "assinaturas.json": await signaturesOf(db, userId, identity?.email ?? ""),
      "notificacoes.json": await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),
    },
    files: await db
      .select({
        id: files.id,
        storageKey: files.storageKey,
        originalName: files.originalName,
        mimeType: files.mimeType,
        size: files.size,
        createdAt: files.createdAt,
      })
      .from(files)
      .where(
        and(
          eq(files.uploadedBy, userId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(dataExports)
              .where(eq(dataExports.fileId, files.id)),
          ),
        ),
      )
      .orderBy(asc(files.createdAt)),
  };
}

/**
 * The signature requests the person is a party to (sender, or signer: the lines they signed or
 * refused, and the open ones their confirmed address and CPF prove, as the signatures screen reads
 * them, decision 093) with their own signer rows and the trail events about them: their acts and the
 * ones on their signer row. A new owner of an address does not export its former owner's lines.
 */
async function signaturesOf(db: Database, userId: string, email: string) {
  const mySigners = await db
    .select()
    .from(signatureSigners)
    .where(isOwnSignerLine(db, { id: userId, email }));
  const requests = await db
    .select()
    .from(signatureRequests)
    .where(
      mySigners.length
        ? or(
            eq(signatureRequests.createdBy, userId),
            inArray(
              signatureRequests.id,
              mySigners.map((s) => s.requestId),
            ),
          )
        : eq(signatureRequests.createdBy, userId),
    )
    .orderBy(asc(signatureRequests.createdAt));
  if (requests.length === 0) return [];
  const signerIds = mySigners.map((s) => s.id);
  const events = await db
    .select()
    .from(signatureEvents)
    .where(
      and(
        inArray(
          signatureEvents.requestId,
          requests.map((r) => r.id),
        ),
        signerIds.length
          ? or(eq(signatureEvents.actorId, userId), inArray(signatureEvents.signerId, signerIds))
          : eq(signatureEvents.actorId, userId),
      ),
    )
    .orderBy(asc(signatureEvents.at), asc(signatureEvents.seq));
  return requests.map((request) => ({
    solicitacao: request,
    meus_registros_de_signatario: mySigners.filter((s) => s.requestId === request.id),
    trilha: events.filter((e) => e.requestId === request.id),
  }));
}
