import type { UploadedFile } from "@alicerce/shared/schemas/projects";
import { ApiRequestError, apiErrorFrom } from "@/lib/api-client";

/** Accepted attachments (SPEC §5): pdf, doc, docx, jpg, jpeg, png, at most 10 MB each. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT = ".pdf,.doc,.docx,.jpg,.jpeg,.png";
export const IMAGE_ACCEPT = ".jpg,.jpeg,.png";

const extension = (name: string) => name.toLowerCase().split(".").pop() ?? "";

export function hasExtension(file: File, accept: string): boolean {
  return accept.split(",").includes(`.${extension(file.name)}`);
}

/** SPEC §8's message for a file over the limit; such a file is skipped. */
export function fileTooLargeMessage(file: File): string {
  return `O arquivo ${file.name} excede o limite de 10MB.`;
}

/**
 * POST /api/files with one part named `file`. XMLHttpRequest rather than fetch because only it
 * reports upload progress; `onProgress` receives 0–100.
 */
export function uploadFile(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/files");
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(xhr.response as UploadedFile);
      } else {
        reject(apiErrorFrom(xhr.status, xhr.response));
      }
    };
    xhr.onerror = () =>
      reject(new ApiRequestError(0, "NETWORK", "Sem conexão com o servidor. Verifique sua internet."));
    xhr.onabort = () => reject(new DOMException("Envio cancelado.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append("file", file);
    xhr.send(body);
  });
}
