import { fileTypeFromBuffer } from "file-type";
import {
  ACCEPTED_FILES,
  extensionOf,
  FILE_FIELD_EXTENSIONS,
  fileTooLargeMessage,
  IMAGE_MIME_TYPES,
  MAX_FILE_BYTES,
  wrongFileTypeMessage,
  type AcceptedExtension,
  type FileFieldKind,
} from "@alicerce/shared/file-rules";
import { AppError } from "../../http/app-error.ts";

export { IMAGE_MIME_TYPES, MAX_FILE_BYTES };

/** What file-type detects in an accepted extension's content ("cfb" is the old Word container). */
const DETECTED_AS: Record<AcceptedExtension, string> = {
  pdf: "pdf",
  doc: "cfb",
  docx: "docx",
  jpg: "jpg",
  jpeg: "jpg",
  png: "png",
};

export const fileTooLarge = (name: string) => new AppError("PAYLOAD_TOO_LARGE", fileTooLargeMessage(name));

/** The refusal names the types of the field the file was sent for (a receipt's never lists DOC). */
const refused = (name: string, kind: FileFieldKind) =>
  new AppError("VALIDATION_ERROR", wrongFileTypeMessage(name, kind), { file: ["Tipo de arquivo não aceito."] });

/**
 * Accepts a file only when its extension is one the field's `kind` takes and its content really is of
 * that type (magic bytes), so an executable renamed to .pdf is refused. Returns the mime type to store.
 */
export async function checkFile(name: string, data: Buffer, kind: FileFieldKind = "document"): Promise<string> {
  if (data.length > MAX_FILE_BYTES) throw fileTooLarge(name);
  if (data.length === 0) throw new AppError("VALIDATION_ERROR", `O arquivo ${name} está vazio.`);
  const extension = extensionOf(name);
  const taken: readonly string[] = FILE_FIELD_EXTENSIONS[kind];
  if (!taken.includes(extension)) throw refused(name, kind);
  const accepted = extension as AcceptedExtension;
  const detected = await fileTypeFromBuffer(data);
  if (!detected || detected.ext !== DETECTED_AS[accepted]) throw refused(name, kind);
  return ACCEPTED_FILES[accepted].mime;
}

export const PATH_IN_NAME_MESSAGE =
  "O nome do arquivo não pode conter pastas (/, \\ ou ..). Renomeie o arquivo e envie novamente.";

/**
 * Browsers send only a file's own name; a name with folders in it ("../../etc/x.pdf", "..\\x.pdf")
 * was written by hand to reach outside the storage folder or to mislead whoever downloads it. It is
 * refused rather than quietly trimmed (docs/decisions/028-bad-input-and-upload-safety.md).
 */
export function refusePathInName(name: string) {
  if (/[\\/]/.test(name) || name.trim() === "..") {
    throw new AppError("VALIDATION_ERROR", PATH_IN_NAME_MESSAGE, { file: ["Nome de arquivo com pastas."] });
  }
}

/** A file name safe for Content-Disposition and logs: no paths, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "arquivo";
  const cleaned = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join("")
    .trim()
    .slice(0, 200);
  return cleaned || "arquivo";
}
