import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pipeline, Transform } from "node:stream";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.ts";
import { ConfigError, loadConfig } from "../src/config.ts";
import { documents, files, projectImages, projects } from "../src/db/schema/index.ts";
import { seedDemoData } from "../src/seed/seed.ts";
import { client, DEMO, loginAs, SEEDED, tinyPdf, upload } from "./project-helpers.ts";
import { startS3Server, type S3TestServer } from "./s3-server.ts";
import { serverCommand } from "./server-process.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

let s3: S3TestServer;
let t: TestApp;
let criador: string;

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ ...s3.env, REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" });
  // As main.ts does on a first start: the demo files go to the configured storage, here the bucket.
  expect(await seedDemoData(t.database.db, { storage: t.app.storage })).toBe(true);
  criador = await loginAs(t.app, DEMO.creator);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});
afterEach(() => vi.restoreAllMocks());

async function storageKeyOf(fileId: string) {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, fileId));
  if (!row) throw new Error(`no file ${fileId}`);
  return row;
}

/** A seeded image of criador's own project: served by sendStoredFile. */
async function seededImage() {
  const [row] = await t.database.db
    .select({ projectId: projectImages.projectId, imageId: projectImages.id, fileId: projectImages.fileId })
    .from(projectImages)
    .innerJoin(projects, eq(projects.id, projectImages.projectId))
    .where(eq(projects.title, SEEDED.vilaSerena));
  if (!row) throw new Error("no seeded image");
  const file = await storageKeyOf(row.fileId);
  return { url: `/api/projects/${row.projectId}/images/${row.imageId}`, file };
}

/** The newest seeded document of criador's own project, `index` from the top. */
async function seededDocument(index = 0) {
  const rows = await t.database.db
    .select({ id: documents.id, fileId: documents.fileId, name: documents.name })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .where(eq(projects.title, SEEDED.vilaSerena))
    .orderBy(desc(documents.createdAt), documents.id);
  const row = rows[index];
  if (!row) throw new Error(`no seeded document ${index}`);
  return { ...row, file: await storageKeyOf(row.fileId) };
}

async function downloadCount(id: string) {
  const [row] = await t.database.db.select({ n: documents.downloadCount }).from(documents).where(eq(documents.id, id));
  return row!.n;
}

describe("files in an S3-compatible bucket", () => {
  it("stores an upload (POST /api/files) in the bucket, not in the data folder", async () => {
    const data = tinyPdf(5000);
    const uploaded = await upload(t.app, criador, "contrato.pdf", data);
    const row = await storageKeyOf(uploaded.id);
    expect(await s3.bucket.read(row.storageKey)).toEqual(data);
    expect(row.sha256).toBe(sha256(data));
    expect(fs.existsSync(path.join(t.config.dataDir, "files"))).toBe(false);
  });

  it("loaded the demo files into the bucket", async () => {
    const { file } = await seededImage();
    const stored = await s3.bucket.read(file.storageKey);
    expect(stored?.length).toBe(file.size);
    expect(sha256(stored!)).toBe(file.sha256);
  });

  it("streams a project image (sendStoredFile) with the same bytes and headers", async () => {
    const { url, file } = await seededImage();
    const res = await client(t.app, criador).get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload).toEqual(await s3.bucket.read(file.storageKey));
    expect(res.headers).toMatchObject({
      "content-type": "image/jpeg",
      "content-length": String(file.size),
      "cache-control": "private, max-age=86400",
      "x-content-type-options": "nosniff",
    });
    expect(res.headers["content-disposition"]).toBe(
      `inline; filename="${file.originalName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    );
  });

  it("streams a document (view and counted download) with the same bytes and headers", async () => {
    const doc = await seededDocument();
    const stored = await s3.bucket.read(doc.file.storageKey);
    const before = await downloadCount(doc.id);

    const view = await client(t.app, criador).get(`/api/documents/${doc.id}/file`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.rawPayload).toEqual(stored);
    expect(view.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(doc.file.size),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect(view.headers["content-disposition"]).toMatch(/^inline; filename="/);

    const download = await client(t.app, criador).get(`/api/documents/${doc.id}/download`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload).toEqual(stored);
    expect(download.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(doc.file.size),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="/);
    expect(await downloadCount(doc.id)).toBe(before + 1);
  });

  it("deletes the object when the clean-up removes an abandoned upload", async () => {
    const uploaded = await upload(t.app, criador, "rascunho.pdf", tinyPdf(700));
    const { storageKey } = await storageKeyOf(uploaded.id);
    expect(await s3.bucket.read(storageKey)).not.toBeNull();
    await t.database.db
      .update(files)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(files.id, uploaded.id));
    await t.app.jobs.cleanUp();
    expect(await t.database.db.select().from(files).where(eq(files.id, uploaded.id))).toEqual([]);
    expect(await s3.bucket.read(storageKey)).toBeNull();
    // Removing an object already gone is not an error (a clean-up retried after a crash).
    await expect(t.app.storage.remove(storageKey)).resolves.toBeUndefined();
  });

  it("answers 404 in the API's shape when the object is gone, without counting a download", async () => {
    const doc = await seededDocument(1);
    const image = await seededImage();
    const keep = (await s3.bucket.read(doc.file.storageKey))!;
    const keepImage = (await s3.bucket.read(image.file.storageKey))!;
    await s3.bucket.remove(doc.file.storageKey);
    await s3.bucket.remove(image.file.storageKey);
    try {
      const before = await downloadCount(doc.id);
      for (const url of [`/api/documents/${doc.id}/download`, `/api/documents/${doc.id}/file`, image.url]) {
        expectApiError(await client(t.app, criador).get(url), 404, "NOT_FOUND", "Arquivo não encontrado.");
      }
      expect(await downloadCount(doc.id)).toBe(before);
    } finally {
      await s3.bucket.write(doc.file.storageKey, keep);
      await s3.bucket.write(image.file.storageKey, keepImage);
    }
  });
});

describe("a large download", () => {
  const size = 16 * 1024 * 1024;
  const big = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4096) big.writeUInt32BE(i, i);
  let port: number;

  beforeAll(async () => {
    port = Number(new URL(await t.app.listen({ port: 0, host: "127.0.0.1" })).port);
  });

  /**
   * GETs `url` over a real socket and notes how much the server had taken from storage when the
   * response began: a streaming server answers after the first chunks, a buffering one only once
   * it has read everything. Then reads the whole body.
   */
  function download(url: string, pulled: () => number) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; pulledAtStart: number; body: Buffer }>(
      (resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port, path: url, headers: { cookie: criador } }, (res) => {
          const pulledAtStart = pulled();
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, pulledAtStart, body: Buffer.concat(chunks) }),
          );
          res.on("error", reject);
        });
        req.on("error", reject);
      },
    );
  }

  /**
   * Counts the bytes the server takes from storage.open's stream, handing them on a little slowly
   * (a remote bucket is slower than this machine's loopback), so "the response began before the
   * object was read" does not depend on socket buffer sizes. storage.get must not run at all.
   */
  function watchStorage() {
    const storage = t.app.storage;
    const realOpen = storage.open.bind(storage);
    let pulled = 0;
    const open = vi.spyOn(storage, "open").mockImplementation(async (key) => {
      const object = await realOpen(key);
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          pulled += chunk.length;
          setTimeout(() => done(null, chunk), 1);
        },
      });
      return { size: object.size, stream: pipeline(object.stream, counter, () => {}) };
    });
    const get = vi.spyOn(storage, "get");
    return { open, get, pulled: () => pulled };
  }

  it.each([
    [
      "a document download",
      async () => seededDocument(2).then((d) => ({ url: `/api/documents/${d.id}/download`, key: d.file.storageKey })),
    ],
    [
      "a project image (sendStoredFile)",
      async () => seededImage().then((i) => ({ url: i.url, key: i.file.storageKey })),
    ],
  ])(
    "%s streams from the bucket as the client reads",
    async (_name, target) => {
      const { url, key } = await target();
      const original = (await s3.bucket.read(key))!;
      await s3.bucket.write(key, big);
      try {
        const watch = watchStorage();
        const res = await download(url, watch.pulled);
        expect(res.status).toBe(200);
        expect(res.headers["content-length"]).toBe(String(size));
        expect(watch.get).not.toHaveBeenCalled();
        expect(watch.open).toHaveBeenCalledWith(key);
        // The answer began while most of the object was still in the bucket.
        expect(res.pulledAtStart).toBeLessThan(size / 4);
        expect(sha256(res.body)).toBe(sha256(big));
        expect(watch.pulled()).toBe(size);
      } finally {
        await s3.bucket.write(key, original);
      }
    },
    60_000,
  );
});

describe("S3 configuration", () => {
  const complete = {
    S3_ENDPOINT: "http://127.0.0.1:9000",
    S3_BUCKET: "alicerce",
    S3_ACCESS_KEY_ID: "chave",
    S3_SECRET_ACCESS_KEY: "segredo",
  };

  it("reads all four settings with the defaults for region and path style, or none at all", () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: "" }).s3).toBeNull();
    expect(loadConfig(complete).s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "alicerce",
      accessKeyId: "chave",
      secretAccessKey: "segredo",
      region: "us-east-1",
      forcePathStyle: true,
    });
    expect(loadConfig({ ...complete, S3_REGION: "sa-east-1", S3_FORCE_PATH_STYLE: "false" }).s3).toMatchObject({
      region: "sa-east-1",
      forcePathStyle: false,
    });
  });

  it("refuses a partial set, naming the missing variables", () => {
    const partial = { S3_ENDPOINT: complete.S3_ENDPOINT, S3_BUCKET: complete.S3_BUCKET };
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: "segredo" })).toThrow(/S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ ...complete, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
  });

  it("stops the server at start on a partial set, with the message", () => {
    // The run's compiled server, as the process-level tests start it (through tsx it compiled the
    // whole server first: ~3 s more CPU for the same start-up check).
    const started = spawnSync(process.execPath, serverCommand().args, {
      env: { PATH: process.env.PATH, S3_ENDPOINT: complete.S3_ENDPOINT, S3_ACCESS_KEY_ID: "chave" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain("Armazenamento S3 incompleto: defina também S3_BUCKET, S3_SECRET_ACCESS_KEY");
  }, 70_000);

  it("refuses to build the server when the bucket does not exist", async () => {
    const config = { ...t.config, s3: { ...t.config.s3!, bucket: "nao-existe" } };
    // A ConfigError: the start-up prints its message and stops, like a bad setting.
    await expect(buildApp(config, { database: t.database })).rejects.toBeInstanceOf(ConfigError);
    await expect(buildApp(config, { database: t.database })).rejects.toThrow(
      `Armazenamento S3: o bucket "nao-existe" em ${s3.env.S3_ENDPOINT} não existe. Crie o bucket antes de iniciar.`,
    );
  });

  it("refuses to build the server when the S3 server cannot be reached", async () => {
    const config = { ...t.config, s3: { ...t.config.s3!, endpoint: "http://127.0.0.1:1" } };
    await expect(buildApp(config, { database: t.database })).rejects.toThrow(/não foi possível acessar o bucket/);
  });
});
