import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contract } from "@alicerce/shared/schemas/contracts";
import type { SignatureEvent, SignatureList, SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { contracts, signatureRequests } from "../src/db/schema/index.ts";
import { client, DEMO, loginAll, newAccount, ok, projectIdByTitle, SEEDED, type Account } from "./project-helpers.ts";
import {
  ANA,
  bellEntries,
  dayFrom,
  newRequest,
  pdfFileOf,
  refuseAs,
  signAs,
  signingEntries,
  voidAs,
} from "./signature-flow-helpers.ts";
import { outboxMailsTo } from "./supplier-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

// Decision 035: a pending request can be cancelled ("Cancelar solicitação"), a cancelled
// contract takes its request with it, and a contract's terms hold still while it is signed (decision 035).

const DAY = 24 * 3600 * 1000;
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
let criador: string;
let investidor: string;
let juridico: string;
let admin: string;
let acacias: string;
let stranger: Account;

const request = (input: Partial<Parameters<typeof newRequest>[2]> = {}) =>
  newRequest(t.app, criador, { projectId: acacias, dueDate: dayFrom(now(), 10), ...input });
const get = (cookie: string, id: string) => client(t.app, cookie).get(`/api/signatures/${id}`);
const events = async (cookie: string, id: string) =>
  ok<{ items: SignatureEvent[] }>(await client(t.app, cookie).get(`/api/signatures/${id}/events`)).items;
const VOIDED = (reason: string) =>
  `Esta solicitação de assinatura foi cancelada e não aceita mais assinaturas. Motivo: ${reason}`;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" }, { seed: true, now });
  [criador, investidor, juridico, admin] = await loginAll(t.app, DEMO.creator, DEMO.ana, DEMO.legal, DEMO.admin);
  acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
  stranger = await newAccount(t.app, "investor");
});
afterAll(() => t.close());

describe("Cancelar solicitação (POST /api/signatures/:id/void)", () => {
  it("cancels a pending request for its sender: Cancelado, a trail event, signers told by bell and e-mail, their links refused", async () => {
    const r = await request({ title: "Para cancelar pelo remetente" });
    expect(r.can.void).toBe(true);
    expect(ok<SignatureRequest>(await get(investidor, r.id)).can).toMatchObject({ sign: true, void: false });
    const anaMailsBefore = (await outboxMailsTo(t, DEMO.ana)).length;

    const voided = ok<SignatureRequest>(await voidAs(t.app, criador, r.id, { reason: "Valor errado no anexo." }));
    expect(voided).toMatchObject({ status: "cancelled", void_reason: "Valor errado no anexo." });
    expect(voided.voided_at).not.toBeNull();
    expect(voided.can).toEqual({ sign: false, refuse: false, resend: false, void: false });
    expect((await events(criador, r.id)).map((e) => e.kind)).toEqual(["created", "sent", "sent", "voided"]);

    // The signer's links: sign, refuse and the dialog's request answer the cancellation.
    expectApiError(await signAs(t, investidor, r.id, ANA), 409, "CONFLICT", VOIDED("Valor errado no anexo."));
    expectApiError(await refuseAs(t, investidor, r.id, "Não"), 409, "CONFLICT", VOIDED("Valor errado no anexo."));
    const seen = ok<SignatureRequest>(await get(investidor, r.id));
    expect(seen).toMatchObject({ status: "cancelled", void_reason: "Valor errado no anexo." });
    expect(seen.can.sign).toBe(false);
    expectApiError(await client(t.app, criador).post(`/api/signatures/${r.id}/resend`), 409, "CONFLICT");

    const anaMails = await outboxMailsTo(t, DEMO.ana);
    expect(anaMails.length).toBe(anaMailsBefore + 1);
    expect(anaMails.at(-1)).toContain(`A solicitação de assinatura do contrato "${r.title}" foi cancelada`);
    expect(anaMails.at(-1)).toContain("Valor errado no anexo.");
    expect(await bellEntries(t.database.db, DEMO.ana, "Solicitação de assinatura cancelada", r.title)).toHaveLength(1);
    // Her "Contrato para assinar" is done: no longer unread in the bell.
    const entries = await signingEntries(t.database.db, DEMO.ana, r.id);
    expect(entries.length).toBe(1);
    expect(entries.every((e) => e.doneAt !== null)).toBe(true);

    const cancelled = ok<SignatureList>(
      await client(t.app, criador).get(`/api/signatures?status=cancelled&q=${encodeURIComponent(r.title)}`),
    );
    expect(cancelled.items.map((i) => i.id)).toEqual([r.id]);
    expect(cancelled.summary.cancelled).toBe(1);
    // The expiry job does not turn a cancelled request expired later.
    offset += 11 * DAY;
    try {
      expect((await t.app.jobs.signatures()).expired).not.toContain(r.id);
      expect(ok<SignatureRequest>(await get(criador, r.id)).status).toBe("cancelled");
    } finally {
      offset -= 11 * DAY;
    }
  });

  it("lets verified legal users and platform admins cancel, and tells the sender", async () => {
    const byLegal = await request({ title: "Cancelada pelo jurídico" });
    ok(await voidAs(t.app, juridico, byLegal.id, { reason: "Contrato substituído." }));
    expect(
      await bellEntries(t.database.db, DEMO.creator, "Solicitação de assinatura cancelada", byLegal.title),
    ).toHaveLength(1);
    const byAdmin = await request({ title: "Cancelada pela administração" });
    expect(ok<SignatureRequest>(await voidAs(t.app, admin, byAdmin.id, { reason: "Pedido do cliente." })).status).toBe(
      "cancelled",
    );
  });

  it("refuses signers (403), strangers (404), anonymous callers (401) and writes nothing", async () => {
    const r = await request({ title: "Não pode cancelar" });
    expectApiError(
      await voidAs(t.app, investidor, r.id, { reason: "Quero sair." }),
      403,
      "FORBIDDEN",
      "Apenas quem enviou a solicitação, o jurídico ou a administração da plataforma podem cancelá-la.",
    );
    expectApiError(await voidAs(t.app, stranger.cookie, r.id, { reason: "x" }), 404, "NOT_FOUND");
    expectApiError(await voidAs(t.app, undefined, r.id, { reason: "x" }), 401, "UNAUTHENTICATED");
    expectApiError(
      await voidAs(t.app, criador, "00000000-0000-4000-8000-000000000000", { reason: "x" }),
      404,
      "NOT_FOUND",
    );
    expect(ok<SignatureRequest>(await get(criador, r.id)).status).toBe("pending");
    expect((await events(criador, r.id)).map((e) => e.kind)).not.toContain("voided");
  });

  it("needs a reason, in pt-BR, within its length", async () => {
    const r = await request({ title: "Motivo obrigatório" });
    for (const body of [{}, { reason: "   " }, { reason: 5 }]) {
      const error = expectApiError(await voidAs(t.app, criador, r.id, body), 400, "VALIDATION_ERROR");
      expect(error.fields?.reason).toEqual(["Explique o motivo do cancelamento."]);
    }
    const long = expectApiError(
      await voidAs(t.app, criador, r.id, { reason: "a".repeat(1001) }),
      400,
      "VALIDATION_ERROR",
    );
    expect(long.fields?.reason?.[0]).toMatch(/1\.000 caracteres/);
    expect(ok<SignatureRequest>(await get(criador, r.id)).status).toBe("pending");
  });

  it("works only while pending: a signed, refused, cancelled or expired request answers 409", async () => {
    const signed = await request({ title: "Já assinada", signers: [{ name: ANA.name, email: ANA.email }] });
    ok(await signAs(t, investidor, signed.id, ANA));
    expectApiError(
      await voidAs(t.app, criador, signed.id, { reason: "Tarde demais." }),
      409,
      "CONFLICT",
      "Este contrato já foi assinado por todos; a solicitação não pode mais ser cancelada.",
    );
    const refused = await request({ title: "Já recusada" });
    ok(await refuseAs(t, investidor, refused.id, "Não concordo."));
    expectApiError(await voidAs(t.app, criador, refused.id, { reason: "x" }), 409, "CONFLICT");
    const twice = await request({ title: "Cancelada duas vezes" });
    ok(await voidAs(t.app, criador, twice.id, { reason: "Primeira vez." }));
    expectApiError(
      await voidAs(t.app, criador, twice.id, { reason: "Segunda vez." }),
      409,
      "CONFLICT",
      "Esta solicitação já foi cancelada.",
    );
    const expiring = await request({ title: "Vai expirar", dueDate: dayFrom(now(), 0) });
    offset += DAY;
    try {
      expectApiError(await voidAs(t.app, criador, expiring.id, { reason: "x" }), 409, "CONFLICT");
    } finally {
      offset -= DAY;
    }
  });
});

describe("the contract and its request stay one story", () => {
  type ContractAnswer = Contract;
  const contractBody = async (overrides: Record<string, unknown> = {}) => ({
    name: `Contrato jurídico ${Math.random().toString(36).slice(2, 8)}`,
    client_name: "Ana Investidora",
    project_id: acacias,
    value: 1_000,
    start_date: dayFrom(now(), -5),
    end_date: dayFrom(now(), 365),
    type: "investimento",
    file_id: await pdfFileOf(t.app, juridico),
    ...overrides,
  });
  async function sentContract() {
    const body = await contractBody();
    const contract = ok<ContractAnswer>(await client(t.app, juridico).post("/api/contracts", body), 201);
    const sent = ok<ContractAnswer>(
      await client(t.app, juridico).post(`/api/contracts/${contract.id}/send-for-signature`, {
        due_date: dayFrom(now(), 10),
        signers: [{ name: ANA.name, email: ANA.email, cpf: ANA.cpf }],
      }),
    );
    return { body, contract: sent, requestId: sent.signature!.id };
  }
  const patch = (id: string, payload: unknown) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/contracts/${id}`,
      headers: { cookie: juridico },
      payload: payload as object,
    });
  const storedValue = async (id: string) =>
    (await t.database.db.select({ v: contracts.value }).from(contracts).where(eq(contracts.id, id)))[0]!.v;

  it("cancelling a contract cancels its pending request in the same step: the signer cannot sign it", async () => {
    const { contract, requestId } = await sentContract();
    const cancelled = ok<ContractAnswer>(
      await client(t.app, juridico).post(`/api/contracts/${contract.id}/cancel`, { reason: "Negócio desfeito." }),
    );
    expect(cancelled).toMatchObject({ status: "cancelado", signature: { id: requestId, status: "cancelled" } });
    const r = ok<SignatureRequest>(await get(investidor, requestId));
    expect(r).toMatchObject({ status: "cancelled", void_reason: "Negócio desfeito." });
    expectApiError(await signAs(t, investidor, requestId, ANA), 409, "CONFLICT", VOIDED("Negócio desfeito."));
    const [row] = await t.database.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    expect(row).toMatchObject({ completedAt: null, signedFileId: null, voidReason: "Negócio desfeito." });
    expect((await events(juridico, requestId)).at(-1)?.kind).toBe("voided");
    expect((await outboxMailsTo(t, DEMO.ana)).at(-1)).toContain("Negócio desfeito.");
  });

  it("freezes the terms while a request is pending (409, value unchanged) and frees them once it is cancelled", async () => {
    const { body, contract, requestId } = await sentContract();
    const refused = expectApiError(
      await patch(contract.id, { ...body, file_id: undefined, value: 999_999 }),
      409,
      "CONFLICT",
      "Este contrato está aguardando assinaturas, e os termos enviados não podem mudar. Para alterá-lo, cancele a solicitação em Assinaturas e envie o contrato de novo.",
    );
    expect(refused.code).toBe("CONFLICT");
    expect(await storedValue(contract.id)).toBe("1000.00");
    // Cancelling the request (not the contract) ends the freeze: the contract may be fixed and sent again.
    ok(await voidAs(t.app, juridico, requestId, { reason: "Corrigir o valor." }));
    const back = ok<ContractAnswer>(await client(t.app, juridico).get(`/api/contracts/${contract.id}`));
    expect(back).toMatchObject({ status: "ativo", signature: { status: "cancelled" } });
    ok(await patch(contract.id, { ...body, file_id: undefined, value: 1_200 }));
    expect(await storedValue(contract.id)).toBe("1200.00");
    const again = ok<ContractAnswer>(
      await client(t.app, juridico).post(`/api/contracts/${contract.id}/send-for-signature`, {
        due_date: dayFrom(now(), 5),
        signers: [{ name: ANA.name, email: ANA.email, cpf: ANA.cpf }],
      }),
    );
    expect(again.signature).toMatchObject({ status: "pending" });
    expect(again.signature!.id).not.toBe(requestId);
  });

  it("keeps the signed terms for good, and a signed contract is not cancelled", async () => {
    const { body, contract, requestId } = await sentContract();
    ok(await signAs(t, investidor, requestId, ANA));
    expectApiError(
      await patch(contract.id, { ...body, file_id: undefined, name: "Outro nome" }),
      409,
      "CONFLICT",
      "Este contrato já foi assinado, e os termos assinados não podem mais mudar.",
    );
    expectApiError(
      await client(t.app, juridico).post(`/api/contracts/${contract.id}/cancel`, { reason: "Tentativa." }),
      409,
      "CONFLICT",
      "Este contrato já foi assinado pelas partes e não pode ser cancelado aqui: ele termina na data de término ou por um novo acordo assinado.",
    );
    const after = ok<ContractAnswer>(await client(t.app, juridico).get(`/api/contracts/${contract.id}`));
    expect(after).toMatchObject({ status: "ativo", name: body.name, value: 1_000, cancelled_at: null });
  });

  it("still edits a contract never sent, and refuses the edit and the cancellation to anyone outside the legal desk", async () => {
    const body = await contractBody();
    const contract = ok<ContractAnswer>(await client(t.app, juridico).post("/api/contracts", body), 201);
    ok(await patch(contract.id, { ...body, file_id: undefined, value: 2_000 }));
    expect(await storedValue(contract.id)).toBe("2000.00");
    const asCreator = await t.app.inject({
      method: "PATCH",
      url: `/api/contracts/${contract.id}`,
      headers: { cookie: criador },
      payload: { ...body, file_id: undefined },
    });
    expectApiError(asCreator, 403, "FORBIDDEN");
    expectApiError(
      await client(t.app, criador).post(`/api/contracts/${contract.id}/cancel`, { reason: "x" }),
      403,
      "FORBIDDEN",
    );
  });
});
