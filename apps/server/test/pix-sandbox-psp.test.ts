// The sandbox PSP through the production client (docs/decisions/102-pix-client-and-sandbox-psp.md):
// real HTTP to a listening test app's /sandbox/psp/, OAuth2 client credentials, API Pix v2's cob, pix
// and devolucao, webhooks to a listening receiver, and the Pix-out far end.
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { hasError, parsePix } from "pix-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";
import { sandboxPspWebhooks } from "../src/db/schema/index.ts";
import {
  createApiPixClient,
  createPixBoundary,
  newTxid,
  PspAccessDeniedError,
  PspNotFoundError,
  PspRequestRefusedError,
  type PixBoundary,
  type SandboxPspControl,
} from "../src/modules/pix/index.ts";
import { createPspHttp } from "../src/modules/pix/api-pix/psp-http.ts";
import { createTokenSource } from "../src/modules/pix/api-pix/token-source.ts";

let t: TestApp;
let clock = new Date();
let base: string;
let pix: PixBoundary;
let sandbox: SandboxPspControl;
let escrowKey: string;

/** A webhook receiver: records each notification and answers with the next queued status (200 by default). */
type Delivery = { at: number; body: { pix: { endToEndId: string; txid?: string; valor: string }[] } };
let receiver: FastifyInstance;
const deliveries: Delivery[] = [];
const statuses: number[] = [];
const waiters: { count: number; resolve: () => void }[] = [];
function deliveriesReach(count: number): Promise<void> {
  if (deliveries.length >= count) return Promise.resolve();
  return new Promise((resolve) => waiters.push({ count, resolve }));
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  pix = createPixBoundary(t.config, { localBaseUrl: base });
  sandbox = t.app.sandboxPsp!;
  escrowKey = t.config.pix.escrow.pixKey;
  receiver = Fastify();
  receiver.post("/webhook/segredo/pix", async (request, reply) => {
    const status = statuses.shift() ?? 200;
    if (status === 200) {
      deliveries.push({ at: Date.now(), body: request.body as Delivery["body"] });
      for (const w of waiters.filter((w) => deliveries.length >= w.count)) w.resolve();
    }
    return reply.status(status).send({});
  });
  await receiver.listen({ port: 0, host: "127.0.0.1" });
  const receiverUrl = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/webhook/segredo`;
  await pix.apiPix.configureWebhook(escrowKey, receiverUrl);
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

async function newCharge(amountCents = 150_000, expiresInSeconds = 3600) {
  return pix.apiPix.createCharge({
    txid: newTxid(),
    amountCents,
    expiresInSeconds,
    pixKey: escrowKey,
    debtor: { cpf: "52998224725", name: "Maria Teste" },
    payerRequest: "Compromisso no projeto Edifício Aurora",
  });
}

describe("OAuth2 client credentials", () => {
  it("gives a token for the right client and 401 for a wrong secret", async () => {
    const wrong = createTokenSource({
      tokenUrl: `${base}/sandbox/psp/oauth/token`,
      clientId: sandbox.client.clientId,
      clientSecret: `${sandbox.client.clientSecret}x`,
    });
    await expect(wrong.token()).rejects.toBeInstanceOf(PspAccessDeniedError);
    const raw = await fetch(`${base}/sandbox/psp/oauth/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${sandbox.client.clientId}:errado`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toMatchObject({ error: "invalid_client" });
    const right = createTokenSource({ tokenUrl: `${base}/sandbox/psp/oauth/token`, ...sandbox.client });
    expect(await right.token()).toMatch(/\S{20,}/);
  });

  it("refuses API Pix calls without a live token, in problem+json", async () => {
    const response = await fetch(`${base}/sandbox/psp/cob/${newTxid()}`, {
      headers: { authorization: "Bearer inventado" },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({
      status: 401,
      type: "https://pix.bcb.gov.br/api/v2/error/AcessoNegado",
    });
  });

  it("asks for a new token once when the PSP answers 401 to a kept one", async () => {
    const charge = await newCharge();
    sandbox.revokeTokens();
    expect((await pix.apiPix.getCharge(charge.txid)).txid).toBe(charge.txid);
  });

  it("a client whose credentials stay refused gets the typed error, not a loop", async () => {
    let asked = 0;
    const counting = { token: () => (asked++, Promise.resolve("um-token-revogado")), invalidate: () => undefined };
    const client = createApiPixClient(createPspHttp({ baseUrl: `${base}/sandbox/psp`, tokens: counting }));
    await expect(client.getCharge(newTxid())).rejects.toBeInstanceOf(PspAccessDeniedError);
    expect(asked).toBe(2);
  });
});

describe("immediate charges (cob)", () => {
  it("creates a charge and reads it back, with a BR Code pointing at its location", async () => {
    const created = await newCharge(150_000, 3600);
    expect(created).toMatchObject({
      status: "ATIVA",
      amountCents: 150_000,
      expiresInSeconds: 3600,
      pixKey: escrowKey,
      pix: [],
    });
    const code = parsePix(created.pixCopiaECola!);
    expect(!hasError(code) && code.type).toBe("DYNAMIC");
    expect(created.location).toContain(`/sandbox/psp/qr/v2/${created.txid}`);
    const read = await pix.apiPix.getCharge(created.txid);
    expect(read).toEqual(created);
  });

  it("refuses a txid already used, and answers 404 for one never used", async () => {
    const created = await newCharge();
    const again = pix.apiPix.createCharge({
      txid: created.txid,
      amountCents: 1,
      expiresInSeconds: 60,
      pixKey: escrowKey,
    });
    await expect(again).rejects.toBeInstanceOf(PspRequestRefusedError);
    await expect(again).rejects.toMatchObject({
      problem: { type: "https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida" },
    });
    await expect(pix.apiPix.getCharge(newTxid())).rejects.toBeInstanceOf(PspNotFoundError);
  });

  it("refuses a malformed body in problem+json and stores nothing", async () => {
    const token = await createTokenSource({ tokenUrl: `${base}/sandbox/psp/oauth/token`, ...sandbox.client }).token();
    const txid = newTxid();
    for (const valor of ["1e3", "-1.00", "10.5", ""]) {
      const response = await fetch(`${base}/sandbox/psp/cob/${txid}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ calendario: { expiracao: 60 }, valor: { original: valor }, chave: escrowKey }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        status: 400,
        type: "https://pix.bcb.gov.br/api/v2/error/RequisicaoInvalida",
      });
    }
    await expect(pix.apiPix.getCharge(txid)).rejects.toBeInstanceOf(PspNotFoundError);
  });

  it("is CONCLUIDA after payment, with the received Pix in it; a second payment is refused", async () => {
    const charge = await newCharge(98_765);
    const paid = await sandbox.pay(charge.txid, {
      payer: { cpf: "52998224725", name: "Maria Teste" },
      webhook: { mode: "never" },
    });
    expect(paid.endToEndId).toMatch(/^E99999999\d{12}[a-zA-Z0-9]{11}$/);
    const read = await pix.apiPix.getCharge(charge.txid);
    expect(read.status).toBe("CONCLUIDA");
    expect(read.pix).toEqual([
      expect.objectContaining({
        endToEndId: paid.endToEndId,
        txid: charge.txid,
        amountCents: 98_765,
        payer: { cpf: "52998224725", cnpj: null, name: "Maria Teste" },
      }),
    ]);
    await expect(sandbox.pay(charge.txid)).rejects.toThrow(/não pode mais ser paga/);
  });

  it("takes another amount than the charge's when the payer sends one", async () => {
    const charge = await newCharge(10_000);
    const paid = await sandbox.pay(charge.txid, { amountCents: 9_999, webhook: { mode: "never" } });
    expect(paid.amountCents).toBe(9_999);
    expect((await pix.apiPix.getCharge(charge.txid)).pix[0]!.amountCents).toBe(9_999);
  });

  it("an expired charge stays ATIVA, as API Pix's status is the record's, and cannot be paid", async () => {
    const charge = await newCharge(5_000, 60);
    clock = new Date(clock.getTime() + 61_000);
    await expect(sandbox.pay(charge.txid)).rejects.toThrow(/expirada/);
    expect((await pix.apiPix.getCharge(charge.txid)).status).toBe("ATIVA");
  });

  it("a removed charge is REMOVIDA_PELO_USUARIO_RECEBEDOR and cannot be paid", async () => {
    const charge = await newCharge();
    expect((await pix.apiPix.removeCharge(charge.txid)).status).toBe("REMOVIDA_PELO_USUARIO_RECEBEDOR");
    await expect(sandbox.pay(charge.txid)).rejects.toThrow(/REMOVIDA_PELO_USUARIO_RECEBEDOR/);
    await expect(pix.apiPix.removeCharge(charge.txid)).rejects.toBeInstanceOf(PspRequestRefusedError);
  });
});

describe("received Pix (GET /pix)", () => {
  it("lists the Pix paid within the window, following every page, and none outside it", async () => {
    clock = new Date(clock.getTime() + 3_600_000);
    const windowStart = new Date(clock);
    const inside: string[] = [];
    for (let i = 0; i < 5; i++) {
      const charge = await newCharge(1_000 + i);
      inside.push((await sandbox.pay(charge.txid, { webhook: { mode: "never" } })).endToEndId);
      clock = new Date(clock.getTime() + 1_000);
    }
    const windowEnd = new Date(clock.getTime() - 1);
    clock = new Date(clock.getTime() + 60_000);
    const after = await newCharge(7_777);
    const outside = (await sandbox.pay(after.txid, { webhook: { mode: "never" } })).endToEndId;

    const paged = createApiPixClient(
      createPspHttp({
        baseUrl: `${base}/sandbox/psp`,
        tokens: createTokenSource({ tokenUrl: `${base}/sandbox/psp/oauth/token`, ...sandbox.client }),
      }),
      { itemsPerPage: 2 },
    );
    const listed = await paged.listReceived({ from: windowStart, to: windowEnd });
    expect(listed.map((p) => p.endToEndId)).toEqual(inside);
    expect(listed.map((p) => p.amountCents)).toEqual([1_000, 1_001, 1_002, 1_003, 1_004]);
    const later = await pix.apiPix.listReceived({ from: new Date(windowEnd.getTime() + 1), to: clock });
    expect(later.map((p) => p.endToEndId)).toEqual([outside]);
  });
});

describe("refunds (devolucao)", () => {
  async function paidPix(amountCents: number) {
    const charge = await newCharge(amountCents);
    return (await sandbox.pay(charge.txid, { webhook: { mode: "never" } })).endToEndId;
  }

  it("is idempotent by its id: asking again answers the same devolução and gives nothing back twice", async () => {
    const e2e = await paidPix(20_000);
    const first = await pix.apiPix.requestRefund({
      endToEndId: e2e,
      id: "devolucao1",
      amountCents: 20_000,
      description: "Valor divergente",
    });
    expect(first).toMatchObject({ id: "devolucao1", amountCents: 20_000, status: "DEVOLVIDO", reason: null });
    expect(first.rtrId).toMatch(/^D99999999\d{12}[a-zA-Z0-9]{11}$/);
    const again = await pix.apiPix.requestRefund({ endToEndId: e2e, id: "devolucao1", amountCents: 20_000 });
    expect(again).toEqual(first);
    // The whole value was given back once: one more cent is more than the Pix.
    await expect(pix.apiPix.requestRefund({ endToEndId: e2e, id: "devolucao2", amountCents: 1 })).rejects.toMatchObject(
      {
        problem: { type: "https://pix.bcb.gov.br/api/v2/error/PixDevolucaoInvalida" },
      },
    );
    expect(await pix.apiPix.getRefund(e2e, "devolucao1")).toEqual(first);
    const charge = (await pix.apiPix.listReceived({ from: new Date(clock.getTime() - 1), to: clock })).find(
      (p) => p.endToEndId === e2e,
    );
    expect(charge?.amountCents).toBe(20_000);
  });

  it("reports a failed refund with its reason, and the next one goes through", async () => {
    const e2e = await paidPix(3_000);
    sandbox.failNextRefund();
    const failed = await pix.apiPix.requestRefund({ endToEndId: e2e, id: "falha1", amountCents: 3_000 });
    expect(failed.status).toBe("NAO_REALIZADO");
    expect(failed.reason).toMatch(/falha simulada/);
    expect(failed.settledAt).toBeNull();
    expect(await pix.apiPix.getRefund(e2e, "falha1")).toEqual(failed);
    // A failed devolução gave nothing back: the whole value can still be refunded under a new id.
    expect((await pix.apiPix.requestRefund({ endToEndId: e2e, id: "falha2", amountCents: 3_000 })).status).toBe(
      "DEVOLVIDO",
    );
  });

  it("answers 404 for an unknown Pix or devolução", async () => {
    const unknown = `E99999999202612061200${"a".repeat(11)}`;
    await expect(pix.apiPix.requestRefund({ endToEndId: unknown, id: "x1", amountCents: 1 })).rejects.toBeInstanceOf(
      PspNotFoundError,
    );
    await expect(pix.apiPix.getRefund(await paidPix(100), "nenhuma")).rejects.toBeInstanceOf(PspNotFoundError);
  });
});

describe("webhooks", () => {
  async function payWith(webhook: Parameters<SandboxPspControl["pay"]>[1]) {
    const charge = await newCharge(4_321);
    return { txid: charge.txid, ...(await sandbox.pay(charge.txid, webhook)) };
  }
  const notified = (e2e: string) => deliveries.filter((d) => d.body.pix.some((p) => p.endToEndId === e2e));

  it("notifies once with API Pix's body, or twice, or never", async () => {
    const never = await payWith({ webhook: { mode: "never" } });
    const start = deliveries.length;
    const once = await payWith({ webhook: { mode: "once" } });
    await deliveriesReach(start + 1);
    expect(notified(once.endToEndId)[0]!.body).toEqual({
      pix: [
        expect.objectContaining({ endToEndId: once.endToEndId, txid: once.txid, valor: "43.21", chave: escrowKey }),
      ],
    });
    const twice = await payWith({ webhook: { mode: "twice" } });
    await deliveriesReach(start + 3);
    expect(notified(twice.endToEndId)).toHaveLength(2);
    expect(notified(never.endToEndId)).toHaveLength(0);
    const [withheld] = await t.database.db
      .select()
      .from(sandboxPspWebhooks)
      .where(eq(sandboxPspWebhooks.endToEndId, never.endToEndId));
    expect(withheld).toMatchObject({ mode: "never", state: "withheld", attempts: 0 });
  });

  it("notifies late, no sooner than asked", async () => {
    const start = deliveries.length;
    const paidAt = Date.now();
    const late = await payWith({ webhook: { mode: "late", lateMs: 300 } });
    await deliveriesReach(start + 1);
    expect(notified(late.endToEndId)[0]!.at - paidAt).toBeGreaterThanOrEqual(300);
  });

  it("retries a refused notification with backoff until a 2xx", async () => {
    const start = deliveries.length;
    statuses.push(500, 503);
    const retried = await payWith({ webhook: { mode: "once", retryDelaysMs: [5, 10, 20] } });
    await deliveriesReach(start + 1);
    // The attempt's row is written after the answer arrives: wait for that delivery's work to end.
    await t.app.workInFlight.settled();
    expect(notified(retried.endToEndId)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(sandboxPspWebhooks)
      .where(eq(sandboxPspWebhooks.endToEndId, retried.endToEndId));
    expect(row).toMatchObject({ state: "delivered", attempts: 3, lastStatus: 200 });
  });
});

describe("Pix out (the sandbox provider)", () => {
  it("sends, answers the same send for the same id, and reports a failure it was told to make", async () => {
    expect(pix.pixOut.name).toBe("sandbox");
    const sent = await pix.pixOut.send({
      id: "envio1",
      key: "fornecedor@exemplo.com.br",
      keyType: "email",
      amountCents: 12_345,
      description: "Repasse",
    });
    expect(sent).toMatchObject({ id: "envio1", status: "done" });
    expect(sent.endToEndId).toMatch(/^E99999999/);
    expect(
      await pix.pixOut.send({ id: "envio1", key: "outra@exemplo.com.br", amountCents: 1, description: "de novo" }),
    ).toEqual(sent);
    expect(await pix.pixOut.status("envio1")).toEqual(sent);
    sandbox.failNextPayout();
    const failed = await pix.pixOut.send({
      id: "envio2",
      key: "52998224725",
      keyType: "cpf",
      amountCents: 500,
      description: "Devolução",
    });
    expect(failed).toMatchObject({ id: "envio2", status: "failed", reason: expect.stringMatching(/falha simulada/) });
    expect(failed.endToEndId).toBeUndefined();
    await expect(pix.pixOut.status("nenhum")).rejects.toBeInstanceOf(PspNotFoundError);
  });
});

describe("where the sandbox is mounted", () => {
  it("is absent when the sandbox is off", async () => {
    const off = await createTestApp({ PAYMENTS_SANDBOX: "false" });
    try {
      expect(off.app.sandboxPsp).toBeNull();
      const response = await off.app.inject({ method: "POST", url: "/sandbox/psp/oauth/token", payload: {} });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
