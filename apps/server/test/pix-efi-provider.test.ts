// A real PSP's side of the boundary (docs/decisions/102-pix-client-and-sandbox-psp.md and
// docs/decisions/103-pix-out-provider.md), against a fake PSP that speaks HTTPS and asks for the
// client certificate: the configuration's mTLS Agent and OAuth2 client, Efí's "Envio de Pix" request
// and answers, its errors, and answers that break API Pix's schema.
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import forge from "node-forge";
import { Agent } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import {
  createApiPixClient,
  createPixBoundary,
  newTxid,
  PspInvalidAnswerError,
  PspRequestRefusedError,
  PspUnavailableError,
  type PixBoundary,
} from "../src/modules/pix/index.ts";
import { createPspHttp } from "../src/modules/pix/api-pix/psp-http.ts";
import { createTokenSource } from "../src/modules/pix/api-pix/token-source.ts";

/** A self-signed certificate for `name` (valid for 127.0.0.1 too), as PEM. */
function selfSigned(name: string) {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  cert.serialNumber = "01";
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 3_600_000);
  const attrs = [{ name: "commonName", value: name }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: "basicConstraints", cA: true },
    { name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] },
  ]);
  const keyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key: keyPem };
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "alicerce-efi-"));
const write = (name: string, text: string) => {
  fs.writeFileSync(path.join(folder, name), text);
  return path.join(folder, name);
};

let psp: FastifyInstance;
let base: string;
let boundary: PixBoundary;
const sent: { id: string; body: unknown }[] = [];
let tokensIssued = 0;

beforeAll(async () => {
  const server = selfSigned("psp.teste");
  const client = selfSigned("alicerce.teste");
  psp = Fastify({
    https: { key: server.key, cert: server.cert, ca: client.cert, requestCert: true, rejectUnauthorized: true },
  });
  psp.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  psp.post("/oauth/token", async (request, reply) => {
    const expected = `Basic ${Buffer.from("cliente-efi:segredo-efi").toString("base64")}`;
    const grant = (request.body as Record<string, string>).grant_type;
    if (request.headers.authorization !== expected || grant !== "client_credentials") return reply.status(401).send({});
    tokensIssued++;
    return { access_token: `token-${tokensIssued}`, token_type: "Bearer", expires_in: 3600 };
  });
  psp.put<{ Params: { id: string } }>("/v3/gn/pix/:id", async (request, reply) => {
    if (request.headers.authorization !== `Bearer token-${tokensIssued}`) return reply.status(401).send({});
    if (request.params.id === "recusado") {
      return reply.status(400).send({ nome: "valor_invalido", mensagem: "Saldo insuficiente para a transação." });
    }
    sent.push({ id: request.params.id, body: request.body });
    return reply.status(201).send({
      idEnvio: request.params.id,
      e2eId: "E09089356202612061200abcdefghijk",
      valor: (request.body as { valor: string }).valor,
      horario: { solicitacao: new Date().toISOString() },
      status: "EM_PROCESSAMENTO",
    });
  });
  psp.get<{ Params: { id: string } }>("/v2/gn/pix/enviados/id-envio/:id", async (request) => ({
    endToEndId: "E09089356202612061200abcdefghijk",
    idEnvio: request.params.id,
    valor: "12.34",
    chave: "fornecedor@exemplo.com.br",
    status: request.params.id === "falhou" ? "NAO_REALIZADO" : "REALIZADO",
    horario: { solicitacao: new Date().toISOString(), liquidacao: new Date().toISOString() },
  }));
  // A PSP answering outside API Pix: a comma in the valor, and a text that is not JSON.
  psp.get<{ Params: { txid: string } }>("/v2/cob/:txid", async (request) => ({
    calendario: { criacao: new Date().toISOString(), expiracao: 3600 },
    txid: request.params.txid,
    revisao: 0,
    status: "ATIVA",
    valor: { original: "12,00" },
    chave: "12345678000195",
  }));
  psp.get("/v2/pix", async (_request, reply) => reply.type("application/json").send("<html>oops</html>"));
  await psp.listen({ port: 0, host: "127.0.0.1" });
  base = `https://127.0.0.1:${(psp.server.address() as AddressInfo).port}`;

  const config = loadConfig({
    PIX_PSP_URL: `${base}/v2`,
    PIX_TOKEN_URL: `${base}/oauth/token`,
    PIX_CLIENT_ID: "cliente-efi",
    PIX_CLIENT_SECRET: "segredo-efi",
    PIX_CERT_PATH: write("client.pem", client.cert),
    PIX_KEY_PATH: write("client.key", client.key),
    PIX_CA_PATH: write("psp-ca.pem", server.cert),
    PIX_ESCROW_KEY: "12345678000195",
    PIX_ESCROW_HOLDER_NAME: "Alicerce Custodia",
    PIX_ESCROW_HOLDER_CNPJ: "12345678000195",
    PIX_ESCROW_CITY: "Sao Paulo",
    PIX_WEBHOOK_SECRET: "w".repeat(40),
  });
  boundary = createPixBoundary(config, { localBaseUrl: "http://unused" });
}, 60_000);
afterAll(async () => {
  await psp?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("Efí's Envio de Pix over mTLS and OAuth2", () => {
  it("sends valor, pagador.chave (the escrow key) and favorecido.chave, and reads Efí's answers", async () => {
    expect(boundary.pixOut.name).toBe("efi");
    const result = await boundary.pixOut.send({
      id: "repasse42",
      key: "fornecedor@exemplo.com.br",
      keyType: "email",
      amountCents: 1_234,
      description: "Repasse da captação",
    });
    expect(result).toEqual({ id: "repasse42", status: "processing", endToEndId: "E09089356202612061200abcdefghijk" });
    expect(sent).toEqual([
      {
        id: "repasse42",
        body: {
          valor: "12.34",
          pagador: { chave: "12345678000195", infoPagador: "Repasse da captação" },
          favorecido: { chave: "fornecedor@exemplo.com.br" },
        },
      },
    ]);
    expect(await boundary.pixOut.status("repasse42")).toEqual({
      id: "repasse42",
      status: "done",
      endToEndId: "E09089356202612061200abcdefghijk",
    });
    expect((await boundary.pixOut.status("falhou")).status).toBe("failed");
    expect(tokensIssued).toBe(1);
  });

  it("types Efí's refusal, and refuses an id Efí would not take before calling", async () => {
    const refused = boundary.pixOut.send({ id: "recusado", key: "k@exemplo.com.br", amountCents: 1, description: "x" });
    await expect(refused).rejects.toBeInstanceOf(PspRequestRefusedError);
    await expect(
      boundary.pixOut.send({ id: "com-hífen", key: "k@exemplo.com.br", amountCents: 1, description: "x" }),
    ).rejects.toThrow(RangeError);
  });

  it("refuses answers outside API Pix's schema", async () => {
    await expect(boundary.apiPix.getCharge(newTxid())).rejects.toBeInstanceOf(PspInvalidAnswerError);
    await expect(boundary.apiPix.getCharge(newTxid())).rejects.toThrow(/valor\.original/);
    await expect(boundary.apiPix.listReceived({ from: new Date(0), to: new Date() })).rejects.toBeInstanceOf(
      PspInvalidAnswerError,
    );
  });

  it("does not reach a PSP that asks for a client certificate without one", async () => {
    const noCertificate = new Agent({ connect: { ca: fs.readFileSync(path.join(folder, "psp-ca.pem")) } });
    const tokens = createTokenSource(
      { tokenUrl: `${base}/oauth/token`, clientId: "cliente-efi", clientSecret: "segredo-efi" },
      { dispatcher: noCertificate },
    );
    const client = createApiPixClient(createPspHttp({ baseUrl: `${base}/v2`, tokens, dispatcher: noCertificate }));
    await expect(client.getCharge(newTxid())).rejects.toBeInstanceOf(PspUnavailableError);
    await noCertificate.close();
  });
});
