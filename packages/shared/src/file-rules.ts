// The upload rules both sides apply (docs/product/projects.md#attachments, docs/product/messages.md#files):
// the browser screens a file before sending it, the server checks it again on arrival (with the
// content's magic bytes, so a renamed executable is refused either way).

/** At most 10 MB per file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Each accepted extension, the type stored for it, and the bytes its files start with. */
export const ACCEPTED_FILES = {
  pdf: { mime: "application/pdf", magic: [0x25, 0x50, 0x44, 0x46] },
  doc: { mime: "application/msword", magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
  jpg: { mime: "image/jpeg", magic: [0xff, 0xd8, 0xff] },
  jpeg: { mime: "image/jpeg", magic: [0xff, 0xd8, 0xff] },
  png: { mime: "image/png", magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
} as const;

export type AcceptedExtension = keyof typeof ACCEPTED_FILES;

/** Attachments (any accepted type), images (photos, avatars, portfolios) and PDFs (contracts, signatures). */
export const DOCUMENT_EXTENSIONS = Object.keys(ACCEPTED_FILES) as AcceptedExtension[];
export const IMAGE_EXTENSIONS: AcceptedExtension[] = ["jpg", "jpeg", "png"];
export const PDF_EXTENSIONS: AcceptedExtension[] = ["pdf"];
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png"];
/** An expense's receipt: a PDF or a picture (docs/product/budget-vs-actual.md), no Word file. */
export const RECEIPT_EXTENSIONS: AcceptedExtension[] = [...PDF_EXTENSIONS, ...IMAGE_EXTENSIONS];

/**
 * What each kind of file field takes. Its accept attribute, its hint, the browser's refusal and the
 * server's are all written from this list, so a field's message cannot name a type it refuses
 * (docs/decisions/127-nothing-cut-signs-done-dates-file-types.md).
 */
export const FILE_FIELD_EXTENSIONS = {
  document: DOCUMENT_EXTENSIONS,
  image: IMAGE_EXTENSIONS,
  pdf: PDF_EXTENSIONS,
  receipt: RECEIPT_EXTENSIONS,
} as const satisfies Record<string, readonly AcceptedExtension[]>;
export type FileFieldKind = keyof typeof FILE_FIELD_EXTENSIONS;
export const FILE_FIELD_KINDS = Object.keys(FILE_FIELD_EXTENSIONS) as FileFieldKind[];

/** "PDF, JPG, JPEG ou PNG": the types a kind of field takes, as a person reads them. */
export function acceptedTypesText(kind: FileFieldKind): string {
  const names = FILE_FIELD_EXTENSIONS[kind].map((extension) => extension.toUpperCase());
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} ou ${names.at(-1)}`;
}

/** The refusal of a file of another type, in the browser and on the server: it names what the field takes. */
export const wrongFileTypeMessage = (name: string, kind: FileFieldKind) =>
  `O arquivo ${name} não é de um tipo aceito. Envie ${acceptedTypesText(kind)}.`;

/** The lower-cased extension of a file name ("" when it has none). */
export const extensionOf = (name: string) => (name.includes(".") ? (name.toLowerCase().split(".").pop() ?? "") : "");

export const fileTooLargeMessage = (name: string) => `O arquivo ${name} excede o limite de 10MB.`;
