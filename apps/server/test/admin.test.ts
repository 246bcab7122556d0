import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminSupplier,
  AdminSupplierPage,
  AdminUser,
  AdminUserPage,
  PlatformTotals,
} from "@alicerce/shared/schemas/admin";
import { PROJECT_STATUSES } from "@alicerce/shared/projects";
import { USER_TYPES } from "@alicerce/shared/user-types";
import { investments, notifications, profiles, projects, suppliers, user } from "../src/db/schema/index.ts";
import {
  client,
  createProject,
  createSeededApp,
  DEMO,
  getDetail,
  invest,
  loginAs,
  newAccount,
  ok,
  openRaise,
  projectIdByTitle,
  SEEDED,
  userIdOf,
  withdraw,
  type Account,
} from "./project-helpers.ts";
import { registerSupplier, SEEDED_SUPPLIERS, supplierIdByName, type SupplierCard } from "./supplier-helpers.ts";
import { expectApiError, sessionUser, type TestApp } from "./test-app.ts";

const ADMIN_DESK_REFUSAL = "Esta área é exclusiva dos administradores da plataforma.";

let t: TestApp;
let admin: ReturnType<typeof client>;
let adminId: string;
beforeAll(async () => {
  t = await createSeededApp();
  admin = client(t.app, await loginAs(t.app, DEMO.admin));
  adminId = await userIdOf(t.database.db, DEMO.admin);
});
afterAll(() => t.close());

const users = async (query = "") => ok<AdminUserPage>(await admin.get(`/api/admin/users${query}`));
const adminSuppliers = async (query = "") => ok<AdminSupplierPage>(await admin.get(`/api/admin/suppliers${query}`));
const totals = async () => ok<PlatformTotals>(await admin.get("/api/admin/totals"));

/** Every page of the user list for a query. */
async function allUsers(query: Record<string, string> = {}): Promise<AdminUser[]> {
  const items: AdminUser[] = [];
  for (let page = 1; ; page++) {
    const answer = await users(`?${new URLSearchParams({ ...query, page: String(page) })}`);
    items.push(...answer.items);
    if (page * answer.page_size >= answer.total) return items;
  }
}

describe("GET /api/admin/users", () => {
  it("lists every account, newest first, 20 a page, with a masked CPF and no more", async () => {
    const profileCount = (await t.database.db.select({ id: profiles.userId }).from(profiles)).length;
    const first = await users();
    expect(first).toMatchObject({ page: 1, page_size: 20, total: profileCount });
    expect(first.items).toHaveLength(Math.min(20, profileCount));
    const all = await allUsers();
    expect(all).toHaveLength(profileCount);
    expect(new Set(all.map((u) => u.id)).size).toBe(profileCount);
    const times = all.map((u) => u.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const ana = all.find((u) => u.email === DEMO.ana)!;
    // The seeded CPF 12345678143: only the middle six digits leave the server.
    expect(ana).toMatchObject({
      name: "Ana Investidora",
      type: "investor",
      verified: true,
      cpf_masked: "***.456.781-**",
    });
    expect(ana).toMatchObject({ oab_number: null, oab_state: null });
    expect(JSON.stringify(first)).not.toContain("12345678143");
    expect(Object.keys(ana).sort()).toEqual(
      ["cpf_masked", "created_at", "email", "id", "name", "oab_number", "oab_state", "type", "verified"].sort(),
    );
  });

  it("shows a legal account's OAB registration and filters by type and verification", async () => {
    const pending = await newAccount(t.app, "legal", {
      oab_number: "98.765-A",
      oab_state: "RJ",
      name: "Otávio Pendente",
    });
    const legalPending = await allUsers({ type: "legal", verified: "false" });
    expect(legalPending.map((u) => u.id)).toContain(pending.id);
    expect(legalPending.every((u) => u.type === "legal" && !u.verified)).toBe(true);
    expect(legalPending.find((u) => u.id === pending.id)).toMatchObject({ oab_number: "98765A", oab_state: "RJ" });

    const verifiedAdmins = await allUsers({ type: "platform_admin", verified: "true" });
    expect(verifiedAdmins.map((u) => u.email)).toEqual([DEMO.admin]);
    const suppliersUnverified = await allUsers({ type: "supplier", verified: "false" });
    expect(suppliersUnverified.map((u) => u.email)).toContain(DEMO.supplier);
    expect(suppliersUnverified.every((u) => u.type === "supplier" && !u.verified)).toBe(true);
  });

  it("lists the legal accounts waiting with their OAB, oldest first (the demo has two)", async () => {
    const pending = ok<{ items: { email: string; oab_number: string; oab_state: string }[] }>(
      await admin.get("/api/admin/legal-accounts"),
    );
    expect(pending.items.slice(0, 2)).toMatchObject([
      { email: "rafael@alicerce.dev", oab_number: "254781", oab_state: "SP" },
      { email: "camila@alicerce.dev", oab_number: "98213", oab_state: "RS" },
    ]);
  });

  it("searches names and e-mails ignoring case and accents, and an account by its whole CPF", async () => {
    const person = await newAccount(t.app, "creator", { name: "Joaquim Conceição Brandão" });
    expect((await users("?q=conceicao")).items.map((u) => u.id)).toEqual([person.id]);
    expect((await users("?q=BRANDÃO")).items.map((u) => u.id)).toEqual([person.id]);
    expect((await users(`?q=${encodeURIComponent(person.email.slice(0, 14))}`)).items.map((u) => u.id)).toEqual([
      person.id,
    ]);
    // Ana's CPF is 123.456.781-43: the whole number finds her, a fragment finds no one (the list
    // masks CPFs; fragments would let a search rebuild them).
    const byCpf = await users(`?q=${encodeURIComponent("123.456.781-43")}`);
    expect(byCpf.items.map((u) => u.email)).toEqual([DEMO.ana]);
    expect((await users(`?q=${encodeURIComponent("456.781")}`)).total).toBe(0);
    expect((await users("?q=1456781")).total).toBe(0);
    // LIKE wildcards are searched for literally.
    expect(await users("?q=%25")).toMatchObject({ items: [], total: 0 });
    expect(await users("?q=ninguem-com-este-nome")).toMatchObject({ items: [], total: 0 });
    expect((await users("?q=Joaquim&type=investor")).total).toBe(0);
  });

  it("answers an empty page past the end, with the total", async () => {
    const total = (await users()).total;
    expect(await users("?page=999")).toMatchObject({ items: [], page: 999, total });
  });

  it("refuses malformed queries with a sentence in pt-BR", async () => {
    const badType = expectApiError(await admin.get("/api/admin/users?type=chefe"), 400, "VALIDATION_ERROR");
    expect(badType.fields).toMatchObject({ type: ["Tipo de usuário desconhecido."] });
    const badVerified = expectApiError(await admin.get("/api/admin/users?verified=talvez"), 400, "VALIDATION_ERROR");
    expect(badVerified.fields).toMatchObject({ verified: ["Use true ou false no filtro de verificação."] });
    const badPage = expectApiError(await admin.get("/api/admin/users?page=0"), 400, "VALIDATION_ERROR");
    expect(badPage.fields).toMatchObject({ page: ["A primeira página é a 1."] });
    expectApiError(await admin.get(`/api/admin/users?q=${"a".repeat(101)}`), 400, "VALIDATION_ERROR");
  });
});

describe("verifying and unverifying accounts", () => {
  let legal: Account;
  let draftId: string;
  beforeAll(async () => {
    legal = await newAccount(t.app, "legal");
    draftId = await createProject(t.app, await loginAs(t.app, DEMO.creator), {
      title: "Rascunho Sigiloso do Admin",
      visibility: "private",
    });
  });

  it("gives a legal account its powers at once, its cached session included", async () => {
    // The session is read (and cached) before the verification.
    expect(await sessionUser(t.app, legal.cookie)).toMatchObject({ verified: false });
    expectApiError(await client(t.app, legal.cookie).get(`/api/projects/${draftId}`), 404, "NOT_FOUND");

    const verified = ok<AdminUser>(await admin.post(`/api/admin/users/${legal.id}/verify`));
    expect(verified).toMatchObject({ id: legal.id, type: "legal", verified: true, oab_number: "123456" });
    expect(await sessionUser(t.app, legal.cookie)).toMatchObject({ verified: true });
    expect((await getDetail(t.app, legal.cookie, draftId)).title).toBe("Rascunho Sigiloso do Admin");
    expect((await allUsers({ type: "legal", verified: "false" })).map((u) => u.id)).not.toContain(legal.id);
    // Verifying twice changes nothing and answers the same.
    expect(ok<AdminUser>(await admin.post(`/api/admin/users/${legal.id}/verify`))).toEqual(verified);
    // The person is told once, in the bell (docs/product/account-and-notifications.md#notifications).
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, legal.id));
    expect(told.filter((n) => n.title === "Conta verificada")).toHaveLength(1);
  });

  it("takes the powers back on unverify, at once", async () => {
    const unverified = ok<AdminUser>(await admin.post(`/api/admin/users/${legal.id}/unverify`));
    expect(unverified).toMatchObject({ id: legal.id, verified: false });
    expect(await sessionUser(t.app, legal.cookie)).toMatchObject({ verified: false });
    expectApiError(await client(t.app, legal.cookie).get(`/api/projects/${draftId}`), 404, "NOT_FOUND");
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, legal.id));
    expect(told.map((n) => n.title)).toContain("Verificação retirada");
  });

  it("shows the creator's badge on the project page once verified", async () => {
    const creator = await newAccount(t.app, "creator");
    const id = await createProject(t.app, creator.cookie, { visibility: "private" });
    expect((await getDetail(t.app, creator.cookie, id)).creator.verified).toBe(false);
    ok(await admin.post(`/api/admin/users/${creator.id}/verify`));
    expect((await getDetail(t.app, creator.cookie, id)).creator.verified).toBe(true);
  });

  it("never lets an admin unverify their own account (409)", async () => {
    expectApiError(
      await admin.post(`/api/admin/users/${adminId}/unverify`),
      409,
      "CONFLICT",
      "Você não pode remover a verificação da sua própria conta: perderia o acesso à administração.",
    );
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, adminId));
    expect(row!.verified).toBe(true);
  });

  it("answers 404 for an unknown account and 400 for a malformed id", async () => {
    for (const action of ["verify", "unverify"]) {
      expectApiError(
        await admin.post(`/api/admin/users/${crypto.randomUUID()}/${action}`),
        404,
        "NOT_FOUND",
        "Conta não encontrada.",
      );
      const bad = expectApiError(await admin.post(`/api/admin/users/abc/${action}`), 400, "VALIDATION_ERROR");
      expect(bad.fields).toMatchObject({ id: ["Identificador inválido."] });
    }
  });
});

describe("suppliers", () => {
  it("lists every supplier record with its owner, filtered by verification", async () => {
    const rows = await t.database.db.select().from(suppliers);
    const page = await adminSuppliers();
    expect(page).toMatchObject({ page: 1, page_size: 20, total: rows.length });
    const fundacoes = page.items.find((s) => s.company_name === SEEDED_SUPPLIERS.fundacoes)!;
    expect(fundacoes).toMatchObject({ category: "fundacao", location_state: "SP" });
    expect(fundacoes.owner).toMatchObject({ email: DEMO.supplier, name: "Fernando Fornecedor" });

    const unverified = await adminSuppliers("?verified=false");
    expect(unverified.total).toBe(rows.filter((r) => !r.verified).length);
    expect(unverified.items.every((s) => !s.verified)).toBe(true);
    const verified = await adminSuppliers("?verified=true");
    expect(verified.total).toBe(rows.filter((r) => r.verified).length);
  });

  it("searches company, city, owner e-mail and CNPJ", async () => {
    const owner = await newAccount(t.app, "supplier");
    const record = await registerSupplier(t.app, owner.cookie, {
      company_name: "Pedreira São Tomé Ltda",
      location_city: "Três Corações",
      location_state: "MG",
    });
    const ids = async (q: string) =>
      (await adminSuppliers(`?q=${encodeURIComponent(q)}`)).items.map((s: AdminSupplier) => s.id);
    expect(await ids("pedreira sao tome")).toEqual([record.id]);
    expect(await ids("tres coracoes")).toEqual([record.id]);
    expect(await ids(owner.email)).toEqual([record.id]);
    expect(await ids(record.cnpj.replace(/\D/g, ""))).toEqual([record.id]);
    expect((await adminSuppliers("?q=pedreira&verified=true")).total).toBe(0);
  });

  it("verifying a supplier shows its badge in the marketplace right away, and unverifying removes it", async () => {
    const owner = await newAccount(t.app, "supplier");
    const record = await registerSupplier(t.app, owner.cookie, { company_name: "Telhados Brisa Serrana" });
    const someone = client(t.app, await loginAs(t.app, DEMO.ana));
    const marketplaceBadge = async () => {
      const page = ok<{ items: SupplierCard[] }>(await someone.get("/api/suppliers?q=brisa%20serrana"));
      expect(page.items).toHaveLength(1);
      return page.items[0]!.verified;
    };
    const profileBadge = async () =>
      ok<{ verified: boolean }>(await someone.get(`/api/suppliers/${record.id}`)).verified;
    expect(await marketplaceBadge()).toBe(false);
    expect(await profileBadge()).toBe(false);

    const verified = ok<AdminSupplier>(await admin.post(`/api/admin/suppliers/${record.id}/verify`));
    expect(verified).toMatchObject({ id: record.id, verified: true, owner: { id: owner.id } });
    expect(await marketplaceBadge()).toBe(true);
    expect(await profileBadge()).toBe(true);

    ok(await admin.post(`/api/admin/suppliers/${record.id}/unverify`));
    expect(await marketplaceBadge()).toBe(false);
    expect(await profileBadge()).toBe(false);
  });

  it("answers 404 for an unknown supplier and 400 for malformed input", async () => {
    expectApiError(
      await admin.post(`/api/admin/suppliers/${crypto.randomUUID()}/verify`),
      404,
      "NOT_FOUND",
      "Fornecedor não encontrado.",
    );
    expectApiError(await admin.post("/api/admin/suppliers/123/verify"), 400, "VALIDATION_ERROR");
    const bad = expectApiError(await admin.get("/api/admin/suppliers?verified=sim"), 400, "VALIDATION_ERROR");
    expect(bad.fields).toMatchObject({ verified: ["Use true ou false no filtro de verificação."] });
    expectApiError(await admin.get("/api/admin/suppliers?q=%00"), 400, "VALIDATION_ERROR");
  });
});

describe("GET /api/admin/totals", () => {
  it("counts users by type, projects by status and the money in active commitments", async () => {
    const db = t.database.db;
    // A cancelled commitment (a failed raise) left the raise and must not count.
    await db.insert(investments).values({
      projectId: await projectIdByTitle(db, SEEDED.acacias),
      investorId: await userIdOf(db, DEMO.bruno),
      amount: "999.99",
      status: "cancelled",
      withdrawableUntil: new Date(),
      cancelledAt: new Date(),
    });
    const allProfiles = await db.select().from(profiles);
    const allProjects = await db.select().from(projects);
    const allInvestments = await db.select().from(investments);
    const allSuppliers = await db.select().from(suppliers);
    const answer = await totals();

    expect(answer.users.total).toBe(allProfiles.length);
    expect(answer.users.by_type.map((r) => r.type)).toEqual([...USER_TYPES]);
    for (const row of answer.users.by_type) {
      const ofType = allProfiles.filter((p) => p.type === row.type);
      expect(row).toEqual({ type: row.type, total: ofType.length, verified: ofType.filter((p) => p.verified).length });
    }
    expect(answer.users.by_type.find((r) => r.type === "platform_admin")).toEqual({
      type: "platform_admin",
      total: 1,
      verified: 1,
    });
    expect(answer.users.pending_legal).toBe(allProfiles.filter((p) => p.type === "legal" && !p.verified).length);

    expect(answer.projects.total).toBe(allProjects.length);
    expect(answer.projects.by_status.map((r) => r.status)).toEqual([...PROJECT_STATUSES]);
    for (const row of answer.projects.by_status) {
      expect(row.total).toBe(allProjects.filter((p) => p.status === row.status).length);
    }

    const active = allInvestments.filter((i) => i.status === "active");
    const centavos = (list: typeof active) => list.reduce((sum, i) => sum + Math.round(Number(i.amount) * 100), 0);
    const now = Date.now();
    expect(Math.round(answer.investments.total_invested * 100)).toBe(centavos(active));
    expect(Math.round(answer.investments.confirmed * 100)).toBe(
      centavos(active.filter((i) => i.withdrawableUntil.getTime() <= now)),
    );
    expect(answer.investments.commitments).toBe(active.length);
    expect(answer.investments.investors).toBe(new Set(active.map((i) => i.investorId)).size);
    expect(allInvestments.length).toBeGreaterThan(active.length);
    expect(answer.investments.total_invested).toBeGreaterThan(0);

    expect(answer.suppliers).toEqual({
      total: allSuppliers.length,
      verified: allSuppliers.filter((s) => s.verified).length,
    });
  });

  it("moves with an investment and back with its withdrawal", async () => {
    const creator = await newAccount(t.app, "creator");
    const projectId = await openRaise(t, creator.cookie);
    const before = await totals();
    const investor = await newAccount(t.app, "investor");
    const made = await invest(t.app, investor.cookie, projectId, 1234.56);

    const after = await totals();
    expect(after.investments.total_invested).toBeCloseTo(before.investments.total_invested + 1234.56, 2);
    expect(after.investments.in_withdrawal_period).toBeCloseTo(before.investments.in_withdrawal_period + 1234.56, 2);
    expect(after.investments.confirmed).toBe(before.investments.confirmed);
    expect(after.investments.commitments).toBe(before.investments.commitments + 1);
    expect(after.investments.investors).toBe(before.investments.investors + 1);
    expect(after.users.by_type.find((r) => r.type === "investor")!.total).toBe(
      before.users.by_type.find((r) => r.type === "investor")!.total + 1,
    );

    await withdraw(t.app, investor.cookie, made.id);
    expect((await totals()).investments.total_invested).toBeCloseTo(before.investments.total_invested, 2);
  });
});

describe("projects by status on the admin desk (decision 061)", () => {
  it("read the kept project figures (migration 0016), not every project", async () => {
    const kept = sql`visibility = 'public' and status = 'funding_open' and project_type = 'apartamentos'
      and purpose = 'investment'`;
    const fundraising = (answer: PlatformTotals) => answer.projects.by_status.find((r) => r.status === "funding_open")!;
    const before = await totals();
    await t.database.db.execute(sql`update project_figures set projects = projects + 1000 where ${kept}`);
    try {
      const after = await totals();
      expect(fundraising(after).total).toBe(fundraising(before).total + 1000);
      expect(after.projects.total).toBe(before.projects.total + 1000);
    } finally {
      await t.database.db.execute(sql`update project_figures set projects = projects - 1000 where ${kept}`);
    }
  });
});

describe("the kept investment totals (migration 0014, decision 052)", () => {
  /** What the totals must say, aggregated from every investment row. */
  async function fromRows() {
    const active = (await t.database.db.select().from(investments)).filter((i) => i.status === "active");
    return {
      centavos: active.reduce((sum, i) => sum + Math.round(Number(i.amount) * 100), 0),
      commitments: active.length,
      investors: new Set(active.map((i) => i.investorId)).size,
    };
  }
  async function expectExact() {
    const kept = (await totals()).investments;
    expect({
      centavos: Math.round(kept.total_invested * 100),
      commitments: kept.commitments,
      investors: kept.investors,
    }).toEqual(await fromRows());
  }

  it("stay exact through every kind of change: new, second, amended, cancelled, reactivated, deleted with the account", async () => {
    const db = t.database.db;
    await expectExact();
    const projectId = await projectIdByTitle(db, SEEDED.acacias);
    const investor = await newAccount(t.app, "investor");
    const row = (amount: string) => ({ projectId, investorId: investor.id, amount, withdrawableUntil: new Date() });
    const [first] = await db.insert(investments).values(row("100.10")).returning();
    await expectExact();
    const [second] = await db.insert(investments).values(row("200.20")).returning();
    await expectExact();
    await db.update(investments).set({ amount: "150.15" }).where(eq(investments.id, second!.id));
    await expectExact();
    await db
      .update(investments)
      .set({ status: "cancelled", cancelledAt: new Date() })
      .where(eq(investments.id, first!.id));
    await expectExact();
    await db.update(investments).set({ status: "withdrawn" }).where(eq(investments.id, second!.id));
    await expectExact(); // the investor has no active commitment left
    await db.update(investments).set({ status: "active" }).where(eq(investments.id, second!.id));
    await expectExact();
    await db.delete(user).where(eq(user.id, investor.id)); // the commitments go with the account
    await expectExact();
  });
});

describe("the kept users by type (migration 0026, decision 070)", () => {
  /** The desk's users figures equal a count of every profile, by type and verification. */
  async function expectExact() {
    const rows = await t.database.db.select().from(profiles);
    for (const row of (await totals()).users.by_type) {
      const ofType = rows.filter((p) => p.type === row.type);
      expect(row).toEqual({ type: row.type, total: ofType.length, verified: ofType.filter((p) => p.verified).length });
    }
  }

  it("stay exact through a registration, a verification, a change of type and a deleted account", async () => {
    const db = t.database.db;
    await expectExact();
    const person = await newAccount(t.app, "legal");
    await expectExact();
    await db.update(profiles).set({ verified: true }).where(eq(profiles.userId, person.id));
    await expectExact();
    await db.update(profiles).set({ type: "creator" }).where(eq(profiles.userId, person.id));
    await expectExact();
    await db.update(profiles).set({ name: "Outro Nome" }).where(eq(profiles.userId, person.id));
    await expectExact();
    await db.delete(user).where(eq(user.id, person.id)); // the profile goes with the account
    await expectExact();
  });

  it("are read from the kept rows, not from every profile", async () => {
    const investorsOf = (answer: PlatformTotals) => answer.users.by_type.find((r) => r.type === "investor")!.total;
    const before = await totals();
    await t.database.db.execute(sql`update profile_type_counts set total = total + 1000 where type = 'investor'`);
    try {
      const after = await totals();
      expect(investorsOf(after)).toBe(investorsOf(before) + 1000);
      expect(after.users.total).toBe(before.users.total + 1000);
    } finally {
      await t.database.db.execute(sql`update profile_type_counts set total = total - 1000 where type = 'investor'`);
    }
  });
});

describe("the admin desk refuses everyone but verified platform admins", () => {
  const routes = (id: string) =>
    [
      ["GET", "/api/admin/totals"],
      ["GET", "/api/admin/users"],
      ["GET", "/api/admin/legal-accounts"],
      ["GET", "/api/admin/suppliers"],
      ["POST", `/api/admin/users/${id}/verify`],
      ["POST", `/api/admin/users/${id}/unverify`],
      ["POST", `/api/admin/suppliers/${id}/verify`],
      ["POST", `/api/admin/suppliers/${id}/unverify`],
    ] as const;
  const send = (api: ReturnType<typeof client>, [method, url]: readonly [string, string]) =>
    method === "GET" ? api.get(url) : api.post(url);

  it("answers 401 without a session", async () => {
    for (const route of routes(crypto.randomUUID())) {
      expectApiError(await send(client(t.app), route), 401, "UNAUTHENTICATED");
    }
  });

  it("answers 403 with the desk's sentence to every other type, verified or not", async () => {
    const target = await supplierIdByName(t.database.db, "Tijolo Bom Alvenaria"); // seeded unverified;
    const others = [DEMO.ana, DEMO.creator, DEMO.legal, DEMO.supplier];
    for (const email of others) {
      const api = client(t.app, await loginAs(t.app, email));
      for (const route of routes(target)) expectApiError(await send(api, route), 403, "FORBIDDEN", ADMIN_DESK_REFUSAL);
    }
    const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, target));
    expect(row!.verified).toBe(false);
  });

  it("answers 403 to an admin-type account that is not verified", async () => {
    const account = await newAccount(t.app, "investor");
    await t.database.db
      .update(profiles)
      .set({ type: "platform_admin", verified: false })
      .where(eq(profiles.userId, account.id));
    t.database.generation.bump();
    expect(await sessionUser(t.app, account.cookie)).toMatchObject({ type: "platform_admin", verified: false });
    const api = client(t.app, account.cookie);
    for (const route of routes(account.id))
      expectApiError(await send(api, route), 403, "FORBIDDEN", ADMIN_DESK_REFUSAL);
    // Nor can it verify itself into the desk.
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, account.id));
    expect(row!.verified).toBe(false);
  });

  it("keeps its answers out of browser and proxy caches", async () => {
    const res = await admin.get("/api/admin/totals");
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
