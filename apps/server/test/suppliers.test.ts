import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierPageSchema, supplierDetailSchema } from "@alicerce/shared/schemas/suppliers";
import { suppliers, supplierPortfolioImages } from "../src/db/schema/index.ts";
import { DEMO_SUPPLIERS } from "../src/seed/demo-suppliers.ts";
import {
  client,
  createSeededApp,
  DEMO,
  loginAll,
  newAccount,
  ok,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  upload,
  userIdOf,
  type Account,
} from "./project-helpers.ts";
import {
  aggregatesFromDb,
  listAllSuppliers,
  maskedCnpj,
  nextCnpj,
  registerSupplier,
  SEEDED_SUPPLIERS,
  supplierIdByName,
  supplierInput,
  supplierNames,
  type SupplierCard,
  type SupplierDetail,
} from "./supplier-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;
let fornecedor: string;
let admin: string;
let fundacoesId: string;

beforeAll(async () => {
  t = await createSeededApp();
  [criador, fornecedor, admin] = await loginAll(t.app, DEMO.creator, DEMO.supplier, DEMO.admin);
  fundacoesId = await supplierIdByName(t.database.db, SEEDED_SUPPLIERS.fundacoes);
});
afterAll(() => t.close());

const list = (query: Record<string, string> = {}) => supplierNames(t.app, criador, query);

describe("GET /api/suppliers (seeded marketplace)", () => {
  it("lists the 13 demo suppliers in the marketplace order, in the contract's shape", async () => {
    const res = await client(t.app, criador).get("/api/suppliers?limit=50");
    const page = ok<{ items: SupplierCard[]; nextCursor: string | null }>(res);
    expect(supplierPageSchema.safeParse(page).success).toBe(true);
    expect(page.nextCursor).toBeNull();
    expect(page.items).toHaveLength(DEMO_SUPPLIERS.length);
    // docs/product/marketplace.md#supplier-list: verified, rating, review count, newest.
    expect(page.items.map((s) => [s.company_name, s.verified, s.rating, s.review_count])).toEqual([
      ["Casa do Material Nordeste", true, 5, 1],
      ["Cor Perfeita Pinturas", true, 5, 1],
      [SEEDED_SUPPLIERS.aguaViva, true, 5, 1],
      [SEEDED_SUPPLIERS.fundacoes, true, 5, 1],
      ["Janelas Nobres Esquadrias", true, 4.7, 3],
      ["Voltz Elétrica Predial", true, 4.5, 2],
      [SEEDED_SUPPLIERS.terraForte, true, 4.5, 2],
      [SEEDED_SUPPLIERS.traco, true, null, 0],
      [SEEDED_SUPPLIERS.verdeVivo, true, null, 0],
      ["Reveste Pisos e Azulejos", false, 4.7, 3],
      ["Tijolo Bom Alvenaria", false, 4.7, 3],
      ["Aço & Estrutura Metálica", false, 4.5, 2],
      ["Telhado Seguro Coberturas", false, 4.5, 2],
    ]);
    const fundacoes = page.items.find((s) => s.id === fundacoesId)!;
    expect(fundacoes).toMatchObject({
      company_name: SEEDED_SUPPLIERS.fundacoes,
      category: "fundacao",
      location_city: "São Paulo",
      location_state: "SP",
      service_radius_km: 150,
      average_delivery_days: 15,
      verified: true,
      owner_name: "Fernando Fornecedor",
      cover_image_url: null, // the seed without storage has no portfolio images
    });
  });

  it("uses 12 cards per page by default", async () => {
    const page = ok<{ items: SupplierCard[]; nextCursor: string | null }>(
      await client(t.app, criador).get("/api/suppliers"),
    );
    expect(page.items).toHaveLength(12);
    expect(page.nextCursor).not.toBeNull();
  });

  it("computes rating (one decimal), review_count and completed_count on the server, matching the database", async () => {
    const { items } = await listAllSuppliers(t.app, criador, { limit: 50 });
    expect(items).toHaveLength(13);
    for (const card of items) {
      const expected = await aggregatesFromDb(t.database.db, card.id);
      expect(
        { rating: card.rating, review_count: card.review_count, completed_count: card.completed_count },
        card.company_name,
      ).toEqual(expected);
    }
    const byName = new Map(items.map((s) => [s.company_name, s]));
    // One review (5) and two concluded quotations: Edifício Mirante do Ipiranga and the demo creator's Vila Serena.
    expect(byName.get(SEEDED_SUPPLIERS.fundacoes)).toMatchObject({ rating: 5, review_count: 1, completed_count: 2 });
    // Reviews 5 and 4.
    expect(byName.get(SEEDED_SUPPLIERS.terraForte)).toMatchObject({ rating: 4.5, review_count: 2, completed_count: 2 });
    // Reviews 4, 5, 5 → 4.666… shown as 4.7.
    expect(byName.get("Tijolo Bom Alvenaria")).toMatchObject({ rating: 4.7, review_count: 3, completed_count: 3 });
    // The last two demo suppliers have no reviews yet.
    expect(byName.get(SEEDED_SUPPLIERS.traco)).toMatchObject({ rating: null, review_count: 0, completed_count: 0 });
    expect(byName.get(SEEDED_SUPPLIERS.verdeVivo)).toMatchObject({ rating: null, review_count: 0, completed_count: 0 });
  });

  it("searches name, description and city ignoring accents and case", async () => {
    expect(await list({ q: "fundacoes" })).toEqual([SEEDED_SUPPLIERS.fundacoes]);
    expect(await list({ q: "FUNDAÇÕES SÓLIDAS" })).toEqual([SEEDED_SUPPLIERS.fundacoes]);
    expect(await list({ q: "sao paulo" })).toEqual([SEEDED_SUPPLIERS.fundacoes]);
    expect(await list({ q: "  Água   VIVA " })).toEqual([SEEDED_SUPPLIERS.aguaViva]);
    expect(await list({ q: "reuso" })).toEqual([SEEDED_SUPPLIERS.aguaViva]); // description: "reúso"
    expect(await list({ q: "florianopolis" })).toEqual(["Reveste Pisos e Azulejos"]); // city
    expect((await list({ q: "engenharia" })).sort()).toEqual(
      [SEEDED_SUPPLIERS.fundacoes, SEEDED_SUPPLIERS.traco].sort(),
    );
    expect(await list({ q: "nada parecido com isso" })).toEqual([]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect(await list({ q: "%" })).toEqual([]);
    expect(await list({ q: "_" })).toEqual([]);
    expect(await list({ q: "fund%" })).toEqual([]);
  });

  it("filters by category and by state, combined with each other and with the search", async () => {
    expect(await list({ category: "hidraulica" })).toEqual([SEEDED_SUPPLIERS.aguaViva]);
    expect(await list({ category: "materiais_construcao" })).toEqual(["Casa do Material Nordeste"]);
    expect(await list({ category: "outros" })).toEqual([]);
    expect((await list({ state: "SP" })).sort()).toEqual(
      [SEEDED_SUPPLIERS.fundacoes, SEEDED_SUPPLIERS.terraForte].sort(),
    );
    expect(await list({ state: "SP", category: "terraplanagem" })).toEqual([SEEDED_SUPPLIERS.terraForte]);
    expect(await list({ state: "PR", category: "terraplanagem" })).toEqual([]);
    expect(await list({ state: "SP", q: "campinas" })).toEqual([SEEDED_SUPPLIERS.terraForte]);
    expect(await list({ state: "ES", q: "engenharia" })).toEqual([SEEDED_SUPPLIERS.traco]);
    // Every card of a filtered page really matches the filter.
    const { items } = await listAllSuppliers(t.app, criador, { state: "SP", limit: 1 });
    expect(items.every((s) => s.location_state === "SP")).toBe(true);
  });

  it("answers 400 for an unknown category or state and a bad limit", async () => {
    const api = client(t.app, criador);
    expectApiError(await api.get("/api/suppliers?category=marcenaria"), 400, "VALIDATION_ERROR");
    expectApiError(await api.get("/api/suppliers?state=XX"), 400, "VALIDATION_ERROR");
    expectApiError(await api.get("/api/suppliers?limit=0"), 400, "VALIDATION_ERROR");
    expectApiError(await api.get("/api/suppliers?limit=51"), 400, "VALIDATION_ERROR");
    expectApiError(await api.get("/api/suppliers?limit=abc"), 400, "VALIDATION_ERROR");
  });

  it("pages with a cursor: every supplier exactly once, in order, for several page sizes", async () => {
    const all = (await listAllSuppliers(t.app, criador, { limit: 50 })).items.map((s) => s.id);
    for (const limit of [1, 2, 5, 12]) {
      const { items, pages } = await listAllSuppliers(t.app, criador, { limit });
      expect(
        items.map((s) => s.id),
        `limit ${limit}`,
      ).toEqual(all);
      expect(new Set(items.map((s) => s.id)).size).toBe(all.length);
      expect(pages).toBe(Math.ceil(all.length / limit));
    }
    // Filters and search are kept across pages.
    const sp = await listAllSuppliers(t.app, criador, { state: "SP", limit: 1 });
    expect(sp.items.map((s) => s.company_name)).toEqual([SEEDED_SUPPLIERS.fundacoes, SEEDED_SUPPLIERS.terraForte]);
  });

  it("answers 400 (never 500) for a malformed cursor", async () => {
    const api = client(t.app, criador);
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    const bad = [
      "lixo",
      encode("texto"),
      encode(["2025-01-01 10:00:00+00", "não é uuid"]),
      encode(["2025-13-45 10:00:00+00", randomUUID()]),
      encode(["ontem", randomUUID()]),
      encode([42, randomUUID()]),
      encode(["2025-01-01 10:00:00+00", "------------------------------------"]),
      // The marketplace cursor: [verified, rating, review count, created_at, id].
      encode(["2025-01-01 10:00:00+00", randomUUID()]),
      encode(["sim", "4.5", 2, "2025-01-01 10:00:00+00", randomUUID()]),
      encode([true, "9.9", 2, "2025-01-01 10:00:00+00", randomUUID()]),
      encode([true, 4.5, 2, "2025-01-01 10:00:00+00", randomUUID()]),
      encode([true, "4.5", -1, "2025-01-01 10:00:00+00", randomUUID()]),
      encode([true, null, 1.5, "2025-01-01 10:00:00+00", randomUUID()]),
      // Past a PostgreSQL int: refused here, not by the database with a 500.
      encode([true, "4.5", 3_000_000_000, "2025-01-01 10:00:00+00", randomUUID()]),
      encode([true, null, 0, "2025-01-01 10:00:00+00", randomUUID(), "extra"]),
    ];
    for (const cursor of bad) {
      const res = await api.get(`/api/suppliers?cursor=${encodeURIComponent(cursor)}`);
      expectApiError(res, 400, "VALIDATION_ERROR", "Página inválida. Recarregue a lista.");
    }
  });

  it("answers 401 without a session", async () => {
    expectApiError(await client(t.app).get("/api/suppliers"), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/suppliers/:id", () => {
  it("answers the profile with the owner, CNPJ, payment methods and aggregates", async () => {
    const detail = ok<SupplierDetail>(await client(t.app, criador).get(`/api/suppliers/${fundacoesId}`));
    expect(supplierDetailSchema.safeParse(detail).success).toBe(true);
    expect(detail).toMatchObject({
      id: fundacoesId,
      company_name: SEEDED_SUPPLIERS.fundacoes,
      user_id: await userIdOf(t.database.db, DEMO.supplier),
      cnpj: "11222333000181",
      payment_methods: ["pix", "boleto", "transferencia"],
      portfolio: [],
      owner: { name: "Fernando Fornecedor", avatar_url: null },
      owner_name: "Fernando Fornecedor",
      is_owner: false,
      ...(await aggregatesFromDb(t.database.db, fundacoesId)),
    });
    const own = ok<SupplierDetail>(await client(t.app, fornecedor).get(`/api/suppliers/${fundacoesId}`));
    expect(own.is_owner).toBe(true);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const api = client(t.app, criador);
    expectApiError(await api.get(`/api/suppliers/${randomUUID()}`), 404, "NOT_FOUND", "Fornecedor não encontrado.");
    expectApiError(
      await api.get(`/api/suppliers/${randomUUID()}/reviews`),
      404,
      "NOT_FOUND",
      "Fornecedor não encontrado.",
    );
    expectApiError(await api.get("/api/suppliers/123"), 400, "VALIDATION_ERROR");
    expectApiError(await api.get("/api/suppliers/not-a-uuid/reviews"), 400, "VALIDATION_ERROR");
  });

  it("answers 401 without a session", async () => {
    expectApiError(await client(t.app).get(`/api/suppliers/${fundacoesId}`), 401, "UNAUTHENTICATED");
    expectApiError(await client(t.app).get(`/api/suppliers/${fundacoesId}/reviews`), 401, "UNAUTHENTICATED");
  });
});

describe("registering as a supplier", () => {
  let investor: Account;

  beforeAll(async () => {
    investor = await newAccount(t.app, "investor", { name: "Iara Investidora" });
  });

  it("GET /api/suppliers/mine answers null, then the record once registered", async () => {
    const api = client(t.app, investor.cookie);
    expect(ok<{ supplier: SupplierDetail | null }>(await api.get("/api/suppliers/mine"))).toEqual({ supplier: null });

    const cnpj = nextCnpj();
    const res = await api.post(
      "/api/suppliers",
      supplierInput({
        company_name: "  Iara Reformas e Acabamentos  ",
        cnpj: maskedCnpj(cnpj),
        category: "acabamento",
        description: "Gesso, pintura e pisos.",
        location_city: "Palmas",
        location_state: "TO",
        service_radius_km: 30,
        average_delivery_days: 5,
        payment_methods: ["pix", "dinheiro"],
      }),
    );
    const created = ok<SupplierDetail>(res, 201);
    expect(supplierDetailSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      company_name: "Iara Reformas e Acabamentos",
      cnpj, // stored without the mask
      category: "acabamento",
      description: "Gesso, pintura e pisos.",
      location_city: "Palmas",
      location_state: "TO",
      service_radius_km: 30,
      average_delivery_days: 5,
      payment_methods: ["pix", "dinheiro"],
      verified: false,
      user_id: investor.id,
      owner_name: "Iara Investidora",
      is_owner: true,
      rating: null,
      review_count: 0,
      completed_count: 0,
      portfolio: [],
      cover_image_url: null,
    });

    const mine = ok<{ supplier: SupplierDetail | null }>(await api.get("/api/suppliers/mine"));
    expect(mine.supplier).toEqual(created);
    // It is in the marketplace at once, found by an accent-free search.
    expect(await list({ q: "iara reformas" })).toEqual(["Iara Reformas e Acabamentos"]);
    expect(await list({ category: "acabamento", state: "TO" })).toEqual(["Iara Reformas e Acabamentos"]);
  });

  it("refuses a second record for the same user with 409", async () => {
    const res = await client(t.app, investor.cookie).post(
      "/api/suppliers",
      supplierInput({ company_name: "Outra Empresa" }),
    );
    expectApiError(res, 409, "CONFLICT", "Você já tem um cadastro de fornecedor.");
    const [row] = await t.database.db.select({ n: count() }).from(suppliers).where(eq(suppliers.userId, investor.id));
    expect(row!.n).toBe(1);
    // The seeded supplier account too.
    expectApiError(await client(t.app, fornecedor).post("/api/suppliers", supplierInput()), 409, "CONFLICT");
  });

  it("lets any type of user register (creator, legal, supplier)", async () => {
    for (const type of ["creator", "legal", "supplier"]) {
      const account = await newAccount(t.app, type);
      const created = await registerSupplier(t.app, account.cookie, { company_name: `Empresa ${type}` });
      expect(created.user_id).toBe(account.id);
    }
  });

  it("refuses an invalid CNPJ with 400 and the pt-BR message, writing nothing", async () => {
    const account = await newAccount(t.app, "supplier");
    const api = client(t.app, account.cookie);
    const valid = nextCnpj();
    const wrongDigit = `${valid.slice(0, 13)}${(Number(valid[13]) + 1) % 10}`;
    for (const cnpj of [
      wrongDigit,
      maskedCnpj(wrongDigit),
      "11111111111111",
      "123",
      "",
      "abcdefghijklmn",
      `${valid}0`,
    ]) {
      const error = expectApiError(
        await api.post("/api/suppliers", supplierInput({ cnpj })),
        400,
        "VALIDATION_ERROR",
        "Por favor, insira um CNPJ válido.",
      );
      expect(error.fields?.cnpj).toEqual(["Por favor, insira um CNPJ válido."]);
    }
    expectApiError(
      await api.post("/api/suppliers", { ...supplierInput(), cnpj: 11222333000181 }),
      400,
      "VALIDATION_ERROR",
      "Por favor, insira um CNPJ válido.",
    );
    expect(ok<{ supplier: unknown }>(await api.get("/api/suppliers/mine")).supplier).toBeNull();
  });

  it("refuses a CNPJ already used by another supplier with 409 (masked or not), writing nothing", async () => {
    const account = await newAccount(t.app, "supplier");
    const api = client(t.app, account.cookie);
    for (const cnpj of ["11222333000181", "11.222.333/0001-81"]) {
      const error = expectApiError(
        await api.post("/api/suppliers", supplierInput({ cnpj })),
        409,
        "CONFLICT",
        "Este CNPJ já está cadastrado por outro fornecedor.",
      );
      expect(error.fields?.cnpj).toBeDefined();
    }
    expect(ok<{ supplier: unknown }>(await api.get("/api/suppliers/mine")).supplier).toBeNull();
    // After the refusal the same user can still register with a free CNPJ.
    await registerSupplier(t.app, account.cookie);
  });

  it("validates the other fields with pt-BR messages", async () => {
    const account = await newAccount(t.app, "supplier");
    const api = client(t.app, account.cookie);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ company_name: "   " }, "company_name", "Informe o nome da empresa."],
      [{ location_city: "" }, "location_city", "Informe a cidade."],
      [{ category: "marcenaria" }, "category", "Selecione a categoria."],
      [{ location_state: "XX" }, "location_state", "Selecione o estado."],
      [{ service_radius_km: 1.5 }, "service_radius_km", "Use um número inteiro."],
      [{ average_delivery_days: "10" }, "average_delivery_days", "Informe o prazo médio."],
      [{ payment_methods: ["cheque"] }, "payment_methods.0", ""],
      [{ portfolio_image_ids: ["não-é-uuid"] }, "portfolio_image_ids.0", "Identificador inválido."],
    ];
    for (const [patch, field, message] of cases) {
      const error = expectApiError(
        await api.post("/api/suppliers", { ...supplierInput(), ...patch }),
        400,
        "VALIDATION_ERROR",
      );
      expect(Object.keys(error.fields ?? {}), JSON.stringify(patch)).toEqual([field]);
      if (message) expect(error.message).toBe(message);
    }
    expect(ok<{ supplier: unknown }>(await api.get("/api/suppliers/mine")).supplier).toBeNull();
  });

  it("answers 401 without a session", async () => {
    const anonymous = client(t.app);
    expectApiError(await anonymous.get("/api/suppliers/mine"), 401, "UNAUTHENTICATED");
    expectApiError(await anonymous.post("/api/suppliers", supplierInput()), 401, "UNAUTHENTICATED");
    expectApiError(await anonymous.put(`/api/suppliers/${fundacoesId}`, supplierInput()), 401, "UNAUTHENTICATED");
  });
});

describe("editing a supplier", () => {
  let owner: Account;
  let other: Account;
  let record: SupplierDetail;

  beforeAll(async () => {
    owner = await newAccount(t.app, "supplier", { name: "Otávio Dono" });
    other = await newAccount(t.app, "supplier");
    record = await registerSupplier(t.app, owner.cookie, { company_name: "Otávio Pinturas" });
  });

  it("lets the owner edit every field; the search follows the new name", async () => {
    const input = supplierInput({
      company_name: "Otávio Impermeabilizações",
      cnpj: record.cnpj,
      category: "cobertura",
      description: "Mantas asfálticas e lajes.",
      location_city: "Araguaína",
      location_state: "TO",
      service_radius_km: 80,
      average_delivery_days: 7,
      payment_methods: ["boleto"],
    });
    const updated = ok<SupplierDetail>(await client(t.app, owner.cookie).put(`/api/suppliers/${record.id}`, input));
    expect(updated).toMatchObject({
      id: record.id,
      company_name: "Otávio Impermeabilizações",
      cnpj: record.cnpj,
      category: "cobertura",
      description: "Mantas asfálticas e lajes.",
      location_city: "Araguaína",
      service_radius_km: 80,
      average_delivery_days: 7,
      payment_methods: ["boleto"],
      is_owner: true,
      created_at: record.created_at,
    });
    expect(ok<SupplierDetail>(await client(t.app, criador).get(`/api/suppliers/${record.id}`)).company_name).toBe(
      "Otávio Impermeabilizações",
    );
    expect(await list({ q: "impermeabilizacoes" })).toEqual(["Otávio Impermeabilizações"]);
    expect(await list({ q: "araguaina" })).toEqual(["Otávio Impermeabilizações"]);
    expect(await list({ q: "otavio pinturas" })).toEqual([]);
  });

  it("refuses someone else with 403 and changes nothing", async () => {
    for (const cookie of [other.cookie, criador, fornecedor]) {
      const res = await client(t.app, cookie).put(
        `/api/suppliers/${record.id}`,
        supplierInput({ company_name: "Invasor Ltda" }),
      );
      expectApiError(res, 403, "FORBIDDEN", "Apenas o responsável pelo fornecedor pode editá-lo.");
    }
    expectApiError(
      await client(t.app, criador).put(`/api/suppliers/${fundacoesId}`, supplierInput({ cnpj: "11222333000181" })),
      403,
      "FORBIDDEN",
    );
    const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, record.id));
    expect(row!.companyName).toBe("Otávio Impermeabilizações");
  });

  it("lets a platform admin edit (docs/product/permissions.md#server-enforced-matrix)", async () => {
    const current = ok<SupplierDetail>(await client(t.app, owner.cookie).get(`/api/suppliers/${record.id}`));
    const res = await client(t.app, admin).put(
      `/api/suppliers/${record.id}`,
      supplierInput({
        company_name: "Otávio Impermeabilizações",
        cnpj: current.cnpj,
        category: "cobertura",
        description: "Revisado.",
      }),
    );
    const updated = ok<SupplierDetail>(res);
    expect(updated.description).toBe("Revisado.");
    expect(updated.is_owner).toBe(false);
    expect(updated.user_id).toBe(owner.id);
  });

  it("answers 404 for an unknown supplier and 400 for a malformed id or body", async () => {
    const api = client(t.app, owner.cookie);
    expectApiError(
      await api.put(`/api/suppliers/${randomUUID()}`, supplierInput()),
      404,
      "NOT_FOUND",
      "Fornecedor não encontrado.",
    );
    expectApiError(await api.put("/api/suppliers/abc", supplierInput()), 400, "VALIDATION_ERROR");
    expectApiError(
      await api.put(`/api/suppliers/${record.id}`, supplierInput({ cnpj: "12345678000100" })),
      400,
      "VALIDATION_ERROR",
      "Por favor, insira um CNPJ válido.",
    );
  });

  it("refuses a CNPJ taken by another supplier with 409", async () => {
    const res = await client(t.app, owner.cookie).put(
      `/api/suppliers/${record.id}`,
      supplierInput({ cnpj: "11.222.333/0001-81" }),
    );
    expectApiError(res, 409, "CONFLICT", "Este CNPJ já está cadastrado por outro fornecedor.");
    const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, record.id));
    expect(row!.cnpj).toBe(record.cnpj);
    expect(row!.description).toBe("Revisado.");
  });
});

describe("portfolio images", () => {
  let owner: Account;
  let stranger: Account;
  const png = tinyPng([10, 200, 30]);
  const jpg = tinyJpeg();

  beforeAll(async () => {
    owner = await newAccount(t.app, "supplier");
    stranger = await newAccount(t.app, "investor");
  });

  it("accepts the user's own JPG and PNG uploads, in order, served by the portfolio URL", async () => {
    const a = await upload(t.app, owner.cookie, "fachada.png", png);
    const b = await upload(t.app, owner.cookie, "obra.jpg", jpg);
    const created = await registerSupplier(t.app, owner.cookie, { portfolio_image_ids: [a.id, b.id] });
    expect(created.portfolio).toHaveLength(2);
    expect(created.portfolio.map((p) => p.url)).toEqual(
      created.portfolio.map((p) => `/api/suppliers/${created.id}/portfolio/${p.id}`),
    );
    expect(created.cover_image_url).toBe(created.portfolio[0]!.url);
    // The detail hands back the file ids an edit sends to keep the images.
    expect(created.portfolio.map((p) => p.file_id)).toEqual([a.id, b.id]);

    const first = await client(t.app, criador).get(created.portfolio[0]!.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/png");
    expect(first.headers["content-disposition"]).toMatch(/^inline; filename="fachada\.png"/);
    expect(first.rawPayload.equals(png)).toBe(true);
    const second = await client(t.app, criador).get(created.portfolio[1]!.url);
    expect(second.headers["content-type"]).toBe("image/jpeg");
    expect(second.rawPayload.equals(jpg)).toBe(true);

    // The card in the marketplace shows the first image as its cover.
    const card = (await listAllSuppliers(t.app, criador, { limit: 50 })).items.find((s) => s.id === created.id)!;
    expect(card.cover_image_url).toBe(created.portfolio[0]!.url);

    // Editing replaces the list (new order, one removed).
    const edited = ok<SupplierDetail>(
      await client(t.app, owner.cookie).put(
        `/api/suppliers/${created.id}`,
        supplierInput({ cnpj: created.cnpj, portfolio_image_ids: [b.id] }),
      ),
    );
    expect(edited.portfolio).toHaveLength(1);
    const only = await client(t.app, criador).get(edited.portfolio[0]!.url);
    expect(only.rawPayload.equals(jpg)).toBe(true);
    expectApiError(await client(t.app, criador).get(created.portfolio[0]!.url), 404, "NOT_FOUND");
    const rows = await t.database.db
      .select()
      .from(supplierPortfolioImages)
      .where(eq(supplierPortfolioImages.supplierId, created.id));
    expect(rows.map((r) => r.fileId)).toEqual([b.id]);
  });

  it("refuses a PDF with 400", async () => {
    const account = await newAccount(t.app, "supplier");
    const pdf = await upload(t.app, account.cookie, "catalogo.pdf", tinyPdf());
    const image = await upload(t.app, account.cookie, "foto.png", png);
    const res = await client(t.app, account.cookie).post(
      "/api/suppliers",
      supplierInput({ portfolio_image_ids: [image.id, pdf.id] }),
    );
    expectApiError(res, 400, "VALIDATION_ERROR", "O portfólio aceita apenas imagens JPG ou PNG.");
    expect(
      ok<{ supplier: unknown }>(await client(t.app, account.cookie).get("/api/suppliers/mine")).supplier,
    ).toBeNull();
  });

  it("refuses someone else's upload, or an unknown file, with 400", async () => {
    const account = await newAccount(t.app, "supplier");
    const theirs = await upload(t.app, stranger.cookie, "alheia.png", png);
    const api = client(t.app, account.cookie);
    for (const ids of [[theirs.id], [randomUUID()]]) {
      expectApiError(
        await api.post("/api/suppliers", supplierInput({ portfolio_image_ids: ids })),
        400,
        "VALIDATION_ERROR",
        "Um dos arquivos não foi encontrado. Envie-o novamente.",
      );
    }
    // On edit too.
    const created = await registerSupplier(t.app, account.cookie);
    expectApiError(
      await api.put(
        `/api/suppliers/${created.id}`,
        supplierInput({ cnpj: created.cnpj, portfolio_image_ids: [theirs.id] }),
      ),
      400,
      "VALIDATION_ERROR",
    );
    const rows = await t.database.db
      .select()
      .from(supplierPortfolioImages)
      .where(inArray(supplierPortfolioImages.supplierId, [created.id]));
    expect(rows).toEqual([]);
  });

  it("answers 404 for an image of another supplier, 400 for malformed ids, 401 without a session", async () => {
    const mine = ok<{ supplier: SupplierDetail }>(
      await client(t.app, owner.cookie).get("/api/suppliers/mine"),
    ).supplier;
    const imageId = mine.portfolio[0]!.id;
    const api = client(t.app, criador);
    expectApiError(await api.get(`/api/suppliers/${fundacoesId}/portfolio/${imageId}`), 404, "NOT_FOUND");
    expectApiError(await api.get(`/api/suppliers/${mine.id}/portfolio/${randomUUID()}`), 404, "NOT_FOUND");
    expectApiError(await api.get(`/api/suppliers/${mine.id}/portfolio/xyz`), 400, "VALIDATION_ERROR");
    expectApiError(await client(t.app).get(mine.portfolio[0]!.url), 401, "UNAUTHENTICATED");
  });
});

describe("pagination with equal creation times", () => {
  it("orders ties by id and still yields every supplier exactly once", async () => {
    const owners = await Promise.all([0, 1, 2, 3].map(() => newAccount(t.app, "supplier")));
    const created: string[] = [];
    for (const o of owners) created.push((await registerSupplier(t.app, o.cookie)).id);
    const same = new Date("2030-01-01T12:00:00.123Z");
    await t.database.db.update(suppliers).set({ createdAt: same }).where(inArray(suppliers.id, created));

    const [{ n }] = (await t.database.db.select({ n: count() }).from(suppliers)) as [{ n: number }];
    for (const limit of [1, 3]) {
      const { items } = await listAllSuppliers(t.app, criador, { limit });
      expect(items).toHaveLength(Number(n));
      expect(new Set(items.map((s) => s.id)).size).toBe(Number(n));
      // Equal on every key but the id (unverified, unreviewed, same date): together, by id descending.
      const ids = items.map((s) => s.id);
      const positions = created.map((id) => ids.indexOf(id)).sort((a, b) => a - b);
      expect(positions.at(-1)! - positions[0]!).toBe(3);
      expect(ids.slice(positions[0], positions[0]! + 4)).toEqual([...created].sort().reverse());
    }
  });
});

describe("marketplace order (docs/product/marketplace.md#supplier-list)", () => {
  const rank = (s: SupplierCard) => [s.verified ? 1 : 0, s.rating ?? -1, s.review_count];

  it("puts a new unverified supplier last and a new verified one before the older verified suppliers without reviews", async () => {
    const unverified = await registerSupplier(t.app, (await newAccount(t.app, "supplier")).cookie);
    const verified = await registerSupplier(t.app, (await newAccount(t.app, "supplier")).cookie);
    await t.database.db.update(suppliers).set({ verified: true }).where(eq(suppliers.id, verified.id));

    for (const limit of [1, 4, 50]) {
      const { items } = await listAllSuppliers(t.app, criador, { limit });
      const ids = items.map((s) => s.id);
      expect(new Set(ids).size, `limit ${limit}`).toBe(ids.length);
      const position = (name: string) => items.findIndex((s) => s.company_name === name);
      const newVerified = ids.indexOf(verified.id);
      expect(newVerified).toBeGreaterThan(position(SEEDED_SUPPLIERS.terraForte));
      expect(newVerified).toBeLessThan(position(SEEDED_SUPPLIERS.traco));
      expect(ids.indexOf(unverified.id)).toBeGreaterThan(position("Telhado Seguro Coberturas"));
      // Every neighbour pair obeys the stated keys (verified, rating, review count: never increasing).
      for (let i = 1; i < items.length; i++) {
        const [a, b] = [rank(items[i - 1]!), rank(items[i]!)];
        const firstDifference = a.findIndex((v, k) => v !== b[k]);
        if (firstDifference >= 0)
          expect(a[firstDifference]!, `${items[i - 1]!.company_name} before ${items[i]!.company_name}`).toBeGreaterThan(
            b[firstDifference]!,
          );
      }
    }
  });
});
