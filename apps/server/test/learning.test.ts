import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEARNING_CATEGORIES, LEARNING_LEVELS, LEARNING_TYPES } from "@alicerce/shared/learn";
import { PROJECT_TYPES } from "@alicerce/shared/projects";
import {
  checklistSchema,
  faqListSchema,
  learningContentDetailSchema,
  learningContentListSchema,
  type Checklist,
  type ChecklistItem,
  type FaqList,
  type LearningContentDetail,
  type LearningContentList,
} from "@alicerce/shared/schemas/learning";
import { client, createSeededApp, DEMO, loginAs, newAccount, ok, type Account } from "./project-helpers.ts";
import { count } from "drizzle-orm";
import { learningChecklistItems, learningContent, learningFaqs } from "../src/db/schema/index.ts";
import { ensureLearningCatalogue } from "../src/seed/seed-learning.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let investor: string;
let other: Account;

beforeAll(async () => {
  t = await createSeededApp();
  investor = await loginAs(t.app, DEMO.ana);
  other = await newAccount(t.app, "creator", { name: "Olga Outra" });
});
afterAll(() => t.close());

const list = async (query = "", cookie = investor) =>
  learningContentListSchema.parse(
    ok<LearningContentList>(await client(t.app, cookie).get(`/api/learning/content${query}`)),
  ).items;

describe("GET /api/learning/content", () => {
  it("lists the whole seeded catalogue, newest first, with every category, level and type", async () => {
    const items = await list();
    expect(items.length).toBeGreaterThanOrEqual(15);
    for (const category of LEARNING_CATEGORIES) expect(items.some((i) => i.category === category)).toBe(true);
    for (const level of LEARNING_LEVELS) expect(items.some((i) => i.level === level)).toBe(true);
    for (const type of LEARNING_TYPES) expect(items.some((i) => i.type === type)).toBe(true);
    expect(items.some((i) => i.featured)).toBe(true);
    const dates = items.map((i) => i.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The list leaves the long text out.
    expect(items[0]).not.toHaveProperty("body");
  });

  it("filters by category, level and type on the server, alone and together", async () => {
    const all = await list();
    for (const category of LEARNING_CATEGORIES) {
      const items = await list(`?category=${category}`);
      expect(items.map((i) => i.id).sort()).toEqual(
        all
          .filter((i) => i.category === category)
          .map((i) => i.id)
          .sort(),
      );
    }
    const advanced = await list("?level=advanced");
    expect(advanced.length).toBeGreaterThan(0);
    expect(advanced.every((i) => i.level === "advanced")).toBe(true);
    const videos = await list("?type=video");
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((i) => i.type === "video")).toBe(true);
    const combined = await list("?category=legal&level=beginner&type=article");
    expect(combined.map((i) => i.title)).toEqual(["O que é uma SCP e por que ela é usada em incorporações"]);
  });

  it("searches title, description and tags ignoring case and accents", async () => {
    expect((await list("?q=cvm%2088")).map((i) => i.title)).toContain(
      "Resolução CVM 88: as regras do crowdfunding de investimento",
    );
    const afetacao = await list(`?q=${encodeURIComponent("PATRIMONIO DE AFETACAO")}`);
    expect(afetacao.map((i) => i.title)).toContain("Patrimônio de afetação: a proteção do dinheiro da obra");
    // A tag only ("ganho de capital" is a tag of the tax article).
    expect((await list("?q=ganho%20de%20capital")).map((i) => i.title)).toEqual([
      "Tributação do investidor pessoa física em projetos imobiliários",
    ]);
    // LIKE wildcards are taken literally.
    expect(await list("?q=%25")).toEqual([]);
    expect(await list("?q=nada%20disso%20existe")).toEqual([]);
    expect(await list("?q=scp&category=finance&level=beginner")).toEqual([]);
  });

  it("refuses unknown filter values and anonymous requests", async () => {
    for (const [query, message] of [
      ["?category=culinaria", "Escolha uma categoria da lista."],
      ["?level=expert", "Escolha um nível da lista."],
      ["?type=podcast", "Escolha um tipo de conteúdo da lista."],
      [`?q=${"x".repeat(101)}`, "Use no máximo 100 caracteres na busca."],
    ] as const) {
      const error = expectApiError(
        await client(t.app, investor).get(`/api/learning/content${query}`),
        400,
        "VALIDATION_ERROR",
      );
      expect(JSON.stringify(error)).toContain(message);
    }
    expectApiError(await client(t.app).get("/api/learning/content"), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/learning/content/:id and the view count", () => {
  it("answers the full text and counts each opening", async () => {
    const [first] = await list("?q=scp&category=legal&type=article");
    const detail = learningContentDetailSchema.parse(
      ok<LearningContentDetail>(await client(t.app, investor).get(`/api/learning/content/${first!.id}`)),
    );
    expect(detail.title).toBe(first!.title);
    expect(detail.body.split("\n\n").length).toBeGreaterThanOrEqual(4);
    // Reading does not count; the page's view call does.
    const again = ok<LearningContentDetail>(await client(t.app, investor).get(`/api/learning/content/${first!.id}`));
    expect(again.views).toBe(detail.views);
    const viewed = ok<{ views: number }>(await client(t.app, investor).post(`/api/learning/content/${first!.id}/view`));
    expect(viewed.views).toBe(detail.views + 1);
    const byOther = ok<{ views: number }>(
      await client(t.app, other.cookie).post(`/api/learning/content/${first!.id}/view`),
    );
    expect(byOther.views).toBe(detail.views + 2);
    expect((await list("?q=scp&category=legal&type=article"))[0]!.views).toBe(detail.views + 2);
  });

  it("refuses unknown ids, malformed ids and anonymous requests", async () => {
    const unknown = randomUUID();
    expectApiError(
      await client(t.app, investor).get(`/api/learning/content/${unknown}`),
      404,
      "NOT_FOUND",
      "Conteúdo não encontrado.",
    );
    expectApiError(
      await client(t.app, investor).post(`/api/learning/content/${unknown}/view`),
      404,
      "NOT_FOUND",
      "Conteúdo não encontrado.",
    );
    expectApiError(await client(t.app, investor).get("/api/learning/content/nao-e-um-id"), 400, "VALIDATION_ERROR");
    const [first] = await list();
    expectApiError(await client(t.app).get(`/api/learning/content/${first!.id}`), 401, "UNAUTHENTICATED");
    expectApiError(await client(t.app).post(`/api/learning/content/${first!.id}/view`), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/learning/faqs", () => {
  it("lists the twelve FAQs in order, with the two statements of the product page", async () => {
    const { items } = faqListSchema.parse(ok<FaqList>(await client(t.app, investor).get("/api/learning/faqs")));
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items[0]!.answer).toContain("entre R$ 10.000 e R$ 50.000 por projeto");
    expect(items[1]!.answer).toContain("de 7 a 15 dias úteis");
    expectApiError(await client(t.app).get("/api/learning/faqs"), 401, "UNAUTHENTICATED");
  });
});

describe("the document checklist", () => {
  const checklist = async (cookie: string, type = "apartamentos") =>
    checklistSchema.parse(
      ok<Checklist>(await client(t.app, cookie).get(`/api/learning/checklist?project_type=${type}`)),
    );
  const tick = (cookie: string, itemId: string, checked: unknown) =>
    client(t.app, cookie).put(`/api/learning/checklist/${itemId}`, { checked });

  it("has items for every project type, all unticked at first", async () => {
    for (const type of PROJECT_TYPES) {
      const list = await checklist(investor, type);
      expect(list.project_type).toBe(type);
      expect(list.items.length).toBeGreaterThanOrEqual(5);
      expect(list.items.every((i) => !i.checked)).toBe(true);
    }
  });

  it("keeps each user's ticks apart and survives a new read", async () => {
    const { items } = await checklist(investor);
    const [a, b] = items;
    const ticked = ok<ChecklistItem>(await tick(investor, a!.id, true));
    expect(ticked).toMatchObject({ id: a!.id, checked: true });
    ok(await tick(investor, b!.id, true));
    // Ticking twice changes nothing.
    ok(await tick(investor, b!.id, true));
    expect((await checklist(investor)).items.filter((i) => i.checked).map((i) => i.id)).toEqual([a!.id, b!.id]);

    // Another user sees their own (empty) ticks, and their ticks do not reach the first user.
    expect((await checklist(other.cookie)).items.some((i) => i.checked)).toBe(false);
    ok(await tick(other.cookie, b!.id, true));
    ok(await tick(other.cookie, b!.id, false));
    expect((await checklist(other.cookie)).items.some((i) => i.checked)).toBe(false);
    expect((await checklist(investor)).items.filter((i) => i.checked).map((i) => i.id)).toEqual([a!.id, b!.id]);

    // Unticking keeps the rest; another project type is unaffected.
    expect(ok<ChecklistItem>(await tick(investor, a!.id, false)).checked).toBe(false);
    expect((await checklist(investor)).items.filter((i) => i.checked).map((i) => i.id)).toEqual([b!.id]);
    expect((await checklist(investor, "casas")).items.some((i) => i.checked)).toBe(false);
  });

  it("refuses a missing or unknown project type, bad bodies, unknown items and anonymous requests", async () => {
    expectApiError(await client(t.app, investor).get("/api/learning/checklist"), 400, "VALIDATION_ERROR");
    const bad = expectApiError(
      await client(t.app, investor).get("/api/learning/checklist?project_type=castelo"),
      400,
      "VALIDATION_ERROR",
    );
    expect(JSON.stringify(bad)).toContain("Escolha um tipo de projeto da lista.");
    const { items } = await checklist(investor);
    const body = expectApiError(await tick(investor, items[0]!.id, "sim"), 400, "VALIDATION_ERROR");
    expect(JSON.stringify(body)).toContain("Informe se o documento está marcado (verdadeiro ou falso).");
    expectApiError(await tick(investor, "nao-e-um-id", true), 400, "VALIDATION_ERROR");
    expectApiError(await tick(investor, randomUUID(), true), 404, "NOT_FOUND", "Item da checklist não encontrado.");
    expectApiError(await client(t.app).get("/api/learning/checklist?project_type=casas"), 401, "UNAUTHENTICATED");
    expectApiError(await tick("", items[0]!.id, true), 401, "UNAUTHENTICATED");
  });
});

describe("the catalogue outside the demo", () => {
  it("is loaded once into a database without it, demo or not", async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.database.db;
      await db.delete(learningContent);
      await db.delete(learningFaqs);
      await db.delete(learningChecklistItems);
      expect(await ensureLearningCatalogue(db)).toBe(true);
      const counted = async () => (await db.select({ n: count() }).from(learningContent))[0]!.n;
      const items = await counted();
      expect(items).toBeGreaterThanOrEqual(15);
      // A second start (or a second process) finds it and adds nothing.
      expect(await ensureLearningCatalogue(db)).toBe(false);
      expect(await counted()).toBe(items);
      expect((await db.select({ n: count() }).from(learningFaqs))[0]!.n).toBeGreaterThanOrEqual(12);
    } finally {
      await fresh.close();
    }
  });
});
