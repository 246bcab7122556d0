import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../http/app-error.ts";

/** File rules (docs/product/projects.md#attachments): at most 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const ALLOWED_BY_EXTENSION: Record<string, { detected: string[]; mime: string }> = {
  pdf: { detected: ["pdf"], mime: "application/pdf" },
  doc: { detected: ["cfb"], mime: "application/msword" },
  docx: { detected: ["docx"], mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  jpg: { detected: ["jpg"], mime: "image/jpeg" },
  jpeg: { detected: ["jpg"], mime: "image/jpeg" },
  png: { detected: ["png"], mime: "image/png" },
};
export const ALLOWED_EXTENSIONS = Object.keys(ALLOWED_BY_EXTENSION);
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png"];

export const fileTooLarge = (name: string) =>
  new AppError("PAYLOAD_TOO_LARGE", `O arquivo ${name} excede o limite de 10MB.`);

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
  const extension = name.toLowerCase().split(".").pop() ?? "";
  const rule = ALLOWED_BY_EXTENSION[extension];
  if (!rule) throw refused(name);
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !rule.detected.includes(detected.ext)) throw refused(name);
  return rule.mime;
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
