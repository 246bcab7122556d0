import { DEMO, expect, loginAs, test, toasts } from "./fixtures";
import { PDF } from "./supplier-helpers";

test.use({ viewport: { width: 1440, height: 900 } });

// "The React warning 'Select is changing from uncontrolled to controlled' in the wizard is
// gone." React and Radix print these warnings from development builds; run this walk against one
// (`npm run build -w @alicerce/web -- --mode development`) to watch for them, as well as against the
// production build where it guards against any other console error.
const SWITCHING = /uncontrolled to controlled|controlled to uncontrolled/;

test("walking the creation wizard through its 7 steps logs no controlled/uncontrolled switch", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));

  await loginAs(page, DEMO.creator);
  await page.goto("/dashboard/create-project");
  const next = page.getByRole("button", { name: "Próximo" });
  const step = page.getByRole("heading", { level: 2 });

  // 1. Finalidade
  await page.getByRole("radio", { name: /Investimento/ }).click();
  await next.click();

  // 2. Informações Básicas: both selects.
  await expect(step).toHaveText("Informações Básicas");
  await page.getByLabel("Título do projeto").fill(`Residencial Console Limpo ${Date.now()}`);
  await page.getByLabel("Cidade").fill("Londrina");
  await page.getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "PR" }).click();
  await page.getByRole("combobox", { name: "Tipo de projeto" }).click();
  await page.getByRole("option", { name: "Apartamentos" }).click();
  await next.click();

  // 3. Detalhes Financeiros
  await expect(step).toHaveText("Detalhes Financeiros");
  await next.click();

  // 4. Cronograma: a phase with a status.
  await expect(step).toHaveText("Cronograma");
  await page.getByRole("button", { name: "Adicionar etapa" }).click();
  await page.getByLabel("Nome da etapa").fill("Fundação");
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Em andamento" }).click();
  await next.click();

  // 5. Equipe: a member with a role.
  await expect(step).toHaveText("Equipe");
  await page.getByRole("button", { name: "Adicionar membro" }).click();
  await page.getByLabel("Nome", { exact: true }).fill("Rafael Lima");
  await page.getByRole("combobox", { name: "Função" }).click();
  await page.getByRole("option", { name: "Engenheiro" }).click();
  await next.click();

  // 6. Documentos: a document with a type (and who may see it).
  await expect(step).toHaveText("Documentos");
  await page.locator('input[type="file"]').setInputFiles(PDF);
  await expect(page.getByLabel("Enviado")).toBeVisible();
  await page.getByRole("combobox", { name: "Tipo" }).click();
  await page.getByRole("option", { name: "Licença" }).click();
  await page.getByRole("combobox", { name: "Quem pode ver" }).click();
  await page.getByRole("option", { name: "Investidores" }).click();

  // Back and forth: the steps unmount and mount their selects again.
  await page.getByRole("button", { name: "Anterior" }).click();
  await expect(step).toHaveText("Equipe");
  await next.click();
  await next.click();

  // 7. Revisão
  await expect(step).toHaveText("Revisão");
  await page.getByRole("button", { name: "Criar Projeto" }).click();
  await expect(toasts(page)).toContainText("Projeto criado com sucesso!");
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);

  expect(messages.filter((m) => SWITCHING.test(m))).toEqual([]);
  expect(messages.filter((m) => m.startsWith("error") || m.startsWith("pageerror"))).toEqual([]);
});
