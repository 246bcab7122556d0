import { DEMO, expect, loggedInPage, projectIdByTitle, test, toasts } from "./fixtures";

// docs/product/distributions.md: the creator records a distribution on a project in
// execution; the investor sees her share on the project page and in Minha Conta.

const PROJECT = "Vila Serena Casas";

test("the creator records a rendimento; the investor finds her share on the project and in Minha Conta", async ({
  browser,
}) => {
  const creator = await loggedInPage(browser, DEMO.creator);
  const projectId = await projectIdByTitle(creator, PROJECT);
  await creator.goto(`/dashboard/projects/${projectId}`);
  // The demo data already paid rendimentos on this project.
  await expect(creator.getByRole("list", { name: "Distribuições do projeto" })).toBeVisible();
  const before = await creator.getByRole("list", { name: "Distribuições do projeto" }).getByRole("listitem").count();

  await creator.getByRole("button", { name: "Registrar distribuição" }).click();
  const dialog = creator.getByRole("dialog", { name: "Registrar distribuição" });
  await dialog.getByRole("button", { name: "Registrar distribuição" }).click();
  await expect(dialog.getByText("Informe o valor total da distribuição.")).toBeVisible();
  const note = `Rendimento E2E ${Date.now().toString(36)}`;
  await dialog.getByLabel("Valor total").fill("12345,67");
  await dialog.getByLabel("Observação (opcional)").fill(note);
  await dialog.getByRole("button", { name: "Registrar distribuição" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(creator).filter({ hasText: "Distribuição registrada" })).toBeVisible();
  // Recorded, it awaits the creator's Pix (paying it: payments-distributions.spec.ts).
  const pix = creator.getByRole("dialog", { name: "Pagar com Pix" });
  await expect(pix).toBeVisible();
  await pix.getByRole("button", { name: "Fechar" }).first().click();
  await expect(pix).toBeHidden();
  const list = creator.getByRole("list", { name: "Distribuições do projeto" });
  await expect(list.getByRole("listitem")).toHaveCount(before + 1);
  const row = list.getByRole("listitem").filter({ hasText: note });
  await expect(row).toContainText("R$ 12.345,67");
  await expect(row).toContainText("Aguardando o Pix do empreendedor");
  await expect(row.getByRole("link", { name: /^Baixar as partes da distribuição de .* em CSV$/ })).toBeVisible();

  const investor = await loggedInPage(browser, DEMO.investor);
  await investor.goto(`/dashboard/projects/${projectId}`);
  const mine = investor
    .getByRole("list", { name: "Distribuições do projeto" })
    .getByRole("listitem")
    .filter({ hasText: note });
  await expect(mine).toContainText(/Sua parte: R\$\s[\d.]+,\d{2}/);
  await expect(investor.getByRole("button", { name: "Registrar distribuição" })).toHaveCount(0);
  await expect(mine.getByRole("link", { name: /CSV/ })).toHaveCount(0);

  await investor.goto("/dashboard/profile");
  await expect(investor.getByRole("heading", { level: 2, name: "Distribuições recebidas" })).toBeVisible();
  await expect(investor.getByRole("table", { name: "Totais recebidos por ano" })).toBeVisible();
  await expect(
    investor.getByRole("list", { name: "Pagamentos recebidos" }).getByRole("link", { name: PROJECT }).first(),
  ).toBeVisible();
});
