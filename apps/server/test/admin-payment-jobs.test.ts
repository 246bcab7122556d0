// GET /api/admin/payment-jobs: the durable jobs that ran out of attempts, for the admin's desk
// (docs/decisions/101-durable-job-queue.md); platform admins only.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminFailedJob } from "@alicerce/shared/schemas/admin";
import { LIST_QUERY_MESSAGES } from "@alicerce/shared/schemas/list-query";
import { ADMIN_DESK_REFUSAL } from "@alicerce/shared/user-types";
import { enqueue } from "../src/jobs/queue/enqueue.ts";
import { runDueJobs } from "../src/jobs/queue/worker.ts";
import { client, createSeededApp, DEMO, loginAs, ok } from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

type Page = { items: AdminFailedJob[]; total: number; page: number; page_size: number };

let t: TestApp;
let admin: ReturnType<typeof client>;
const failedKey = `payout:${randomUUID()}`;
const pendingKey = `payout:${randomUUID()}`;

beforeAll(async () => {
  t = await createSeededApp();
  admin = client(t.app, await loginAs(t.app, DEMO.admin));
  const db = t.database.db;
  await enqueue(db, "payout", failedKey, { payoutId: failedKey }, { maxAttempts: 1 });
  await enqueue(db, "payout", pendingKey, {}, { runAfter: new Date(Date.now() + 3600_000) });
  await runDueJobs({
    db,
    handlers: {
      payout: async () => {
        throw new Error("O PSP recusou o envio: chave Pix inexistente.");
      },
    },
    now: () => new Date(),
    log: { warn: () => undefined },
  });
});
afterAll(() => t.close());

describe("GET /api/admin/payment-jobs", () => {
  it("lists the jobs that ran out of attempts, with their last error, and no other", async () => {
    const page = ok<Page>(await admin.get("/api/admin/payment-jobs"));
    expect(page).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        kind: "payout",
        key: failedKey,
        attempts: 1,
        last_error: "O PSP recusou o envio: chave Pix inexistente.",
        created_at: expect.any(String),
        failed_at: expect.any(String),
      },
    ]);
    expect(ok<Page>(await admin.get("/api/admin/payment-jobs?page=2")).items).toEqual([]);
  });

  it("is the platform admin's only", async () => {
    for (const who of [DEMO.ana, DEMO.legal, DEMO.creator]) {
      const someone = client(t.app, await loginAs(t.app, who));
      expectApiError(await someone.get("/api/admin/payment-jobs"), 403, "FORBIDDEN", ADMIN_DESK_REFUSAL);
    }
    expect((await client(t.app).get("/api/admin/payment-jobs")).statusCode).toBe(401);
  });

  it("refuses a page that is not one with a sentence", async () => {
    expectApiError(
      await admin.get("/api/admin/payment-jobs?page=0"),
      400,
      "VALIDATION_ERROR",
      LIST_QUERY_MESSAGES.firstPage,
    );
  });
});
