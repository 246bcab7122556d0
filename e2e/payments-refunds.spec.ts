// Refunds (docs/product/payments.md#devolucoes, docs/decisions/111-refunds-and-withdrawal-period.md): an
// investor pays a commitment ("Simular pagamento", the sandbox PSP), withdraws it within its period, and the
// refund's job gives the Pix back: the investor sees the payment "Devolvido".
import { createAccountViaApi, expect, loginAs, projectIdByTitle, test } from "./fixtures.ts";

/** A seeded public raise (minimum ticket R$ 5.000,00). */
const PROJECT = "Residencial Jardim das Acácias";

test("an investor pays, withdraws within the period and sees the money given back", async ({ page, request }) => {
  const investor = await createAccountViaApi(request, { name: "Irene Devolução" });
  await loginAs(page, investor.email, investor.password);
  await page.goto(`/dashboard/projects/${await projectIdByTitle(page, PROJECT)}`);

  await page.getByRole("button", { name: "Investir agora" }).click();
  const invest = page.getByRole("dialog");
  await invest.getByLabel("Valor do investimento").pressSequentially("500000");
  await invest.getByRole("checkbox").click();
  await invest.getByRole("button", { name: "Confirmar investimento" }).click();

  const pix = page.getByRole("dialog", { name: "Pagar com Pix" });
  await expect(pix).toContainText("Ambiente de testes: nenhum dinheiro real é movimentado.");
  await pix.getByRole("button", { name: "Simular pagamento" }).click();
  // The sandbox notifies the webhook, the intake credits the Pix, and the dialog hears it live.
  await expect(pix.getByText("Pagamento confirmado")).toBeVisible({ timeout: 30_000 });
  await pix.getByRole("button", { name: "Fechar" }).first().click();

  const mine = page.getByRole("complementary").filter({ hasText: "Meus investimentos" });
  await expect(mine.getByText("Pago", { exact: true })).toBeVisible();
  await expect(mine.getByText(/desistência possível até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await mine.getByRole("button", { name: "Desistir" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Desistir do investimento" }).click();
  await expect(page.getByRole("region", { name: /^Avisos/ })).toContainText("Desistência registrada");

  // The refund's job asks the sandbox PSP within seconds; the investor's list then says "Devolvido".
  await expect(async () => {
    await page.reload();
    await expect(mine.getByText("Devolvido", { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
});
