import { request as playwrightRequest } from "@playwright/test";
import { createAccountViaApi, DEMO, expect, loginAs, test, toasts } from "./fixtures";
import { createSupplierViaApi } from "./supplier-helpers";

const ADMIN_DESK_REFUSAL = "Esta área é exclusiva dos administradores da plataforma.";

test.describe("admin desk", () => {
  test("an admin verifies a supplier and the marketplace shows its badge", async ({ page, baseURL }) => {
    const supplierApi = await playwrightRequest.newContext({ baseURL });
    const supplier = await createSupplierViaApi(supplierApi);
    await supplierApi.dispose();

    await loginAs(page, DEMO.admin);
    await page.getByRole("link", { name: "Administração" }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Administração" })).toBeVisible();
    await expect(page.getByText("Total investido", { exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name: "Usuários por tipo" })).toContainText("Admin Plataforma");

    await page.getByRole("tab", { name: "Fornecedores" }).click();
    await expect(page).toHaveURL(/tab=fornecedores/);
    await page.getByRole("searchbox", { name: "Buscar fornecedores" }).fill(supplier.company_name);
    const rows = page.getByRole("list", { name: "Fornecedores" }).getByRole("listitem");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Não verificado");

    await rows
      .first()
      .getByRole("button", { name: `Verificar ${supplier.company_name}` })
      .click();
    const dialog = page.getByRole("alertdialog", { name: "Verificar este fornecedor?" });
    await expect(dialog).toContainText(supplier.company_name);
    await dialog.getByRole("button", { name: "Verificar" }).click();
    await expect(toasts(page)).toContainText("Fornecedor verificado");
    await expect(rows.first()).toContainText("Verificado");
    await expect(rows.first()).not.toContainText("Não verificado");
    await expect(
      rows.first().getByRole("button", { name: `Remover verificação de ${supplier.company_name}` }),
    ).toBeVisible();

    await page.goto(`/dashboard/marketplace?q=${encodeURIComponent(supplier.company_name)}`);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: supplier.company_name, exact: true }) });
    await expect(card).toContainText("Verificado");
  });

  test("an admin finds a legal account waiting and verifies it after checking its OAB", async ({ page, baseURL }) => {
    const api = await playwrightRequest.newContext({ baseURL });
    // A legal account states its OAB registration at sign-up; the helper sends any extra field.
    const signUp = { name: "Larissa Pendente", type: "legal", oab_number: "445566", oab_state: "MG" };
    const legal = await createAccountViaApi(api, signUp);
    await api.dispose();

    await loginAs(page, DEMO.admin);
    await page.goto("/dashboard/admin?tab=usuarios");
    await page.getByRole("combobox", { name: "Filtrar por tipo" }).click();
    await page.getByRole("option", { name: "Jurídico", exact: true }).click();
    await page.getByRole("combobox", { name: "Filtrar por verificação" }).click();
    await page.getByRole("option", { name: "Não verificados" }).click();
    await expect(page).toHaveURL(/type=legal/);
    await expect(page).toHaveURL(/verified=false/);
    await page.getByRole("searchbox", { name: "Buscar usuários" }).fill(legal.email);
    const row = page.getByRole("list", { name: "Usuários" }).getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("445566/MG");

    await row.getByRole("button", { name: "Verificar Larissa Pendente" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Verificar esta conta?" });
    await expect(dialog).toContainText("OAB 445566/MG");
    await dialog.getByRole("button", { name: "Verificar" }).click();
    await expect(toasts(page)).toContainText("Conta verificada");
    // Still filtered on "Não verificados": the verified account leaves the list.
    await expect(page.getByText("Nenhum usuário encontrado")).toBeVisible();
  });

  test("everyone else is refused, on the screen and by the API", async ({ page }) => {
    await loginAs(page, DEMO.legal);
    await expect(page.getByRole("link", { name: "Aprovações" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Administração" })).toHaveCount(0);
    await page.goto("/dashboard/admin");
    await expect(page.getByText("Acesso restrito")).toBeVisible();
    await expect(page.getByText(ADMIN_DESK_REFUSAL)).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    const refused = await page.request.get("/api/admin/totals");
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(ADMIN_DESK_REFUSAL);
  });
});
