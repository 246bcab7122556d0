import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewSchema } from "@alicerce/shared/schemas/suppliers";
import { supplierReviews } from "../src/db/schema/index.ts";
import { client, createSeededApp, DEMO, loginAs, newAccount, ok, userIdOf, type Account } from "./project-helpers.ts";
import {
  advanceQuotation,
  aggregatesFromDb,
  listAllSuppliers,
  quotationIdByName,
  registerSupplier,
  requestQuotation,
  reviewInput,
  SEEDED_QUOTATIONS,
  SEEDED_SUPPLIERS,
  supplierIdByName,
  type Quotation,
  type Review,
  type SupplierDetail,
} from "./supplier-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;
let fornecedor: string;
let fundacoesId: string;
let outsider: Account;

beforeAll(async () => {
  t = await createSeededApp();
  [criador, fornecedor] = await Promise.all([loginAs(t.app, DEMO.creator), loginAs(t.app, DEMO.supplier)]);
  fundacoesId = await supplierIdByName(t.database.db, SEEDED_SUPPLIERS.fundacoes);
  outsider = await newAccount(t.app, "investor");
});
afterAll(() => t.close());

const reviewCount = async () => Number((await t.database.db.select({ n: count() }).from(supplierReviews))[0]!.n);
const supplier = (id: string) =>
  client(t.app, criador)
    .get(`/api/suppliers/${id}`)
    .then((r) => ok<SupplierDetail>(r));
const reviewsOf = (id: string) =>
  client(t.app, outsider.cookie)
    .get(`/api/suppliers/${id}/reviews`)
    .then((r) => ok<Review[]>(r));

describe("reviewing the demo supplier", () => {
  let concluido: string;

  beforeAll(async () => {
    concluido = await quotationIdByName(t.database.db, SEEDED_QUOTATIONS.concluido);
  });

  it("starts from the seeded aggregates: one review of 5, two concluded quotations", async () => {
    const s = await supplier(fundacoesId);
    expect(s).toMatchObject({ rating: 5, review_count: 1, completed_count: 2 });
    const q = ok<Quotation>(await client(t.app, criador).get(`/api/quotations/${concluido}`));
    expect(q.viewer).toMatchObject({ can_review: true, reviewed: false });
  });

  it("refuses the supplier reviewing itself (403) and any other user (404)", async () => {
    const before = await reviewCount();
    const url = `/api/quotations/${concluido}/review`;
    expectApiError(
      await client(t.app, fornecedor).post(url, reviewInput()),
      403,
      "FORBIDDEN",
      "Apenas quem solicitou a cotação pode avaliar o fornecedor.",
    );
    expectApiError(
      await client(t.app, outsider.cookie).post(url, reviewInput()),
      404,
      "NOT_FOUND",
      "Cotação não encontrada.",
    );
    expectApiError(await client(t.app, await loginAs(t.app, DEMO.marina)).post(url, reviewInput()), 404, "NOT_FOUND");
    expectApiError(await client(t.app).post(url, reviewInput()), 401, "UNAUTHENTICATED");
    expect(await reviewCount()).toBe(before);
  });

  it("requires integer ratings from 1 to 5 for the rating and every sub-rating (400)", async () => {
    const before = await reviewCount();
    const url = `/api/quotations/${concluido}/review`;
    const fields = ["rating", "quality_rating", "deadline_rating", "cost_rating", "communication_rating"];
    for (const field of fields) {
      for (const value of [0, 6, 2.5, -1, "5", null]) {
        const error = expectApiError(
          await client(t.app, criador).post(url, reviewInput({ [field]: value })),
          400,
          "VALIDATION_ERROR",
          "Dê uma nota de 1 a 5.",
        );
        expect(error.fields, `${field}=${value}`).toEqual({ [field]: ["Dê uma nota de 1 a 5."] });
      }
      const error = expectApiError(
        await client(t.app, criador).post(url, reviewInput({ [field]: undefined })),
        400,
        "VALIDATION_ERROR",
        "Dê uma nota de 1 a 5.",
      );
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
    expectApiError(
      await client(t.app, criador).post(url, reviewInput({ comment: "x".repeat(2001) })),
      400,
      "VALIDATION_ERROR",
    );
    expect(await reviewCount()).toBe(before);
    expect(ok<Quotation>(await client(t.app, criador).get(`/api/quotations/${concluido}`)).viewer.reviewed).toBe(false);
  });

  it("lets the requester review a concluded quotation; the supplier's rating and count follow", async () => {
    const res = await client(t.app, criador).post(
      `/api/quotations/${concluido}/review`,
      reviewInput({
        rating: 4,
        quality_rating: 5,
        deadline_rating: 3,
        cost_rating: 4,
        communication_rating: 2,
        comment: "  Obra entregue, poucos atrasos.  ",
      }),
    );
    const q = ok<Quotation>(res);
    expect(q.viewer).toMatchObject({ can_review: false, reviewed: true });

    const [row] = await t.database.db.select().from(supplierReviews).where(eq(supplierReviews.quotationId, concluido));
    expect(row).toMatchObject({
      supplierId: fundacoesId,
      reviewerId: await userIdOf(t.database.db, DEMO.creator),
      rating: 4,
      qualityRating: 5,
      deadlineRating: 3,
      costRating: 4,
      communicationRating: 2,
      comment: "Obra entregue, poucos atrasos.",
    });

    // (5 + 4) / 2 = 4.5, two reviews; completed_count unchanged.
    const s = await supplier(fundacoesId);
    expect(s).toMatchObject({ rating: 4.5, review_count: 2, completed_count: 2 });
    expect({ rating: s.rating, review_count: s.review_count, completed_count: s.completed_count }).toEqual(
      await aggregatesFromDb(t.database.db, fundacoesId),
    );
    const card = (await listAllSuppliers(t.app, criador, { limit: 50 })).items.find((c) => c.id === fundacoesId)!;
    expect(card).toMatchObject({ rating: 4.5, review_count: 2 });
  });

  it("refuses a second review of the same quotation with 409", async () => {
    const before = await reviewCount();
    expectApiError(
      await client(t.app, criador).post(`/api/quotations/${concluido}/review`, reviewInput({ rating: 1 })),
      409,
      "CONFLICT",
      "Você já avaliou este fornecedor por esta cotação.",
    );
    // The seeded concluded quotation that already has its review.
    const reviewed = await quotationIdByName(t.database.db, SEEDED_QUOTATIONS.reviewed);
    expect(ok<Quotation>(await client(t.app, criador).get(`/api/quotations/${reviewed}`)).viewer).toMatchObject({
      can_review: false,
      reviewed: true,
    });
    expectApiError(
      await client(t.app, criador).post(`/api/quotations/${reviewed}/review`, reviewInput()),
      409,
      "CONFLICT",
      "Você já avaliou este fornecedor por esta cotação.",
    );
    expect(await reviewCount()).toBe(before);
    expect((await supplier(fundacoesId)).rating).toBe(4.5);
  });

  it("refuses a review before the quotation is concluded with 409", async () => {
    const before = await reviewCount();
    for (const status of ["pendente", "respondido", "aprovado", "rejeitado"] as const) {
      const id = await quotationIdByName(t.database.db, SEEDED_QUOTATIONS[status]);
      expectApiError(
        await client(t.app, criador).post(`/api/quotations/${id}/review`, reviewInput()),
        409,
        "CONFLICT",
        "Só é possível avaliar depois que a cotação for concluída.",
      );
    }
    expect(await reviewCount()).toBe(before);
  });

  it("lists the reviews newest first, with reviewer names and sub-ratings", async () => {
    const reviews = await reviewsOf(fundacoesId);
    expect(reviews).toHaveLength(2);
    for (const r of reviews) expect(reviewSchema.safeParse(r).success).toBe(true);
    expect(reviews[0]).toMatchObject({
      supplier_id: fundacoesId,
      reviewer_name: "Carlos Construtor",
      rating: 4,
      quality_rating: 5,
      deadline_rating: 3,
      cost_rating: 4,
      communication_rating: 2,
      comment: "Obra entregue, poucos atrasos.",
    });
    expect(reviews[1]).toMatchObject({ reviewer_name: "Carlos Construtor", rating: 5, comment: expect.any(String) });
    expect(reviews[0]!.created_at > reviews[1]!.created_at).toBe(true);
  });
});

describe("reviews on a fresh supplier", () => {
  let requester: Account;
  let other: Account;
  let owner: Account;
  let s: SupplierDetail;
  const who = () => ({ requester: requester.cookie, supplier: owner.cookie });

  beforeAll(async () => {
    requester = await newAccount(t.app, "creator", { name: "Renata Requerente" });
    other = await newAccount(t.app, "investor", { name: "Olavo Outro" });
    owner = await newAccount(t.app, "supplier");
    s = await registerSupplier(t.app, owner.cookie, { company_name: "Avaliada Ltda" });
  });

  it("has no rating and an empty review list until the first review", async () => {
    expect(s).toMatchObject({ rating: null, review_count: 0, completed_count: 0 });
    expect(await reviewsOf(s.id)).toEqual([]);
  });

  it("refuses a review on each status before concluido with 409, and the supplier's with 403", async () => {
    const q = await requestQuotation(t.app, requester.cookie, s.id);
    const url = `/api/quotations/${q.id}/review`;
    const conflict = "Só é possível avaliar depois que a cotação for concluída.";
    expectApiError(await client(t.app, requester.cookie).post(url, reviewInput()), 409, "CONFLICT", conflict);
    await advanceQuotation(t.app, q.id, who(), "respondido");
    expectApiError(await client(t.app, requester.cookie).post(url, reviewInput()), 409, "CONFLICT", conflict);
    ok(await client(t.app, requester.cookie).post(`/api/quotations/${q.id}/approve`));
    expectApiError(await client(t.app, requester.cookie).post(url, reviewInput()), 409, "CONFLICT", conflict);
    ok(await client(t.app, owner.cookie).post(`/api/quotations/${q.id}/complete`));
    expectApiError(await client(t.app, owner.cookie).post(url, reviewInput()), 403, "FORBIDDEN");
    expectApiError(await client(t.app, other.cookie).post(url, reviewInput()), 404, "NOT_FOUND");

    const reviewed = ok<Quotation>(
      await client(t.app, requester.cookie).post(url, reviewInput({ rating: 2, comment: null })),
    );
    expect(reviewed.viewer.reviewed).toBe(true);
    // The supplier sees it reviewed too, without the right to review.
    expect(ok<Quotation>(await client(t.app, owner.cookie).get(`/api/quotations/${q.id}`)).viewer).toMatchObject({
      role: "supplier",
      can_review: false,
      reviewed: true,
    });
    expect(await supplier(s.id)).toMatchObject({ rating: 2, review_count: 1, completed_count: 1 });
  });

  it("a rejected quotation is never reviewable", async () => {
    const q = await requestQuotation(t.app, requester.cookie, s.id);
    await advanceQuotation(t.app, q.id, who(), "rejeitado");
    expectApiError(
      await client(t.app, requester.cookie).post(`/api/quotations/${q.id}/review`, reviewInput()),
      409,
      "CONFLICT",
    );
  });

  it("averages several reviews to one decimal", async () => {
    // Reviews so far: 2. Add 5 (another requester) and 4 → (2 + 5 + 4) / 3 = 3.666… → 3.7.
    const q1 = await requestQuotation(t.app, other.cookie, s.id);
    await advanceQuotation(t.app, q1.id, { requester: other.cookie, supplier: owner.cookie }, "concluido");
    ok(
      await client(t.app, other.cookie).post(
        `/api/quotations/${q1.id}/review`,
        reviewInput({ rating: 5, comment: "Excelente." }),
      ),
    );
    expect(await supplier(s.id)).toMatchObject({ rating: 3.5, review_count: 2, completed_count: 2 });

    const q2 = await requestQuotation(t.app, requester.cookie, s.id);
    await advanceQuotation(t.app, q2.id, who(), "concluido");
    ok(
      await client(t.app, requester.cookie).post(
        `/api/quotations/${q2.id}/review`,
        reviewInput({ rating: 4, comment: "" }),
      ),
    );
    const after = await supplier(s.id);
    expect(after).toMatchObject({ rating: 3.7, review_count: 3, completed_count: 3 });
    expect({ rating: after.rating, review_count: after.review_count, completed_count: after.completed_count }).toEqual(
      await aggregatesFromDb(t.database.db, s.id),
    );
  });

  it("lists them newest first with each reviewer's name; an empty comment is stored as null", async () => {
    const reviews = await reviewsOf(s.id);
    expect(reviews.map((r) => [r.reviewer_name, r.rating, r.comment])).toEqual([
      ["Renata Requerente", 4, null],
      ["Olavo Outro", 5, "Excelente."],
      ["Renata Requerente", 2, null],
    ]);
    expect(reviews.map((r) => r.reviewer_id)).toEqual([requester.id, other.id, requester.id]);
    const times = reviews.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(reviews[0]).toMatchObject({
      quality_rating: 5,
      deadline_rating: 4,
      cost_rating: 3,
      communication_rating: 4,
    });
  });

  it("lets only one of two simultaneous reviews of a quotation through", async () => {
    const q = await requestQuotation(t.app, requester.cookie, s.id);
    await advanceQuotation(t.app, q.id, who(), "concluido");
    const before = await reviewCount();
    const url = `/api/quotations/${q.id}/review`;
    const results = await Promise.all([
      client(t.app, requester.cookie).post(url, reviewInput({ rating: 1 })),
      client(t.app, requester.cookie).post(url, reviewInput({ rating: 5 })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await reviewCount()).toBe(before + 1);
  });

  it("GET /api/suppliers/:id/reviews answers 404 for an unknown supplier, 400 for a malformed id, 401 without a session", async () => {
    expectApiError(
      await client(t.app, criador).get(`/api/suppliers/${randomUUID()}/reviews`),
      404,
      "NOT_FOUND",
      "Fornecedor não encontrado.",
    );
    expectApiError(await client(t.app, criador).get("/api/suppliers/xyz/reviews"), 400, "VALIDATION_ERROR");
    expectApiError(await client(t.app).get(`/api/suppliers/${s.id}/reviews`), 401, "UNAUTHENTICATED");
    expectApiError(
      await client(t.app, criador).post(`/api/quotations/${randomUUID()}/review`, reviewInput()),
      404,
      "NOT_FOUND",
    );
    expectApiError(
      await client(t.app, criador).post("/api/quotations/abc/review", reviewInput()),
      400,
      "VALIDATION_ERROR",
    );
  });
});
