import { extensionOf, fileTooLargeMessage as tooLarge, MAX_FILE_BYTES } from "@alicerce/shared/file-rules";

// The upload rules of packages/shared/src/file-rules.ts in the shapes file inputs want.
export const MAX_UPLOAD_BYTES = MAX_FILE_BYTES;

/** ".pdf,.jpg": an accept attribute for the extensions given. */
export const acceptOf = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(",");

export function hasExtension(file: File, accept: string): boolean {
  return accept.split(",").includes(`.${extensionOf(file.name)}`);
}

/** The message of docs/product/messages.md#files for a file over the limit; such a file is skipped. */
export const fileTooLargeMessage = (file: File): string => tooLarge(file.name);
