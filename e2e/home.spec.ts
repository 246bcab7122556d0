import { createAccountViaApi, DEMO, expect, loginAs, test, toasts } from "./fixtures";
import type { Locator, Page } from "@playwright/test";

/** The stat card titled `label` on the home (docs/product/dashboard.md#stat-cards). */
const stat = (page: Page, label: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: label, exact: true }) });

test.describe("home figures and recommendations (docs/product/dashboard.md)", () => {
  test("the demo investor sees her figures, her charts and 'Projetos para você' with the reasons", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await expect(stat(page, "Total investido")).toContainText(/R\$\s[\d.]+,\d{2}/);
    await expect(stat(page, "Projetos ativos")).toContainText(/\d+/);
    await expect(stat(page, "ROI médio")).toContainText(/\d+,\d%/);
    await expect(page.getByRole("heading", { name: "Seus investimentos", level: 2 })).toBeVisible();
    await expect(page.getByRole("figure").filter({ hasText: "Por tipo de projeto" })).toContainText("Apartamentos");
    const forYou = page.getByRole("region", { name: "Projetos para você" });
    const mirante = forYou.getByRole("link", { name: /Edifício Mirante do Lago/ });
    await expect(mirante).toContainText("Você já investe em Apartamentos");
    await expect(mirante).toContainText(/cabe no seu limite anual/);
    await mirante.click();
    await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]+$/);
  });

  test("the demo creator sees raised against target and 'Fornecedores recomendados' per project", async ({ page }) => {
    await loginAs(page, DEMO.creator);
    await expect(stat(page, "Total captado")).toContainText(/R\$\s[\d.]+,\d{2}/);
    await expect(page.getByRole("figure").filter({ hasText: "Captado x meta por projeto" })).toContainText(
      "Residencial Jardim das Acácias",
    );
    const suppliers = page.getByRole("region", { name: "Fornecedores recomendados" });
    const acacias = suppliers.getByRole("listitem").filter({ hasText: "Residencial Jardim das Acácias" }).first();
    await expect(acacias).toContainText(/Mesmo estado · (\d,\d ★|Sem avaliações) · /);
    await expect(page.getByRole("link", { name: "Gerenciar Projetos" })).toBeVisible();
  });

  test("a new investor's figure moves right after investing", async ({ page, request }) => {
    const account = await createAccountViaApi(request, { name: "Iara Nova Investidora", type: "investor" });
    await loginAs(page, account.email, account.password);
    await expect(stat(page, "Total investido")).toContainText("R$ 0,00");
    await expect(page.getByText("Você ainda não tem investimentos ativos.")).toBeVisible();
    const forYou = page.getByRole("region", { name: "Projetos para você" });
    await forYou.getByRole("link", { name: /Condomínio Parque das Águas/ }).click();
    await page.getByRole("button", { name: "Investir agora" }).first().click();
    const dialog = page.getByRole("dialog");
    const amount = dialog.getByLabel("Valor do investimento");
    await amount.pressSequentially("123400");
    await expect(amount).toHaveValue("R$ 1.234,00");
    await dialog.getByRole("checkbox").click();
    await dialog.getByRole("button", { name: "Confirmar investimento" }).click();
    await expect(toasts(page).first()).toContainText("Investimento registrado!");
    // "Pagar com Pix" opens over the page; "Total investido" counts active commitments, paid or awaiting their
    // Pix (docs/decisions/023-home-figures-and-recommendations.md), so she closes it unpaid.
    const pix = page.getByRole("dialog", { name: "Pagar com Pix" });
    await expect(pix).toContainText("R$ 1.234,00");
    await pix.getByRole("button", { name: "Fechar" }).first().click();
    await expect(pix).toBeHidden();
    await page.getByRole("link", { name: "Home" }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(stat(page, "Total investido")).toContainText("R$ 1.234,00");
    await expect(stat(page, "Projetos ativos")).toContainText("1");
    await expect(stat(page, "ROI médio")).toContainText("13,5%");
    // She now holds a commitment in it: it leaves "Projetos para você".
    await expect(page.getByRole("region", { name: "Projetos para você" })).not.toContainText(
      "Condomínio Parque das Águas",
    );
  });
});
