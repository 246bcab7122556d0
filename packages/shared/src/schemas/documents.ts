import { z } from "zod";
import {
  DEFAULT_DOCUMENT_VISIBILITY,
  DOCUMENT_CATEGORIES,
  DOCUMENT_STATUSES,
  DOCUMENT_VISIBILITIES,
} from "../documents.ts";
import { requiredText, uuidSchema } from "./common.ts";
import { listPageSchema, listQueryWithSearch, listSearchSchema } from "./list-query.ts";

export const documentCategorySchema = z.enum(DOCUMENT_CATEGORIES, { error: "Selecione a categoria do documento." });
export const documentVisibilitySchema = z.enum(DOCUMENT_VISIBILITIES, {
  error: "Escolha quem pode ver o documento.",
});

/** "Enviar documento": a file uploaded first (POST /api/files), attached to a project by name. */
export const documentInputSchema = z.object({
  /** An id returned by POST /api/files, an upload of the user's own. */
  file_id: z
    .string({ error: "Escolha o arquivo do documento." })
    .min(1, "Escolha o arquivo do documento.")
    .pipe(z.uuid("Arquivo inválido.")),
  name: requiredText("Informe o nome do documento.", 200),
  project_id: z
    .string({ error: "Selecione o projeto." })
    .min(1, "Selecione o projeto.")
    .pipe(z.uuid("Selecione o projeto.")),
  category: documentCategorySchema,
  visibility: documentVisibilitySchema.default(DEFAULT_DOCUMENT_VISIBILITY),
});
export type DocumentInput = z.input<typeof documentInputSchema>;

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);

export const documentListQuerySchema = listQueryWithSearch(200).extend({
  category: z.preprocess(emptyToUndefined, documentCategorySchema.optional()),
  status: z.preprocess(
    emptyToUndefined,
    z.enum(DOCUMENT_STATUSES, { error: "Escolha um status de documento válido." }).optional(),
  ),
  project_id: z.preprocess(emptyToUndefined, uuidSchema.optional()),
  /** One document series (the approvals queue links to its document). */
  document_id: z.preprocess(emptyToUndefined, uuidSchema.optional()),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

export const documentSchema = z.object({
  id: z.string(),
  /** The first version's id: every version of the document shares it. */
  series_id: z.string(),
  name: z.string(),
  project: z.object({ id: z.string(), title: z.string() }),
  category: z.enum(DOCUMENT_CATEGORIES),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  status: z.enum(DOCUMENT_STATUSES),
  review_comment: z.string().nullable(),
  version: z.number(),
  /** Versions of this document the viewer may read (this one included). */
  version_count: z.number(),
  file: z.object({ name: z.string(), mime_type: z.string(), size: z.number(), sha256: z.string() }),
  uploaded_by: z.object({ id: z.string().nullable(), name: z.string() }),
  uploaded_at: z.string(),
  downloads: z.number(),
  verification_code: z.string(),
  view_url: z.string(),
  download_url: z.string(),
  /** The viewer may delete it (its uploader or a platform admin); the server checks again. */
  can_delete: z.boolean(),
});
export type DocumentItem = z.infer<typeof documentSchema>;

export const documentSummarySchema = z.object({
  total: z.number(),
  approved: z.number(),
  pending: z.number(),
  rejected: z.number(),
  signed: z.number(),
});

export const documentListSchema = listPageSchema(documentSchema).extend({
  /** Counts over every document the viewer may read, before search and filters. */
  summary: documentSummarySchema,
  /**
   * The project the filter names (`project_id`), with its title for the picker, when it is one the
   * viewer may pick; null otherwise. The options themselves come from GET /api/documents/project-filter.
   */
  project: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

export const documentVersionsSchema = z.array(documentSchema);

/** The documents filter's project picker: a title search and the cursor of the next page. */
export const documentFilterProjectsQuerySchema = z.object({
  q: listSearchSchema(200),
  cursor: z.string({ error: "Página de projetos inválida." }).max(400, "Página de projetos inválida.").optional(),
});
export type DocumentFilterProjectsQuery = z.input<typeof documentFilterProjectsQuerySchema>;

/** One page of the picker: the projects by title, and the cursor of the next page (null: the last). */
export const documentFilterProjectsSchema = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string() })),
  next_cursor: z.string().nullable(),
});
export type DocumentFilterProjects = z.infer<typeof documentFilterProjectsSchema>;

/** Projects the user may add documents to (creator, team member, platform admin). */
export const documentProjectOptionsSchema = z.array(z.object({ id: z.string(), title: z.string() }));

export const verificationCodeParamsSchema = z.object({
  code: z.string().max(64, "Código de verificação inválido."),
});

/** A signer as the public page shows them: the name signed with, a partly hidden CPF, the moment. */
export const publicSignerSchema = z.object({
  name: z.string(),
  /** "***.456.789-**": enough to tell two people apart, not enough to use the number. */
  cpf: z.string(),
  signed_at: z.string(),
});

/**
 * What anyone with the link (the QR code) learns about a document: enough to check a copy. `sha256`
 * and `size` are the document as uploaded (for a contract, the original sent for signature).
 */
export const publicVerificationSchema = z.object({
  name: z.string(),
  project_title: z.string(),
  version: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  uploaded_at: z.string(),
  sha256: z.string(),
  size: z.number(),
  format: z.string(),
  /**
   * The signed PDF (original pages + certificate page, sealed by the platform; decision 034) once
   * every signer signed; null for any other document or while signatures are pending.
   */
  signed: z
    .object({
      sha256: z.string(),
      size: z.number(),
      sealed_at: z.string(),
      signers: z.array(publicSignerSchema),
    })
    .nullable(),
});
export type PublicVerification = z.infer<typeof publicVerificationSchema>;
