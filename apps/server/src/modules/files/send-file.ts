import type { FastifyReply } from "fastify";
import type { Storage, StoredObject } from "../../storage/storage.ts";
import type { StoredFile } from "./service.ts";

/**
 * Images may sit in the browser's private cache for a day (they are referenced from pages shown
 * again and again); documents and generated downloads are never kept.
 */
export type FileCaching = "image" | "download";
const CACHE_CONTROL: Record<FileCaching, string> = {
  image: "private, max-age=86400",
  download: "private, no-store",
};

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii =
    name
      .normalize("NFD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "") || "arquivo";
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

type FileAnswer = { mimeType: string; name: string; inline: boolean; caching: FileCaching };

function fileHeaders(reply: FastifyReply, file: FileAnswer) {
  return reply
    .header("content-type", file.mimeType)
    .header("cache-control", CACHE_CONTROL[file.caching])
    .header("content-disposition", contentDisposition(file.inline ? "inline" : "attachment", file.name));
}

/** Answers bytes made in this request (a generated PDF or CSV) as a file. */
export function sendFileBytes(reply: FastifyReply, file: FileAnswer & { body: Buffer }) {
  return fileHeaders(reply, file).send(file.body);
}

/**
 * Streams a stored object as a file, with its length: the bytes go from storage to the client as
 * the client reads them, so a download never holds a whole file in memory (decision 030).
 * Open the object first (`storage.open`), so a missing one answers 404 before any header is sent.
 */
export function sendStoredObject(reply: FastifyReply, object: StoredObject, file: FileAnswer) {
  return fileHeaders(reply, file).header("content-length", object.size).send(object.stream);
}

/**
 * Answers an uploaded file from storage. Images are shown inline; anything else is saved under
 * `name` (default: the name it was uploaded with).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: Pick<StoredFile, "storageKey" | "mimeType" | "originalName">,
  options: { caching: FileCaching; name?: string },
) {
  return sendStoredObject(reply, await storage.open(file.storageKey), {
    mimeType: file.mimeType,
    name: options.name ?? file.originalName,
    inline: options.caching === "image",
    caching: options.caching,
  });
}
