// Investors rate completed projects they funded; the project page shows the creator's average
// (docs/product/projects.md#rating, decision 051).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import {
  client,
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
  setProject,
  withdraw,
  type Account,
} from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let eva: Account;

beforeAll(async () => {
  t = await createSeededApp();
  eva = await newAccount(t.app, "creator", { name: "Eva Engenheira" });
});
afterAll(() => t.close());

const rate = (cookie: string, projectId: string, body: unknown) =>
  client(t.app, cookie).post(`/api/projects/${projectId}/rating`, body);

describe("rating a completed project", () => {
  it("an investor rates once; the creator's average over completed projects shows on every project of theirs", async () => {
    const done = await openRaise(t, eva.cookie, { title: "Residencial Concluído", target_amount: 100_000 });
    const other = await openRaise(t, eva.cookie, { title: "Residencial Em Captação", target_amount: 100_000 });
    const [ivo, lia, tom] = [
      await newAccount(t.app, "investor"),
      await newAccount(t.app, "investor"),
      await newAccount(t.app, "investor"),
    ];
    await invest(t.app, ivo.cookie, done, 5_000);
    await invest(t.app, lia.cookie, done, 5_000);
    const gone = await invest(t.app, tom.cookie, done, 5_000);
    await withdraw(t.app, tom.cookie, gone.id);

    // Not completed yet: refused, and the panel has no rating.
    expectApiError(
      await rate(ivo.cookie, done, { rating: 5 }),
      409,
      "CONFLICT",
      "Só é possível avaliar um projeto concluído.",
    );
    expect((await getDetail(t.app, ivo.cookie, done)).creator_rating).toEqual({ average: null, count: 0 });
    expect((await getDetail(t.app, ivo.cookie, done)).viewer.can_rate).toBe(false);

    await setProject(t.database.db, done, { status: "completed" });
    expect((await getDetail(t.app, ivo.cookie, done)).viewer).toMatchObject({ can_rate: true, my_rating: null });
    const given = ok<{ rating: number; comment: string | null }>(
      await rate(ivo.cookie, done, { rating: 5, comment: "  Obra entregue no prazo.  " }),
      201,
    );
    expect(given).toMatchObject({ rating: 5, comment: "Obra entregue no prazo." });
    ok(await rate(lia.cookie, done, { rating: 4, comment: "" }), 201);
    expectApiError(await rate(ivo.cookie, done, { rating: 1 }), 409, "CONFLICT", "Você já avaliou este projeto.");

    const seen = await getDetail(t.app, ivo.cookie, done);
    expect(seen.creator_rating).toEqual({ average: 4.5, count: 2 });
    expect(seen.viewer).toMatchObject({
      can_rate: false,
      my_rating: { rating: 5, comment: "Obra entregue no prazo." },
    });
    // The same average on the creator's other project, where nobody may rate.
    const elsewhere = await getDetail(t.app, lia.cookie, other);
    expect(elsewhere.creator_rating).toEqual({ average: 4.5, count: 2 });
    expect(elsewhere.viewer.can_rate).toBe(false);

    // Who may not: a withdrawn investor, the creator, a stranger.
    const refusal = "Apenas quem investiu neste projeto pode avaliá-lo.";
    expectApiError(await rate(tom.cookie, done, { rating: 3 }), 403, "FORBIDDEN", refusal);
    expectApiError(await rate(eva.cookie, done, { rating: 5 }), 403, "FORBIDDEN", refusal);
    const stranger = await newAccount(t.app, "investor");
    expectApiError(await rate(stranger.cookie, done, { rating: 5 }), 403, "FORBIDDEN", refusal);
    expect((await getDetail(t.app, stranger.cookie, done)).viewer.can_rate).toBe(false);
  });

  it("refuses stars out of range and a comment over 1 000 characters, in pt-BR", async () => {
    const projectId = await projectIdByTitle(t.database.db, SEEDED.acacias);
    const ana = await loginAs(t.app, DEMO.ana);
    for (const rating of [0, 6, 3.5, "5", null]) {
      const res = await rate(ana, projectId, { rating });
      expectApiError(res, 400, "VALIDATION_ERROR");
      expect(JSON.stringify(res.json())).toContain("Escolha de 1 a 5 estrelas.");
    }
    const long = await rate(ana, projectId, { rating: 5, comment: "a".repeat(1001) });
    expectApiError(long, 400, "VALIDATION_ERROR");
    expect(JSON.stringify(long.json())).toContain("O comentário deve ter no máximo 1.000 caracteres.");
  });

  it("the demo's completed project carries its investors' ratings", async () => {
    const portoNovo = await projectIdByTitle(t.database.db, SEEDED.portoNovo);
    const detail: ProjectDetail = await getDetail(t.app, await loginAs(t.app, DEMO.ana), portoNovo);
    expect(detail.creator_rating).toEqual({ average: 4.5, count: 2 });
  });
});
