import path from "node:path";
import type { Config } from "../config.ts";
import { createS3Storage } from "./s3-storage.ts";
import { createLocalStorage, type Storage } from "./storage.ts";

/**
 * The storage the configuration asks for: the S3-compatible bucket when the S3_* variables are
 * set (checked once here, so a missing bucket or refused keys stop start-up with a clear
 * message), else the `files` folder inside the data folder. `close` releases the S3 connections.
 */
export async function openStorage(config: Config): Promise<{ storage: Storage; close(): void }> {
  if (!config.s3) return { storage: createLocalStorage(path.join(config.dataDir, "files")), close: () => {} };
  const s3 = createS3Storage(config.s3);
  try {
    await s3.verify();
  } catch (err) {
    s3.close();
    throw err;
  }
  return { storage: s3, close: () => s3.close() };
}
