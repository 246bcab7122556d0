/**
 * The document repository (docs/product/documents-and-signatures.md#documents): codes stored in the
 * database and sent by the API, with the pt-BR labels the screens show.
 */

export const DOCUMENT_CATEGORIES = ["technical", "legal", "planning", "progress", "financial"] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  technical: "Técnico",
  legal: "Jurídico",
  planning: "Planejamento",
  progress: "Progresso",
  financial: "Financeiro",
};

/**
 * The five document types the creation wizard offers (docs/product/projects.md#creation-wizard: projeto, contrato, licenca,
 * financeiro, outros). A person thinks "a license", not "a legal document"; the repository files
 * each type under one of its categories (WIZARD_DOCUMENT_TYPE_CATEGORY), which is what the API
 * stores and the documents screen filters by. docs/decisions/050-money-field-and-wizard-draft.md.
 */
export const WIZARD_DOCUMENT_TYPES = ["projeto", "contrato", "licenca", "financeiro", "outros"] as const;
export type WizardDocumentType = (typeof WIZARD_DOCUMENT_TYPES)[number];
export const WIZARD_DOCUMENT_TYPE_LABELS: Record<WizardDocumentType, string> = {
  projeto: "Projeto",
  contrato: "Contrato",
  licenca: "Licença",
  financeiro: "Financeiro",
  outros: "Outros",
};
/**
 * The repository category of each wizard type: plans and drawings are technical, contracts and
 * licenses (alvarás, licenças ambientais) legal, "Outros" goes with planning, the category for
 * material gathered before the work starts, which is what a document sent at creation is.
 */
export const WIZARD_DOCUMENT_TYPE_CATEGORY: Record<WizardDocumentType, DocumentCategory> = {
  projeto: "technical",
  contrato: "legal",
  licenca: "legal",
  financeiro: "financial",
  outros: "planning",
};

/**
 * Who may read a document besides its uploader, the project's creator and team, legal users and
 * admins: nobody more ("Equipe"), everyone who can see the project ("Investidores"), or only the
 * people with an active investment in it ("Quem investiu"), the audience of the project's budget:
 * the quarterly reports carry the budget against actual and the diary (decision 095).
 */
export const DOCUMENT_VISIBILITIES = ["team", "investors", "backers"] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];
export const DOCUMENT_VISIBILITY_LABELS: Record<DocumentVisibility, string> = {
  team: "Equipe",
  investors: "Investidores",
  backers: "Quem investiu",
};
export const DOCUMENT_VISIBILITY_HINTS: Record<DocumentVisibility, string> = {
  team: "Só quem envia, o criador e a equipe do projeto, o jurídico e a administração.",
  investors: "Também todos os usuários que podem ver o projeto.",
  backers: "Também quem tem investimento ativo no projeto, e mais ninguém.",
};
export const DEFAULT_DOCUMENT_VISIBILITY: DocumentVisibility = "team";

/** What legal decides in the approvals queue; stored on the document. */
export const DOCUMENT_REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];

/** The status shown: the review's, or "signed" when a completed signature covers it (docs/product/lifecycles.md#document). */
export const DOCUMENT_STATUSES = ["approved", "pending", "rejected", "signed"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  approved: "Aprovado",
  pending: "Pendente",
  rejected: "Rejeitado",
  signed: "Assinado",
};

/** Shown when the list has nothing for the search and filters applied (docs/product/messages.md). */
export const DOCUMENTS_EMPTY_MESSAGE = "Nenhum documento encontrado com os filtros aplicados.";

/** Documents per page of the list. */
export const DOCUMENTS_PAGE_SIZE = 20;

/** Projects per page of the documents filter's project picker (GET /api/documents/project-filter). */
export const DOCUMENT_FILTER_PROJECTS_PAGE_SIZE = 20;

/** Length of a public verification code (base64url of 16 random bytes). */
export const VERIFICATION_CODE_LENGTH = 22;
export const isVerificationCode = (code: string) => /^[A-Za-z0-9_-]{22}$/.test(code);

/** "pdf", "png"… from a mime type, for the list's format column. */
export function documentFormat(mimeType: string): string {
  const known: Record<string, string> = {
    "application/pdf": "PDF",
    "application/msword": "DOC",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
    "image/jpeg": "JPG",
    "image/png": "PNG",
  };
  return known[mimeType] ?? "Arquivo";
}

/** The browser can show these inline (a PDF viewer or an image). */
export const isViewableInBrowser = (mimeType: string) =>
  mimeType === "application/pdf" || mimeType === "image/jpeg" || mimeType === "image/png";
