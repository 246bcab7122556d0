import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  DOCUMENT_CATEGORY_LABELS,
  type DocumentCategory,
  type DocumentReviewStatus,
  type DocumentVisibility,
} from "@alicerce/shared/documents";
import type { ApprovalEventKind } from "@alicerce/shared/approvals";
import type { Database } from "../db/client.ts";
import { approvalEvents, approvalRequests, documents, projects } from "../db/schema/index.ts";
import { searchable } from "../lib/search-text.ts";
import type { Storage } from "../storage/storage.ts";
import { DEMO_PROJECTS } from "./demo-projects.ts";
import { OWNER_EMAILS } from "./seed-projects.ts";
import { samplePdf, storeDemoFile } from "./demo-files.ts";

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
const LEGAL = "juridico@alicerce.dev";

type DemoVersion = { status: DocumentReviewStatus; daysAgo: number; comment?: string; downloads?: number };
type DemoDocument = {
  name: string;
  category: DocumentCategory;
  visibility: DocumentVisibility;
  /** Oldest first: version 1, 2… */
  versions: DemoVersion[];
};

/** Every demo project has its memorial, readable by investors (CVM 88: the offer's essentials). */
const MEMORIAL: DemoDocument = {
  name: "Memorial descritivo",
  category: "technical",
  visibility: "investors",
  versions: [{ status: "approved", daysAgo: 40, comment: "Memorial completo e coerente com o projeto.", downloads: 7 }],
};

/** Richer repositories for the first projects: every category and review status, several versions. */
const EXTRA_DOCUMENTS: Record<string, DemoDocument[]> = {
  "Residencial Jardim das Acácias": [
    {
      name: "Planta baixa — pavimento tipo",
      category: "technical",
      visibility: "team",
      versions: [
        { status: "rejected", daysAgo: 30, comment: "Faltam as cotas das áreas comuns.", downloads: 3 },
        { status: "approved", daysAgo: 20, comment: "Cotas corrigidas.", downloads: 5 },
        { status: "pending", daysAgo: 2 },
      ],
    },
    {
      name: "Alvará de construção",
      category: "legal",
      visibility: "investors",
      versions: [{ status: "approved", daysAgo: 25, comment: "Alvará vigente e conferido.", downloads: 12 }],
    },
    {
      name: "Cronograma físico-financeiro",
      category: "planning",
      visibility: "team",
      versions: [{ status: "pending", daysAgo: 4 }],
    },
    {
      name: "Relatório de obra — março",
      category: "progress",
      visibility: "investors",
      versions: [{ status: "approved", daysAgo: 10, comment: "Relatório de acordo com as medições.", downloads: 4 }],
    },
    {
      name: "Demonstrativo financeiro do trimestre",
      category: "financial",
      visibility: "investors",
      versions: [
        { status: "approved", daysAgo: 15, comment: "Valores conferidos com os extratos.", downloads: 6 },
        { status: "pending", daysAgo: 1 },
      ],
    },
  ],
  "Vila Serena Casas": [
    {
      name: "Contrato social da SCP",
      category: "legal",
      visibility: "team",
      versions: [{ status: "rejected", daysAgo: 8, comment: "A cláusula de distribuição de lucros está incompleta." }],
    },
    {
      name: "Relatório fotográfico da obra",
      category: "progress",
      visibility: "investors",
      versions: [{ status: "approved", daysAgo: 6, comment: "Fotos datadas e identificadas.", downloads: 2 }],
    },
  ],
  "Edifício Mirante do Lago": [
    {
      name: "Estudo de viabilidade",
      category: "financial",
      visibility: "investors",
      versions: [{ status: "pending", daysAgo: 3 }],
    },
  ],
};

/**
 * The demo document repository (docs/product/documents-and-signatures.md#documents): real small PDFs
 * (pdf-lib), every category and review status, versions, both visibilities, each version with its
 * legal review in the approvals queue (open while pending, decided by juridico@ otherwise). Without
 * a storage there are no files, so no documents (API tests).
 */
export async function seedDocuments(db: Database, deps: { storage?: Storage; userIds: Map<string, string> }) {
  if (!deps.storage) return;
  const legal = deps.userIds.get(LEGAL)!;
  for (const demo of DEMO_PROJECTS) {
    const [project] = await db
      .select({ id: projects.id, title: projects.title, city: projects.locationCity })
      .from(projects)
      .where(eq(projects.title, demo.title));
    if (!project) throw new Error(`demo project "${demo.title}" was not seeded`);
    const uploader = deps.userIds.get(OWNER_EMAILS[demo.owner])!;
    for (const document of [MEMORIAL, ...(EXTRA_DOCUMENTS[demo.title] ?? [])]) {
      const seriesId = randomUUID();
      for (const [index, v] of document.versions.entries()) {
        const version = index + 1;
        const pdf = await samplePdf(`${document.name} — versão ${version}`, [
          `Projeto: ${project.title} (${project.city})`,
          `Categoria: ${DOCUMENT_CATEGORY_LABELS[document.category]}`,
          "Documento de demonstração gerado pela plataforma Alicerce.",
        ]);
        const fileName = `${searchable(document.name).replace(/[^a-z0-9]+/g, "-")}-v${version}.pdf`;
        const fileId = await storeDemoFile(db, deps.storage, {
          data: pdf,
          name: fileName,
          mimeType: "application/pdf",
          uploadedBy: uploader,
        });
        const id = version === 1 ? seriesId : randomUUID();
        const createdAt = new Date(Date.now() - v.daysAgo * DAY);
        const decidedAt = v.status === "pending" ? null : new Date(createdAt.getTime() + 26 * HOUR);
        await db.insert(documents).values({
          id,
          seriesId,
          projectId: project.id,
          fileId,
          name: document.name,
          category: document.category,
          visibility: document.visibility,
          version,
          uploadedBy: uploader,
          reviewStatus: v.status,
          reviewComment: v.comment ?? null,
          reviewedAt: decidedAt,
          verificationCode: randomBytes(16).toString("base64url"),
          downloadCount: v.downloads ?? 0,
          searchText: searchable(document.name),
          createdAt,
        });
        const steps: { kind: ApprovalEventKind; at: Date; comment?: string }[] = [{ kind: "requested", at: createdAt }];
        if (decidedAt) {
          steps.push({ kind: "analysis_started", at: new Date(createdAt.getTime() + 2 * HOUR) });
          steps.push({ kind: v.status === "approved" ? "approved" : "rejected", at: decidedAt, comment: v.comment });
        }
        const [request] = await db
          .insert(approvalRequests)
          .values({
            subjectType: "document",
            subjectId: id,
            title: document.name,
            description: `${DOCUMENT_CATEGORY_LABELS[document.category]} · versão ${version} · projeto "${project.title}"`,
            searchText: searchable(document.name),
            requestedBy: uploader,
            status: v.status === "pending" ? "pendente" : v.status === "approved" ? "aprovado" : "rejeitado",
            decidedAt,
            createdAt,
            updatedAt: decidedAt ?? createdAt,
          })
          .returning({ id: approvalRequests.id });
        await db.insert(approvalEvents).values(
          steps.map((step) => ({
            requestId: request!.id,
            kind: step.kind,
            actorId: step.kind === "requested" ? uploader : legal,
            comment: step.comment ?? null,
            createdAt: step.at,
          })),
        );
      }
    }
  }
}
