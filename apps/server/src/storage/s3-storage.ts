import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { ConfigError, type S3Settings } from "../config.ts";
import { MissingStoredObjectError, type Storage } from "./storage.ts";

/** Connections to the bucket one process may open: downloads in progress plus a margin. */
const MAX_BUCKET_CONNECTIONS = 1000;
/** An unreachable storage fails the request (and the start-up check) instead of hanging it. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * The bucket cannot be used: missing, refused credentials or unreachable. Stops start-up; a
 * ConfigError because the fix is in the settings (or in creating the bucket they name).
 */
export class StorageUnavailableError extends ConfigError {}

function statusOf(err: unknown): number | undefined {
  return err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
}

function isMissingObject(err: unknown) {
  return err instanceof NoSuchKey || statusOf(err) === 404;
}

/** Objects in one S3-compatible bucket, under the keys we generate. */
export function createS3Storage(settings: S3Settings): Storage & { verify(): Promise<void>; close(): void } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the API demands them: S3-compatible servers other than AWS often
    // refuse the default trailing CRC headers, and uploads are already hashed by us.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A streamed download holds its connection to the bucket until the client has read the
    // whole file, so a few slow downloads must not use up the SDK's default of 50 connections
    // and leave uploads queued behind them.
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      httpAgent: { keepAlive: true, maxSockets: MAX_BUCKET_CONNECTIONS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_BUCKET_CONNECTIONS },
    },
  });
  const Bucket = settings.bucket;

  async function open(key: string) {
    let answer;
    try {
      answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (err) {
      throw isMissingObject(err) ? new MissingStoredObjectError(key) : err;
    }
    // In Node the body is the HTTP response itself: reading it pulls bytes from the bucket as the
    // client takes them, never the whole object at once.
    const stream = answer.Body;
    if (!(stream instanceof Readable) || answer.ContentLength === undefined) {
      throw new Error(`S3 answered ${key} without a readable body or a length`);
    }
    return { stream, size: answer.ContentLength };
  }

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }));
    },
    open,
    async get(key) {
      const { stream } = await open(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        if (!isMissingObject(err)) throw err;
      }
    },
    /** Checked once at start, so a wrong bucket or key fails there and not in someone's upload. */
    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const where = `o bucket "${Bucket}" em ${settings.endpoint}`;
        const status = statusOf(err);
        if (status === 404) {
          throw new StorageUnavailableError(`Armazenamento S3: ${where} não existe. Crie o bucket antes de iniciar.`);
        }
        if (status === 401 || status === 403) {
          throw new StorageUnavailableError(
            `Armazenamento S3: acesso recusado a ${where}. Confira S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY.`,
          );
        }
        throw new StorageUnavailableError(
          `Armazenamento S3: não foi possível acessar ${where} (${(err as Error).message || String(err)}).`,
          { cause: err },
        );
      }
    },
    close: () => client.destroy(),
  };
}
