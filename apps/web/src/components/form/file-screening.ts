import {
  ACCEPTED_FILES,
  extensionOf,
  FILE_FIELD_EXTENSIONS,
  wrongFileTypeMessage,
  type AcceptedExtension,
  type FileFieldKind,
} from "@alicerce/shared/file-rules";
import { acceptOf, fileTooLargeMessage, hasExtension, MAX_UPLOAD_BYTES } from "@/lib/upload-file";

/**
 * The shared kinds of file field ("receipt": an expense's proof, a PDF or a picture, no Word file), and
 * "statement": a bank's OFX statement, which only the admin desk reads.
 */
export type FileKind = FileFieldKind | "statement";

/** Each kind's accept attribute, written from the shared list the server checks against too. */
export const ACCEPT: Record<FileKind, string> = {
  image: acceptOf(FILE_FIELD_EXTENSIONS.image),
  document: acceptOf(FILE_FIELD_EXTENSIONS.document),
  pdf: acceptOf(FILE_FIELD_EXTENSIONS.pdf),
  receipt: acceptOf(FILE_FIELD_EXTENSIONS.receipt),
  statement: ".ofx",
};

/** The field's refusal names the types it takes, from the same list (docs/decisions/127-nothing-cut-signs-done-dates-file-types.md). */
const wrongTypeMessage = (file: File, kind: FileKind) =>
  kind === "statement" ? `O arquivo ${file.name} não é um extrato OFX.` : wrongFileTypeMessage(file.name, kind);

/** Whether the file's content is of the type its name says (a text file renamed .png is not). */
async function contentMatchesName(file: File): Promise<boolean> {
  const extension = extensionOf(file.name);
  if (!(extension in ACCEPTED_FILES)) return false;
  const signature = ACCEPTED_FILES[extension as AcceptedExtension].magic;
  const head = new Uint8Array(await file.slice(0, signature.length).arrayBuffer());
  return signature.every((byte, i) => head[i] === byte);
}

/**
 * An OFX statement is text with no magic bytes: OFX 1.x opens with its "OFXHEADER:" lines, 2.x with an XML
 * declaration and its OFX processing instruction. The server parses it whole anyway (decision 119).
 */
async function looksLikeOfx(file: File): Promise<boolean> {
  if (extensionOf(file.name) !== "ofx") return false;
  const head = new TextDecoder().decode(await file.slice(0, 512).arrayBuffer());
  return /^\uFEFF?\s*(OFXHEADER:|<\?xml|<\?OFX|<OFX>)/i.test(head);
}

/**
 * The one check every file field runs before uploading: a file over 10 MB, of another type, or
 * whose content is not what its name says is skipped with a pt-BR sentence naming it and the types
 * the field takes (it never becomes a tile), and files past the field's room stop the batch with
 * `tooMany`. The server checks size, content and count again.
 */
export async function screenFiles(
  files: Iterable<File>,
  { kind, room, tooMany }: { kind: FileKind; room: number; tooMany: string },
): Promise<{ accepted: File[]; refusals: string[] }> {
  const accepted: File[] = [];
  const refusals: string[] = [];
  let left = room;
  for (const file of files) {
    if (file.size > MAX_UPLOAD_BYTES) {
      refusals.push(fileTooLargeMessage(file));
      continue;
    }
    const contentFits = kind === "statement" ? await looksLikeOfx(file) : await contentMatchesName(file);
    if (!hasExtension(file, ACCEPT[kind]) || !contentFits) {
      refusals.push(wrongTypeMessage(file, kind));
      continue;
    }
    if (left <= 0) {
      refusals.push(tooMany);
      break;
    }
    left -= 1;
    accepted.push(file);
  }
  return { accepted, refusals };
}

/** The files picked in an `<input type="file">`, clearing it so the same file can be picked again. */
export function takeFiles(input: HTMLInputElement): File[] {
  const files = Array.from(input.files ?? []);
  input.value = "";
  return files;
}
