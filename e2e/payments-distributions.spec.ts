import { DEMO, expect, loggedInPage, projectIdByTitle, test, toasts } from "./fixtures";

// docs/product/payments.md#distribuicoes-pagas: the creator records a distribution and pays it by Pix with
// "Simular pagamento" (sandbox); the investor's share is paid to her Pix key, she sees its gross, tax and net,
// and the informe de rendimentos of the year carries it.

const PROJECT = "Vila Serena Casas";

test("the creator pays a distribution with Simular pagamento; the investor sees it paid and in the informe", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const creator = await loggedInPage(browser, DEMO.creator);
  const projectId = await projectIdByTitle(creator, PROJECT);
  await creator.goto(`/dashboard/projects/${projectId}`);
  await creator.getByRole("button", { name: "Registrar distribuição" }).click();
  const form = creator.getByRole("dialog", { name: "Registrar distribuição" });
  const note = `Distribuição paga E2E ${Date.now().toString(36)}`;
  await form.getByLabel("Valor total").fill("2000,00");
  await form.getByLabel("Observação (opcional)").fill(note);
  await form.getByRole("button", { name: "Registrar distribuição" }).click();
  await expect(toasts(creator).filter({ hasText: "Distribuição registrada" })).toBeVisible();

  // The Pix to pay it, then its simulation through the sandbox PSP and the webhook.
  const pix = creator.getByRole("dialog", { name: "Pagar com Pix" });
  await expect(pix.getByText("Ambiente de testes: nenhum dinheiro real é movimentado.")).toBeVisible();
  await expect(pix.getByRole("img", { name: "QR code do Pix" })).toBeVisible({ timeout: 30_000 });
  await pix.getByRole("button", { name: "Simular pagamento" }).click();
  await expect(pix.getByText("Pagamento confirmado")).toBeVisible({ timeout: 60_000 });
  await pix.getByRole("button", { name: "Fechar" }).first().click();
  await expect(pix).toBeHidden();
  const row = creator
    .getByRole("list", { name: "Distribuições do projeto" })
    .getByRole("listitem")
    .filter({ hasText: note });
  await expect(row).toContainText("R$ 2.000,00");
  await expect(row).toContainText(/Em pagamento|Paga/, { timeout: 60_000 });
  await expect(creator.getByRole("heading", { name: "IR retido nas distribuições" })).toBeVisible();

  // The investor's share reaches her Pix key: gross, tax withheld, net, paid.
  const investor = await loggedInPage(browser, DEMO.investor);
  await investor.goto(`/dashboard/projects/${projectId}`);
  const mine = investor
    .getByRole("list", { name: "Distribuições do projeto" })
    .getByRole("listitem")
    .filter({ hasText: note });
  await expect(async () => {
    await investor.reload();
    await expect(mine).toContainText(
      /Sua parte: R\$\s[\d.]+,\d{2} bruto · IR retido R\$\s0,00 · líquido R\$\s[\d.]+,\d{2} · Pago/,
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 60_000 });
  await expect(investor.getByRole("button", { name: /Pagar com Pix/ })).toHaveCount(0);

  await investor.goto("/dashboard/profile");
  const received = investor.getByRole("list", { name: "Pagamentos recebidos" }).getByRole("listitem").first();
  await expect(received).toContainText(PROJECT);
  await expect(received).toContainText(/Bruto R\$\s[\d.]+,\d{2} · IR retido R\$\s0,00/);
  await expect(received).toContainText("Pago");

  // The informe de rendimentos of the year is issued with it (its contents: payments-distributions.test.ts).
  const year = new Date().getFullYear();
  const informe = await investor.request.get(`/api/portfolio/income-statement?year=${year}`);
  expect(informe.status()).toBe(200);
  expect(informe.headers()["content-type"]).toContain("application/pdf");
});
