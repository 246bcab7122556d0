import { fileTypeFromBuffer } from "file-type";
import {
  ACCEPTED_FILES,
  extensionOf,
  fileTooLargeMessage,
  IMAGE_MIME_TYPES,
  MAX_FILE_BYTES,
  type AcceptedExtension,
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

const refused = (name: string) =>
  new AppError(
    "VALIDATION_ERROR",
    `O arquivo ${name} não é de um tipo aceito. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.`,
    {
      file: ["Tipo de arquivo não aceito."],
    },
  );

/**
 * Accepts a file only when its extension is allowed and its content really is of that type
 * (magic bytes), so an executable renamed to .pdf is refused. Returns the mime type to store.
 */
export async function checkFile(name: string, data: Buffer): Promise<string> {
  if (data.length > MAX_FILE_BYTES) throw fileTooLarge(name);
  if (data.length === 0) throw new AppError("VALIDATION_ERROR", `O arquivo ${name} está vazio.`);
  const extension = extensionOf(name);
  if (!(extension in ACCEPTED_FILES)) throw refused(name);
  const accepted = extension as AcceptedExtension;
  const detected = await fileTypeFromBuffer(data);
  if (!detected || detected.ext !== DETECTED_AS[accepted]) throw refused(name);
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
