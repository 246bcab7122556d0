import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, profiles } from "../src/db/schema/index.ts";
import { createLocalStorage, MissingStoredObjectError } from "../src/storage/storage.ts";
import { client, newAccount, tinyPng, upload } from "./project-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

describe("the local folder storage", () => {
  const root = path.join(os.tmpdir(), `alicerce-local-storage-${randomUUID()}`);
  const storage = createLocalStorage(root);
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it("opens a stored file as a stream with its size, reading it piece by piece", async () => {
    const data = Buffer.alloc(5 * 1024 * 1024);
    for (let i = 0; i < data.length; i += 4) data.writeUInt32BE(i, i);
    await storage.put("ab/grande", data);

    const object = await storage.open("ab/grande");
    expect(object.size).toBe(data.length);
    // The first chunk arrives long before the whole file was read from disk.
    const first = await new Promise<Buffer>((resolve) => object.stream.once("data", resolve));
    object.stream.pause();
    expect(first.length).toBeLessThan(data.length);
    expect((object.stream as unknown as { bytesRead: number }).bytesRead).toBeLessThan(data.length);
    const rest: Buffer[] = [first];
    for await (const chunk of object.stream) rest.push(chunk as Buffer);
    expect(Buffer.concat(rest).equals(data)).toBe(true);
    expect((await storage.get("ab/grande")).equals(data)).toBe(true);
  });

  it("reports a missing file as MissingStoredObjectError, and removes one quietly", async () => {
    await expect(storage.open("ab/nada")).rejects.toBeInstanceOf(MissingStoredObjectError);
    await expect(storage.get("ab/nada")).rejects.toBeInstanceOf(MissingStoredObjectError);
    await expect(storage.remove("ab/nada")).resolves.toBeUndefined();
  });

  it("refuses keys outside its folder", async () => {
    await expect(storage.open("../fora")).rejects.toThrow("invalid storage key");
  });
});

describe("downloads from the local folder", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("streams the file with its length, and answers 404 once its bytes are gone from disk", async () => {
    const me = await newAccount(t.app, "investor");
    const image = tinyPng();
    const uploaded = await upload(t.app, me.cookie, "foto.png", image);
    await t.database.db.update(profiles).set({ avatarFileId: uploaded.id }).where(eq(profiles.userId, me.id));

    const served = await client(t.app, me.cookie).get(`/api/avatars/${uploaded.id}`);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.rawPayload).toEqual(image);
    expect(served.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(image.length),
      "cache-control": "private, max-age=86400",
      "x-content-type-options": "nosniff",
    });

    const [row] = await t.database.db.select().from(files).where(eq(files.id, uploaded.id));
    await fs.rm(path.join(t.config.dataDir, "files", row!.storageKey));
    expectApiError(
      await client(t.app, me.cookie).get(`/api/avatars/${uploaded.id}`),
      404,
      "NOT_FOUND",
      "Arquivo não encontrado.",
    );
  });
});
