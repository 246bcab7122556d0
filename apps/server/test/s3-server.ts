import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/**
 * An S3-compatible server (s3rver) on a free port with one empty bucket, in a temp folder: the
 * real S3 HTTP API, so the driver is tested as it talks to MinIO or AWS. `env` configures Alicerce
 * for it; `bucket` reads and changes objects directly, the way an operator would.
 */
export async function startS3Server(bucketName = "alicerce") {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "alicerce-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucketName, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = bucketName;
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucketName,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    bucket: {
      /** The object's bytes, or null when there is none. */
      async read(key: string): Promise<Buffer | null> {
        try {
          await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        } catch (err) {
          if (err instanceof NotFound) return null;
          throw err;
        }
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      },
      async write(key: string, data: Buffer) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }));
      },
      async remove(key: string) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      },
    },
    async stop() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
