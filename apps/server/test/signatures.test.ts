import { and, count, eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  signatureListSchema,
  signatureRequestSchema,
  type CreateSignatureInput,
  type SignatureEvent,
  type SignatureList,
  type SignatureRequest,
} from "@alicerce/shared/schemas/signatures";
import { investments, notifications, profiles, signatureEvents, signatureRequests } from "../src/db/schema/index.ts";
import { CERTIFICATE_TITLE } from "../src/modules/signatures/index.ts";
import {
  client,
  DEMO,
  loginAll,
  loginAs,
  newAccount,
  ok,
  projectIdByTitle,
  SEEDED,
  tinyPdf,
  tinyPng,
  upload,
  userIdOf,
  type Account,
} from "./project-helpers.ts";
import { outboxMailsTo } from "./supplier-helpers.ts";
import { codeKeeper, markEmailConfirmed } from "./signing-helpers.ts";
import { captureStatement, planOf } from "./query-plans.ts";
import { createTestApp, expectApiError, maskedCpf, type TestApp } from "./test-app.ts";

const DAY = 24 * 3600 * 1000;
/** The app's clock: tests move it forward to pass due dates and reminder intervals. */
let offset = 0;
const now = () => new Date(Date.now() + offset);
const advanceDays = (days: number) => (offset += days * DAY);
/** A São Paulo calendar day `days` from the app's clock. */
function dayIn(days: number): string {
  const base = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now());
  const d = new Date(`${base}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const ANA = { email: DEMO.ana, name: "Ana Investidora", cpf: "12345678143" };
const CARLOS = { email: DEMO.creator, name: "Carlos Construtor", cpf: "23456789254" };

let t: TestApp;
let criador: string;
let investidor: string;
let juridico: string;
let acacias: string;
let stranger: Account;

/** A real PDF of `pages` pages, as a person would upload. */
async function realPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++)
    doc.addPage([300, 400]).drawText(`Página ${i + 1}`.replace("á", "a"), { x: 20, y: 350 });
  return Buffer.from(await doc.save());
}

async function pdfFile(cookie: string, pages = 2) {
  return (await upload(t.app, cookie, "contrato.pdf", await realPdf(pages))).id;
}

async function createRequest(cookie: string, overrides: Partial<CreateSignatureInput> = {}) {
  const body: CreateSignatureInput = {
    title: "Contrato de Serviço — Teste",
    project_id: acacias,
    // Investment and SCP requests must name each signer's CPF (signatures-signer-proof.test.ts).
    type: "service",
    amount: 15_000,
    due_date: dayIn(10),
    file_id: await pdfFile(cookie),
    signers: [
      { name: ANA.name, email: ANA.email },
      { name: CARLOS.name, email: CARLOS.email },
    ],
    ...overrides,
  };
  return signatureRequestSchema.parse(
    ok<SignatureRequest>(await client(t.app, cookie).post("/api/signatures", body), 201),
  );
}

const get = (cookie: string | undefined, id: string) => client(t.app, cookie).get(`/api/signatures/${id}`);
/** Signing and refusing need the one-time code mailed to the signer: these ask for it and read the mailbox. */
const codeFor = codeKeeper();
const sign = async (cookie: string, id: string, body: object) =>
  client(t.app, cookie).post(`/api/signatures/${id}/sign`, { code: await codeFor(t, cookie, id), ...body });
const refuse = async (cookie: string, id: string, body: object) =>
  client(t.app, cookie).post(`/api/signatures/${id}/refuse`, { code: await codeFor(t, cookie, id), ...body });
const resend = (cookie: string, id: string) => client(t.app, cookie).post(`/api/signatures/${id}/resend`);
const events = async (cookie: string, id: string) =>
  ok<{ items: SignatureEvent[] }>(await client(t.app, cookie).get(`/api/signatures/${id}/events`)).items;
const list = async (cookie: string, query = "") =>
  signatureListSchema.parse(ok<SignatureList>(await client(t.app, cookie).get(`/api/signatures${query}`)));

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" }, { seed: true, now });
  [criador, investidor, juridico] = await loginAll(t.app, DEMO.creator, DEMO.ana, DEMO.legal);
  acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
  stranger = await newAccount(t.app, "investor");
});
afterAll(() => t.close());

describe("creating a request (Nova assinatura)", () => {
  it("refuses anonymous callers", async () => {
    expectApiError(await client(t.app).get("/api/signatures"), 401, "UNAUTHENTICATED");
    const id = "00000000-0000-4000-8000-000000000000";
    expectApiError(await client(t.app).get(`/api/signatures/${id}`), 401, "UNAUTHENTICATED");
    expectApiError(await client(t.app).post(`/api/signatures/${id}/resend`), 401, "UNAUTHENTICATED");
  });

  it("creates a pending request, records created and sent, and invites every signer by e-mail and notification", async () => {
    const before = (await outboxMailsTo(t, DEMO.ana)).length;
    const r = await createRequest(criador, {
      signers: [{ name: "Ana Investidora", email: "  INVESTIDOR@alicerce.dev " }],
    });
    expect(r.status).toBe("pending");
    expect(r.progress).toBe(0);
    expect(r.signers).toEqual([expect.objectContaining({ email: DEMO.ana, status: "pending", is_me: false })]);
    expect(r.can).toEqual({ sign: false, refuse: false, resend: true, void: true });
    const trail = await events(criador, r.id);
    expect(trail.map((e) => e.kind)).toEqual(["created", "sent"]);
    expect(new Set(trail.map((e) => e.sha256)).size).toBe(1);
    expect(trail[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const mails = await outboxMailsTo(t, DEMO.ana);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toContain(`/dashboard/signatures?assinar=${r.id}`);
    expect(mails.at(-1)).toContain("Contrato de Serviço — Teste");
    const anaId = await userIdOf(t.database.db, DEMO.ana);
    const [note] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, anaId), eq(notifications.link, `/dashboard/signatures?assinar=${r.id}`)));
    expect(note?.n).toBe(1);
  });

  it("is idempotent with an Idempotency-Key", async () => {
    const body = {
      title: "Idempotente",
      project_id: acacias,
      type: "service",
      amount: 10,
      due_date: dayIn(3),
      file_id: await pdfFile(criador),
      signers: [{ name: ANA.name, email: ANA.email }],
    };
    const headers = { cookie: criador, "idempotency-key": "assinatura-idempotente-1" };
    const a = await t.app.inject({ method: "POST", url: "/api/signatures", headers, payload: body });
    const b = await t.app.inject({ method: "POST", url: "/api/signatures", headers, payload: body });
    expect(a.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    const [n] = await t.database.db
      .select({ n: count() })
      .from(signatureRequests)
      .where(eq(signatureRequests.title, "Idempotente"));
    expect(n?.n).toBe(1);
  });

  it("refuses malformed bodies with pt-BR messages and writes nothing", async () => {
    const [before] = await t.database.db.select({ n: count() }).from(signatureRequests);
    const file = await pdfFile(criador);
    const base = { title: "X", project_id: acacias, type: "scp", amount: 1, due_date: dayIn(1), file_id: file };
    const api = client(t.app, criador);
    const noSigners = expectApiError(
      await api.post("/api/signatures", { ...base, signers: [] }),
      400,
      "VALIDATION_ERROR",
    );
    expect(noSigners.fields?.signers).toEqual(["Adicione pelo menos uma pessoa para assinar."]);
    const badEmail = expectApiError(
      await api.post("/api/signatures", { ...base, signers: [{ name: "A", email: "não-é-email" }] }),
      400,
      "VALIDATION_ERROR",
    );
    expect(JSON.stringify(badEmail.fields)).toContain("Informe um e-mail válido.");
    const twice = expectApiError(
      await api.post("/api/signatures", { ...base, signers: [ANA, { ...ANA, name: "Outra" }] }),
      400,
      "VALIDATION_ERROR",
    );
    // The same person twice: one e-mail and one CPF for two lines.
    expect(twice.fields?.signers).toEqual([
      "Cada pessoa deve ter um e-mail diferente.",
      "Cada pessoa deve ter um CPF diferente.",
    ]);
    const past = expectApiError(
      await api.post("/api/signatures", { ...base, due_date: dayIn(-1), signers: [ANA] }),
      400,
      "VALIDATION_ERROR",
    );
    expect(past.fields?.due_date).toEqual(["O prazo não pode ser anterior a hoje."]);
    const badType = expectApiError(
      await api.post("/api/signatures", { ...base, type: "x", signers: [ANA] }),
      400,
      "VALIDATION_ERROR",
    );
    expect(badType.fields?.type).toEqual(["Selecione o tipo do contrato."]);
    const [after] = await t.database.db.select({ n: count() }).from(signatureRequests);
    expect(after?.n).toBe(before?.n);
  });

  it("accepts only the user's own PDF upload", async () => {
    const png = (await upload(t.app, criador, "foto.png", tinyPng())).id;
    const notPdf = expectApiError(
      await client(t.app, criador).post("/api/signatures", {
        title: "X",
        project_id: acacias,
        type: "scp",
        amount: 1,
        due_date: dayIn(1),
        file_id: png,
        signers: [ANA],
      }),
      400,
      "VALIDATION_ERROR",
      "O arquivo do contrato deve ser um PDF.",
    );
    expect(notPdf.fields?.file_id).toEqual(["Envie o contrato em PDF."]);
    // A PDF that does not open (here: without pages) could never receive its certificate page.
    const broken = (await upload(t.app, criador, "quebrado.pdf", tinyPdf())).id;
    const unreadable = expectApiError(
      await client(t.app, criador).post("/api/signatures", {
        title: "X",
        project_id: acacias,
        type: "scp",
        amount: 1,
        due_date: dayIn(1),
        file_id: broken,
        signers: [ANA],
      }),
      400,
      "VALIDATION_ERROR",
      "Não foi possível abrir este PDF: ele pode estar danificado ou protegido por senha. Envie outro arquivo.",
    );
    expect(unreadable.fields?.file_id).toEqual(["Envie um PDF sem senha que abra normalmente."]);
    const others = (await upload(t.app, investidor, "c.pdf", tinyPdf())).id;
    expectApiError(
      await client(t.app, criador).post("/api/signatures", {
        title: "X",
        project_id: acacias,
        type: "scp",
        amount: 1,
        due_date: dayIn(1),
        file_id: others,
        signers: [ANA],
      }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("lets only people working on the project (or the legal desk) send its contracts", async () => {
    const file = (await upload(t.app, stranger.cookie, "c.pdf", tinyPdf())).id;
    expectApiError(
      await client(t.app, stranger.cookie).post("/api/signatures", {
        title: "X",
        project_id: acacias,
        type: "scp",
        amount: 1,
        due_date: dayIn(1),
        file_id: file,
        signers: [ANA],
      }),
      403,
      "FORBIDDEN",
      "Você só pode enviar para assinatura contratos de projetos que criou ou dos quais participa.",
    );
    const options = ok<{ items: { id: string }[] }>(
      await client(t.app, stranger.cookie).get("/api/signatures/project-options"),
    );
    expect(options.items).toEqual([]);
    const mine = ok<{ items: { id: string }[] }>(await client(t.app, criador).get("/api/signatures/project-options"));
    expect(mine.items.map((p) => p.id)).toContain(acacias);
    const legal = await createRequest(juridico, { file_id: await pdfFile(juridico) });
    expect(legal.created_by.name).toBeTruthy();
  });
});

describe("reading", () => {
  let request: SignatureRequest;
  beforeAll(async () => {
    request = await createRequest(criador, {
      title: "Leitura restrita",
      signers: [{ name: ANA.name, email: ANA.email }],
    });
  });

  it("shows the request to its creator, its signers and the legal desk, and answers 404 to anyone else", async () => {
    for (const cookie of [criador, investidor, juridico]) ok(await get(cookie, request.id));
    expectApiError(await get(stranger.cookie, request.id), 404, "NOT_FOUND", "Contrato não encontrado.");
    for (const path of ["file", "download", "events"]) {
      expectApiError(
        await client(t.app, stranger.cookie).get(`/api/signatures/${request.id}/${path}`),
        404,
        "NOT_FOUND",
      );
    }
    expect((await list(stranger.cookie)).items.map((r) => r.id)).not.toContain(request.id);
    const ana = await list(investidor, "?q=leitura");
    expect(ana.items.map((r) => r.id)).toEqual([request.id]);
    expect(ana.items[0]!.can.sign).toBe(true);
    expect(ana.items[0]!.signers[0]!.is_me).toBe(true);
  });

  it("filters by status and type and counts the summary on the server", async () => {
    const all = await list(criador);
    expect(all.summary.total).toBe(all.total);
    const pending = await list(criador, "?status=pending");
    expect(pending.total).toBe(all.summary.pending);
    expect(pending.items.every((r) => r.status === "pending")).toBe(true);
    const services = await list(criador, "?type=service");
    expect(services.items.every((r) => r.type === "service")).toBe(true);
    expectApiError(
      await client(t.app, criador).get("/api/signatures?status=assinado"),
      400,
      "VALIDATION_ERROR",
      "Escolha um status da lista.",
    );
  });

  it("records a signer's first view of the PDF in the trail, once", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await client(t.app, investidor).get(`/api/signatures/${request.id}/file`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toMatch(/^inline/);
    }
    expect((await client(t.app, criador).get(`/api/signatures/${request.id}/file`)).statusCode).toBe(200);
    const viewed = (await events(criador, request.id)).filter((e) => e.kind === "viewed");
    expect(viewed).toHaveLength(1);
    expect(viewed[0]!.signer_name).toBe(ANA.name);
  });
});

describe("signing, the signed PDF and its certificate", () => {
  let request: SignatureRequest;
  let later: Account;
  const laterEmail = `assina.depois.${Date.now()}@exemplo.com.br`;

  beforeAll(async () => {
    request = await createRequest(criador, {
      title: "Dois signatários",
      file_id: await pdfFile(criador, 3),
      signers: [
        { name: ANA.name, email: ANA.email },
        { name: "Pessoa Sem Conta", email: laterEmail },
      ],
    });
  });

  it("refuses people who are not signers, with nothing written", async () => {
    expectApiError(
      await sign(criador, request.id, { name: CARLOS.name, cpf: CARLOS.cpf, agree: true }),
      403,
      "FORBIDDEN",
      "Apenas as pessoas convidadas podem assinar ou recusar este contrato.",
    );
    expectApiError(await refuse(juridico, request.id, { reason: "Não" }), 403, "FORBIDDEN");
    expectApiError(await sign(stranger.cookie, request.id, { name: "x", cpf: ANA.cpf, agree: true }), 404, "NOT_FOUND");
    expect((await events(criador, request.id)).map((e) => e.kind)).toEqual(["created", "sent", "sent"]);
  });

  it("asks for the invited name, the account's CPF and the agreement", async () => {
    const noAgree = expectApiError(
      await sign(investidor, request.id, { name: ANA.name, cpf: ANA.cpf, agree: false }),
      400,
      "VALIDATION_ERROR",
    );
    expect(noAgree.fields?.agree).toEqual(["Marque a concordância para assinar."]);
    const badCpf = expectApiError(
      await sign(investidor, request.id, { name: ANA.name, cpf: "123", agree: true }),
      400,
      "VALIDATION_ERROR",
    );
    expect(badCpf.fields?.cpf).toEqual(["Por favor, insira um CPF válido."]);
    const otherCpf = expectApiError(
      await sign(investidor, request.id, { name: ANA.name, cpf: CARLOS.cpf, agree: true }),
      400,
      "VALIDATION_ERROR",
      "O nome deve ser o do convite e o CPF, o da sua conta. Confira os campos indicados.",
    );
    expect(otherCpf.fields).toEqual({ cpf: ["Informe o CPF cadastrado na sua conta."] });
    const otherName = expectApiError(
      await sign(investidor, request.id, { name: "Ana Outra", cpf: ANA.cpf, agree: true }),
      400,
      "VALIDATION_ERROR",
    );
    expect(otherName.fields).toEqual({ name: [`Digite o nome como está no convite: ${ANA.name}.`] });
    expect((await events(criador, request.id)).some((e) => e.kind === "signed")).toBe(false);
  });

  it("records a signature with CPF, IP, user agent and SHA-256, then refuses a second one", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/signatures/${request.id}/sign`,
      headers: { cookie: investidor, "user-agent": "Navegador de Teste/1.0" },
      // Typed as people do: lower case without accents, masked CPF.
      payload: {
        name: "ana  investidora",
        cpf: maskedCpf(ANA.cpf),
        agree: true,
        code: await codeFor(t, investidor, request.id),
      },
    });
    const signed = ok<SignatureRequest>(res);
    expect(signed.status).toBe("pending");
    expect(signed.progress).toBe(50);
    expect(signed.signers.find((s) => s.email === ANA.email)?.status).toBe("signed");
    // A signer sees the trail whole; its sender (no signer here) sees CPF, IP and browser masked (decision 036).
    const event = (await events(investidor, request.id)).find((e) => e.kind === "signed")!;
    expect(event).toMatchObject({ cpf: ANA.cpf, user_agent: "Navegador de Teste/1.0", actor_name: ANA.name });
    expect(event.ip).toBeTruthy();
    const seenBySender = (await events(criador, request.id)).find((e) => e.kind === "signed")!;
    expect(seenBySender).toMatchObject({ cpf: "***.456.781-**", user_agent: null, actor_name: ANA.name });
    expect(event.sha256).toMatch(/^[0-9a-f]{64}$/);
    expectApiError(
      await sign(investidor, request.id, { name: ANA.name, cpf: ANA.cpf, agree: true }),
      409,
      "CONFLICT",
      "Você já assinou este contrato.",
    );
    expectApiError(await refuse(investidor, request.id, { reason: "Mudei de ideia" }), 409, "CONFLICT");
  });

  it("resends only by its creator while pending, to the pending signers", async () => {
    expectApiError(
      await resend(investidor, request.id),
      403,
      "FORBIDDEN",
      "Apenas quem criou a solicitação pode reenviá-la.",
    );
    const before = (await outboxMailsTo(t, laterEmail)).length;
    const anaBefore = (await outboxMailsTo(t, DEMO.ana)).length;
    expect(ok<{ resent_to: number }>(await resend(criador, request.id)).resent_to).toBe(1);
    expect((await outboxMailsTo(t, laterEmail)).length).toBe(before + 1);
    expect((await outboxMailsTo(t, DEMO.ana)).length).toBe(anaBefore);
    expect((await events(criador, request.id)).filter((e) => e.kind === "resent")).toHaveLength(1);
  });

  it("lets a signer who registers later with the invited e-mail find and sign it; the last signature produces the signed PDF", async () => {
    later = await newAccount(t.app, "investor", { email: laterEmail, name: "Pessoa Sem Conta" });
    await markEmailConfirmed(t, later.id);
    const mine = await list(later.cookie);
    expect(mine.items.map((r) => r.id)).toContain(request.id);
    const [profile] = await t.database.db
      .select({ cpf: profiles.cpf })
      .from(profiles)
      .where(eq(profiles.userId, later.id));
    const done = ok<SignatureRequest>(
      await sign(later.cookie, request.id, { name: "Pessoa Sem Conta", cpf: profile!.cpf, agree: true }),
    );
    expect(done.status).toBe("signed");
    expect(done.progress).toBe(100);
    expect(done.completed_at).not.toBeNull();
    expect(done.can).toEqual({ sign: false, refuse: false, resend: false, void: false });

    const download = await client(t.app, criador).get(`/api/signatures/${request.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toContain("assinado");
    const pdf = await PDFDocument.load(download.rawPayload);
    expect(pdf.getPageCount()).toBe(3 + 1);
    expect(pdf.getSubject()).toBe(CERTIFICATE_TITLE);
    expect(pdf.getKeywords()).toContain(`alicerce-assinatura:${request.id}`);
    // The certificate page carries an image (the QR code); the original pages do not.
    const last = pdf.getPage(3).node.Resources()?.toString() ?? "";
    expect(last).toContain("/XObject");
    // The original stays available for viewing.
    const original = await PDFDocument.load(
      (await client(t.app, criador).get(`/api/signatures/${request.id}/file`)).rawPayload,
    );
    expect(original.getPageCount()).toBe(3);
  });

  it("registers its PDF as a project document, Assinado once signed, verified publicly by the certificate's code", async () => {
    const documentOf = async (id: string) => {
      const [row] = await t.database.db
        .select({ documentId: signatureRequests.documentId, code: signatureRequests.verificationCode })
        .from(signatureRequests)
        .where(eq(signatureRequests.id, id));
      const found = ok<{ items: { id: string; status: string; name: string; category: string }[] }>(
        await client(t.app, criador).get(`/api/documents?document_id=${row!.documentId}`),
      ).items;
      return { document: found[0]!, code: row!.code };
    };
    const signed = await documentOf(request.id);
    expect(signed.document).toMatchObject({ status: "signed", name: request.title, category: "legal" });
    const verified = ok<{ status: string; sha256: string }>(
      await client(t.app).get(`/api/public/verify/${signed.code}`),
    );
    expect(verified.status).toBe("signed");
    expect(verified.sha256).toBe((await events(criador, request.id))[0]!.sha256);

    const open = await createRequest(criador, { title: "Contrato em assinatura" });
    expect((await documentOf(open.id)).document.status).toBe("pending");
    // A signature PDF is not sent to the legal review queue: its status follows the signatures.
    const queued = ok<{ total: number }>(
      await client(t.app, juridico).get(`/api/approvals?q=${encodeURIComponent("Contrato em assinatura")}`),
    );
    expect(queued.total).toBe(0);
  });

  it("refuses any action on a completed request", async () => {
    expectApiError(
      await sign(later.cookie, request.id, { name: "Pessoa Sem Conta", cpf: ANA.cpf, agree: true }),
      409,
      "CONFLICT",
      "Este contrato já foi assinado por todos e não aceita mais assinaturas.",
    );
    expectApiError(await resend(criador, request.id), 409, "CONFLICT");
    expect((await list(criador, "?status=signed")).items.map((r) => r.id)).toContain(request.id);
  });
});

describe("refusing", () => {
  it("needs a reason, rejects the request for everyone and refuses later signatures", async () => {
    const r = await createRequest(criador, { title: "Para recusar" });
    const empty = expectApiError(await refuse(investidor, r.id, { reason: "  " }), 400, "VALIDATION_ERROR");
    expect(empty.fields?.reason).toEqual(["Explique o motivo da recusa."]);
    const refused = ok<SignatureRequest>(await refuse(investidor, r.id, { reason: "O valor está errado." }));
    expect(refused.status).toBe("rejected");
    expect(refused.signers.find((s) => s.email === ANA.email)).toMatchObject({
      status: "rejected",
      reason: "O valor está errado.",
    });
    expectApiError(
      await sign(criador, r.id, { name: CARLOS.name, cpf: CARLOS.cpf, agree: true }),
      409,
      "CONFLICT",
      "Este contrato foi recusado e não aceita mais assinaturas.",
    );
    expectApiError(await resend(criador, r.id), 409, "CONFLICT");
    expect((await events(criador, r.id)).map((e) => e.kind)).toContain("refused");
  });

  it("asks an account without a CPF to register it in Minha Conta", async () => {
    const r = await createRequest(criador, { title: "Sem CPF" });
    const anaId = await userIdOf(t.database.db, DEMO.ana);
    await t.database.db.update(profiles).set({ cpf: null }).where(eq(profiles.userId, anaId));
    try {
      expectApiError(
        await sign(investidor, r.id, { name: ANA.name, cpf: ANA.cpf, agree: true }),
        400,
        "VALIDATION_ERROR",
        "Sua conta não tem CPF cadastrado. Cadastre seu CPF em Minha Conta e volte para assinar.",
      );
    } finally {
      await t.database.db.update(profiles).set({ cpf: ANA.cpf }).where(eq(profiles.userId, anaId));
    }
  });
});

describe("the audit trail", () => {
  it("cannot be updated or deleted, even in SQL, and outlives any attempt", async () => {
    const r = await createRequest(criador, { title: "Trilha" });
    const db = t.database.db;
    await expect(
      db.update(signatureEvents).set({ ip: "1.2.3.4" }).where(eq(signatureEvents.requestId, r.id)),
    ).rejects.toThrow();
    await expect(db.delete(signatureEvents).where(eq(signatureEvents.requestId, r.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate signature_events`)).rejects.toThrow();
    await expect(db.delete(signatureRequests).where(eq(signatureRequests.id, r.id))).rejects.toThrow();
    expect((await events(criador, r.id)).map((e) => e.kind)).toEqual(["created", "sent", "sent"]);
  });
});

describe("time: expiry and reminders (the app's clock)", () => {
  it("turns a request expired the day after its due date, refuses signing then, and records the event once", async () => {
    const r = await createRequest(criador, { title: "Vence hoje", due_date: dayIn(0) });
    expect((await list(criador, "?q=vence hoje")).items[0]!.status).toBe("pending");
    advanceDays(1);
    try {
      const expired = await list(criador, "?q=vence hoje&status=expired");
      expect(expired.items.map((i) => i.id)).toEqual([r.id]);
      expect(expired.items[0]!.can).toEqual({ sign: false, refuse: false, resend: false, void: false });
      expectApiError(
        await sign(investidor, r.id, { name: ANA.name, cpf: ANA.cpf, agree: true }),
        409,
        "CONFLICT",
        "O prazo para assinar este contrato terminou.",
      );
      expectApiError(await resend(criador, r.id), 409, "CONFLICT");
      expect((await t.app.jobs.signatures()).expired).toContain(r.id);
      expect((await t.app.jobs.signatures()).expired).not.toContain(r.id);
      expect((await events(criador, r.id)).filter((e) => e.kind === "expired")).toHaveLength(1);
    } finally {
      advanceDays(-1);
    }
  });

  it("reminds pending signers every 3 days until the due date, once per interval", async () => {
    await t.app.jobs.signatures(); // whatever was already due
    const r = await createRequest(criador, { title: "Lembretes", due_date: dayIn(7) });
    ok(await sign(criador, r.id, { name: CARLOS.name, cpf: CARLOS.cpf, agree: true }));
    const reminders = async () => (await events(criador, r.id)).filter((e) => e.kind === "reminded");
    const start = offset;
    try {
      advanceDays(1);
      await t.app.jobs.signatures();
      expect(await reminders()).toHaveLength(0);
      advanceDays(2.1);
      const reminderMails = async () =>
        (await outboxMailsTo(t, DEMO.ana)).filter((m) => m.includes("Lembrete") && m.includes(r.id));
      const anaBefore = (await reminderMails()).length;
      await t.app.jobs.signatures();
      await t.app.jobs.signatures();
      const first = await reminders();
      expect(first).toHaveLength(1); // only Ana: Carlos already signed
      expect(first[0]!.signer_name).toBe(ANA.name);
      expect((await reminderMails()).length).toBe(anaBefore + 1);
      advanceDays(3);
      await t.app.jobs.signatures();
      expect(await reminders()).toHaveLength(2);
      advanceDays(3); // past the due date: no more reminders
      await t.app.jobs.signatures();
      expect(await reminders()).toHaveLength(2);
    } finally {
      offset = start;
    }
  });
});

describe("the reminders' search at scale (decision 066)", () => {
  it("finds each pending signer's last contact through the request's events, not the whole trail", async () => {
    const search = await captureStatement(
      t.database,
      (query) => query.startsWith("select distinct") && query.includes("max("),
      () => t.app.jobs.signatures(),
    );
    const lines = await planOf(t.database, search, { indexesOnly: true });
    const events = lines.findIndex((line) => line.includes(" on signature_events"));
    expect(events, lines.join("\n")).toBeGreaterThan(-1);
    // Reached by the request's id (an index scan, or a bitmap one on PostgreSQL): the signer's few events,
    // whatever the size of the trail. The node's own lines are those indented under it.
    const depth = (line: string) => line.search(/\S/);
    const node = lines.slice(events + 1).findIndex((line) => depth(line) <= depth(lines[events]!));
    const eventLines = lines.slice(events, node === -1 ? undefined : events + 1 + node);
    expect(eventLines.join("\n"), lines.join("\n")).toMatch(/Index Cond: \(+request_id = /);
  });
});

describe("investments become SCP contracts", () => {
  it("creates one SCP contract for signature by the investor and the project's creator when the withdrawal period ends", async () => {
    const db = t.database.db;
    const anaId = await userIdOf(db, DEMO.ana);
    const [investment] = await db
      .insert(investments)
      .values({
        projectId: acacias,
        investorId: anaId,
        amount: "7500.00",
        withdrawableUntil: new Date(now().getTime() + 5 * DAY),
      })
      .returning({ id: investments.id });
    const scpOf = () => db.select().from(signatureRequests).where(eq(signatureRequests.investmentId, investment!.id));
    await t.app.jobs.signatures();
    expect(await scpOf()).toHaveLength(0); // still within the 5 days
    const start = offset;
    try {
      advanceDays(5.1);
      await t.app.jobs.signatures();
      await t.app.jobs.signatures();
      const rows = await scpOf();
      expect(rows).toHaveLength(1);
      const scp = ok<SignatureRequest>(await get(investidor, rows[0]!.id));
      expect(scp).toMatchObject({ type: "scp", amount: 7500, status: "pending", investment_id: investment!.id });
      expect(scp.signers.map((s) => s.email)).toEqual([DEMO.ana, DEMO.creator]);
      expect(scp.can.sign).toBe(true);
      const pdf = await PDFDocument.load(
        (await client(t.app, investidor).get(`/api/signatures/${scp.id}/file`)).rawPayload,
      );
      expect(pdf.getTitle()).toContain("Contrato de Participação SCP");
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      // The unique index holds even against a direct second insert.
      await expect(
        db.insert(signatureRequests).values({ ...rows[0]!, id: undefined, verificationCode: "outro-codigo" }),
      ).rejects.toThrow();
    } finally {
      offset = start;
    }
  });
});

describe("contracts go to signature (Enviar para assinatura)", () => {
  type ContractAnswer = { id: string; status: string; signature: { id: string; status: string } | null };
  async function newContract(withPdf: boolean, starts = 5) {
    return ok<ContractAnswer>(
      await client(t.app, juridico).post("/api/contracts", {
        name: `Contrato para assinar ${Math.random().toString(36).slice(2, 8)}`,
        client_name: "Ana Investidora",
        project_id: acacias,
        value: 20_000,
        start_date: dayIn(starts),
        end_date: dayIn(starts + 365),
        type: "investimento",
        file_id: withPdf ? await pdfFile(juridico) : null,
      }),
      201,
    );
  }
  const send = (cookie: string, id: string, body: unknown) =>
    client(t.app, cookie).post(`/api/contracts/${id}/send-for-signature`, body);
  // An "investimento" contract becomes an investment request: each signer is named with their CPF.
  const body = { due_date: dayIn(10), signers: [{ name: ANA.name, email: ANA.email, cpf: ANA.cpf }] };

  it("creates the request from the contract; the contract is Pendente while signing and Ativo once signed", async () => {
    const contract = await newContract(true, 5); // starts in 5 days: by dates alone it would be Pendente anyway
    expect(contract.signature).toBeNull();
    const sent = ok<ContractAnswer>(await send(juridico, contract.id, body));
    expect(sent.status).toBe("pendente");
    expect(sent.signature?.status).toBe("pending");
    const request = ok<SignatureRequest>(await get(investidor, sent.signature!.id));
    expect(request).toMatchObject({ type: "investment", amount: 20_000, contract_id: contract.id });
    expectApiError(
      await send(juridico, contract.id, body),
      409,
      "CONFLICT",
      "Este contrato já está aguardando assinaturas.",
    );
    ok(await sign(investidor, request.id, { name: ANA.name, cpf: ANA.cpf, agree: true }));
    const signed = ok<ContractAnswer>(await client(t.app, juridico).get(`/api/contracts/${contract.id}`));
    expect(signed).toMatchObject({ status: "ativo", signature: { id: request.id, status: "signed" } });
    expectApiError(await send(juridico, contract.id, body), 409, "CONFLICT", "Este contrato já foi assinado.");
  });

  it("goes back to the dates once its request expires, and may be sent again", async () => {
    const contract = await newContract(true, -5); // in force by its dates
    ok(await send(juridico, contract.id, { ...body, due_date: dayIn(0) }));
    expect(ok<ContractAnswer>(await client(t.app, juridico).get(`/api/contracts/${contract.id}`)).status).toBe(
      "pendente",
    );
    advanceDays(1);
    try {
      const after = ok<ContractAnswer>(await client(t.app, juridico).get(`/api/contracts/${contract.id}`));
      expect(after).toMatchObject({ status: "ativo", signature: { status: "expired" } });
      const again = ok<ContractAnswer>(await send(juridico, contract.id, { ...body, due_date: dayIn(3) }));
      expect(again.signature?.status).toBe("pending");
    } finally {
      advanceDays(-1);
    }
  });

  it("needs the contract's PDF, the legal desk and a valid body", async () => {
    const noPdf = await newContract(false);
    expectApiError(
      await send(juridico, noPdf.id, body),
      409,
      "CONFLICT",
      "Anexe o PDF do contrato antes de enviá-lo para assinatura.",
    );
    const withPdf = await newContract(true);
    expectApiError(await send(criador, withPdf.id, body), 403, "FORBIDDEN");
    const empty = expectApiError(
      await send(juridico, withPdf.id, { due_date: dayIn(1), signers: [] }),
      400,
      "VALIDATION_ERROR",
    );
    expect(empty.fields?.signers).toEqual(["Adicione pelo menos uma pessoa para assinar."]);
    ok(await client(t.app, juridico).post(`/api/contracts/${withPdf.id}/cancel`, { reason: "Desistência" }));
    expectApiError(await send(juridico, withPdf.id, body), 409, "CONFLICT");
    expectApiError(await send(juridico, "00000000-0000-4000-8000-000000000000", body), 404, "NOT_FOUND");
  });
});

describe("demo data", () => {
  it("has requests in every status and type, awaiting investidor@ and criador@, and a signed PDF with its certificate", async () => {
    const demo = await createTestApp();
    try {
      const { seedDemoData } = await import("../src/seed/seed.ts");
      expect(await seedDemoData(demo.database.db, { storage: demo.app.storage })).toBe(true);
      const cookie = async (email: string) => loginAs(demo.app, email);
      // Filtered, each on its first page: the demo's SCP contracts (decision 135) fill more than one page.
      const list = async (email: string, query: string) =>
        signatureListSchema.parse(ok(await client(demo.app, await cookie(email)).get(`/api/signatures?${query}`)));
      const firsts = new Map<string, SignatureRequest>();
      for (const status of ["pending", "signed", "rejected", "expired"]) {
        const page = await list(DEMO.legal, `status=${status}`);
        expect(page.items.length, status).toBeGreaterThan(0);
        firsts.set(status, page.items[0]!);
      }
      for (const type of ["investment", "scp", "service"]) {
        expect((await list(DEMO.legal, `type=${type}`)).total, type).toBeGreaterThan(0);
      }
      for (const email of [DEMO.ana, DEMO.creator]) {
        const mine = await list(email, "status=pending");
        expect(
          mine.items.some((r) => r.can.sign),
          email,
        ).toBe(true);
      }
      const signed = firsts.get("signed")!;
      const trail = ok<{ items: SignatureEvent[] }>(
        await client(demo.app, await cookie(DEMO.legal)).get(`/api/signatures/${signed.id}/events`),
      ).items;
      expect(trail.filter((e) => e.kind === "signed")).toHaveLength(signed.signers.length);
      const pdf = await PDFDocument.load(
        (await client(demo.app, await cookie(DEMO.legal)).get(signed.download_url)).rawPayload,
      );
      expect(pdf.getSubject()).toBe(CERTIFICATE_TITLE);
      expect(pdf.getPageCount()).toBe(2);
      const expired = firsts.get("expired")!;
      const expiredTrail = ok<{ items: SignatureEvent[] }>(
        await client(demo.app, await cookie(DEMO.legal)).get(`/api/signatures/${expired.id}/events`),
      ).items;
      expect(expiredTrail.at(-1)?.kind).toBe("expired");
    } finally {
      await demo.close();
    }
  });
});
