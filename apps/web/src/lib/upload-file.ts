import {
  DOCUMENT_EXTENSIONS,
  extensionOf,
  fileTooLargeMessage as tooLarge,
  IMAGE_EXTENSIONS,
  MAX_FILE_BYTES,
  PDF_EXTENSIONS,
} from "@alicerce/shared/file-rules";

// The upload rules of packages/shared/src/file-rules.ts in the shapes file inputs want.
export const MAX_UPLOAD_BYTES = MAX_FILE_BYTES;
const accept = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(",");
export const DOCUMENT_ACCEPT = accept(DOCUMENT_EXTENSIONS);
export const IMAGE_ACCEPT = accept(IMAGE_EXTENSIONS);
/** Contracts and signature requests take a PDF only (docs/product/legal-desk.md#contracts). */
export const PDF_ACCEPT = accept(PDF_EXTENSIONS);
/** An expense's receipt: a PDF or a picture (docs/product/budget-vs-actual.md). */
export const RECEIPT_ACCEPT = accept([...PDF_EXTENSIONS, ...IMAGE_EXTENSIONS]);

export function hasExtension(file: File, accept: string): boolean {
  return accept.split(",").includes(`.${extensionOf(file.name)}`);
}

/** The message of docs/product/messages.md#files for a file over the limit; such a file is skipped. */
export const fileTooLargeMessage = (file: File): string => tooLarge(file.name);
