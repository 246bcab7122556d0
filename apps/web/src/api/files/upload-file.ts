import type { FileFieldKind } from "@alicerce/shared/file-rules";
import type { paths } from "../generated/schema";
import { ApiRequestError, apiErrorFrom } from "@/lib/api-client";

/** The stored file as POST /api/files answers it. */
export type UploadedFile = paths["/api/files"]["post"]["responses"][201]["content"]["application/json"];

/**
 * POST /api/files with one part named `file`. XMLHttpRequest rather than fetch because only it
 * reports upload progress; `onProgress` receives 0–100. `kind` is the field's: the server refuses a
 * file of another type with that field's sentence.
 */
export function uploadFile(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  kind: FileFieldKind = "document",
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${"/api/files" satisfies keyof paths}?kind=${kind}`);
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
