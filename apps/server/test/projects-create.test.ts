import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, projectTeamMembers } from "../src/db/schema/index.ts";
import {
  brl,
  client,
  createProject,
  createSeededApp,
  dateIn,
  DEMO,
  getDetail,
  loginAs,
  newAccount,
  ok,
  projectInput,
  projectRow,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  upload,
  userIdOf,
  joinTeam,
} from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;

beforeAll(async () => {
  t = await createSeededApp();
  criador = await loginAs(t.app, DEMO.creator);
});
afterAll(() => t.close());

const projectCount = async () => Number((await t.database.db.select({ n: count() }).from(projects))[0]!.n);

describe("POST /api/projects — who may create", () => {
  it("creates a draft with team, phases, documents and gallery for a creator", async () => {
    const png = await upload(t.app, criador, "fachada.png", tinyPng());
    const jpeg = await upload(t.app, criador, "planta.jpg", tinyJpeg());
    const pdf = await upload(t.app, criador, "memorial.pdf", tinyPdf());
    const teamMember = await newAccount(t.app, "investor", { name: "Eduardo Engenheiro" });
    const res = await client(t.app, criador).post(
      "/api/projects",
      projectInput({
        title: "Residencial Completo",
        target_amount: 100_000,
        minimum_target_amount: null,
        min_investment: 1_000,
        deadline: dateIn(45),
        team: [
          { name: "Helena Gestora", role: "gestor", experience: "20 anos de obras." },
          { name: "Eduardo Engenheiro", role: "engenheiro", email: teamMember.email },
        ],
        phases: [
          { name: "Fundação", start_date: dateIn(10), end_date: dateIn(60), status: "pending", budget: 150_000.5 },
          { name: "Estrutura", description: "Concreto armado" },
        ],
        documents: [{ name: "Memorial descritivo", category: "technical", file_id: pdf.id }],
        image_ids: [jpeg.id, png.id],
      }),
    );
    const { id } = ok<{ id: string }>(res, 201);
    expect(Object.keys(res.json())).toEqual(["id"]);

    const detail = await getDetail(t.app, criador, id);
    expect(detail).toMatchObject({
      id,
      title: "Residencial Completo",
      status: "draft",
      purpose: "investment",
      visibility: "public",
      target_amount: 100_000,
      minimum_target_amount: 66_666.67, // 2/3 of the target, rounded up to the centavo
      min_investment: 1_000,
      raised_amount: 0,
      roi: 12.5,
      timeline_months: 18,
      deadline: dateIn(45),
      location_address: "Rua dos Testes, 100",
      manager: "Helena Gestora",
      creator: { id: await userIdOf(t.database.db, DEMO.creator), name: "Carlos Construtor", verified: true },
      review_requested_at: null,
      funding_failed_at: null,
      interest_count: 0,
      investor_count: 0,
      viewer: { is_creator: true, can_manage: true, can_invest: false, interested: false, invested_amount: 0 },
    });
    expect(detail.team.map((m) => [m.name, m.role, m.experience])).toEqual([
      ["Helena Gestora", "gestor", "20 anos de obras."],
      ["Eduardo Engenheiro", "engenheiro", null],
    ]);
    expect(detail.team[0]).not.toHaveProperty("email");
    expect(detail.phases).toEqual([
      {
        id: expect.any(String),
        name: "Fundação",
        description: null,
        start_date: dateIn(10),
        end_date: dateIn(60),
        status: "pending",
        // The wizard's budget (decision 059), shown to whoever manages the project.
        budget: 150_000.5,
      },
      {
        id: expect.any(String),
        name: "Estrutura",
        description: "Concreto armado",
        start_date: null,
        end_date: null,
        status: "pending",
        budget: 0,
      },
    ]);
    const documentId = detail.documents[0]!.id;
    expect(detail.documents).toEqual([
      expect.objectContaining({
        name: "Memorial descritivo",
        category: "technical",
        visibility: "team",
        status: "pending",
        version: 1,
        project: { id, title: detail.title },
        file: expect.objectContaining({ size: tinyPdf().length, mime_type: "application/pdf" }),
        download_url: `/api/documents/${documentId}/download`,
      }),
    ]);
    expect(detail.images.map((i) => i.url)).toEqual(detail.images.map((i) => `/api/projects/${id}/images/${i.id}`));
    expect(detail.images).toHaveLength(2);
    expect(detail.cover_image_url).toBe(detail.images[0]!.url);
    // The first gallery image is the cover, and it is the JPEG.
    const cover = await client(t.app, criador).get(detail.cover_image_url!);
    expect(cover.headers["content-type"]).toBe("image/jpeg");

    // The team member is invited by e-mail; the account is linked once the invitation is accepted.
    const invited = await t.database.db.select().from(projectTeamMembers);
    expect(invited.find((m) => m.name === "Eduardo Engenheiro")).toMatchObject({
      email: teamMember.email,
      invitationStatus: "pending",
      userId: null,
    });
    await joinTeam(t, teamMember, id);
    const members = await t.database.db.select().from(projectTeamMembers);
    expect(members.find((m) => m.name === "Eduardo Engenheiro")).toMatchObject({
      email: teamMember.email,
      userId: teamMember.id,
    });
    expect((await getDetail(t.app, teamMember.cookie, id)).title).toBe("Residencial Completo");
  });

  it("lets legal users and platform admins create projects; the manager defaults to the creator's name", async () => {
    for (const [email, name] of [
      [DEMO.legal, "Juliana Advogada"],
      [DEMO.admin, "Administração Alicerce"],
    ] as const) {
      const cookie = await loginAs(t.app, email);
      const id = await createProject(t.app, cookie, { title: `Projeto de ${name}` });
      expect(await getDetail(t.app, cookie, id)).toMatchObject({ status: "draft", manager: name });
    }
  });

  it("refuses investors and suppliers with 403, and nothing is written", async () => {
    const before = await projectCount();
    for (const email of [DEMO.ana, DEMO.supplier]) {
      expectApiError(
        await client(t.app, await loginAs(t.app, email)).post("/api/projects", projectInput()),
        403,
        "FORBIDDEN",
      );
    }
    const newInvestor = await newAccount(t.app, "investor");
    expectApiError(await client(t.app, newInvestor.cookie).post("/api/projects", projectInput()), 403, "FORBIDDEN");
    expect(await projectCount()).toBe(before);
  });

  it("answers 401 without a session", async () => {
    expectApiError(await client(t.app).post("/api/projects", projectInput()), 401, "UNAUTHENTICATED");
  });
});

describe("POST /api/projects — values", () => {
  it("accepts empty numbers and dates as null", async () => {
    const id = await createProject(t.app, criador, {
      description: "",
      location_address: "",
      target_amount: null,
      minimum_target_amount: null,
      min_investment: null,
      roi: null,
      timeline_months: null,
      deadline: null,
      visibility: "private",
    });
    expect(await getDetail(t.app, criador, id)).toMatchObject({
      description: null,
      location_address: null,
      target_amount: null,
      minimum_target_amount: null,
      min_investment: null,
      roi: null,
      timeline_months: null,
      deadline: null,
      team: [],
      phases: [],
      documents: [],
      images: [],
    });
  });

  it("accepts a body that leaves the optional fields out", async () => {
    const { title } = projectInput();
    const res = await client(t.app, criador).post("/api/projects", {
      purpose: "collaborative",
      title,
      location_city: "Recife",
      location_state: "PE",
      project_type: "casas",
    });
    const { id } = ok<{ id: string }>(res, 201);
    expect(await getDetail(t.app, criador, id)).toMatchObject({
      title,
      visibility: "private",
      status: "draft",
      target_amount: null,
    });
  });

  it("forces personal and collaborative projects to be private and without a raise", async () => {
    for (const purpose of ["personal", "collaborative"] as const) {
      const id = await createProject(t.app, criador, {
        purpose,
        visibility: "public",
        target_amount: 500_000,
        minimum_target_amount: 1, // would be refused for an investment project
        min_investment: 1_000,
        roi: 10,
      });
      const detail = await getDetail(t.app, criador, id);
      expect(detail).toMatchObject({
        purpose,
        visibility: "private",
        target_amount: null,
        minimum_target_amount: null,
        min_investment: null,
        status: "draft",
      });
    }
  });

  it("keeps a minimum target between 2/3 of the target and the target", async () => {
    const before = await projectCount();
    const low = expectApiError(
      await client(t.app, criador).post(
        "/api/projects",
        projectInput({ target_amount: 90_000, minimum_target_amount: 59_999.99 }),
      ),
      400,
      "VALIDATION_ERROR",
      `A captação mínima deve ficar entre ${brl(60_000)} (2/3 da meta) e ${brl(90_000)}.`,
    );
    expect(low.fields).toHaveProperty("minimum_target_amount");
    expectApiError(
      await client(t.app, criador).post(
        "/api/projects",
        projectInput({ target_amount: 90_000, minimum_target_amount: 90_000.01 }),
      ),
      400,
      "VALIDATION_ERROR",
    );
    const minInvestment = expectApiError(
      await client(t.app, criador).post(
        "/api/projects",
        projectInput({ target_amount: 90_000, min_investment: 90_001 }),
      ),
      400,
      "VALIDATION_ERROR",
      "O investimento mínimo não pode ser maior que a meta de captação.",
    );
    expect(minInvestment.fields).toHaveProperty("min_investment");
    expect(await projectCount()).toBe(before);

    // Exactly 2/3 and exactly the target are fine.
    const exact = await createProject(t.app, criador, { target_amount: 90_000, minimum_target_amount: 60_000 });
    expect((await getDetail(t.app, criador, exact)).minimum_target_amount).toBe(60_000);
    const full = await createProject(t.app, criador, { target_amount: 90_000, minimum_target_amount: 90_000 });
    expect((await getDetail(t.app, criador, full)).minimum_target_amount).toBe(90_000);
  });

  it("stores money exactly (numeric, two decimals)", async () => {
    const id = await createProject(t.app, criador, {
      target_amount: 1_234_567.89,
      min_investment: 0.1 + 0.2,
      minimum_target_amount: null,
    });
    const row = await projectRow(t.database.db, id);
    expect(row.targetAmount).toBe("1234567.89");
    expect(row.minInvestment).toBe("0.30");
    expect(row.minimumTargetAmount).toBe("823045.26"); // ceil(1234567.89 × 2/3 × 100) / 100
  });
});

describe("POST /api/projects — files", () => {
  it("refuses a file uploaded by another user, and an unknown file", async () => {
    const marina = await loginAs(t.app, DEMO.marina);
    const hers = await upload(t.app, marina, "dela.pdf", tinyPdf());
    const herImage = await upload(t.app, marina, "dela.png", tinyPng());
    const before = await projectCount();
    for (const body of [
      projectInput({ documents: [{ name: "Alheio", category: "legal", file_id: hers.id }] }),
      projectInput({ image_ids: [herImage.id] }),
      projectInput({ image_ids: ["00000000-0000-4000-8000-000000000000"] }),
    ]) {
      const error = expectApiError(
        await client(t.app, criador).post("/api/projects", body),
        400,
        "VALIDATION_ERROR",
        "Um dos arquivos não foi encontrado. Envie-o novamente.",
      );
      expect(error.fields).toHaveProperty("files");
    }
    expect(await projectCount()).toBe(before);
  });

  it("refuses a PDF as a gallery image", async () => {
    const pdf = await upload(t.app, criador, "nao-e-imagem.pdf", tinyPdf());
    const before = await projectCount();
    const error = expectApiError(
      await client(t.app, criador).post("/api/projects", projectInput({ image_ids: [pdf.id] })),
      400,
      "VALIDATION_ERROR",
      "A galeria aceita apenas imagens JPG ou PNG.",
    );
    expect(error.fields).toHaveProperty("image_ids");
    expect(await projectCount()).toBe(before);
  });

  it("accepts an image as a document", async () => {
    const png = await upload(t.app, criador, "alvara.png", tinyPng());
    const id = await createProject(t.app, criador, {
      documents: [{ name: "Alvará", category: "legal", visibility: "investors", file_id: png.id }],
    });
    expect((await getDetail(t.app, criador, id)).documents[0]).toMatchObject({
      name: "Alvará",
      category: "legal",
      visibility: "investors",
      file: { mime_type: "image/png" },
    });
  });
});

describe("POST /api/projects — malformed bodies", () => {
  const invalid: [string, unknown, string[]][] = [
    ["an empty object", {}, ["purpose", "title", "location_city", "location_state", "project_type"]],
    ["a blank title", projectInput({ title: "   " }), ["title"]],
    ["a title too long", projectInput({ title: "x".repeat(161) }), ["title"]],
    ["an unknown state", projectInput({ location_state: "XX" as "SP" }), ["location_state"]],
    ["an unknown purpose", projectInput({ purpose: "lucro" as "investment" }), ["purpose"]],
    ["an unknown type", projectInput({ project_type: "castelo" as "casas" }), ["project_type"]],
    ["private spelled wrong", projectInput({ visibility: "secreto" as "private" }), ["visibility"]],
    ["a negative target", projectInput({ target_amount: -1 }), ["target_amount"]],
    ["three decimals", projectInput({ target_amount: 100.123 }), ["target_amount"]],
    ["money as text", projectInput({ target_amount: "100000" as unknown as number }), ["target_amount"]],
    ["roi as text", projectInput({ roi: "12" as unknown as number }), ["roi"]],
    ["fractional months", projectInput({ timeline_months: 1.5 }), ["timeline_months"]],
    ["a Brazilian date", projectInput({ deadline: "31/12/2030" }), ["deadline"]],
    ["an impossible date", projectInput({ deadline: "2030-02-30" }), ["deadline"]],
    ["an empty-string date", projectInput({ deadline: "" }), ["deadline"]],
    ["a negative ROI", projectInput({ roi: -5 }), ["roi"]],
    ["a deadline already past", projectInput({ deadline: "2020-01-01" }), ["deadline"]],
    [
      "a minimum ticket above the target",
      projectInput({ purpose: "investment", target_amount: 100_000, min_investment: 200_000 }),
      ["min_investment"],
    ],
    [
      "a phase ending before it starts",
      projectInput({ phases: [{ name: "Obra", start_date: "2031-05-01", end_date: "2031-04-01" }] }),
      ["phases.0.end_date"],
    ],
    ["a team role unknown", projectInput({ team: [{ name: "Zé", role: "mestre" as "gestor" }] }), ["team.0.role"]],
    ["a team member without a name", projectInput({ team: [{ name: "", role: "gestor" }] }), ["team.0.name"]],
    ["a team e-mail invalid", projectInput({ team: [{ name: "Zé", role: "gestor", email: "ze@" }] }), ["team.0.email"]],
    ["a phase without a name", projectInput({ phases: [{ name: "" }] }), ["phases.0.name"]],
    [
      "a phase status unknown",
      projectInput({ phases: [{ name: "Obra", status: "done" as "pending" }] }),
      ["phases.0.status"],
    ],
    [
      "a document without a file",
      projectInput({ documents: [{ name: "Doc", category: "technical" } as never] }),
      ["documents.0.file_id"],
    ],
    ["an image id that is not a uuid", projectInput({ image_ids: ["abc"] }), ["image_ids.0"]],
    [
      "thirteen images",
      projectInput({ image_ids: Array(13).fill("00000000-0000-4000-8000-000000000000") }),
      ["image_ids"],
    ],
  ];
  it.each(invalid)("answers 400 with fields for %s", async (_name, body, fields) => {
    const before = await projectCount();
    const error = expectApiError(await client(t.app, criador).post("/api/projects", body), 400, "VALIDATION_ERROR");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([...fields].sort());
    for (const messages of Object.values(error.fields ?? {})) {
      // pt-BR, never zod's English defaults.
      for (const message of messages) expect(message).not.toMatch(/^(Invalid|Expected|Required|Too)/);
    }
    expect(await projectCount()).toBe(before);
  });

  it("answers 400 for a body that is not JSON or not an object", async () => {
    for (const payload of ["{não é json", "[]", "42", "null"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/projects",
        headers: { cookie: criador, "content-type": "application/json" },
        payload,
      });
      expectApiError(res, 400, "VALIDATION_ERROR");
    }
  });
});

describe("GET /api/projects/:id after creation", () => {
  it("answers 404 (not 403) for another creator's draft, and 200 for legal and admin", async () => {
    const id = await createProject(t.app, criador, { title: "Rascunho Sigiloso", visibility: "private" });
    for (const email of [DEMO.marina, DEMO.horizonte, DEMO.ana, DEMO.supplier]) {
      expectApiError(
        await client(t.app, await loginAs(t.app, email)).get(`/api/projects/${id}`),
        404,
        "NOT_FOUND",
        "Projeto não encontrado.",
      );
    }
    for (const email of [DEMO.legal, DEMO.admin]) {
      const detail = await getDetail(t.app, await loginAs(t.app, email), id);
      expect(detail.title).toBe("Rascunho Sigiloso");
      expect(detail.viewer.is_creator).toBe(false);
      expect(detail.viewer.can_manage).toBe(email === DEMO.admin);
    }
  });

  it("answers 400 for an id that is not a uuid", async () => {
    expectApiError(await client(t.app, criador).get("/api/projects/123"), 400, "VALIDATION_ERROR");
  });
});
