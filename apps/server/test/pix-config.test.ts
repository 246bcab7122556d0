// Where Pix goes, from the environment (docs/decisions/102-pix-client-and-sandbox-psp.md): the sandbox
// PSP by default on the embedded database, a real PSP with every setting it needs, and a server on
// PostgreSQL with neither refuses to start.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertPaymentsConfigured, ConfigError, loadConfig } from "../src/config.ts";
import { spawnServer, type ServerProcess } from "./server-process.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "alicerce-pix-config-"));
const pem = (name: string) => {
  const file = path.join(folder, name);
  fs.writeFileSync(file, "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n");
  return file;
};
const PSP = {
  PIX_PSP_URL: "https://pix.psp.example/v2",
  PIX_CLIENT_ID: "cliente",
  PIX_CLIENT_SECRET: "segredo-do-cliente",
  PIX_CERT_PATH: pem("cert.pem"),
  PIX_KEY_PATH: pem("key.pem"),
  PIX_ESCROW_KEY: "12345678000195",
  PIX_ESCROW_HOLDER_NAME: "Alicerce Custodia Ltda",
  PIX_ESCROW_HOLDER_CNPJ: "12345678000195",
  PIX_ESCROW_CITY: "Sao Paulo",
  PIX_WEBHOOK_SECRET: "w".repeat(40),
};
const DATABASE_URL = "postgres://alicerce@db/alicerce";

const spawned: ServerProcess[] = [];
afterAll(async () => {
  for (const server of spawned) await server.kill();
  fs.rmSync(folder, { recursive: true, force: true });
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("the configuration was accepted");
}

describe("payments configuration", () => {
  it("runs the sandbox PSP with no configuration on the embedded database", () => {
    const config = loadConfig({});
    expect(config.pix).toMatchObject({ mode: "sandbox", psp: null, pixOutProvider: "sandbox" });
    expect(config.pix.webhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(() => assertPaymentsConfigured(config)).not.toThrow();
  });

  it("refuses a server on DATABASE_URL with neither a PSP nor PAYMENTS_SANDBOX=1", () => {
    const config = loadConfig({ DATABASE_URL });
    expect(config.pix.mode).toBe("unconfigured");
    const message = refusal(() => assertPaymentsConfigured(config));
    expect(message).toContain("Pagamentos sem PSP");
    expect(message).toContain("PIX_PSP_URL");
    expect(message).toContain("PAYMENTS_SANDBOX=1");
    // The command-line tools (migrations, backups) read the same configuration and move no money.
    expect(config.databaseUrl).toBe(DATABASE_URL);
  });

  it("runs the sandbox on DATABASE_URL when PAYMENTS_SANDBOX=1 says so, and not on the embedded one when it is off", () => {
    expect(loadConfig({ DATABASE_URL, PAYMENTS_SANDBOX: "1" }).pix.mode).toBe("sandbox");
    expect(loadConfig({ PAYMENTS_SANDBOX: "false" }).pix.mode).toBe("unconfigured");
    expect(loadConfig({ DATABASE_URL, PAYMENTS_SANDBOX: "" }).pix.mode).toBe("unconfigured");
  });

  it("takes a real PSP with every setting, Efí paying out, the token URL beside the API", () => {
    const config = loadConfig({ DATABASE_URL, ...PSP, PIX_CA_PATH: pem("ca.pem") });
    expect(config.pix.mode).toBe("psp");
    expect(config.pix.pixOutProvider).toBe("efi");
    expect(config.pix.psp).toMatchObject({
      url: "https://pix.psp.example/v2",
      tokenUrl: "https://pix.psp.example/v2/oauth/token",
      pixOutUrl: "https://pix.psp.example",
      certificate: { certPath: PSP.PIX_CERT_PATH, keyPath: PSP.PIX_KEY_PATH, caPath: path.join(folder, "ca.pem") },
    });
    expect(config.pix.escrow).toEqual({
      pixKey: "12345678000195",
      holderName: "Alicerce Custodia Ltda",
      holderCnpj: "12345678000195",
      city: "Sao Paulo",
      // The statement's account (the reconciliation desk's OFX import) is optional: unset, none is expected.
      bankId: null,
      accountId: null,
    });
    expect(() => assertPaymentsConfigured(config)).not.toThrow();
  });

  it("names what a real PSP still needs", () => {
    const { PIX_CLIENT_SECRET: _secret, PIX_WEBHOOK_SECRET: _webhook, ...partial } = PSP;
    const message = refusal(() => loadConfig(partial));
    expect(message).toContain("PSP incompleto");
    expect(message).toContain("PIX_CLIENT_SECRET, PIX_WEBHOOK_SECRET");
  });

  it("refuses contradictions and bad values with the variable's name", () => {
    expect(refusal(() => loadConfig({ ...PSP, PAYMENTS_SANDBOX: "1" }))).toContain(
      "PAYMENTS_SANDBOX=1 com PIX_PSP_URL",
    );
    expect(refusal(() => loadConfig({ ...PSP, PIX_OUT_PROVIDER: "sandbox" }))).toContain("PIX_OUT_PROVIDER=sandbox");
    expect(refusal(() => loadConfig({ PIX_OUT_PROVIDER: "efi" }))).toContain("PIX_OUT_PROVIDER=efi");
    expect(refusal(() => loadConfig({ ...PSP, PIX_CERT_PATH: path.join(folder, "nada.pem") }))).toContain(
      "PIX_CERT_PATH: arquivo não encontrado",
    );
    expect(refusal(() => loadConfig({ ...PSP, PIX_ESCROW_HOLDER_CNPJ: "12.345.678/0001-95" }))).toContain(
      "PIX_ESCROW_HOLDER_CNPJ",
    );
    expect(refusal(() => loadConfig({ ...PSP, PIX_WEBHOOK_SECRET: "curto" }))).toContain("PIX_WEBHOOK_SECRET");
    expect(refusal(() => loadConfig({ PIX_PSP_URL: "ftp://psp" }))).toContain("PIX_PSP_URL");
  });

  it("stops a server process on DATABASE_URL without a PSP, with the message and no stack trace", async () => {
    // PAYMENTS_SANDBOX emptied: the test servers otherwise start with the sandbox (server-process.ts).
    const server = await spawnServer({
      DATABASE_URL: "postgres://127.0.0.1:1/nada",
      BETTER_AUTH_SECRET: "s".repeat(40),
      PAYMENTS_SANDBOX: "",
    });
    spawned.push(server);
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(server.output()).toContain("Pagamentos sem PSP");
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 60_000);
});
