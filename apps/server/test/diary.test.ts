// Diário de obra (docs/product/diary.md, decision 058): the creator and the team post
// updates with photos on a project in execution; the phase's percentage and status and the overall
// progress follow; investors with commitments and the team read them, are told, and find them in the
// weekly summary; every refusal writes nothing.
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DiaryPage } from "@alicerce/shared/schemas/diary";
import { diaryPhotos, diaryUpdates, files, notifications, projectPhases } from "../src/db/schema/index.ts";
import { deleteUnreferencedUploads } from "../src/modules/files/index.ts";
import { mailsTo as mailsToOutbox } from "./outbox.ts";
import {
  client,
  confirmEmail,
  createProject,
  createSeededApp,
  DEMO,
  getDetail,
  invest,
  joinTeam,
  loginAs,
  newAccount,
  ok,
  openRaise,
  setProject,
  tinyExe,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  upload,
  uploadRaw,
  type Account,
} from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let eva: Account;
let tito: Account;
let ivo: Account;
let stranger: Account;
let projectId: string;
let phaseIds: string[];

const post = (who: Account | undefined, body: unknown, id = projectId) =>
  client(t.app, who?.cookie).post(`/api/projects/${id}/diary`, body);
const read = (who: Account, query = "", id = projectId) =>
  client(t.app, who.cookie).get(`/api/projects/${id}/diary${query}`);
const written = async () => {
  const db = t.database.db;
  const [u] = await db.select({ n: count() }).from(diaryUpdates);
  const [p] = await db.select({ n: count() }).from(diaryPhotos);
  const [n] = await db.select({ n: count() }).from(notifications);
  const phases = await db
    .select({ progress: projectPhases.progress, status: projectPhases.status })
    .from(projectPhases)
    .where(eq(projectPhases.projectId, projectId));
  return { updates: Number(u!.n), photos: Number(p!.n), notifications: Number(n!.n), phases };
};
const adminAccount = async (): Promise<Account> => ({ cookie: await loginAs(t.app, DEMO.admin) }) as Account;
const photos = async (who: Account, n: number) => {
  const out: { file_id: string; description: string }[] = [];
  for (let i = 0; i < n; i++) {
    const file = await upload(t.app, who.cookie, `obra-${i}.${i % 2 ? "jpg" : "png"}`, i % 2 ? tinyJpeg() : tinyPng());
    out.push({ file_id: file.id, description: `Laje, vista ${i + 1}` });
  }
  return out;
};

beforeAll(async () => {
  t = await createSeededApp();
  eva = await newAccount(t.app, "creator", { name: "Eva Engenheira" });
  tito = await newAccount(t.app, "creator", { name: "Tito Time" });
  ivo = await newAccount(t.app, "investor", { name: "Ivo Investidor" });
  stranger = await newAccount(t.app, "investor", { name: "Sara Estranha" });
  await confirmEmail(t.database.db, eva.id);
  projectId = await openRaise(t, eva.cookie, {
    title: "Residencial Diário",
    target_amount: 100_000,
    team: [{ name: "Tito Time", role: "executor", email: tito.email }],
    phases: [
      { name: "Fundação", status: "completed" },
      { name: "Estrutura", status: "in-progress" },
      { name: "Acabamento", status: "pending" },
    ],
  });
  await joinTeam(t, tito, projectId);
  await invest(t.app, ivo.cookie, projectId, 2_000);
  phaseIds = (await getDetail(t.app, eva.cookie, projectId)).phases.map((p) => p.id);
});
afterAll(() => t.close());

describe("posting an update", () => {
  it("refuses a project not in execution, with nothing written", async () => {
    const before = await written();
    expectApiError(
      await post(eva, { text: "Começamos", phase_id: phaseIds[1], progress: 10 }),
      409,
      "CONFLICT",
      "O diário de obra recebe atualizações apenas de projetos em execução.",
    );
    expect(await written()).toEqual(before);
  });

  it("refuses an investor, a stranger, an admin and bad input, in pt-BR, with nothing written", async () => {
    await setProject(t.database.db, projectId, { status: "in_progress" });
    const valid = { text: "Laje do 2º pavimento concretada.", phase_id: phaseIds[1], progress: 40 };
    const before = await written();
    const admin = { cookie: await loginAs(t.app, DEMO.admin) } as Account;
    for (const who of [ivo, stranger, admin]) {
      expectApiError(
        await post(who, valid),
        403,
        "FORBIDDEN",
        "Apenas o criador e a equipe do projeto podem publicar no diário de obra.",
      );
    }
    expectApiError(await post(undefined, valid), 401, "UNAUTHENTICATED");
    const eleven = await photos(eva, 11);
    const refusals: [unknown, string][] = [
      [{ ...valid, progress: 101 }, "Informe o percentual da etapa como um número inteiro de 0 a 100."],
      [{ ...valid, progress: -1 }, "Informe o percentual da etapa como um número inteiro de 0 a 100."],
      [{ ...valid, progress: 12.5 }, "Informe o percentual da etapa como um número inteiro de 0 a 100."],
      [{ ...valid, text: "   " }, "Descreva o que aconteceu na obra."],
      [{ ...valid, phase_id: undefined }, "Escolha a etapa desta atualização."],
      [{ ...valid, photos: eleven }, "Envie no máximo 10 fotos por atualização."],
    ];
    for (const [body, message] of refusals) {
      const res = await post(eva, body);
      expectApiError(res, 400, "VALIDATION_ERROR");
      expect(JSON.stringify(res.json()), JSON.stringify(body).slice(0, 80)).toContain(message);
    }
    // A PDF is a file Alicerce accepts, but not a photo; an executable never uploads at all.
    const pdf = await upload(t.app, eva.cookie, "planta.pdf", tinyPdf());
    expectApiError(
      await post(eva, { ...valid, photos: [{ file_id: pdf.id }] }),
      400,
      "VALIDATION_ERROR",
      "As fotos do diário de obra devem ser imagens JPG ou PNG.",
    );
    expect((await uploadRaw(t.app, eva.cookie, "foto.jpg", tinyExe())).statusCode).toBe(400);
    // Someone else's upload is answered as if it did not exist.
    const [ivosPhoto] = await photos(ivo, 1);
    expectApiError(
      await post(eva, { ...valid, photos: [ivosPhoto] }),
      400,
      "VALIDATION_ERROR",
      "Um dos arquivos não foi encontrado. Envie-o novamente.",
    );
    // A phase of another project.
    const other = await createProject(t.app, eva.cookie, { phases: [{ name: "Outra", status: "pending" }] });
    const otherPhase = (await getDetail(t.app, eva.cookie, other)).phases[0]!.id;
    expectApiError(
      await post(eva, { ...valid, phase_id: otherPhase }),
      400,
      "VALIDATION_ERROR",
      "Esta etapa não pertence a este projeto.",
    );
    expect(await written()).toEqual(before);
  });

  it("sets the phase's percentage and status, attaches the photos and tells the followers but the author", async () => {
    const ten = await photos(tito, 10);
    const before = await written();
    const res = await post(tito, {
      text: "Estrutura do bloco A pronta.",
      phase_id: phaseIds[1],
      progress: 100,
      photos: ten,
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await written();
    expect(after.updates).toBe(before.updates + 1);
    expect(after.photos).toBe(before.photos + 10);
    // Eva (creator) and Ivo (investor) are told; Tito, who posted, is not.
    expect(after.notifications).toBe(before.notifications + 2);
    const ivoBell = await t.database.db.select().from(notifications).where(eq(notifications.userId, ivo.id));
    expect(ivoBell.map((n) => n.body)).toContain(
      "Tito Time publicou uma atualização da etapa Estrutura (100% concluída).",
    );
    const detail = await getDetail(t.app, eva.cookie, projectId);
    expect(detail.phases.map((p) => p.status)).toEqual(["completed", "completed", "pending"]);

    ok(await post(eva, { text: "Começamos o acabamento.", phase_id: phaseIds[2], progress: 20 }), 201);
    const page = ok<DiaryPage>(await read(ivo));
    expect(page.items.map((u) => u.text)).toEqual(["Começamos o acabamento.", "Estrutura do bloco A pronta."]);
    expect(page.phases.map((p) => [p.name, p.progress, p.status])).toEqual([
      ["Fundação", 100, "completed"],
      ["Estrutura", 100, "completed"],
      ["Acabamento", 20, "in-progress"],
    ]);
    expect(page.overall_progress).toBe(73);
    expect(page.can_post).toBe(false);
    expect(ok<DiaryPage>(await read(tito)).can_post).toBe(true);
    const withPhotos = page.items[1]!;
    expect(withPhotos.author.name).toBe("Tito Time");
    expect(withPhotos.photos).toHaveLength(10);
    expect(withPhotos.photos[0]!.alt).toBe("Laje, vista 1");
    const image = await t.app.inject({
      method: "GET",
      url: withPhotos.photos[0]!.url,
      headers: { cookie: ivo.cookie },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
  });
});

describe("reading the diary", () => {
  it("is refused to whoever is neither on the team nor an investor, photos included", async () => {
    expectApiError(
      await read(stranger),
      403,
      "FORBIDDEN",
      "O diário de obra é visível apenas para os investidores e a equipe do projeto.",
    );
    const photo = ok<DiaryPage>(await read(eva)).items[1]!.photos[0]!;
    const res = await t.app.inject({ method: "GET", url: photo.url, headers: { cookie: stranger.cookie } });
    expect(res.statusCode).toBe(403);
    // A private project's diary is as unknown as the project.
    const hidden = await createProject(t.app, eva.cookie, { visibility: "private" });
    expectApiError(await read(stranger, "", hidden), 404, "NOT_FOUND", "Projeto não encontrado.");
  });

  it("pages newest first with the list layer", async () => {
    for (let i = 1; i <= 10; i++) {
      ok(await post(eva, { text: `Dia ${i} de acabamento`, phase_id: phaseIds[2], progress: 20 + i }), 201);
    }
    const first = ok<DiaryPage>(await read(ivo));
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.text).toBe("Dia 10 de acabamento");
    const second = ok<DiaryPage>(await read(ivo, "?page=2"));
    expect(second.items.map((u) => u.text)).toEqual(["Começamos o acabamento.", "Estrutura do bloco A pronta."]);
    const found = ok<DiaryPage>(await read(ivo, "?q=bloco"));
    expect(found.total).toBe(1);
  });
});

describe("the timeline editor", () => {
  it("keeps the percentages the diary measured, and gives a hand-set status its meaning", async () => {
    const phases = (await getDetail(t.app, eva.cookie, projectId)).phases.map((p) => ({
      name: p.name,
      status: p.status,
    }));
    // Acabamento is at 30% (in progress); a new phase marked completed by hand counts as 100.
    ok(
      await client(t.app, eva.cookie).put(`/api/projects/${projectId}/phases`, {
        phases: [...phases, { name: "Entrega", status: "completed" }],
      }),
    );
    const page = ok<DiaryPage>(await read(ivo));
    expect(page.phases.map((p) => [p.name, p.progress])).toEqual([
      ["Fundação", 100],
      ["Estrutura", 100],
      ["Acabamento", 30],
      ["Entrega", 100],
    ]);
    expect(page.overall_progress).toBe(83);
    // The updates still name their phase, though its row was rewritten.
    expect(page.items[0]!.phase_name).toBe("Acabamento");
    phaseIds = (await getDetail(t.app, eva.cookie, projectId)).phases.map((p) => p.id);
  });
});

describe("weekly summary", () => {
  it("carries the week's diary to followers who turned the summary on, and to no one else", async () => {
    const mailsTo = async (to: string) => {
      await t.app.jobs.deliverMail();
      return mailsToOutbox(path.join(t.config.dataDir, "outbox"), to);
    };
    for (const who of [ivo, stranger]) {
      ok(
        await client(t.app, who.cookie).put("/api/account/notification-preferences", {
          email: true,
          push: true,
          weekly_summary: true,
        }),
      );
    }
    await t.app.jobs.weeklySummaries(new Date(Date.now() + 1000));
    const [mail] = await mailsTo(ivo.email);
    expect(mail).toContain("Diário de obra da semana:");
    expect(mail).toContain("- Residencial Diário: 12 atualizações; a mais recente, etapa Acabamento (30%).");
    expect(mail).toContain(`${t.config.publicUrl}/dashboard/projects/${projectId}`);
    expect(await mailsTo(stranger.email)).toEqual([]);
  });
});

describe("deleting an update (decision 063)", () => {
  let mara: Account; // on the new project's team
  let works: string;
  let phaseA: string;
  let phaseB: string;
  const remove = (who: Account | undefined, updateId: string, id = works) =>
    client(t.app, who?.cookie).del(`/api/projects/${id}/diary/${updateId}`);
  const posted = async (who: Account, body: Record<string, unknown>) =>
    ok<{ id: string }>(await post(who, body, works), 201).id;
  const state = async () => {
    const db = t.database.db;
    const [u] = await db.select({ n: count() }).from(diaryUpdates);
    const [p] = await db.select({ n: count() }).from(diaryPhotos);
    const phases = await db
      .select({ id: projectPhases.id, progress: projectPhases.progress, status: projectPhases.status })
      .from(projectPhases)
      .where(eq(projectPhases.projectId, works))
      .orderBy(projectPhases.position);
    return { updates: Number(u!.n), photos: Number(p!.n), phases };
  };
  const phaseOf = async (phaseId: string) => (await state()).phases.find((p) => p.id === phaseId)!;
  let first: string; // Mara's 30 % on A
  let second: string; // Mara's 60 % on A, with photos
  let third: string; // Mara's 100 % on A
  let evas: string; // Eva's 40 % on B
  let photoFiles: string[];

  beforeAll(async () => {
    mara = await newAccount(t.app, "investor", { name: "Mara Mestre de Obras" });
    works = await openRaise(t, eva.cookie, {
      title: "Residencial Correções",
      target_amount: 50_000,
      team: [{ name: "Mara Mestre de Obras", role: "executor", email: mara.email }],
      phases: [
        { name: "Etapa A", status: "pending" },
        { name: "Etapa B", status: "pending" },
      ],
    });
    await joinTeam(t, mara, works);
    await setProject(t.database.db, works, { status: "in_progress" });
    [phaseA, phaseB] = (await getDetail(t.app, eva.cookie, works)).phases.map((p) => p.id) as [string, string];
    first = await posted(mara, { text: "Gabarito marcado.", phase_id: phaseA, progress: 30 });
    const shots = await photos(mara, 2);
    photoFiles = shots.map((p) => p.file_id);
    second = await posted(mara, { text: "Formas prontas.", phase_id: phaseA, progress: 60, photos: shots });
    third = await posted(mara, { text: "Etapa A concluída, por engano.", phase_id: phaseA, progress: 100 });
    evas = await posted(eva, { text: "Etapa B começou.", phase_id: phaseB, progress: 40 });
  });

  it("tells each reader which updates they may delete: their own, and every one for the creator", async () => {
    const forMara = ok<DiaryPage>(await read(mara, "", works));
    expect(Object.fromEntries(forMara.items.map((u) => [u.id, u.can_delete]))).toEqual({
      [first]: true,
      [second]: true,
      [third]: true,
      [evas]: false,
    });
    const forEva = ok<DiaryPage>(await read(eva, "", works));
    expect(forEva.items.every((u) => u.can_delete)).toBe(true);
  });

  it("refuses other team members, investors, strangers, another project's team, wrong paths and unknown ids; nothing written", async () => {
    const before = await state();
    const ONLY = "Apenas quem publicou a atualização ou o criador do projeto pode excluí-la.";
    // Mara is on the team but did not write Eva's; Ivo invested elsewhere; Tito is another project's team.
    expectApiError(await remove(mara, evas), 403, "FORBIDDEN", ONLY);
    for (const who of [ivo, stranger, tito]) expectApiError(await remove(who, third), 403, "FORBIDDEN", ONLY);
    expectApiError(await remove(await adminAccount(), third), 403, "FORBIDDEN", ONLY);
    expectApiError(await remove(undefined, third), 401, "UNAUTHENTICATED");
    // Eva created both projects: under the other one's path the update is not found.
    expectApiError(await remove(eva, third, projectId), 404, "NOT_FOUND", "Atualização não encontrada.");
    expectApiError(
      await remove(eva, "00000000-0000-4000-8000-000000000000"),
      404,
      "NOT_FOUND",
      "Atualização não encontrada.",
    );
    expectApiError(await remove(eva, "nao-e-um-id"), 400, "VALIDATION_ERROR");
    expect(await state()).toEqual(before);
  });

  it("takes the phase back to the latest update left when the latest goes, in percentage and status", async () => {
    expect(await phaseOf(phaseA)).toMatchObject({ progress: 100, status: "completed" });
    expect((await remove(eva, third)).statusCode).toBe(204);
    expect(await phaseOf(phaseA)).toMatchObject({ progress: 60, status: "in-progress" });
    const page = ok<DiaryPage>(await read(eva, "", works));
    expect(page.items.map((u) => u.id)).not.toContain(third);
    expect(page.overall_progress).toBe(50); // (60 + 40) / 2
    // An older update leaves the phase as the later one set it.
    expect((await remove(mara, first)).statusCode).toBe(204);
    expect(await phaseOf(phaseA)).toMatchObject({ progress: 60, status: "in-progress" });
    expectApiError(await remove(mara, first), 404, "NOT_FOUND", "Atualização não encontrada.");
  });

  it("deletes the photos with the update; with no update left the phase is pending at 0 %", async () => {
    const before = await state();
    expect((await remove(mara, second)).statusCode).toBe(204);
    const after = await state();
    expect(after.updates).toBe(before.updates - 1);
    expect(after.photos).toBe(before.photos - 2);
    expect(await phaseOf(phaseA)).toMatchObject({ progress: 0, status: "pending" });
    expect(await phaseOf(phaseB)).toMatchObject({ progress: 40, status: "in-progress" });
    expect(ok<DiaryPage>(await read(eva, "", works)).overall_progress).toBe(20);
    // The uploads go with the clean-up of uploads no record points at, once past its grace period.
    for (const id of photoFiles) {
      await t.database.db
        .update(files)
        .set({ createdAt: new Date(Date.now() - 48 * 3600_000) })
        .where(eq(files.id, id));
    }
    await deleteUnreferencedUploads({ db: t.database.db, storage: t.app.storage });
    for (const id of photoFiles) expect(await t.database.db.select().from(files).where(eq(files.id, id))).toEqual([]);
  });
});

describe("a percentage going back (decision 128)", () => {
  it("is refused without the author's confirmation, with nothing written; confirmed, the bell says the phase went back", async () => {
    const estrutura = phaseIds[1]!;
    const back = { text: "Laje do 3º pavimento refeita após a vistoria.", phase_id: estrutura, progress: 80 };
    const before = await written();
    expect(before.phases).toContainEqual({ progress: 100, status: "completed" });
    const message = "A etapa Estrutura está em 100%. Para voltar a 80%, confirme que o percentual diminuiu.";
    for (const body of [back, { ...back, confirm_lower_progress: false }]) {
      const res = await post(tito, body);
      expectApiError(res, 400, "VALIDATION_ERROR", message);
      expect(res.json().error.fields).toEqual({ progress: [message] });
    }
    const malformed = await post(tito, { ...back, confirm_lower_progress: "sim" });
    expectApiError(malformed, 400, "VALIDATION_ERROR", "Confirme se o percentual da etapa diminuiu.");
    expect(await written()).toEqual(before);

    // The same percentage, or a higher one, needs no confirmation.
    ok(await post(tito, { ...back, text: "Vistoria da estrutura sem pendências.", progress: 100 }), 201);
    ok(await post(tito, { ...back, confirm_lower_progress: true }), 201);
    const phase = ok<DiaryPage>(await read(ivo)).phases.find((p) => p.id === estrutura)!;
    expect([phase.progress, phase.status]).toEqual([80, "in-progress"]);
    const ivoBell = await t.database.db.select().from(notifications).where(eq(notifications.userId, ivo.id));
    expect(ivoBell.map((n) => n.body)).toContain(
      "Tito Time publicou uma atualização: a etapa Estrutura voltou de 100% para 80%.",
    );
  });
});
