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

/** The lower-cased extension of a file name ("" when it has none). */
export const extensionOf = (name: string) => (name.includes(".") ? (name.toLowerCase().split(".").pop() ?? "") : "");

export const fileTooLargeMessage = (name: string) => `O arquivo ${name} excede o limite de 10MB.`;
