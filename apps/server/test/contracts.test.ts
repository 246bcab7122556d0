import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACTS_PAGE_SIZE } from "@alicerce/shared/contracts";
import {
  contractListSchema,
  contractSchema,
  type Contract,
  type ContractList,
  type CreateContractInput,
} from "@alicerce/shared/schemas/contracts";
import { contracts } from "../src/db/schema/index.ts";
import {
  createSeededApp,
  dateIn,
  DEMO,
  loginAll,
  loginAs,
  newAccount,
  ok,
  projectIdByTitle,
  SEEDED,
  tinyExe,
  tinyPdf,
  tinyPng,
  upload,
  uploadRaw,
} from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let juridico: string;
let admin: string;
let acacias: string;
let bosqueVerde: string;

beforeAll(async () => {
  t = await createSeededApp();
  [juridico, admin] = await loginAll(t.app, DEMO.legal, DEMO.admin);
  acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
  bosqueVerde = await projectIdByTitle(t.database.db, SEEDED.bosqueVerde);
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH";
function call(
  app: FastifyInstance,
  cookie: string | undefined,
  method: Method,
  url: string,
  payload?: unknown,
  headers = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A valid creation body, in force today unless the dates are overridden. */
function contractInput(overrides: Partial<CreateContractInput> = {}): CreateContractInput {
  return {
    name: "Contrato de Teste",
    client_name: "Cliente de Teste",
    project_id: acacias,
    value: 15_000.5,
    start_date: dateIn(-10),
    end_date: dateIn(10),
    type: "investimento",
    ...overrides,
  };
}

async function create(overrides: Partial<CreateContractInput> = {}, cookie = juridico): Promise<Contract> {
  return ok<Contract>(await call(t.app, cookie, "POST", "/api/contracts", contractInput(overrides)), 201);
}

async function list(query = "", cookie = juridico): Promise<ContractList> {
  const body = ok<ContractList>(await call(t.app, cookie, "GET", `/api/contracts${query}`));
  expect(contractListSchema.safeParse(body).success).toBe(true);
  return body;
}

const names = (page: ContractList) => page.items.map((c) => c.name);

describe("who may use the contracts desk", () => {
  it("answers 401 without a session, on every route", async () => {
    const id = "6f1c2a9e-3b7d-4c5e-8f9a-1b2c3d4e5f60";
    for (const [method, url] of [
      ["GET", "/api/contracts"],
      ["GET", "/api/contracts/project-options"],
      ["POST", "/api/contracts"],
      ["GET", `/api/contracts/${id}`],
      ["PATCH", `/api/contracts/${id}`],
      ["POST", `/api/contracts/${id}/cancel`],
      ["GET", `/api/contracts/${id}/file`],
    ] as const) {
      const payload =
        method === "GET" ? undefined : method === "POST" && url.endsWith("cancel") ? { reason: "x" } : contractInput();
      expectApiError(await call(t.app, undefined, method, url, payload), 401, "UNAUTHENTICATED");
    }
  });

  it("refuses investors, creators, suppliers and unverified legal accounts with 403 and the desk's sentence", async () => {
    const others = "Esta área é exclusiva de profissionais jurídicos verificados e administradores da plataforma.";
    for (const email of [DEMO.ana, DEMO.creator, DEMO.supplier]) {
      const cookie = await loginAs(t.app, email);
      expectApiError(await call(t.app, cookie, "GET", "/api/contracts"), 403, "FORBIDDEN", others);
      expectApiError(await call(t.app, cookie, "POST", "/api/contracts", contractInput()), 403, "FORBIDDEN", others);
    }
    const pending = await newAccount(t.app, "legal");
    const waiting = "Sua conta jurídica aguarda a verificação do número da OAB por um administrador da plataforma.";
    expectApiError(await call(t.app, pending.cookie, "GET", "/api/contracts"), 403, "FORBIDDEN", waiting);
    expectApiError(
      await call(t.app, pending.cookie, "GET", "/api/contracts/project-options"),
      403,
      "FORBIDDEN",
      waiting,
    );
    const [first] = (await list()).items;
    expectApiError(
      await call(t.app, pending.cookie, "POST", `/api/contracts/${first!.id}/cancel`, { reason: "Sem acesso." }),
      403,
      "FORBIDDEN",
      waiting,
    );
    expectApiError(await call(t.app, pending.cookie, "GET", `/api/contracts/${first!.id}/file`), 403, "FORBIDDEN");
  });

  it("lets platform admins do what legal users do", async () => {
    const made = await create({ name: "Contrato do Admin" }, admin);
    const edited = ok<Contract>(
      await call(
        t.app,
        admin,
        "PATCH",
        `/api/contracts/${made.id}`,
        contractInput({ name: "Contrato do Admin (rev.)" }),
      ),
    );
    expect(edited.name).toBe("Contrato do Admin (rev.)");
    const cancelled = ok<Contract>(
      await call(t.app, admin, "POST", `/api/contracts/${made.id}/cancel`, { reason: "Duplicado." }),
    );
    expect(cancelled.status).toBe("cancelado");
    expect((await list("?q=admin", admin)).items.map((c) => c.id)).toContain(made.id);
  });
});

describe("the demo contracts", () => {
  it("cover every status and every type, on demo projects", async () => {
    const all = await list();
    expect(all.total).toBeGreaterThanOrEqual(8);
    for (const status of ["ativo", "pendente", "finalizado", "cancelado"]) {
      expect((await list(`?status=${status}`)).total, status).toBeGreaterThanOrEqual(2);
    }
    for (const type of ["investimento", "adesao", "fornecimento"]) {
      expect((await list(`?type=${type}`)).total, type).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("POST /api/contracts", () => {
  it("creates a contract and answers it with its project, BRL value, dates and derived status", async () => {
    const before = Date.now();
    const c = await create({ name: "  Termo de Adesão Vila  ", client_name: " Joana Prado ", type: "adesao" });
    expect(contractSchema.safeParse(c).success).toBe(true);
    expect(c).toMatchObject({
      name: "Termo de Adesão Vila",
      client_name: "Joana Prado",
      project: { id: acacias, title: SEEDED.acacias },
      value: 15_000.5,
      type: "adesao",
      status: "ativo",
      start_date: dateIn(-10),
      end_date: dateIn(10),
      file: null,
      cancelled_at: null,
      cancel_reason: null,
    });
    expect(Date.parse(c.updated_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(ok<Contract>(await call(t.app, juridico, "GET", `/api/contracts/${c.id}`))).toEqual(c);
  });

  it("derives Pendente, Ativo and Finalizado from São Paulo's today, both dates counting as in force", async () => {
    const cases = [
      [dateIn(1), dateIn(30), "pendente"],
      [dateIn(0), dateIn(30), "ativo"],
      [dateIn(-30), dateIn(0), "ativo"],
      [dateIn(0), dateIn(0), "ativo"],
      [dateIn(-30), dateIn(-1), "finalizado"],
    ] as const;
    for (const [start_date, end_date, status] of cases) {
      const c = await create({ name: `Vigência ${start_date} ${end_date}`, start_date, end_date });
      expect(c.status, `${start_date} → ${end_date}`).toBe(status);
    }
  });

  it("accepts an Idempotency-Key: the same submit twice creates one contract", async () => {
    const headers = { "idempotency-key": "contrato-idempotente-1" };
    const body = contractInput({ name: "Contrato Idempotente" });
    const first = ok<Contract>(await call(t.app, juridico, "POST", "/api/contracts", body, headers), 201);
    const again = ok<Contract>(await call(t.app, juridico, "POST", "/api/contracts", body, headers), 201);
    expect(again.id).toBe(first.id);
    const rows = await t.database.db
      .select({ n: count() })
      .from(contracts)
      .where(eq(contracts.name, "Contrato Idempotente"));
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it("refuses invalid bodies with 400 and a pt-BR sentence under each field", async () => {
    const empty = expectApiError(await call(t.app, juridico, "POST", "/api/contracts", {}), 400, "VALIDATION_ERROR");
    expect(empty.fields).toMatchObject({
      name: ["Informe o nome do contrato."],
      client_name: ["Informe o cliente."],
      project_id: ["Selecione o projeto."],
      value: ["Informe o valor do contrato."],
      start_date: ["Informe a data de início, no formato aaaa-mm-dd."],
      end_date: ["Informe a data de término, no formato aaaa-mm-dd."],
      type: ["Selecione o tipo do contrato."],
    });
    const bad: [Partial<CreateContractInput> & Record<string, unknown>, string, string][] = [
      [{ name: "   " }, "name", "Informe o nome do contrato."],
      [{ name: "x".repeat(161) }, "name", "Use no máximo 160 caracteres."],
      [{ client_name: "" }, "client_name", "Informe o cliente."],
      [{ value: 0 }, "value", "O valor deve ser maior que zero."],
      [{ value: -5 }, "value", "O valor deve ser maior que zero."],
      [{ value: 10.123 }, "value", "Use no máximo duas casas decimais."],
      [{ value: 200_000_000_000 }, "value", "O valor do contrato deve ser de até R$ 100.000.000.000,00."],
      [
        { start_date: "2026-02-30" },
        "start_date",
        "Essa data não existe: confira o dia e o mês, no formato aaaa-mm-dd.",
      ],
      [{ end_date: "10/01/2026" }, "end_date", "Use uma data no formato aaaa-mm-dd."],
      [{ type: "aluguel" as never }, "type", "Selecione o tipo do contrato."],
    ];
    for (const [override, field, message] of bad) {
      const error = expectApiError(
        await call(t.app, juridico, "POST", "/api/contracts", contractInput(override)),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.fields?.[field], JSON.stringify(override)).toEqual([message]);
    }
  });

  it("refuses a NUL character (which PostgreSQL cannot store) with 400", async () => {
    expectApiError(
      await call(t.app, juridico, "POST", "/api/contracts", contractInput({ name: "a\u0000b" })),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("refuses an end date before the start date", async () => {
    const error = expectApiError(
      await call(
        t.app,
        juridico,
        "POST",
        "/api/contracts",
        contractInput({ start_date: dateIn(5), end_date: dateIn(4) }),
      ),
      400,
      "VALIDATION_ERROR",
      "A data de término não pode ser anterior à data de início.",
    );
    expect(error.fields).toEqual({ end_date: ["A data de término não pode ser anterior à data de início."] });
  });

  it("refuses a project that does not exist", async () => {
    const error = expectApiError(
      await call(
        t.app,
        juridico,
        "POST",
        "/api/contracts",
        contractInput({ project_id: "6f1c2a9e-3b7d-4c5e-8f9a-1b2c3d4e5f60" }),
      ),
      400,
      "VALIDATION_ERROR",
      "O projeto escolhido não existe. Escolha outro projeto.",
    );
    expect(error.fields).toEqual({ project_id: ["Projeto não encontrado."] });
  });
});

describe("GET /api/contracts", () => {
  it("filters by each status, computed from the dates in SQL", async () => {
    const tag = "Filtro Status";
    const pendente = await create({ name: `${tag} Pendente`, start_date: dateIn(3), end_date: dateIn(40) });
    const ativo = await create({ name: `${tag} Ativo`, start_date: dateIn(-3), end_date: dateIn(40) });
    const finalizado = await create({ name: `${tag} Finalizado`, start_date: dateIn(-40), end_date: dateIn(-3) });
    const cancelado = await create({ name: `${tag} Cancelado` });
    ok(await call(t.app, juridico, "POST", `/api/contracts/${cancelado.id}/cancel`, { reason: "Teste de filtro." }));
    const expected = { pendente, ativo, finalizado, cancelado } as const;
    for (const [status, contract] of Object.entries(expected)) {
      const page = await list(`?status=${status}&q=${encodeURIComponent(tag)}`);
      expect(
        page.items.map((c) => c.id),
        status,
      ).toEqual([contract.id]);
      expect(page.total).toBe(1);
      // Every contract the filter returns has that status.
      expect((await list(`?status=${status}`)).items.every((c) => c.status === status)).toBe(true);
    }
  });

  it("filters by type and searches name, client and project title, ignoring case and accents", async () => {
    await create({ name: "Busca Fornecimento Elétrico", client_name: "Eletro Sul Ltda.", type: "fornecimento" });
    await create({
      name: "Busca Investimento Bosque",
      client_name: "Márcia Gonçalves",
      type: "investimento",
      project_id: bosqueVerde,
    });
    expect(names(await list("?q=busca&type=fornecimento"))).toEqual(["Busca Fornecimento Elétrico"]);
    expect(names(await list("?q=busca&type=investimento"))).toEqual(["Busca Investimento Bosque"]);
    expect(names(await list("?q=ELETRICO"))).toContain("Busca Fornecimento Elétrico");
    expect(names(await list(`?q=${encodeURIComponent("marcia goncalves")}`))).toEqual(["Busca Investimento Bosque"]);
    expect(names(await list(`?q=${encodeURIComponent("bosque verde")}&type=investimento`))).toContain(
      "Busca Investimento Bosque",
    );
    // LIKE wildcards are searched literally.
    expect((await list("?q=%25")).total).toBe(0);
  });

  it("answers the empty result for filters nothing matches", async () => {
    const page = await list("?q=nenhum-contrato-com-este-nome&status=ativo&type=adesao");
    expect(page).toEqual({ items: [], total: 0, page: 1, page_size: CONTRACTS_PAGE_SIZE });
  });

  it("lists the last modified first, one page at a time, with the total over every page", async () => {
    const first = await list();
    expect(first.items.length).toBe(Math.min(CONTRACTS_PAGE_SIZE, first.total));
    const times = first.items.map((c) => Date.parse(c.updated_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await list("?page=2");
    expect(second.total).toBe(first.total);
    expect(second.items.length).toBe(Math.min(CONTRACTS_PAGE_SIZE, first.total - CONTRACTS_PAGE_SIZE));
    const seen = new Set(first.items.map((c) => c.id));
    expect(second.items.some((c) => seen.has(c.id))).toBe(false);
  });

  it("refuses malformed filters with 400 in pt-BR", async () => {
    expectApiError(
      await call(t.app, juridico, "GET", "/api/contracts?status=ativa"),
      400,
      "VALIDATION_ERROR",
      "Escolha um status da lista.",
    );
    expectApiError(
      await call(t.app, juridico, "GET", "/api/contracts?type=x"),
      400,
      "VALIDATION_ERROR",
      "Escolha um tipo da lista.",
    );
    expectApiError(
      await call(t.app, juridico, "GET", "/api/contracts?page=0"),
      400,
      "VALIDATION_ERROR",
      "A primeira página é a 1.",
    );
    expectApiError(
      await call(t.app, juridico, "GET", `/api/contracts?q=${"a".repeat(101)}`),
      400,
      "VALIDATION_ERROR",
      "Use no máximo 100 caracteres na busca.",
    );
  });
});

describe("editing and cancelling", () => {
  it("edits every field and moves the last modification", async () => {
    const c = await create({ name: "Para Editar" });
    const edited = ok<Contract>(
      await call(
        t.app,
        juridico,
        "PATCH",
        `/api/contracts/${c.id}`,
        contractInput({
          name: "Editado",
          client_name: "Outro Cliente",
          project_id: bosqueVerde,
          value: 999.99,
          start_date: dateIn(5),
          end_date: dateIn(50),
          type: "fornecimento",
        }),
      ),
    );
    expect(edited).toMatchObject({
      id: c.id,
      name: "Editado",
      client_name: "Outro Cliente",
      project: { id: bosqueVerde, title: SEEDED.bosqueVerde },
      value: 999.99,
      start_date: dateIn(5),
      end_date: dateIn(50),
      type: "fornecimento",
      status: "pendente",
    });
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(c.updated_at));
  });

  it("validates an edit like a creation and answers 404 for an unknown contract", async () => {
    const c = await create({ name: "Edição Inválida" });
    expectApiError(
      await call(t.app, juridico, "PATCH", `/api/contracts/${c.id}`, contractInput({ end_date: dateIn(-20) })),
      400,
      "VALIDATION_ERROR",
      "A data de término não pode ser anterior à data de início.",
    );
    const unknown = "6f1c2a9e-3b7d-4c5e-8f9a-1b2c3d4e5f60";
    expectApiError(
      await call(t.app, juridico, "PATCH", `/api/contracts/${unknown}`, contractInput()),
      404,
      "NOT_FOUND",
      "Contrato não encontrado.",
    );
    expectApiError(await call(t.app, juridico, "GET", `/api/contracts/${unknown}`), 404, "NOT_FOUND");
    expectApiError(
      await call(t.app, juridico, "POST", `/api/contracts/${unknown}/cancel`, { reason: "x" }),
      404,
      "NOT_FOUND",
    );
    expectApiError(await call(t.app, juridico, "GET", "/api/contracts/nao-e-um-id"), 400, "VALIDATION_ERROR");
  });

  it("cancels with a required reason; a cancelled contract can be neither edited nor cancelled again (409)", async () => {
    const c = await create({ name: "Para Cancelar", start_date: dateIn(5), end_date: dateIn(50) });
    for (const body of [{}, { reason: "   " }]) {
      const error = expectApiError(
        await call(t.app, juridico, "POST", `/api/contracts/${c.id}/cancel`, body),
        400,
        "VALIDATION_ERROR",
        "Informe o motivo do cancelamento.",
      );
      expect(error.fields).toEqual({ reason: ["Informe o motivo do cancelamento."] });
    }
    const cancelled = ok<Contract>(
      await call(t.app, juridico, "POST", `/api/contracts/${c.id}/cancel`, { reason: " O cliente desistiu. " }),
    );
    expect(cancelled).toMatchObject({ status: "cancelado", cancel_reason: "O cliente desistiu." });
    expect(cancelled.cancelled_at).not.toBeNull();
    const final = "Este contrato foi cancelado e não pode mais ser alterado.";
    expectApiError(
      await call(t.app, juridico, "POST", `/api/contracts/${c.id}/cancel`, { reason: "De novo." }),
      409,
      "CONFLICT",
      final,
    );
    expectApiError(
      await call(t.app, admin, "PATCH", `/api/contracts/${c.id}`, contractInput()),
      409,
      "CONFLICT",
      final,
    );
    expect(ok<Contract>(await call(t.app, juridico, "GET", `/api/contracts/${c.id}`)).cancel_reason).toBe(
      "O cliente desistiu.",
    );
  });
});

describe("the contract's PDF", () => {
  it("attaches an uploaded PDF, downloads it, keeps it on edit unless replaced or removed", async () => {
    const pdf = tinyPdf(2048);
    const file = await upload(t.app, juridico, "contrato assinado.pdf", pdf);
    const c = await create({ name: "Com PDF", file_id: file.id });
    expect(c.file).toEqual({
      name: "contrato assinado.pdf",
      size: pdf.length,
      download_url: `/api/contracts/${c.id}/file`,
    });

    // Another legal desk user (the admin) downloads it too.
    const download = await call(t.app, admin, "GET", c.file!.download_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toContain("attachment;");
    expect(download.headers["cache-control"]).toBe("private, no-store");
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const kept = ok<Contract>(
      await call(t.app, admin, "PATCH", `/api/contracts/${c.id}`, contractInput({ name: "Com PDF 2" })),
    );
    expect(kept.file?.name).toBe("contrato assinado.pdf");

    const other = await upload(t.app, juridico, "aditivo.pdf", tinyPdf());
    const replaced = ok<Contract>(
      await call(t.app, juridico, "PATCH", `/api/contracts/${c.id}`, contractInput({ file_id: other.id })),
    );
    expect(replaced.file?.name).toBe("aditivo.pdf");

    const removed = ok<Contract>(
      await call(t.app, juridico, "PATCH", `/api/contracts/${c.id}`, contractInput({ file_id: null })),
    );
    expect(removed.file).toBeNull();
    expectApiError(
      await call(t.app, juridico, "GET", `/api/contracts/${c.id}/file`),
      404,
      "NOT_FOUND",
      "Este contrato não tem PDF anexado.",
    );
  });

  it("refuses a file that is not a PDF, someone else's upload, and uploads over 10 MB or of a refused type", async () => {
    const png = await upload(t.app, juridico, "foto.png", tinyPng());
    const notPdf = expectApiError(
      await call(t.app, juridico, "POST", "/api/contracts", contractInput({ file_id: png.id })),
      400,
      "VALIDATION_ERROR",
      "O arquivo do contrato deve ser um PDF.",
    );
    expect(notPdf.fields).toEqual({ file_id: ["Envie o contrato em PDF."] });

    const adminsPdf = await upload(t.app, admin, "do admin.pdf", tinyPdf());
    expectApiError(
      await call(t.app, juridico, "POST", "/api/contracts", contractInput({ file_id: adminsPdf.id })),
      400,
      "VALIDATION_ERROR",
      "Um dos arquivos não foi encontrado. Envie-o novamente.",
    );

    expectApiError(
      await uploadRaw(t.app, juridico, "grande.pdf", tinyPdf(10 * 1024 * 1024 + 1)),
      413,
      "PAYLOAD_TOO_LARGE",
    );
    expectApiError(
      await uploadRaw(t.app, juridico, "programa.pdf", tinyExe()),
      400,
      "VALIDATION_ERROR",
      "O arquivo programa.pdf não é de um tipo aceito. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.",
    );
  });
});

describe("GET /api/contracts/project-options", () => {
  it("lists every project, drafts and private ones included, searched by title", async () => {
    const all = ok<{ items: { id: string; title: string }[] }>(
      await call(t.app, juridico, "GET", "/api/contracts/project-options"),
    );
    const titles = all.items.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining([SEEDED.acacias, SEEDED.bosqueVerde, SEEDED.torreAmazonia]));
    expect([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(titles);
    const found = ok<{ items: { id: string; title: string }[] }>(
      await call(t.app, admin, "GET", `/api/contracts/project-options?q=${encodeURIComponent("ACACIAS")}`),
    );
    expect(found.items).toEqual([{ id: acacias, title: SEEDED.acacias }]);
  });
});
