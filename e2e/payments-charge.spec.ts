// The investor pays (docs/product/payments.md#pagamento-do-investimento): a new investor commits, sees "Pagar
// com Pix", simulates the payment in the sandbox, and the project's raised amount moves only then, live.
import { createAccountViaApi, expect, loginAs, projectIdByTitle, test } from "./fixtures.ts";

/** A seeded public raise (minimum ticket R$ 5.000,00). */
const PROJECT = "Residencial Jardim das Acácias";

/** "R$ 1.234.567,89" → 123456789 (cents). */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ""));

test("a new investor commits, pays with Simular pagamento, and the raised amount moves only then", async ({
  page,
  request,
}) => {
  const investor = await createAccountViaApi(request, { name: "Paulo Pagador" });
  await loginAs(page, investor.email, investor.password);
  await page.goto(`/dashboard/projects/${await projectIdByTitle(page, PROJECT)}`);
  const raised = page.getByTestId("raised-amount");
  const before = cents(await raised.innerText());

  await page.getByRole("button", { name: "Investir agora" }).click();
  const invest = page.getByRole("dialog");
  await invest.getByLabel("Valor do investimento").pressSequentially("500000");
  await invest.getByRole("checkbox").click();
  await invest.getByRole("button", { name: "Confirmar investimento" }).click();

  const pix = page.getByRole("dialog", { name: "Pagar com Pix" });
  await expect(pix).toContainText("Ambiente de testes: nenhum dinheiro real é movimentado.");
  await expect(pix.getByRole("img", { name: "QR code do Pix" })).toBeVisible({ timeout: 15_000 });
  await expect(pix).toContainText("R$ 5.000,00");
  await expect(pix).toContainText("horário de Brasília");
  await expect(pix.getByRole("button", { name: "Copiar código Pix" })).toBeVisible();

  // Committed, not paid: the raised amount has not moved; the commitment is reserved apart.
  await expect(page.getByText(/reservados aguardando pagamento/)).toBeVisible();
  expect(cents(await raised.innerText())).toBe(before);

  await pix.getByRole("button", { name: "Simular pagamento" }).click();
  // The sandbox notifies the webhook, the intake credits the Pix, and the page hears it live (no reload).
  await expect(pix.getByText("Pagamento confirmado")).toBeVisible({ timeout: 30_000 });
  await expect(async () => expect(cents(await raised.innerText())).toBe(before + 500_000)).toPass({ timeout: 30_000 });

  await pix.getByRole("button", { name: "Fechar" }).first().click();
  const mine = page.getByRole("complementary").filter({ hasText: "Meus investimentos" });
  await expect(mine.getByText("Pago", { exact: true })).toBeVisible();
});
