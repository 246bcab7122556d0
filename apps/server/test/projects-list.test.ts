import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../src/db/schema/index.ts";
import {
  client,
  createProject,
  createSeededApp,
  DEMO,
  listAll,
  listTitles,
  loginAs,
  newAccount,
  ok,
  projectIdByTitle,
  setProject,
  SEEDED,
  type Account,
  type ProjectListResponse,
  joinTeam,
} from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

/** The seeded projects any logged-in user may read: public and not drafts. */
const PUBLIC_SEEDED = [
  "Residencial Jardim das Acácias",
  "Edifício Mirante do Lago",
  "Vila Serena Casas",
  "Centro Empresarial Atlântico",
  "Complexo Porto Novo",
  "Mercado Municipal Revitalizado",
  "Residencial Beira-Mar Natal",
  "Condomínio Parque das Águas",
  "Retrofit Edifício Paulista",
  "Loteamento Jardim Uberaba", // its raise failed: back in planning, still public
];
const CRIADOR_PRIVATE = [SEEDED.casaDeCampo, SEEDED.bosqueVerde, SEEDED.altoDaColina, SEEDED.aurora];
const MARINA_PRIVATE = [SEEDED.torreAmazonia];

// Made by this file: a public draft (hidden from everyone but its creator, legal and admin), a
// private draft of Marina's with a team member linked by e-mail, and two public projects whose
// titles hold LIKE wildcards.
const PUBLIC_DRAFT = "Rascunho Público do Carlos";
const MARINA_DRAFT = "Rascunho Privado da Marina";
const PERCENT = "Fundo 50% Garantido";
const UNDERSCORE = "Loja_Centro Comercial";

let t: TestApp;
let investor: string;
let teamMember: Account;
let outsider: Account;

beforeAll(async () => {
  t = await createSeededApp();
  investor = await loginAs(t.app, DEMO.ana);
  teamMember = await newAccount(t.app, "investor", { name: "Tiago Time" });
  outsider = await newAccount(t.app, "investor", { name: "Otávio Outsider" });
  const criador = await loginAs(t.app, DEMO.creator);
  const marina = await loginAs(t.app, DEMO.marina);
  await createProject(t.app, criador, { title: PUBLIC_DRAFT, visibility: "public" });
  const marinaDraft = await createProject(t.app, marina, {
    title: MARINA_DRAFT,
    visibility: "private",
    team: [
      { name: "Marina Souza", role: "gestor" },
      { name: "Tiago Time", role: "engenheiro", email: teamMember.email.toUpperCase() },
    ],
  });
  await joinTeam(t, teamMember, marinaDraft);
  for (const title of [PERCENT, UNDERSCORE]) {
    const id = await createProject(t.app, criador, { title, visibility: "public", location_city: "Sorocaba" });
    await setProject(t.database.db, id, { status: "planning" });
  }
});
afterAll(() => t.close());

const sorted = (list: string[]) => [...list].sort();

describe("GET /api/projects — who sees what", () => {
  it("answers 401 without a session", async () => {
    expectApiError(await t.app.inject({ method: "GET", url: "/api/projects" }), 401, "UNAUTHENTICATED");
  });

  it("shows an investor the public, non-draft projects only", async () => {
    for (const cookie of [investor, outsider.cookie, await loginAs(t.app, DEMO.supplier)]) {
      const { items } = await listAll(t.app, cookie);
      expect(sorted(items.map((p) => p.title))).toEqual(sorted([...PUBLIC_SEEDED, PERCENT, UNDERSCORE]));
      expect(items.every((p) => p.visibility === "public" && p.status !== "draft")).toBe(true);
    }
  });

  it("never shows another creator's drafts or private projects, and answers 404 for them (not 403)", async () => {
    const marina = await loginAs(t.app, DEMO.marina);
    const titles = (await listAll(t.app, marina)).items.map((p) => p.title);
    for (const hidden of [...CRIADOR_PRIVATE, PUBLIC_DRAFT]) expect(titles).not.toContain(hidden);
    expect(titles).toEqual(expect.arrayContaining([...MARINA_PRIVATE, MARINA_DRAFT]));

    for (const title of [...CRIADOR_PRIVATE, PUBLIC_DRAFT]) {
      const id = await projectIdByTitle(t.database.db, title);
      for (const cookie of [marina, investor]) {
        expectApiError(
          await client(t.app, cookie).get(`/api/projects/${id}`),
          404,
          "NOT_FOUND",
          "Projeto não encontrado.",
        );
      }
    }
    // An unknown id reads exactly the same.
    expectApiError(
      await client(t.app, investor).get(`/api/projects/00000000-0000-4000-8000-000000000000`),
      404,
      "NOT_FOUND",
      "Projeto não encontrado.",
    );
  });

  it("shows the creator their own drafts and private projects", async () => {
    const criador = await loginAs(t.app, DEMO.creator);
    const titles = (await listAll(t.app, criador)).items.map((p) => p.title);
    expect(sorted(titles)).toEqual(sorted([...PUBLIC_SEEDED, ...CRIADOR_PRIVATE, PUBLIC_DRAFT, PERCENT, UNDERSCORE]));
  });

  it("shows a private draft to a team member linked by e-mail, and to nobody else outside", async () => {
    const id = await projectIdByTitle(t.database.db, MARINA_DRAFT);
    expect(await listTitles(t.app, teamMember.cookie)).toContain(MARINA_DRAFT);
    const detail = ok<{ title: string; status: string; viewer: { can_manage: boolean } }>(
      await client(t.app, teamMember.cookie).get(`/api/projects/${id}`),
    );
    expect(detail).toMatchObject({ title: MARINA_DRAFT, status: "draft", viewer: { can_manage: false } });
    expect(await listTitles(t.app, outsider.cookie)).not.toContain(MARINA_DRAFT);
    expectApiError(await client(t.app, outsider.cookie).get(`/api/projects/${id}`), 404, "NOT_FOUND");
  });

  it("shows legal users and platform admins everything", async () => {
    const all = await t.database.db.select({ title: projects.title }).from(projects);
    expect(all.length).toBe(19 + 4);
    for (const email of [DEMO.legal, DEMO.admin]) {
      const { items } = await listAll(t.app, await loginAs(t.app, email));
      expect(sorted(items.map((p) => p.title))).toEqual(sorted(all.map((p) => p.title)));
    }
  });
});

describe("GET /api/projects — filters, search and scope", () => {
  it("filters by type, status and purpose, combined", async () => {
    expect(sorted(await listTitles(t.app, investor, { type: "casas" }))).toEqual(
      sorted(["Vila Serena Casas", "Condomínio Parque das Águas"]),
    );
    expect(sorted(await listTitles(t.app, investor, { status: "funding_open" }))).toEqual(
      sorted([
        "Residencial Jardim das Acácias",
        "Edifício Mirante do Lago",
        "Mercado Municipal Revitalizado",
        "Condomínio Parque das Águas",
      ]),
    );
    // Only investment projects are public (decision 004): the collaborative ones are their creators'.
    expect(await listTitles(t.app, investor, { purpose: "collaborative" })).toEqual([]);
    const horizonte = await loginAs(t.app, DEMO.horizonte);
    expect(await listTitles(t.app, horizonte, { purpose: "collaborative" })).toEqual(
      expect.arrayContaining(["Coworking Cooperativo Pelourinho"]),
    );
    expect(await listTitles(t.app, investor, { type: "apartamentos", status: "completed" })).toEqual([
      "Residencial Beira-Mar Natal",
    ]);
    expect(await listTitles(t.app, investor, { purpose: "personal" })).toEqual([]);
    expect(await listTitles(t.app, investor, { status: "draft" })).toEqual([]);
    const criador = await loginAs(t.app, DEMO.creator);
    expect(sorted(await listTitles(t.app, criador, { status: "draft" }))).toEqual(
      sorted([SEEDED.bosqueVerde, SEEDED.altoDaColina, SEEDED.aurora, PUBLIC_DRAFT]),
    );
    expect(await listTitles(t.app, criador, { purpose: "personal" })).toEqual([SEEDED.casaDeCampo]);
  });

  it("refuses unknown filter values with 400", async () => {
    for (const query of ["type=castelo", "status=approved", "purpose=lucro", "scope=others"]) {
      const error = expectApiError(
        await client(t.app, investor).get(`/api/projects?${query}`),
        400,
        "VALIDATION_ERROR",
      );
      expect(Object.keys(error.fields ?? {})).toEqual([query.split("=")[0]]);
    }
  });

  it("searches title, city/state and manager, without accents and case", async () => {
    const both = sorted(["Residencial Jardim das Acácias", "Retrofit Edifício Paulista"]);
    for (const q of ["sao paulo", "São Paulo", "SÃO PAULO", "  sao   paulo  ".trim()]) {
      expect(sorted(await listTitles(t.app, investor, { q })), q).toEqual(both);
    }
    expect(await listTitles(t.app, investor, { q: "florianopolis" })).toEqual(["Centro Empresarial Atlântico"]);
    expect(await listTitles(t.app, investor, { q: "acacias" })).toEqual(["Residencial Jardim das Acácias"]);
    expect(await listTitles(t.app, investor, { q: "ÁGUAS" })).toEqual(["Condomínio Parque das Águas"]);
    // The manager; Marina's private project stays hidden from the investor.
    expect(sorted(await listTitles(t.app, investor, { q: "marina souza" }))).toEqual(
      sorted(["Edifício Mirante do Lago", "Complexo Porto Novo", "Mercado Municipal Revitalizado"]),
    );
    expect(await listTitles(t.app, await loginAs(t.app, DEMO.marina), { q: "marina souza" })).toContain(
      SEEDED.torreAmazonia,
    );
    // Search combines with the filters.
    expect(await listTitles(t.app, investor, { q: "marina", status: "completed" })).toEqual(["Complexo Porto Novo"]);
    expect(await listTitles(t.app, investor, { q: "nada disso existe" })).toEqual([]);
  });

  it("reads punctuation and LIKE wildcards as spaces between words (decision 136)", async () => {
    expect(await listTitles(t.app, investor, { q: "%garantido" })).toEqual([PERCENT]);
    expect(await listTitles(t.app, investor, { q: "fundo 50%" })).toEqual([PERCENT]);
    expect(await listTitles(t.app, investor, { q: "loja_centro" })).toEqual([UNDERSCORE]);
    expect(await listTitles(t.app, investor, { q: "'; drop table projects; --" })).toEqual([]);
    // Nothing of three letters or more left: the list as without a search.
    const unsearched = await listTitles(t.app, investor);
    for (const q of ["%", "_", "50%", "\\"]) expect(await listTitles(t.app, investor, { q }), q).toEqual(unsearched);
  });

  it("refuses a search longer than 100 characters", async () => {
    expectApiError(await client(t.app, investor).get(`/api/projects?q=${"a".repeat(101)}`), 400, "VALIDATION_ERROR");
  });

  it("scope=mine lists only the projects the user created", async () => {
    const criador = await loginAs(t.app, DEMO.creator);
    const mine = await listAll(t.app, criador, { scope: "mine" });
    expect(sorted(mine.items.map((p) => p.title))).toEqual(
      sorted([
        "Residencial Jardim das Acácias",
        "Vila Serena Casas",
        "Centro Empresarial Atlântico",
        "Retrofit Edifício Paulista",
        ...CRIADOR_PRIVATE,
        PUBLIC_DRAFT,
        PERCENT,
        UNDERSCORE,
      ]),
    );
    const legal = ok<ProjectListResponse>(
      await client(t.app, await loginAs(t.app, DEMO.legal)).get("/api/projects?scope=mine"),
    );
    expect(legal).toEqual({
      items: [],
      nextCursor: null,
      summary: { total: 0, fundraising: 0, total_volume: 0, average_roi: null },
    });
  });
});

describe("GET /api/projects — summary and pagination", () => {
  it("computes the summary for the current filters", async () => {
    const page = ok<ProjectListResponse>(
      await client(t.app, investor).get("/api/projects?status=funding_open&limit=1"),
    );
    expect(page.items).toHaveLength(1);
    expect(page.summary).toEqual({
      total: 4,
      fundraising: 4,
      total_volume: 2_500_000 + 4_000_000 + 3_200_000 + 1_200_000,
      average_roi: 15.88, // (18.5 + 16 + 15.5 + 13.5) / 4 = 15.875
    });
    const collaborative = ok<ProjectListResponse>(
      await client(t.app, investor).get("/api/projects?purpose=collaborative"),
    );
    expect(collaborative.summary).toEqual({ total: 0, fundraising: 0, total_volume: 0, average_roi: null });
  });

  it("computes the summary over every match, independent of the page", async () => {
    for (const email of [DEMO.ana, DEMO.creator, DEMO.legal]) {
      const cookie = await loginAs(t.app, email);
      const { items, summaries } = await listAll(t.app, cookie, { limit: 2 });
      const rois = items.map((p) => p.roi).filter((r): r is number => r !== null);
      const expected = {
        total: items.length,
        fundraising: items.filter((p) => p.status === "funding_open").length,
        total_volume: items.reduce((sum, p) => sum + (p.target_amount ?? 0), 0),
        average_roi: rois.length ? Math.round((rois.reduce((a, b) => a + b, 0) / rois.length) * 100) / 100 : null,
      };
      for (const summary of summaries) expect(summary).toEqual(expected);
    }
  });

  it("returns every project exactly once across pages of 2, newest first", async () => {
    const legal = await loginAs(t.app, DEMO.legal);
    const { items, pages, summaries } = await listAll(t.app, legal, { limit: 2 });
    expect(items.length).toBe(summaries[0]!.total);
    expect(new Set(items.map((p) => p.id)).size).toBe(items.length);
    expect(pages).toBe(Math.ceil(items.length / 2));
    const times = items.map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages correctly through projects created at the very same instant", async () => {
    const criador = await loginAs(t.app, DEMO.creator);
    const ids = [];
    for (let i = 0; i < 5; i++)
      ids.push(await createProject(t.app, criador, { title: `Mesmo Instante ${i}`, visibility: "private" }));
    await t.database.db.execute(
      sql`update projects set created_at = '2020-01-01T00:00:00.123456Z' where title like 'Mesmo Instante %'`,
    );
    const { items } = await listAll(t.app, criador, { q: "mesmo instante", limit: 1 });
    expect(sorted(items.map((p) => p.id))).toEqual(sorted(ids));
    const { items: wider } = await listAll(t.app, criador, { limit: 3 });
    expect(new Set(wider.map((p) => p.id)).size).toBe(wider.length);
    expect(wider.map((p) => p.id)).toEqual(expect.arrayContaining(ids));
  });

  it("answers nextCursor null on the last page", async () => {
    const page = ok<ProjectListResponse>(await client(t.app, investor).get("/api/projects?limit=50"));
    expect(page.nextCursor).toBeNull();
    expect(page.items.length).toBe(page.summary.total);
  });

  it("refuses a malformed cursor with 400", async () => {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const cursors = [
      "nao-e-um-cursor",
      "!!!",
      b64({ a: 1 }),
      b64(null),
      b64(42),
      b64(["ontem", "00000000-0000-4000-8000-000000000000"]),
      b64(["2024-01-01 10:00:00+00", "não-é-uuid"]),
      // Shaped like a cursor, but not a real instant or uuid: must not reach the database.
      b64(["2024-13-45 99:99:99+00", "00000000-0000-4000-8000-000000000000"]),
      b64(["2024-01-01 10:00:00+00", "------------------------------------"]),
      "x".repeat(201),
    ];
    for (const cursor of cursors) {
      const res = await client(t.app, investor).get(`/api/projects?cursor=${encodeURIComponent(cursor)}`);
      expectApiError(res, 400, "VALIDATION_ERROR");
    }
  });

  it("refuses limit above 50, below 1 or not a number", async () => {
    for (const limit of ["51", "0", "-1", "abc", "2.5"]) {
      const error = expectApiError(
        await client(t.app, investor).get(`/api/projects?limit=${limit}`),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.fields).toHaveProperty("limit");
    }
    expect(
      ok<ProjectListResponse>(await client(t.app, investor).get("/api/projects?limit=50")).items.length,
    ).toBeGreaterThan(0);
  });

  it("cards carry the public fields and no cover image without storage", async () => {
    const page = ok<ProjectListResponse>(await client(t.app, investor).get(`/api/projects?q=acacias`));
    expect(page.items[0]).toMatchObject({
      title: "Residencial Jardim das Acácias",
      location_city: "São Paulo",
      location_state: "SP",
      status: "funding_open",
      target_amount: 2_500_000,
      raised_amount: 1_050_000,
      min_investment: 5_000,
      roi: 18.5,
      manager: "Carlos Construtor",
      investor_count: 3,
      cover_image_url: null,
    });
  });
});
