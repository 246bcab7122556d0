/** Accepted attachments (docs/product/projects.md#attachments): pdf, doc, docx, jpg, jpeg, png, at most 10 MB each. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT = ".pdf,.doc,.docx,.jpg,.jpeg,.png";
export const IMAGE_ACCEPT = ".jpg,.jpeg,.png";
/** Contracts take a PDF only (docs/product/legal-desk.md#contracts). */
export const PDF_ACCEPT = ".pdf";

const extension = (name: string) => name.toLowerCase().split(".").pop() ?? "";

export function hasExtension(file: File, accept: string): boolean {
  return accept.split(",").includes(`.${extension(file.name)}`);
}

/** The message of docs/product/messages.md#files for a file over the limit; such a file is skipped. */
export function fileTooLargeMessage(file: File): string {
  return `O arquivo ${file.name} excede o limite de 10MB.`;
}
