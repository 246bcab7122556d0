import { randomUUID } from "node:crypto";
import { createAccountViaApi, DEMO, expect, loginAs, test, toasts } from "./fixtures";
import { pngBuffer, uniqueCnpj } from "./supplier-helpers";

const DEMO_SUPPLIER = "Fundações Sólidas Engenharia";
const supplierCard = (page: import("@playwright/test").Page, company: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: company, exact: true }) });

test.describe("supplier list", () => {
  test("/dashboard/suppliers and /dashboard/marketplace: search and filters live in the URL", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto("/dashboard/suppliers");
    await expect(page.getByRole("heading", { level: 1, name: "Fornecedores" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    // Verified suppliers with reviews come first (docs/product/marketplace.md#supplier-list).
    await expect(page.getByRole("article").first()).toContainText("Verificado");

    const category = page.getByRole("combobox", { name: "Filtrar por categoria" });
    await expect(category).toHaveText("Todas as categorias");
    await category.click();
    await expect(page.getByRole("option", { name: "Materiais de Construção" })).toBeVisible();
    await page.getByRole("option", { name: "Fundação", exact: true }).click();
    await expect(page).toHaveURL(/category=fundacao/);
    const card = supplierCard(page, DEMO_SUPPLIER);
    await expect(card).toBeVisible();
    await expect(card).toContainText("Fundação");
    await expect(card).toContainText("São Paulo/SP");
    await expect(card).toContainText("Verificado");
    await expect(card).toContainText(/\d,\d/);
    await expect(card).toContainText("dias úteis");

    await page.getByRole("combobox", { name: "Filtrar por estado" }).click();
    await page.getByRole("option", { name: "SP", exact: true }).click();
    await expect(page).toHaveURL(/state=SP/);
    await expect(card).toBeVisible();

    // The URL alone restores the filters.
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Filtrar por categoria" })).toHaveText("Fundação");
    await expect(page.getByRole("combobox", { name: "Filtrar por estado" })).toHaveText("SP");

    await page
      .getByRole("navigation", { name: "Menu Principal" })
      .getByRole("link", { name: "Marketplace", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Marketplace" })).toBeVisible();
    await page.getByLabel("Buscar fornecedores").fill("nada-que-exista-xyz");
    await expect(page).toHaveURL(/q=nada-que-exista-xyz/);
    await expect(page.getByText("Nenhum fornecedor encontrado", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await expect(page.getByRole("article").first()).toBeVisible();

    await page.getByLabel("Buscar fornecedores").fill("Fundações Sólidas");
    await expect(supplierCard(page, DEMO_SUPPLIER)).toBeVisible();
    await supplierCard(page, DEMO_SUPPLIER)
      .getByRole("link", { name: /Ver perfil/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/marketplace\/supplier\/[0-9a-f-]+$/);
    await page.goBack();
    await supplierCard(page, DEMO_SUPPLIER)
      .getByRole("link", { name: /Solicitar cotação/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/marketplace\/quotation\/[0-9a-f-]+$/);
  });

  test("shows 6 skeleton cards while loading and pages with Carregar mais", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/suppliers?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/dashboard/suppliers");
    await expect(page.getByTestId("supplier-skeleton")).toHaveCount(6);
    release();
    await expect(page.getByRole("article")).toHaveCount(12);
    await page.getByRole("button", { name: "Carregar mais" }).click();
    await expect.poll(() => page.getByRole("article").count()).toBeGreaterThan(12);
  });
});

test.describe("search box and links", () => {
  // The service worker would answer the page's code from its cache, out of page.route's reach.
  test.use({ serviceWorkers: "block" });

  test("a link clicked right after typing wins over the search", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    // The profile's code arrives slowly, as on a mobile connection: the list stays on screen meanwhile.
    await page.route("**/assets/supplier-profile-page-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    // The page's timers (the search's debounce) run on Playwright's clock.
    await page.clock.install();
    await page.goto("/dashboard/suppliers?category=fundacao");
    const card = supplierCard(page, DEMO_SUPPLIER);
    await expect(card).toBeVisible();
    await page.getByLabel("Buscar fornecedores").pressSequentially("Fund");
    await card.getByRole("link", { name: /Ver perfil/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: DEMO_SUPPLIER })).toBeVisible();
    // Still there once every timer of the list page has fired.
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(/\/dashboard\/marketplace\/supplier\/[0-9a-f-]+$/);
    await page.goBack();
    await expect(page).toHaveURL(/q=Fund/);
    await expect(page.getByLabel("Buscar fornecedores")).toHaveValue("Fund");
  });
});

test.describe("supplier profile", () => {
  test("header, the three tabs and the quotation button", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto("/dashboard/marketplace?q=Funda%C3%A7%C3%B5es%20S%C3%B3lidas");
    await supplierCard(page, DEMO_SUPPLIER)
      .getByRole("link", { name: /Ver perfil/ })
      .click();

    await expect(page.getByRole("heading", { level: 1, name: DEMO_SUPPLIER })).toBeVisible();
    const header = page.locator("main header").filter({ hasText: DEMO_SUPPLIER });
    await expect(header).toContainText("Fundação");
    await expect(header).toContainText("São Paulo/SP");
    await expect(header).toContainText("Verificado");
    await expect(header).toContainText(/\d,\d/);
    await expect(header).toContainText(/\d+ avaliaç(ão|ões)/);
    await expect(header).toContainText(/\d+ projetos? concluídos?/);

    const info = page.getByRole("tabpanel");
    await expect(info).toContainText("Raio de atendimento");
    await expect(info).toContainText("dias úteis");
    await expect(info).toContainText("11.222.333/0001-81");
    await expect(info).toContainText("Responsável");

    await page.getByRole("tab", { name: "Portfólio" }).click();
    await expect(page.getByRole("tabpanel").getByRole("img").first()).toBeVisible();
    await page.getByRole("tab", { name: "Avaliações" }).click();
    await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toContainText("Qualidade");

    await page.getByRole("link", { name: "Solicitar cotação" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Solicitar Cotação" })).toBeVisible();
    await page.getByRole("button", { name: "Voltar" }).click();
    await page.getByRole("link", { name: "Voltar para fornecedores" }).click();
    await expect(page).toHaveURL(/\/dashboard\/suppliers$/);
  });

  test("an unknown supplier: error toast and Fornecedor não encontrado", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto(`/dashboard/marketplace/supplier/${randomUUID()}`);
    await expect(toasts(page)).toContainText("Erro");
    await expect(toasts(page)).toContainText("Não foi possível carregar o perfil do fornecedor.");
    await expect(page.getByText("Fornecedor não encontrado", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para fornecedores" }).click();
    await expect(page).toHaveURL(/\/dashboard\/suppliers$/);
  });
});

test.describe("supplier registration", () => {
  test("a new user registers as a supplier with a portfolio, then edits the record", async ({ page, request }) => {
    const account = await createAccountViaApi(request, { name: "Marina Marceneira" });
    await loginAs(page, account.email, account.password);
    await page.goto("/dashboard/suppliers");
    await page.getByRole("button", { name: "Cadastrar como fornecedor" }).click();
    const dialog = page.getByRole("dialog", { name: "Cadastrar como fornecedor" });
    await expect(dialog).toBeVisible();

    const company = `Marcenaria E2E ${Date.now().toString(36)}`;
    const cnpj = uniqueCnpj();
    await dialog.getByLabel("Nome da empresa").fill(company);
    await dialog.getByLabel("CNPJ").pressSequentially(cnpj);
    await expect(dialog.getByLabel("CNPJ")).toHaveValue(
      `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
    );
    await dialog.getByRole("combobox", { name: "Categoria" }).click();
    await page.getByRole("option", { name: "Esquadrias" }).click();
    await dialog.getByLabel("Descrição").fill("Portas e janelas sob medida.");
    await dialog.getByLabel("Cidade").fill("Londrina");
    await dialog.getByRole("combobox", { name: "Estado" }).click();
    await page.getByRole("option", { name: "PR", exact: true }).click();
    await dialog.getByLabel("Raio de atendimento (km)").fill("120");
    await dialog.getByLabel("Prazo médio de entrega (dias úteis)").fill("9");
    await dialog.getByRole("checkbox", { name: "PIX" }).check();
    await dialog.getByRole("checkbox", { name: "Cartão de crédito" }).check();
    await dialog
      .getByTestId("portfolio-input")
      .setInputFiles({ name: "porta.png", mimeType: "image/png", buffer: pngBuffer() });
    await expect(dialog.getByRole("img", { name: "porta.png" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cadastrar fornecedor" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Cadastrar fornecedor" }).click();

    await expect(toasts(page)).toContainText("Cadastro realizado!");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Meu cadastro de fornecedor" })).toBeVisible();
    await page.getByLabel("Buscar fornecedores").fill(company);
    const card = supplierCard(page, company);
    await expect(card).toContainText("Esquadrias");
    await expect(card).toContainText("Londrina/PR");
    await expect(card).toContainText("9 dias úteis");
    await expect(card.locator("img")).toHaveCount(1);

    await card.getByRole("link", { name: /Ver perfil/ }).click();
    await expect(page.getByRole("link", { name: "Solicitar cotação" })).toHaveCount(0);
    await page.getByRole("button", { name: "Editar cadastro" }).click();
    const edit = page.getByRole("dialog", { name: "Meu cadastro de fornecedor" });
    await expect(edit.getByLabel("Nome da empresa")).toHaveValue(company);
    await expect(edit.getByRole("checkbox", { name: "Cartão de crédito" })).toBeChecked();
    await edit.getByLabel("Descrição").fill("Portas, janelas e armários sob medida.");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toasts(page)).toContainText("Cadastro atualizado!");
    await expect(page.getByRole("tabpanel")).toContainText("Portas, janelas e armários sob medida.");
    await expect(page.getByRole("tabpanel")).toContainText("PIX, Cartão de crédito");
    // The kept portfolio image is still there after the edit.
    await page.getByRole("tab", { name: "Portfólio" }).click();
    await expect(page.getByRole("tabpanel").getByRole("img")).toHaveCount(1);
  });

  test("field errors: an invalid CNPJ and one already registered", async ({ page, request }) => {
    const account = await createAccountViaApi(request);
    await loginAs(page, account.email, account.password);
    await page.goto("/dashboard/marketplace");
    await page.getByRole("button", { name: "Cadastrar como fornecedor" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Cadastrar fornecedor" }).click();
    await expect(dialog.getByText("Informe o nome da empresa.")).toBeVisible();
    await expect(dialog.getByText("Por favor, insira um CNPJ válido.")).toBeVisible();
    await expect(dialog.getByLabel("Nome da empresa")).toBeFocused();

    await dialog.getByLabel("Nome da empresa").fill("Empresa Repetida E2E");
    // The demo supplier's CNPJ: the server refuses it with a field error.
    await dialog.getByLabel("CNPJ").pressSequentially("11222333000181");
    await dialog.getByRole("combobox", { name: "Categoria" }).click();
    await page.getByRole("option", { name: "Pintura" }).click();
    await dialog.getByLabel("Cidade").fill("Santos");
    await dialog.getByRole("combobox", { name: "Estado" }).click();
    await page.getByRole("option", { name: "SP", exact: true }).click();
    await dialog.getByLabel("Raio de atendimento (km)").fill("30");
    await dialog.getByLabel("Prazo médio de entrega (dias úteis)").fill("5");
    await dialog.getByRole("button", { name: "Cadastrar fornecedor" }).click();
    await expect(toasts(page)).toContainText("Este CNPJ já está cadastrado por outro fornecedor.");
    await expect(dialog.getByText("CNPJ já cadastrado.")).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
