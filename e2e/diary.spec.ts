import path from "node:path";
import { DEMO, expect, loggedInPage, projectIdByTitle, test, toasts } from "./fixtures";

// docs/product/diary.md: the creator posts a diary update with a photo on a project in
// execution; the investor reads it on the project page, walks the photos in the lightbox with the arrow
// keys, and the card fits a 360 px screen. Then the creator deletes the update, after a confirmation, and
// it leaves the investor's diary with its photo (decision 063).

const PROJECT = "Vila Serena Casas";

// Both tests post on the same demo project's diary and read its newest update: one after the other, in one
// worker, or each sees the other's update come first.
test.describe.configure({ mode: "default" });
const PHOTO = path.resolve(import.meta.dirname, "../apps/server/src/seed/images/project-1.jpg");

test("the creator posts an update with a photo; the investor reads it and opens the lightbox at 360 px", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const creator = await loggedInPage(browser, DEMO.creator);
  const projectId = await projectIdByTitle(creator, PROJECT);
  await creator.goto(`/dashboard/projects/${projectId}`);
  // The demo diary already has updates on this project.
  const list = creator.getByRole("list", { name: "Atualizações do diário de obra" });
  await expect(list).toBeVisible();

  await creator.getByRole("button", { name: "Nova atualização" }).click();
  const dialog = creator.getByRole("dialog", { name: "Nova atualização do diário de obra" });
  await dialog.getByRole("button", { name: "Publicar atualização" }).click();
  await expect(dialog.getByText("Descreva o que aconteceu na obra.")).toBeVisible();
  const text = `Alvenaria do bloco B E2E ${Date.now().toString(36)}`;
  await dialog.getByLabel("O que aconteceu na obra").fill(text);
  await dialog.getByTestId("diary-photos-input").setInputFiles(PHOTO);
  await dialog.getByLabel(/^Descrição da foto 1/).fill("Alvenaria vista do pátio");
  await dialog.getByRole("button", { name: "Publicar atualização" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(creator).filter({ hasText: "Atualização publicada" })).toBeVisible();
  await expect(list.getByRole("listitem").first()).toContainText(text);

  const investor = await loggedInPage(browser, DEMO.investor);
  await investor.setViewportSize({ width: 360, height: 800 });
  await investor.goto(`/dashboard/projects/${projectId}`);
  const mine = investor.getByRole("list", { name: "Atualizações do diário de obra" }).getByRole("listitem").first();
  await expect(mine).toContainText(text);
  await expect(investor.getByRole("button", { name: "Nova atualização" })).toHaveCount(0);
  await mine.getByRole("button", { name: "Ampliar: Alvenaria vista do pátio" }).click();
  const lightbox = investor.getByRole("dialog");
  const image = lightbox.getByRole("img", { name: "Alvenaria vista do pátio" });
  await expect(image).toBeVisible();
  // The photo really loads (served under the diary's permission).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await investor.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  // Another demo update with two photos: the arrows walk them.
  await investor
    .getByRole("button", { name: /^Ampliar: Foto da obra: .*, 1 de 2\.$/ })
    .first()
    .click();
  await expect(investor.getByRole("dialog").getByText(/Foto 1 de 2/)).toBeVisible();
  await investor.keyboard.press("ArrowRight");
  await expect(investor.getByRole("dialog").getByText(/Foto 2 de 2/)).toBeVisible();
  await investor.keyboard.press("Escape");
  const widths = await investor.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  // Only its author and the project's creator may delete an update.
  await expect(mine.getByRole("button", { name: /^Excluir a atualização/ })).toHaveCount(0);
  const photoUrl = await mine.locator("img").first().getAttribute("src");

  const posted = list.getByRole("listitem").filter({ hasText: text });
  await posted.getByRole("button", { name: /^Excluir a atualização/ }).click();
  const confirm = creator.getByRole("alertdialog", { name: "Excluir atualização?" });
  await expect(confirm).toContainText("com a foto");
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(posted).toBeVisible();
  await posted.getByRole("button", { name: /^Excluir a atualização/ }).click();
  await confirm.getByRole("button", { name: "Excluir atualização" }).click();
  await expect(toasts(creator).filter({ hasText: "Atualização excluída" })).toBeVisible();
  await expect(posted).toHaveCount(0);

  await investor.reload();
  await expect(investor.getByRole("list", { name: "Atualizações do diário de obra" })).toBeVisible();
  await expect(investor.getByText(text)).toHaveCount(0);
  expect((await investor.request.get(photoUrl!)).status()).toBe(404);
});

test("a percentage below the phase's is posted only once confirmed, and the investor's bell says the phase went back", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const creator = await loggedInPage(browser, DEMO.creator);
  const projectId = await projectIdByTitle(creator, PROJECT);
  await creator.goto(`/dashboard/projects/${projectId}`);
  await creator.getByRole("button", { name: "Nova atualização" }).click();
  const dialog = creator.getByRole("dialog", { name: "Nova atualização do diário de obra" });
  // The form opens on the first phase not done, with its percentage (the demo's is in progress).
  const [, phase, current] = /^(.+) \((\d+)%\)$/.exec(
    (await dialog.getByRole("combobox", { name: "Etapa" }).textContent())!.trim(),
  )!;
  const from = Number(current);
  expect(from, "the demo's phase in progress has a percentage to go back from").toBeGreaterThan(0);
  const to = Math.max(0, from - 15);
  await dialog.getByLabel("Percentual concluído da etapa").fill(String(to));
  await dialog
    .getByLabel("O que aconteceu na obra")
    .fill(`Laje refeita após a vistoria E2E ${Date.now().toString(36)}`);
  await dialog.getByRole("button", { name: "Publicar atualização" }).click();
  const ask = creator.getByRole("alertdialog", { name: "Diminuir o percentual da etapa?" });
  await expect(ask).toContainText(`a etapa ${phase} voltou de ${from}% para ${to}%`);
  await ask.getByRole("button", { name: "Corrigir o percentual" }).click();
  await expect(ask).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Publicar atualização" }).click();
  await ask.getByRole("button", { name: `Publicar com ${to}%` }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(creator).filter({ hasText: "Atualização publicada" })).toBeVisible();

  const investor = await loggedInPage(browser, DEMO.investor);
  const bell = (await (await investor.request.get("/api/notifications")).json()) as { items: { body: string }[] };
  expect(bell.items.map((n) => n.body).join("\n")).toContain(
    `publicou uma atualização: a etapa ${phase} voltou de ${from}% para ${to}%.`,
  );

  // The phase back where the demo had it, for the other tests: a higher percentage asks nothing.
  const diary = (await (await creator.request.get(`/api/projects/${projectId}/diary`)).json()) as {
    phases: { id: string; name: string }[];
  };
  const restored = await creator.request.post(`/api/projects/${projectId}/diary`, {
    data: {
      text: "Percentual da etapa restabelecido.",
      phase_id: diary.phases.find((p) => p.name === phase)!.id,
      progress: from,
    },
  });
  expect(restored.status(), await restored.text()).toBe(201);
});
