import type { Page } from "@playwright/test";
import { createAccountViaApi, DEMO, expect, loginAs, test } from "./fixtures";

const AFETACAO = "Patrimônio de afetação: a proteção do dinheiro da obra";
const SCP = "O que é uma SCP e por que ela é usada em incorporações";

const contentCard = (page: Page, title: string) =>
  page
    .getByRole("region", { name: "Todo o conteúdo" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test.describe("/dashboard/learn", () => {
  test("search and filters run on the server, live in the URL, and an item opens with its full text", async ({
    page,
  }) => {
    await loginAs(page, DEMO.investor);
    await page.getByRole("navigation", { name: "Menu Principal" }).getByRole("link", { name: "Aprenda" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Aprenda" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Conteúdo" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "FAQs" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Ferramentas" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Em destaque" }).getByRole("article").first()).toBeVisible();
    await expect(page.getByText(/^\d+ conteúdos$/)).toBeVisible();

    // Search ignores accents; the URL keeps it.
    await page.getByRole("searchbox", { name: "Buscar conteúdos" }).fill("afetacao");
    await expect(page).toHaveURL(/q=afetacao/);
    await expect(contentCard(page, AFETACAO)).toBeVisible();
    await expect(contentCard(page, SCP)).toHaveCount(0);

    // Category, level and type, each a server filter.
    await page.getByRole("searchbox", { name: "Buscar conteúdos" }).fill("");
    await page.getByRole("combobox", { name: "Filtrar por categoria" }).click();
    await page.getByRole("option", { name: "Jurídico", exact: true }).click();
    await expect(page).toHaveURL(/category=legal/);
    await page.getByRole("combobox", { name: "Filtrar por nível" }).click();
    await page.getByRole("option", { name: "Iniciante", exact: true }).click();
    await expect(page).toHaveURL(/level=beginner/);
    await page.getByRole("combobox", { name: "Filtrar por tipo" }).click();
    await page.getByRole("option", { name: "Artigo", exact: true }).click();
    await expect(page).toHaveURL(/type=article/);
    await expect(page.getByText("1 conteúdo", { exact: true })).toBeVisible();
    await expect(contentCard(page, SCP)).toBeVisible();

    // The URL alone restores the filters.
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Filtrar por categoria" })).toHaveText("Jurídico");
    await expect(page.getByRole("combobox", { name: "Filtrar por nível" })).toHaveText("Iniciante");
    await expect(page.getByRole("combobox", { name: "Filtrar por tipo" })).toHaveText("Artigo");
    await expect(contentCard(page, SCP)).toBeVisible();

    // No match, then clear everything.
    await page.getByRole("searchbox", { name: "Buscar conteúdos" }).fill("nada parecido com isto");
    await expect(page.getByText("Nenhum conteúdo encontrado")).toBeVisible();
    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await expect(page).toHaveURL(/\/dashboard\/learn$/);
    await expect(page.getByRole("combobox", { name: "Filtrar por categoria" })).toHaveText("Todas as categorias");

    // Open an item: its full text, and the view is counted.
    const views = await contentCard(page, SCP)
      .getByText(/visualizaç/)
      .innerText();
    const before = Number(views.replace(/\D/g, ""));
    await contentCard(page, SCP).getByRole("link", { name: SCP }).click();
    await expect(page).toHaveURL(/\/dashboard\/learn\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: SCP })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "O risco que você precisa conhecer" })).toBeVisible();
    await expect(page.getByText(/art\. 994, § 2º/)).toBeVisible();
    await expect(page.getByTestId("learn-item-views")).toHaveText(
      `${(before + 1).toLocaleString("pt-BR")} visualizações`,
    );
    await page.getByRole("link", { name: "Voltar para Aprenda" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Aprenda" })).toBeVisible();
  });

  test("an unknown item says so and leads back", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto("/dashboard/learn/00000000-0000-4000-8000-000000000000");
    await expect(page.getByText("Conteúdo não encontrado")).toBeVisible();
    await page.getByRole("link", { name: "Voltar para Aprenda" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Aprenda" })).toBeVisible();
  });

  test("FAQs answer from the database", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto("/dashboard/learn");
    await page.getByRole("tab", { name: "FAQs" }).click();
    await expect(page).toHaveURL(/aba=faqs/);
    const question = page.getByText("Qual é o valor mínimo para investir em um projeto?");
    await question.click();
    await expect(page.getByText(/entre R\$ 10\.000 e R\$ 50\.000 por projeto/)).toBeVisible();
    await page.getByText("Quanto tempo leva a aprovação de um projeto?").click();
    await expect(page.getByText(/de 7 a 15 dias úteis/)).toBeVisible();
  });

  test("the ROI calculator's figures and the risk analysis", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto("/dashboard/learn?aba=ferramentas");
    await expect(page.getByRole("tab", { name: "Ferramentas" })).toHaveAttribute("aria-selected", "true");
    await expect(
      page.getByText("Preencha os três campos para ver o valor final, o ganho e o retorno anualizado."),
    ).toBeVisible();

    // The money box fills from the right in centavos: 5000000 → R$ 50.000,00.
    await page.getByLabel("Valor investido").pressSequentially("5000000");
    await expect(page.getByLabel("Valor investido")).toHaveValue(/50\.000,00/);
    await page.getByLabel("Retorno esperado (%)").fill("20");
    await page.getByLabel("Prazo (meses)").fill("36");
    await expect(page.getByTestId("roi-final")).toHaveText(/R\$\s60\.000,00/);
    await expect(page.getByTestId("roi-gain")).toHaveText(/R\$\s10\.000,00/);
    await expect(page.getByTestId("roi-annualised")).toHaveText("6,27% ao ano");

    // Updating a field updates the figures; a negative return is refused with a reason.
    await page.getByLabel("Prazo (meses)").fill("6");
    await page.getByLabel("Retorno esperado (%)").fill("10,5");
    await expect(page.getByTestId("roi-final")).toHaveText(/R\$\s55\.250,00/);
    await expect(page.getByTestId("roi-annualised")).toHaveText("22,10% ao ano");
    await page.getByLabel("Retorno esperado (%)").fill("-5");
    await expect(page.getByText("O retorno esperado não pode ser negativo.")).toBeVisible();
    await expect(page.getByTestId("roi-final")).toHaveCount(0);

    // The risk analysis asks for every answer, then scores and explains.
    await page.getByRole("button", { name: "Analisar risco" }).click();
    await expect(page.getByText("Responda a todas as perguntas para calcular o risco.")).toBeVisible();
    const questions = page.getByRole("radiogroup");
    const count = await questions.count();
    for (let i = 0; i < count; i++) await questions.nth(i).getByRole("radio").first().click();
    await page.getByRole("button", { name: "Analisar risco" }).click();
    await expect(page.getByTestId("risk-level")).toHaveText("Risco baixo");
    await expect(page.getByTestId("risk-score")).toHaveText("Pontuação: 0 de 100");
    await expect(page.getByRole("heading", { name: "Pontos fortes" })).toBeVisible();
    // The answer about the land turns to "not checked": the score follows and explains why.
    await page.getByRole("radio", { name: "Não verifiquei" }).click();
    await expect(page.getByTestId("risk-score")).toHaveText("Pontuação: 18 de 100");
    await expect(page.getByRole("heading", { name: "Pontos de atenção" })).toBeVisible();
    await expect(
      page.getByText("Sem a matrícula e as certidões, não é possível saber se o terreno está livre para a obra."),
    ).toBeVisible();
  });

  test("the document checklist keeps each user's ticks across a reload", async ({ page, request }) => {
    const account = await createAccountViaApi(request, { name: "Checklist E2E" });
    await loginAs(page, account.email, account.password);
    await page.goto("/dashboard/learn?aba=ferramentas");
    await page.getByRole("combobox", { name: "Tipo de projeto" }).click();
    await page.getByRole("option", { name: "Casas", exact: true }).click();
    const item = page.getByRole("checkbox", { name: "Licença ambiental" });
    await expect(item).not.toBeChecked();
    const progress = page.getByTestId("checklist-progress");
    await expect(progress).toHaveText(/^0 de \d+ documentos conferidos$/);
    const saved = page.waitForResponse(
      (r) => r.url().includes("/api/learning/checklist/") && r.request().method() === "PUT",
    );
    await item.click();
    expect((await saved).status()).toBe(200);
    await expect(item).toBeChecked();
    await expect(progress).toHaveText(/^1 de \d+ documentos conferidos$/);

    await page.reload();
    await page.getByRole("combobox", { name: "Tipo de projeto" }).click();
    await page.getByRole("option", { name: "Casas", exact: true }).click();
    await expect(page.getByRole("checkbox", { name: "Licença ambiental" })).toBeChecked();
    await expect(page.getByTestId("checklist-progress")).toHaveText(/^1 de \d+ documentos conferidos$/);

    // Another user's checklist is their own.
    await page.context().clearCookies();
    await loginAs(page, DEMO.creator);
    await page.goto("/dashboard/learn?aba=ferramentas");
    await page.getByRole("combobox", { name: "Tipo de projeto" }).click();
    await page.getByRole("option", { name: "Casas", exact: true }).click();
    await expect(page.getByRole("checkbox", { name: "Licença ambiental" })).not.toBeChecked();
  });
});
