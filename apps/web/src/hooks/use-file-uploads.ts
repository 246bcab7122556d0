import { useCallback, useEffect, useRef, useState } from "react";
import type { FileFieldKind } from "@alicerce/shared/file-rules";
import { ApiRequestError } from "@/lib/api-client";
import { uploadFile } from "@/api/files/upload-file";

export type UploadItem = {
  key: string;
  /** Images get a local thumbnail. */
  kind: "image" | "document";
  name: string;
  size: number;
  /** 0–100 */
  progress: number;
  status: "uploading" | "done" | "error";
  /** The id POST /api/files answered with, once done. */
  fileId?: string;
  error?: string;
  /** A local object URL for an image's thumbnail. */
  previewUrl?: string;
};

let counter = 0;

/**
 * Files sent to POST /api/files as soon as they are chosen, each with its own progress; removing
 * one cancels its upload. Forms send the ids of the finished ones (`doneIds`).
 */
export function useFileUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (file: File, fieldKind: FileFieldKind = "document"): string => {
      const key = `upload-${++counter}`;
      const kind: UploadItem["kind"] = fieldKind === "image" ? "image" : "document";
      const previewUrl =
        kind === "image" && typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : undefined;
      if (previewUrl) previews.current.add(previewUrl);
      const controller = new AbortController();
      controllers.current.set(key, controller);
      setItems((current) => [
        ...current,
        { key, kind, name: file.name, size: file.size, progress: 0, status: "uploading", previewUrl },
      ]);
      uploadFile(file, (progress) => patch(key, { progress }), controller.signal, fieldKind)
        .then((uploaded) => patch(key, { status: "done", progress: 100, fileId: uploaded.id }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          patch(key, {
            status: "error",
            error: error instanceof ApiRequestError ? error.message : "Não foi possível enviar o arquivo.",
          });
        })
        .finally(() => controllers.current.delete(key));
      return key;
    },
    [patch],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((current) => {
      const item = current.find((i) => i.key === key);
      if (item?.previewUrl) {
        URL.revokeObjectURL(item.previewUrl);
        previews.current.delete(item.previewUrl);
      }
      return current.filter((i) => i.key !== key);
    });
  }, []);

  useEffect(() => {
    const pending = controllers.current;
    const urls = previews.current;
    return () => {
      pending.forEach((c) => c.abort());
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  return {
    items,
    images: items.filter((i) => i.kind === "image"),
    byKey: (key: string) => items.find((i) => i.key === key),
    start,
    remove,
    busy: items.some((i) => i.status === "uploading"),
    failed: items.some((i) => i.status === "error"),
    doneIds: items.flatMap((i) => (i.status === "done" && i.fileId ? [i.fileId] : [])),
  };
}

export type FileUploads = ReturnType<typeof useFileUploads>;
