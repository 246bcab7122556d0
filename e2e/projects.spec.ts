import { DEMO, expect, loginAs, test } from "./fixtures";

test.use({ viewport: { width: 1440, height: 900 } });

const toast = (page: import("@playwright/test").Page) => page.locator('[data-slot="toast"]');

test.describe("projects", () => {
  test("the list shows the summary, filters through the URL and an empty state", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto("/dashboard/projects");
    await expect(page.getByRole("heading", { level: 1, name: "Projetos" })).toBeVisible();
    for (const label of ["Total de Projetos", "Em Captação", "Volume Total", "ROI Médio"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Criar Projeto" })).toHaveCount(0);

    await page.getByRole("combobox", { name: "Filtrar por status" }).click();
    await page.getByRole("option", { name: "Captando" }).click();
    await expect(page).toHaveURL(/status=funding_open/);
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByRole("link", { name: "Investir agora" })).toBeVisible();
    }

    // The search finds word beginnings (decision 136), and the box says so under it.
    await expect(page.getByRole("searchbox")).toHaveAccessibleDescription(
      "Busque pelo início das palavras do nome, da cidade ou do responsável.",
    );
    await page.getByRole("searchbox").fill("nenhum-projeto-tem-este-nome");
    await expect(page).toHaveURL(/q=nenhum-projeto-tem-este-nome/);
    await expect(page.getByText("Nenhum projeto encontrado com os filtros aplicados.")).toBeVisible();
  });

  test('a creator narrows the list to "Meus projetos", kept in the URL', async ({ page }) => {
    await loginAs(page, DEMO.creator);
    await page.goto("/dashboard/projects?q=Residencial");
    const card = (title: string) =>
      page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await expect(card("Residencial Beira-Mar Natal")).toBeVisible(); // Grupo Horizonte's, public
    await page.getByRole("button", { name: "Meus projetos" }).click();
    await expect(page).toHaveURL(/scope=mine/);
    await expect(page).toHaveURL(/q=Residencial/);
    await expect(page.getByRole("button", { name: "Meus projetos" })).toHaveAttribute("aria-pressed", "true");
    await expect(card("Residencial Jardim das Acácias")).toBeVisible();
    await expect(card("Residencial Beira-Mar Natal")).toHaveCount(0);
    await page.reload();
    await expect(card("Residencial Beira-Mar Natal")).toHaveCount(0);
    await page.getByRole("button", { name: "Todos os projetos" }).click();
    await expect(card("Residencial Beira-Mar Natal")).toBeVisible();
  });

  test("the header search suggests projects and opens the chosen one", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    const search = page.getByRole("combobox", { name: "Buscar projetos" });
    await search.pressSequentially("residencial");
    // Until then the list may still show an earlier prefix's matches (kept while the new ones load).
    await expect(page.getByRole("listbox", { name: "Projetos encontrados" })).toHaveAttribute("aria-busy", "false");
    const first = page.getByRole("option").first();
    await expect(first).toBeVisible();
    const title = (await first.locator("span").first().textContent())!;
    await search.press("ArrowDown");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Alicerce`);
  });

  test("a creator creates a project with the wizard and lands on it", async ({ page }) => {
    await loginAs(page, DEMO.creator);
    await page.goto("/dashboard/projects");
    await page.getByRole("link", { name: "Criar Projeto" }).click();
    await expect(page.getByRole("button", { name: "Anterior" })).toBeDisabled();
    await page.getByRole("radio", { name: /Colaborativo/ }).click();
    await page.getByRole("button", { name: "Próximo" }).click();
    const title = `Projeto E2E ${Date.now()}`;
    await page.getByLabel("Título do projeto").fill(title);
    await page.getByLabel("Cidade").fill("Londrina");
    await page.getByRole("combobox", { name: "Estado" }).click();
    await page.getByRole("option", { name: "PR" }).click();
    await page.getByRole("combobox", { name: "Tipo de projeto" }).click();
    await page.getByRole("option", { name: "Misto" }).click();
    for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Próximo" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Revisão" })).toBeVisible();
    await page.getByRole("button", { name: "Criar Projeto" }).click();
    await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
    await expect(toast(page)).toContainText("Projeto criado com sucesso!");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator('[data-slot="badge"]', { hasText: "Rascunho" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviar para análise jurídica" })).toBeVisible();
  });

  test("an investor invests from the card and withdraws within 5 business days", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto("/dashboard/projects?status=funding_open");
    await page.getByRole("article").first().getByRole("link", { name: "Investir agora" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "Investimentos em projetos imobiliários envolvem riscos, inclusive de perda do capital investido. Não há garantia de retorno.",
    );
    await expect(dialog).toContainText(
      "Você pode desistir deste investimento em até 5 dias úteis, com devolução integral do valor pago.",
    );
    await expect(dialog.getByText(/Limite anual disponível: R\$|Sem limite \(investidor qualificado\)/)).toBeVisible();
    const amount = dialog.getByLabel("Valor do investimento");
    await amount.pressSequentially("500000");
    await expect(amount).toHaveValue("R$ 5.000,00");
    const confirm = dialog.getByRole("button", { name: "Confirmar investimento" });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole("checkbox").click();
    await confirm.click();
    await expect(toast(page)).toContainText("Investimento registrado!");
    await expect(toast(page)).toContainText("R$ 5.000,00");

    // "Pagar com Pix" opens over the page; an awaiting commitment may be withdrawn too (its charge is cancelled).
    const pix = page.getByRole("dialog", { name: "Pagar com Pix" });
    await expect(pix).toContainText("R$ 5.000,00");
    await pix.getByRole("button", { name: "Fechar" }).first().click();
    await expect(pix).toBeHidden();

    const mine = page.getByRole("complementary").filter({ hasText: "Meus investimentos" });
    await expect(mine.getByText("Aguardando pagamento", { exact: true }).first()).toBeVisible();
    await expect(mine.getByText(/desistência possível até \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
    await mine.getByRole("button", { name: "Desistir" }).first().click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Desistir do investimento" }).click();
    await expect(toast(page)).toContainText("Desistência registrada");
  });
});
