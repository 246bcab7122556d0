// Settings for production (decision 029): the session secret is required where several processes
// share a database, a bad setting stops the start naming the variable, and no secret reaches the logs.
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { LOG_REDACTIONS } from "../src/http/log-redactions.ts";
import { spawnServer, type ServerProcess } from "./server-process.ts";

const SECRET = "s".repeat(16) + "e".repeat(16) + "c".repeat(8);
const spawned: ServerProcess[] = [];
afterAll(async () => {
  for (const server of spawned) await server.kill();
});

const configError = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("the configuration was accepted");
};

describe("the configuration", () => {
  it("requires BETTER_AUTH_SECRET in production on PostgreSQL, and only there", () => {
    const message = configError({ NODE_ENV: "production", DATABASE_URL: "postgres://db/alicerce" });
    expect(message).toContain("BETTER_AUTH_SECRET: obrigatória em produção com DATABASE_URL");
    expect(
      loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/alicerce", BETTER_AUTH_SECRET: SECRET })
        .authSecret,
    ).toBe(SECRET);
    // The embedded database (one process per folder) keeps generating its own.
    expect(loadConfig({ NODE_ENV: "production" }).authSecret).toBeNull();
    expect(loadConfig({ NODE_ENV: "development", DATABASE_URL: "postgres://db/alicerce" }).authSecret).toBeNull();
    expect(configError({ BETTER_AUTH_SECRET: "curto" })).toContain("BETTER_AUTH_SECRET");
  });

  it("reads ALICERCE_MIGRATE_ON_START (default on) and names it when wrong", () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ ALICERCE_MIGRATE_ON_START: "false" }).migrateOnStart).toBe(false);
    expect(configError({ ALICERCE_MIGRATE_ON_START: "talvez" })).toContain("ALICERCE_MIGRATE_ON_START");
  });

  it("stops the server process at start with the variable's name", async () => {
    const server = await spawnServer({ DATABASE_URL: "postgres://127.0.0.1:1/nada" });
    spawned.push(server);
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(server.output()).toContain("Configuração inválida no ambiente");
    expect(server.output()).toContain("BETTER_AUTH_SECRET");
    expect(server.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
  }, 60_000);

  it("never logs a secret, even if a log line carries the configuration", () => {
    let written = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const logger = pino({ redact: LOG_REDACTIONS }, sink);
    const config = loadConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://alicerce:senha-do-banco@db/alicerce",
      BETTER_AUTH_SECRET: SECRET,
      SMTP_URL: "smtp://usuario:senha-do-smtp@mail",
    });
    logger.info({ config }, "configuração");
    logger.info({ pool: { connectionString: config.databaseUrl }, auth: { secret: SECRET } }, "outros");
    logger.info({ req: { headers: { cookie: "alicerce.session_token=abc", authorization: "Bearer xyz" } } }, "pedido");
    expect(written).toContain("configuração");
    for (const secret of [SECRET, "senha-do-banco", "senha-do-smtp", "session_token=abc", "Bearer xyz"]) {
      expect(written).not.toContain(secret);
    }
  });
});
