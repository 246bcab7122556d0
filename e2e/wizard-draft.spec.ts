import { DEMO, expect, loginAs, test } from "./fixtures";

test.use({ viewport: { width: 1440, height: 900 } });

// Decision 050: closing the creation wizard with something typed asks first, and what was
// typed comes back as a local draft (localStorage, per user) when the wizard is opened again.
test("a closed wizard keeps its draft and offers it on return", async ({ page }) => {
  const title = `Residencial Rascunho ${Date.now()}`;
  await loginAs(page, DEMO.creator);
  await page.goto("/dashboard/create-project");
  const step = page.getByRole("heading", { level: 2 });

  // Type.
  await page.getByRole("radio", { name: /Investimento/ }).click();
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(step).toHaveText("Informações Básicas");
  await page.getByLabel("Título do projeto").fill(title);
  await page.getByLabel("Cidade").fill("Londrina");

  // Close, and confirm keeping the draft.
  await page.getByRole("button", { name: "Fechar e voltar para projetos" }).click();
  const ask = page.getByRole("alertdialog", { name: "Sair sem criar o projeto?" });
  await expect(ask).toContainText("Arquivos e imagens não ficam no rascunho");
  await ask.getByRole("button", { name: "Guardar e sair" }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);

  // Reopen (a full load, as on another day), continue.
  await page.goto("/dashboard/create-project");
  const offer = page.getByRole("alertdialog", { name: "Continuar o rascunho?" });
  await expect(offer).toContainText(title);
  await offer.getByRole("button", { name: "Continuar rascunho" }).click();
  await expect(offer).toBeHidden();
  await expect(step).toHaveText("Informações Básicas");
  await expect(page.getByLabel("Título do projeto")).toHaveValue(title);
  await expect(page.getByLabel("Cidade")).toHaveValue("Londrina");

  // Starting over forgets it.
  await page.reload();
  await page.getByRole("alertdialog").getByRole("button", { name: "Começar do zero" }).click();
  await expect(step).toHaveText("Finalidade");
  await page.reload();
  await expect(step).toHaveText("Finalidade");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});
