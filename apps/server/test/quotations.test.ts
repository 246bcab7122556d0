import { randomUUID } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatBRL } from "@alicerce/shared/brazilian";
import { quotationPageSchema, quotationSchema } from "@alicerce/shared/schemas/quotations";
import { quotationAttachments, quotations } from "../src/db/schema/index.ts";
import {
  client,
  createSeededApp,
  dateIn,
  DEMO,
  loginAll,
  newAccount,
  ok,
  tinyExe,
  tinyPdf,
  tinyPng,
  upload,
  uploadRaw,
  type Account,
} from "./project-helpers.ts";
import {
  advanceQuotation,
  outboxMailsTo,
  quotationIdByName,
  quotationInput,
  registerSupplier,
  requestQuotation,
  responseInput,
  SEEDED_QUOTATIONS,
  SEEDED_SUPPLIERS,
  supplierIdByName,
  type Quotation,
  quotationSide,
  quotationTabs,
  type QuotationPage,
  type SupplierDetail,
} from "./supplier-helpers.ts";
import { captureStatement, planOf } from "./query-plans.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

const MB = 1024 * 1024;

let t: TestApp;
let criador: string;
let fornecedor: string;
let fundacoesId: string;
/** A requester with no supplier record. */
let cliente: Account;
/** Owns `loja`, a fresh supplier record. */
let dona: Account;
let loja: SupplierDetail;
/** Neither requester nor supplier of anything. */
let outsider: Account;

beforeAll(async () => {
  t = await createSeededApp();
  [criador, fornecedor] = await loginAll(t.app, DEMO.creator, DEMO.supplier);
  fundacoesId = await supplierIdByName(t.database.db, SEEDED_SUPPLIERS.fundacoes);
  cliente = await newAccount(t.app, "creator", { name: "Clara Cliente" });
  dona = await newAccount(t.app, "supplier", { name: "Dora Dona" });
  outsider = await newAccount(t.app, "investor", { name: "Otto Alheio" });
  loja = await registerSupplier(t.app, dona.cookie, { company_name: "Dora Hidráulica", category: "hidraulica" });
});
afterAll(() => t.close());

const quotationCount = async () => Number((await t.database.db.select({ n: count() }).from(quotations))[0]!.n);
const who = () => ({ requester: cliente.cookie, supplier: dona.cookie });

describe("POST /api/quotations", () => {
  it("creates a pendente request with its attachments and e-mails the supplier's owner", async () => {
    const pdf = tinyPdf();
    const png = tinyPng();
    const a = await upload(t.app, cliente.cookie, "memorial descritivo.pdf", pdf);
    const b = await upload(t.app, cliente.cookie, "planta.png", png);
    const deadline = dateIn(45);
    const res = await client(t.app, cliente.cookie).post(
      "/api/quotations",
      quotationInput(loja.id, {
        project_name: "  Reforma do Sobrado  ",
        description: "  Troca de toda a tubulação.  ",
        desired_deadline: deadline,
        notes: "Acesso pelos fundos.",
        attachment_ids: [a.id, b.id],
      }),
    );
    const q = ok<Quotation>(res, 201);
    expect(quotationSchema.safeParse(q).success).toBe(true);
    expect(q).toMatchObject({
      project_name: "Reforma do Sobrado",
      description: "Troca de toda a tubulação.",
      notes: "Acesso pelos fundos.",
      desired_deadline: deadline,
      status: "pendente",
      supplier: {
        id: loja.id,
        company_name: "Dora Hidráulica",
        category: "hidraulica",
        location_city: loja.location_city,
        location_state: loja.location_state,
      },
      requester: { id: cliente.id, name: "Clara Cliente" },
      supplier_response: null,
      estimated_price: null,
      estimated_delivery_days: null,
      responded_at: null,
      decided_at: null,
      completed_at: null,
      viewer: {
        role: "requester",
        can_respond: false,
        can_decide: false,
        can_complete: false,
        can_review: false,
        reviewed: false,
      },
    });
    expect(q.attachments.map((f) => [f.name, f.size])).toEqual(
      expect.arrayContaining([
        ["memorial descritivo.pdf", pdf.length],
        ["planta.png", png.length],
      ]),
    );
    expect(q.attachments).toHaveLength(2);
    for (const f of q.attachments) expect(f.download_url).toBe(`/api/quotations/${q.id}/attachments/${f.id}`);

    // Stored: the row and one attachment row per file.
    const [row] = await t.database.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect(row).toMatchObject({
      status: "pendente",
      projectCreatorId: cliente.id,
      supplierId: loja.id,
      desiredDeadline: deadline,
    });
    const files = await t.database.db
      .select()
      .from(quotationAttachments)
      .where(eq(quotationAttachments.quotationId, q.id));
    expect(files.map((f) => f.fileId).sort()).toEqual([a.id, b.id].sort());

    // The supplier's owner sees the same request, with the right to respond.
    const seen = ok<Quotation>(await client(t.app, dona.cookie).get(`/api/quotations/${q.id}`));
    expect(seen.viewer).toEqual({
      role: "supplier",
      can_respond: true,
      can_decide: false,
      can_complete: false,
      can_review: false,
      reviewed: false,
    });
    expect(seen.attachments).toEqual(q.attachments);
    // The lists carry them too, on both sides (the list reads every attachment of the viewer's quotations at once).
    const sentList = await quotationTabs(t.app, cliente.cookie);
    expect(sentList.sent.find((s) => s.id === q.id)?.attachments).toEqual(q.attachments);
    const receivedList = await quotationTabs(t.app, dona.cookie);
    expect(receivedList.received.find((r) => r.id === q.id)?.attachments).toEqual(q.attachments);
    const strangerList = await quotationTabs(t.app, outsider.cookie);
    expect(strangerList.sent.flatMap((s) => s.attachments)).toEqual([]);

    // An .eml for the owner's e-mail in <dataDir>/outbox; nothing for the requester.
    const mails = await outboxMailsTo(t, dona.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Olá, Dora Hidráulica!");
    expect(mails[0]).toContain('Clara Cliente pediu um orçamento para "Reforma do Sobrado".');
    expect(mails[0]).toContain(`${t.config.publicUrl}/dashboard/quotations`);
    expect(await outboxMailsTo(t, cliente.email)).toEqual([]);
  });

  it("e-mails the seeded supplier's owner, fornecedor@alicerce.dev", async () => {
    const before = (await outboxMailsTo(t, DEMO.supplier)).length;
    await requestQuotation(t.app, cliente.cookie, fundacoesId, { project_name: "Galpão Logístico" });
    const mails = await outboxMailsTo(t, DEMO.supplier);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain('"Galpão Logístico"');
  });

  it("accepts no deadline and today's date (São Paulo) as the deadline", async () => {
    expect(
      (await requestQuotation(t.app, cliente.cookie, loja.id, { desired_deadline: null })).desired_deadline,
    ).toBeNull();
    const { desired_deadline: _omitted, ...withoutDeadline } = quotationInput(loja.id);
    expect(
      ok<Quotation>(await client(t.app, cliente.cookie).post("/api/quotations", withoutDeadline), 201).desired_deadline,
    ).toBeNull();
    expect(
      (await requestQuotation(t.app, cliente.cookie, loja.id, { desired_deadline: dateIn(0) })).desired_deadline,
    ).toBe(dateIn(0));
  });

  it("requires project name and description after trimming (400 with the message of docs/product/messages.md#quotations), writing nothing", async () => {
    const before = await quotationCount();
    const api = client(t.app, cliente.cookie);
    const message = "Por favor, preencha o nome do projeto e a descrição.";
    const cases: [Record<string, unknown>, string[]][] = [
      [{ project_name: "   " }, ["project_name"]],
      [{ project_name: "" }, ["project_name"]],
      [{ description: " \n\t " }, ["description"]],
      [{ project_name: " ", description: " " }, ["project_name", "description"]],
      [{ project_name: undefined }, ["project_name"]],
      [{ description: null }, ["description"]],
    ];
    for (const [patch, fields] of cases) {
      const error = expectApiError(
        await api.post("/api/quotations", { ...quotationInput(loja.id), ...patch }),
        400,
        "VALIDATION_ERROR",
        message,
      );
      expect(Object.keys(error.fields ?? {}).sort(), JSON.stringify(patch)).toEqual([...fields].sort());
      for (const f of fields) expect(error.fields![f]).toEqual([message]);
    }
    expect(await quotationCount()).toBe(before);
  });

  it("refuses a desired deadline in the past with 400", async () => {
    const before = await quotationCount();
    for (const days of [-1, -400]) {
      const error = expectApiError(
        await client(t.app, cliente.cookie).post(
          "/api/quotations",
          quotationInput(loja.id, { desired_deadline: dateIn(days) }),
        ),
        400,
        "VALIDATION_ERROR",
        "O prazo desejado não pode estar no passado.",
      );
      expect(Object.keys(error.fields ?? {})).toEqual(["desired_deadline"]);
    }
    expect(await quotationCount()).toBe(before);
  });

  it("refuses a malformed date with 400", async () => {
    const before = await quotationCount();
    for (const desired_deadline of [
      "2031-02-30",
      "2031-13-01",
      "31/12/2031",
      "amanhã",
      "2031-1-5",
      "2031-01-01T00:00:00Z",
      20311231,
    ]) {
      const error = expectApiError(
        await client(t.app, cliente.cookie).post("/api/quotations", { ...quotationInput(loja.id), desired_deadline }),
        400,
        "VALIDATION_ERROR",
      );
      expect(Object.keys(error.fields ?? {}), String(desired_deadline)).toEqual(["desired_deadline"]);
    }
    expect(await quotationCount()).toBe(before);
  });

  it("refuses an attachment over 10 MB at upload with 413 and the message of docs/product/messages.md#files", async () => {
    const res = await uploadRaw(t.app, cliente.cookie, "orçamento antigo.pdf", tinyPdf(11 * MB));
    expectApiError(res, 413, "PAYLOAD_TOO_LARGE", "O arquivo orçamento antigo.pdf excede o limite de 10MB.");
  });

  it("refuses an executable renamed to .pdf at upload with 400", async () => {
    const res = await uploadRaw(t.app, cliente.cookie, "planta.pdf", tinyExe());
    expectApiError(
      res,
      400,
      "VALIDATION_ERROR",
      "O arquivo planta.pdf não é de um tipo aceito. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.",
    );
  });

  it("refuses someone else's or an unknown file as an attachment with 400, writing nothing", async () => {
    const before = await quotationCount();
    const theirs = await upload(t.app, outsider.cookie, "alheio.pdf", tinyPdf());
    const mine = await upload(t.app, cliente.cookie, "meu.pdf", tinyPdf());
    for (const ids of [[theirs.id], [mine.id, randomUUID()]]) {
      expectApiError(
        await client(t.app, cliente.cookie).post("/api/quotations", quotationInput(loja.id, { attachment_ids: ids })),
        400,
        "VALIDATION_ERROR",
        "Um dos arquivos não foi encontrado. Envie-o novamente.",
      );
    }
    expectApiError(
      await client(t.app, cliente.cookie).post("/api/quotations", quotationInput(loja.id, { attachment_ids: ["x"] })),
      400,
      "VALIDATION_ERROR",
    );
    expect(await quotationCount()).toBe(before);
  });

  it("answers 404 for an unknown supplier and 400 for a malformed supplier id", async () => {
    const api = client(t.app, cliente.cookie);
    expectApiError(
      await api.post("/api/quotations", quotationInput(randomUUID())),
      404,
      "NOT_FOUND",
      "Fornecedor não encontrado.",
    );
    expectApiError(await api.post("/api/quotations", quotationInput("fornecedor-1")), 400, "VALIDATION_ERROR");
  });

  it("refuses a request to your own supplier record with 403", async () => {
    const before = await quotationCount();
    expectApiError(
      await client(t.app, dona.cookie).post("/api/quotations", quotationInput(loja.id)),
      403,
      "FORBIDDEN",
      "Você não pode pedir orçamento ao seu próprio cadastro de fornecedor.",
    );
    expectApiError(
      await client(t.app, fornecedor).post("/api/quotations", quotationInput(fundacoesId)),
      403,
      "FORBIDDEN",
    );
    expect(await quotationCount()).toBe(before);
  });

  it("lets a supplier owner request quotations from other suppliers", async () => {
    const q = await requestQuotation(t.app, dona.cookie, fundacoesId, { project_name: "Fundação da loja da Dora" });
    expect(q.requester.id).toBe(dona.id);
    expect(q.viewer.role).toBe("requester");
  });

  it("answers 401 without a session", async () => {
    expectApiError(await client(t.app).post("/api/quotations", quotationInput(loja.id)), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/quotations", () => {
  it("shows a request under sent for the requester and under received only for the supplier's owner", async () => {
    const q = await requestQuotation(t.app, cliente.cookie, loja.id, { project_name: "Listagem" });

    const mine = await quotationTabs(t.app, cliente.cookie);
    expect(mine.sent.map((s) => s.id)).toContain(q.id);
    expect(mine.received).toEqual([]);
    expect(mine.supplier_id).toBeNull();
    expect(mine.sent.every((s) => s.requester.id === cliente.id && s.viewer.role === "requester")).toBe(true);

    const owner = await quotationTabs(t.app, dona.cookie);
    expect(owner.supplier_id).toBe(loja.id);
    expect(owner.received.map((r) => r.id)).toContain(q.id);
    expect(owner.sent.map((s) => s.id)).not.toContain(q.id);
    expect(owner.received.every((r) => r.supplier.id === loja.id && r.viewer.role === "supplier")).toBe(true);
    // Newest first.
    const times = owner.received.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(owner.received[0]!.id).toBe(q.id);

    const other = await quotationTabs(t.app, outsider.cookie);
    expect(other).toEqual({ sent: [], received: [], supplier_id: null, counts: { sent: 0, received: 0 } });
    expectApiError(
      await client(t.app, outsider.cookie).get(`/api/quotations/${q.id}`),
      404,
      "NOT_FOUND",
      "Cotação não encontrada.",
    );
  });

  it("shows the demo creator's requests in every status, and the demo supplier receives them", async () => {
    const { sent } = await quotationTabs(t.app, criador);
    const toFundacoes = sent.filter((s) => s.supplier.id === fundacoesId);
    const statuses = new Set(toFundacoes.map((s) => s.status));
    expect([...statuses].sort()).toEqual(["aprovado", "concluido", "pendente", "rejeitado", "respondido"]);
    const respondido = toFundacoes.find((s) => s.project_name === SEEDED_QUOTATIONS.respondido)!;
    expect(respondido).toMatchObject({
      estimated_price: 55_500,
      estimated_delivery_days: 25,
      viewer: { can_decide: true },
    });

    const received = await quotationTabs(t.app, fornecedor);
    expect(received.supplier_id).toBe(fundacoesId);
    const receivedIds = new Set(received.received.map((r) => r.id));
    for (const s of toFundacoes) expect(receivedIds.has(s.id)).toBe(true);
    expect(received.received.every((r) => r.supplier.id === fundacoesId)).toBe(true);
  });

  it("reads each tab a page at a time from its own index, never a scan of every quotation", async () => {
    // The received tab walks the supplier's index from the viewer's company (found by its owner), the
    // sent tab the requester's; each row's attachments come from their own index.
    for (const [side, index] of [
      ["received", "quotations_supplier_idx"],
      ["sent", "quotations_requester_idx"],
    ] as const) {
      const statement = await captureStatement(
        t.database,
        (query) => query.includes('from "quotations"') && query.includes("json_agg") && !query.includes("count(*)"),
        () => client(t.app, dona.cookie).get(`/api/quotations?side=${side}&limit=12`),
      );
      const lines = (await planOf(t.database, statement, { indexesOnly: true, ordersFromIndexes: true })).join("\n");
      expect(lines).toContain(index);
      expect(lines).toContain("attachments_quotation_idx");
      // The page's order comes from the index, so the scan stops after the page: no sort of the whole tab.
      expect(lines).not.toMatch(/Seq Scan on quotations|Sort Key: quotations/);
    }
  });

  it("pages a tab newest first by cursor, with both tabs' counts on every page, stable under new requests", async () => {
    const requester = await newAccount(t.app, "creator", { name: "Paula Paginada" });
    const owner = await newAccount(t.app, "supplier", { name: "Otávio Paginado" });
    const company = await registerSupplier(t.app, owner.cookie, { company_name: "Paginada Acabamentos" });
    // Seven requests, two of them at the same instant: the id breaks the tie, so none is lost or repeated.
    const base = Date.parse("2026-06-01T12:00:00Z");
    const at = [0, 1, 2, 3, 3, 4, 5].map((minutes) => new Date(base + minutes * 60_000));
    await t.database.db.insert(quotations).values(
      at.map((createdAt, i) => ({
        projectCreatorId: requester.id,
        supplierId: company.id,
        projectName: `Paginada ${i}`,
        description: "Pedido para a paginação.",
        createdAt,
      })),
    );
    const expected = (
      await t.database.db
        .select({ id: quotations.id })
        .from(quotations)
        .where(eq(quotations.supplierId, company.id))
        .orderBy(desc(quotations.createdAt), desc(quotations.id))
    ).map((r) => r.id);

    const first = ok<QuotationPage>(await client(t.app, owner.cookie).get("/api/quotations?side=received&limit=3"));
    expect(quotationPageSchema.safeParse(first).success).toBe(true);
    expect(first.items.map((q) => q.id)).toEqual(expected.slice(0, 3));
    expect(first.counts).toEqual({ sent: 0, received: 7 });
    expect(first.supplier_id).toBe(company.id);
    expect(first.nextCursor).toEqual(expect.any(String));

    // A request arriving between two pages is newer than the cursor: the next pages neither repeat nor skip.
    await requestQuotation(t.app, requester.cookie, company.id, { project_name: "Chegou depois" });
    const rest = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = ok<QuotationPage>(
        await client(t.app, owner.cookie).get(
          `/api/quotations?side=received&limit=3&cursor=${encodeURIComponent(cursor)}`,
        ),
      );
      expect(page.counts).toEqual({ sent: 0, received: 8 });
      rest.push(...page.items.map((q) => q.id));
      cursor = page.nextCursor;
    }
    expect(rest).toEqual(expected.slice(3));

    // The requester's tab holds the same eight, newest first; the supplier's owner sent none.
    const sent = await quotationSide(t.app, requester.cookie, "sent", 5);
    expect(sent.pages).toHaveLength(2);
    expect(sent.items.map((q) => q.project_name)[0]).toBe("Chegou depois");
    expect(sent.items.slice(1).map((q) => q.id)).toEqual(expected);
    expect(sent.pages[0]!.counts).toEqual({ sent: 8, received: 0 });
    expect((await quotationSide(t.app, owner.cookie, "sent")).items).toEqual([]);
  });

  it("refuses a malformed tab, page size or cursor with a sentence", async () => {
    const api = client(t.app, cliente.cookie);
    expectApiError(
      await api.get("/api/quotations?side=todas"),
      400,
      "VALIDATION_ERROR",
      "Escolha entre as cotações enviadas e as recebidas.",
    );
    expectApiError(await api.get("/api/quotations?limit=0"), 400, "VALIDATION_ERROR");
    expectApiError(await api.get("/api/quotations?limit=51"), 400, "VALIDATION_ERROR");
    expectApiError(
      await api.get("/api/quotations?cursor=nao-e-um-cursor"),
      400,
      "VALIDATION_ERROR",
      "Página inválida. Recarregue a lista.",
    );
  });

  it("answers 401 without a session, 404 for an unknown and 400 for a malformed id", async () => {
    expectApiError(await client(t.app).get("/api/quotations"), 401, "UNAUTHENTICATED");
    expectApiError(
      await client(t.app, cliente.cookie).get(`/api/quotations/${randomUUID()}`),
      404,
      "NOT_FOUND",
      "Cotação não encontrada.",
    );
    expectApiError(await client(t.app, cliente.cookie).get("/api/quotations/123"), 400, "VALIDATION_ERROR");
  });
});

describe("responding", () => {
  let q: Quotation;

  beforeAll(async () => {
    q = await requestQuotation(t.app, cliente.cookie, loja.id, { project_name: "Banheiro da suíte" });
  });

  it("is refused to anyone but the supplier's owner (a stranger 404, the requester 403, another supplier 404)", async () => {
    const url = `/api/quotations/${q.id}/respond`;
    expectApiError(
      await client(t.app, outsider.cookie).post(url, responseInput()),
      404,
      "NOT_FOUND",
      "Cotação não encontrada.",
    );
    expectApiError(await client(t.app, fornecedor).post(url, responseInput()), 404, "NOT_FOUND");
    expectApiError(
      await client(t.app, cliente.cookie).post(url, responseInput()),
      403,
      "FORBIDDEN",
      "Apenas o fornecedor pode responder esta cotação.",
    );
    expectApiError(await client(t.app).post(url, responseInput()), 401, "UNAUTHENTICATED");
    const [row] = await t.database.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect(row!.status).toBe("pendente");
  });

  it("validates price, delivery days and message", async () => {
    const url = `/api/quotations/${q.id}/respond`;
    const cases: Record<string, unknown>[] = [
      { estimated_price: 0 },
      { estimated_price: -10 },
      { estimated_price: 10.555 },
      { estimated_price: "1000" },
      { estimated_delivery_days: 0 },
      { estimated_delivery_days: 2.5 },
      { message: "   " },
      { message: undefined },
    ];
    for (const patch of cases) {
      const error = expectApiError(
        await client(t.app, dona.cookie).post(url, { ...responseInput(), ...patch }),
        400,
        "VALIDATION_ERROR",
      );
      expect(Object.keys(error.fields ?? {}), JSON.stringify(patch)).toEqual(Object.keys(patch));
    }
    expectApiError(
      await client(t.app, dona.cookie).post(url, responseInput({ message: " " })),
      400,
      "VALIDATION_ERROR",
      "Escreva uma mensagem para o cliente.",
    );
    expect((await t.database.db.select().from(quotations).where(eq(quotations.id, q.id)))[0]!.status).toBe("pendente");
  });

  it("moves pendente → respondido and e-mails the requester the price", async () => {
    const res = await client(t.app, dona.cookie).post(
      `/api/quotations/${q.id}/respond`,
      responseInput({
        estimated_price: 12_345.67,
        estimated_delivery_days: 21,
        message: "  Inclui louças e metais.  ",
      }),
    );
    const answered = ok<Quotation>(res);
    expect(answered).toMatchObject({
      status: "respondido",
      estimated_price: 12_345.67,
      estimated_delivery_days: 21,
      supplier_response: "Inclui louças e metais.",
      viewer: { role: "supplier", can_respond: false, can_decide: false },
    });
    expect(answered.responded_at).not.toBeNull();
    const forRequester = ok<Quotation>(await client(t.app, cliente.cookie).get(`/api/quotations/${q.id}`));
    expect(forRequester.viewer).toMatchObject({ can_decide: true, can_complete: false });

    const mails = await outboxMailsTo(t, cliente.email);
    const mail = mails.find((m) => m.includes('"Banheiro da suíte"'));
    expect(mail).toBeDefined();
    expect(mail).toContain("Olá, Clara Cliente!");
    expect(mail).toContain("Dora Hidráulica respondeu sua solicitação");
    expect(mail).toContain(`Preço estimado: ${formatBRL(12_345.67)}`);
    expect(formatBRL(12_345.67)).toMatch(/^R\$\s12\.345,67$/);
    expect(mail).toContain("Prazo de entrega: 21 dias");
    expect(mail).toContain("Inclui louças e metais.");
  });

  it("refuses a second response with 409", async () => {
    expectApiError(
      await client(t.app, dona.cookie).post(`/api/quotations/${q.id}/respond`, responseInput({ estimated_price: 1 })),
      409,
      "CONFLICT",
      'Não é possível responder uma cotação com status "Respondido".',
    );
    const [row] = await t.database.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect(row!.estimatedPrice).toBe("12345.67");
  });

  it("lets only one of two simultaneous responses through", async () => {
    const other = await requestQuotation(t.app, cliente.cookie, loja.id, { project_name: "Corrida" });
    const url = `/api/quotations/${other.id}/respond`;
    const results = await Promise.all([
      client(t.app, dona.cookie).post(url, responseInput({ estimated_price: 100 })),
      client(t.app, dona.cookie).post(url, responseInput({ estimated_price: 200 })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json() as Quotation;
    const [row] = await t.database.db.select().from(quotations).where(eq(quotations.id, other.id));
    expect(Number(row!.estimatedPrice)).toBe(winner.estimated_price);
  });

  it("works on the demo data: fornecedor@ answers the demo creator's pending request", async () => {
    const id = await quotationIdByName(t.database.db, SEEDED_QUOTATIONS.pendente);
    const answered = ok<Quotation>(
      await client(t.app, fornecedor).post(`/api/quotations/${id}/respond`, responseInput({ estimated_price: 80_000 })),
    );
    expect(answered.status).toBe("respondido");
    const mails = await outboxMailsTo(t, DEMO.creator);
    expect(mails.some((m) => m.includes(`Preço estimado: ${formatBRL(80_000)}`))).toBe(true);
  });
});

describe("approving, rejecting and completing", () => {
  it("only the requester decides, only on respondido", async () => {
    const q = await requestQuotation(t.app, cliente.cookie, loja.id, { project_name: "Decisão" });
    const url = (action: string) => `/api/quotations/${q.id}/${action}`;

    // On pendente: 409 for the requester.
    for (const action of ["approve", "reject"]) {
      expectApiError(await client(t.app, cliente.cookie).post(url(action)), 409, "CONFLICT");
    }
    expectApiError(
      await client(t.app, cliente.cookie).post(url("approve")),
      409,
      "CONFLICT",
      'Não é possível aprovar uma cotação com status "Pendente".',
    );
    expectApiError(await client(t.app, cliente.cookie).post(url("complete")), 409, "CONFLICT");

    await advanceQuotation(t.app, q.id, who(), "respondido");

    // The supplier may not decide; a stranger does not even see it.
    for (const action of ["approve", "reject"]) {
      expectApiError(
        await client(t.app, dona.cookie).post(url(action)),
        403,
        "FORBIDDEN",
        "Apenas quem solicitou a cotação pode fazer isso.",
      );
      expectApiError(await client(t.app, outsider.cookie).post(url(action)), 404, "NOT_FOUND");
      expectApiError(await client(t.app).post(url(action)), 401, "UNAUTHENTICATED");
    }
    // Not completable before approval.
    expectApiError(await client(t.app, cliente.cookie).post(url("complete")), 409, "CONFLICT");
    expectApiError(await client(t.app, dona.cookie).post(url("complete")), 409, "CONFLICT");

    const approved = ok<Quotation>(await client(t.app, cliente.cookie).post(url("approve")));
    expect(approved).toMatchObject({ status: "aprovado", viewer: { can_decide: false, can_complete: true } });
    expect(approved.decided_at).not.toBeNull();

    // Decided once: neither approve nor reject again.
    expectApiError(await client(t.app, cliente.cookie).post(url("approve")), 409, "CONFLICT");
    expectApiError(
      await client(t.app, cliente.cookie).post(url("reject")),
      409,
      "CONFLICT",
      'Não é possível recusar uma cotação com status "Aprovado".',
    );
    expectApiError(await client(t.app, dona.cookie).post(url("respond"), responseInput()), 409, "CONFLICT");
  });

  it("completes an approved quotation (requester or supplier), once", async () => {
    for (const completer of ["requester", "supplier"] as const) {
      const q = await requestQuotation(t.app, cliente.cookie, loja.id, { project_name: `Conclusão pelo ${completer}` });
      await advanceQuotation(t.app, q.id, who(), "aprovado");
      const url = `/api/quotations/${q.id}/complete`;
      expectApiError(await client(t.app, outsider.cookie).post(url), 404, "NOT_FOUND");
      const cookie = completer === "requester" ? cliente.cookie : dona.cookie;
      const done = ok<Quotation>(await client(t.app, cookie).post(url));
      expect(done.status).toBe("concluido");
      expect(done.completed_at).not.toBeNull();
      expect(done.viewer.can_complete).toBe(false);
      expect(done.viewer.can_review).toBe(completer === "requester");
      expectApiError(
        await client(t.app, cookie).post(url),
        409,
        "CONFLICT",
        'Não é possível concluir uma cotação com status "Concluído".',
      );
    }
  });

  it("e-mails the other party at each step: decision, conclusion and review", async () => {
    const approvedQ = await requestQuotation(t.app, cliente.cookie, loja.id, { project_name: "Aviso de aprovação" });
    await advanceQuotation(t.app, approvedQ.id, who(), "respondido");
    ok(await client(t.app, cliente.cookie).post(`/api/quotations/${approvedQ.id}/approve`));
    const approvedMail = (await outboxMailsTo(t, dona.email)).find((m) =>
      m.includes('aprovou seu orçamento para "Aviso de aprovação"'),
    );
    expect(approvedMail).toContain('Clara Cliente aprovou seu orçamento para "Aviso de aprovação"');

    const rejectedQ = await requestQuotation(t.app, cliente.cookie, loja.id, { project_name: "Aviso de recusa" });
    await advanceQuotation(t.app, rejectedQ.id, who(), "respondido");
    ok(await client(t.app, cliente.cookie).post(`/api/quotations/${rejectedQ.id}/reject`));
    const rejectedMail = (await outboxMailsTo(t, dona.email)).find((m) =>
      m.includes('recusou seu orçamento para "Aviso de recusa"'),
    );
    expect(rejectedMail).toContain('Clara Cliente recusou seu orçamento para "Aviso de recusa"');

    // The supplier concludes: the requester is told and invited to review.
    ok(await client(t.app, dona.cookie).post(`/api/quotations/${approvedQ.id}/complete`));
    const completedMail = (await outboxMailsTo(t, cliente.email)).find((m) =>
      m.includes('concluída a cotação de "Aviso de aprovação"'),
    );
    expect(completedMail).toContain('Dora Hidráulica marcou como concluída a cotação de "Aviso de aprovação"');
    expect(completedMail).toContain("avalie o fornecedor");

    ok(
      await client(t.app, cliente.cookie).post(`/api/quotations/${approvedQ.id}/review`, {
        rating: 4,
        quality_rating: 4,
        deadline_rating: 5,
        cost_rating: 4,
        communication_rating: 4,
        comment: "Pontual e caprichoso.",
      }),
    );
    const reviewMail = (await outboxMailsTo(t, dona.email)).find((m) =>
      m.includes('avaliou seu serviço em "Aviso de aprovação"'),
    );
    expect(reviewMail).toContain('Clara Cliente avaliou seu serviço em "Aviso de aprovação" com 4 de 5 estrelas.');
    expect(reviewMail).toContain("Pontual e caprichoso.");
  });

  it("a rejected quotation can be neither approved nor completed", async () => {
    const q = await requestQuotation(t.app, cliente.cookie, loja.id, { project_name: "Recusa" });
    const rejected = await advanceQuotation(t.app, q.id, who(), "rejeitado");
    expect(rejected.status).toBe("rejeitado");
    expect(rejected.decided_at).not.toBeNull();
    for (const action of ["approve", "reject", "complete"]) {
      expectApiError(await client(t.app, cliente.cookie).post(`/api/quotations/${q.id}/${action}`), 409, "CONFLICT");
    }
    const [row] = await t.database.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect(row!.status).toBe("rejeitado");
  });

  it("counts a completion in the supplier's completed_count", async () => {
    const before = ok<SupplierDetail>(
      await client(t.app, outsider.cookie).get(`/api/suppliers/${loja.id}`),
    ).completed_count;
    const q = await requestQuotation(t.app, cliente.cookie, loja.id);
    await advanceQuotation(t.app, q.id, who(), "concluido");
    const after = ok<SupplierDetail>(
      await client(t.app, outsider.cookie).get(`/api/suppliers/${loja.id}`),
    ).completed_count;
    expect(after).toBe(before + 1);
  });

  it("works on the demo data", async () => {
    const db = t.database.db;
    const respondido = await quotationIdByName(db, SEEDED_QUOTATIONS.respondido);
    expectApiError(await client(t.app, fornecedor).post(`/api/quotations/${respondido}/approve`), 403, "FORBIDDEN");
    expect(ok<Quotation>(await client(t.app, criador).post(`/api/quotations/${respondido}/reject`)).status).toBe(
      "rejeitado",
    );

    const aprovado = await quotationIdByName(db, SEEDED_QUOTATIONS.aprovado);
    expect(ok<Quotation>(await client(t.app, fornecedor).post(`/api/quotations/${aprovado}/complete`)).status).toBe(
      "concluido",
    );

    const rejeitado = await quotationIdByName(db, SEEDED_QUOTATIONS.rejeitado);
    expectApiError(await client(t.app, criador).post(`/api/quotations/${rejeitado}/approve`), 409, "CONFLICT");
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    expectApiError(await client(t.app, cliente.cookie).post("/api/quotations/abc/approve"), 400, "VALIDATION_ERROR");
    expectApiError(
      await client(t.app, cliente.cookie).post(`/api/quotations/${randomUUID()}/approve`),
      404,
      "NOT_FOUND",
    );
    expectApiError(
      await client(t.app, dona.cookie).post(`/api/quotations/${randomUUID()}/respond`, responseInput()),
      404,
      "NOT_FOUND",
    );
  });
});

describe("GET /api/quotations/:id/attachments/:attachmentId", () => {
  let q: Quotation;
  const pdf = tinyPdf(4096);

  beforeAll(async () => {
    const file = await upload(t.app, cliente.cookie, "memória de cálculo.pdf", pdf);
    q = await requestQuotation(t.app, cliente.cookie, loja.id, { project_name: "Anexos", attachment_ids: [file.id] });
  });

  it("lets the requester and the supplier's owner download, as an attachment", async () => {
    const url = q.attachments[0]!.download_url;
    for (const cookie of [cliente.cookie, dona.cookie]) {
      const res = await client(t.app, cookie).get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="memoria de calculo.pdf"; filename*=UTF-8''${encodeURIComponent("memória de cálculo.pdf")}`,
      );
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it("answers 404 to anyone else, including another supplier's owner", async () => {
    const url = q.attachments[0]!.download_url;
    expectApiError(await client(t.app, outsider.cookie).get(url), 404, "NOT_FOUND");
    expectApiError(await client(t.app, fornecedor).get(url), 404, "NOT_FOUND");
    expectApiError(await client(t.app, criador).get(url), 404, "NOT_FOUND");
    expectApiError(await client(t.app).get(url), 401, "UNAUTHENTICATED");
  });

  it("answers 404 for an attachment of another quotation or an unknown one, 400 for a malformed id", async () => {
    const other = await upload(t.app, cliente.cookie, "outro.pdf", tinyPdf());
    const q2 = await requestQuotation(t.app, cliente.cookie, loja.id, { attachment_ids: [other.id] });
    const api = client(t.app, cliente.cookie);
    expectApiError(
      await api.get(`/api/quotations/${q.id}/attachments/${q2.attachments[0]!.id}`),
      404,
      "NOT_FOUND",
      "Anexo não encontrado.",
    );
    expectApiError(await api.get(`/api/quotations/${q.id}/attachments/${randomUUID()}`), 404, "NOT_FOUND");
    expectApiError(await api.get(`/api/quotations/${q.id}/attachments/abc`), 400, "VALIDATION_ERROR");
  });
});
