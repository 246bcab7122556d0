import type { FastifyReply } from "fastify";
import type { Storage } from "../../storage/storage.ts";
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

/** Answers bytes as a file: its type, its name (shown inline or saved) and how long it may be cached. */
export function sendFileBytes(
  reply: FastifyReply,
  file: { body: Buffer; mimeType: string; name: string; inline: boolean; caching: FileCaching },
) {
  return reply
    .header("content-type", file.mimeType)
    .header("cache-control", CACHE_CONTROL[file.caching])
    .header("content-disposition", contentDisposition(file.inline ? "inline" : "attachment", file.name))
    .send(file.body);
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
  return sendFileBytes(reply, {
    body: await storage.get(file.storageKey),
    mimeType: file.mimeType,
    name: options.name ?? file.originalName,
    inline: options.caching === "image",
    caching: options.caching,
  });
}
