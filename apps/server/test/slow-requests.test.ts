import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerSlowRequestLog } from "../src/http/slow-requests.ts";

/** A Fastify app logging at warn level into an array, with one route that takes `delayMs`. */
async function appLogging(thresholdMs: number, delayMs: number) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()));
      callback();
    },
  });
  const app = Fastify({ logger: { level: "warn", stream } });
  registerSlowRequestLog(app, thresholdMs);
  app.get("/api/things/:id", async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe("slow requests (SLOW_REQUEST_MS)", () => {
  it("logs an answer over the threshold at warn, with its route's pattern and never the address asked", async () => {
    const { app, lines } = await appLogging(20, 60);
    const response = await app.inject({ method: "GET", url: "/api/things/segredo-123?q=cpf-456" });
    expect(response.statusCode).toBe(200);
    const slow = lines.filter((line) => line.msg === "slow request");
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ level: 40, method: "GET", route: "/api/things/:id", status: 200 });
    expect(slow[0]?.ms).toBeGreaterThanOrEqual(60);
    expect(JSON.stringify(lines)).not.toMatch(/segredo-123|cpf-456/);
    await app.close();
  });

  it("says nothing of an answer under the threshold", async () => {
    const { app, lines } = await appLogging(10_000, 0);
    await app.inject({ method: "GET", url: "/api/things/1" });
    expect(lines.filter((line) => line.msg === "slow request")).toEqual([]);
    await app.close();
  });
});
