import { DEMO, expect, loginAs, test, toasts } from "./fixtures";

// The admin's reconciliation desk (docs/product/payments.md#conciliacao-mesa-do-admin): the demo data leaves a Pix
// whose txid is no charge of ours; the admin finds it among the differences and gives it back with a reason.
test.describe("payments desk", () => {
  test("the admin sees an unmatched Pix and resolves it with a reason", async ({ page }) => {
    await loginAs(page, DEMO.admin);
    await page.getByRole("link", { name: "Administração" }).click();
    await page.getByRole("tab", { name: "Conciliação" }).click();
    await expect(page).toHaveURL(/tab=conciliacao/);
    await expect(page.getByRole("note")).toContainText("Ambiente de testes: nenhum dinheiro real é movimentado.");
    await expect(page.getByText("Saldo da conta de custódia")).toBeVisible();

    const differences = page.getByRole("list", { name: "Diferenças" });
    const pix = differences
      .getByRole("listitem")
      .filter({ hasText: "Pix sem cobrança" })
      .filter({ hasText: /R\$\s250,00/ });
    await expect(pix).toHaveCount(1);
    await expect(pix).toContainText("que não é de nenhuma cobrança.");

    await pix.getByRole("button", { name: "Devolver ao pagador" }).click();
    const dialog = page.getByRole("dialog", { name: "Devolver ao pagador" });
    // The reason is required: nothing is sent without one.
    await dialog.getByRole("button", { name: "Devolver ao pagador" }).click();
    await expect(dialog.getByText("Informe o motivo da resolução.")).toBeVisible();
    await dialog.getByLabel("Motivo").fill("O pagador ligou: o Pix foi feito por engano.");
    await dialog.getByRole("button", { name: "Devolver ao pagador" }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText("Diferença resolvida");

    await expect(pix).toHaveCount(0);
    const resolutions = page.getByRole("list", { name: "Resoluções do dia" });
    await expect(resolutions).toContainText("Devolver ao pagador por");
    await expect(resolutions).toContainText("“O pagador ligou: o Pix foi feito por engano.”");
  });
});
