import { DEMO, expect, loggedInPage, projectIdByTitle, test, toasts } from "./fixtures";

// docs/product/budget-vs-actual.md: the creator reads budget against actual on a project
// in execution, with the warning past 10 % and the lines, and records an expense; the investor sees the
// totals only. The creator then corrects the expense and deletes it, after a confirmation, and the
// realized total follows each step (decision 063).

const PROJECT = "Vila Serena Casas";

test("the creator records an expense against a phase; the investor sees the totals, not the lines", async ({
  browser,
}) => {
  const creator = await loggedInPage(browser, DEMO.creator);
  const projectId = await projectIdByTitle(creator, PROJECT);
  await creator.goto(`/dashboard/projects/${projectId}`);
  await expect(creator.getByRole("heading", { level: 2, name: "Orçamento × realizado" })).toBeVisible();
  const chart = creator.getByRole("list", { name: "Orçado e realizado por etapa" });
  // The demo's second phase spent 13 % more than its budget.
  await expect(chart.getByText(/^A etapa .* passou mais de 10 % do orçamento\.$/).first()).toBeVisible();
  const lines = creator.getByRole("list", { name: "Despesas do projeto" });
  await expect(lines.getByRole("listitem").first()).toBeVisible();

  await creator.getByRole("button", { name: "Lançar despesa" }).click();
  const dialog = creator.getByRole("dialog", { name: "Lançar despesa" });
  await dialog.getByRole("button", { name: "Lançar despesa" }).click();
  await expect(dialog.getByText("Informe o valor da despesa.")).toBeVisible();
  const description = `Despesa E2E ${Date.now().toString(36)}`;
  await dialog.getByLabel("Valor").fill("1234,56");
  await dialog.getByLabel("Descrição").fill(description);
  await dialog.getByLabel("Fornecedor").fill("Fornecedor E2E");
  await dialog.getByRole("button", { name: "Lançar despesa" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(creator).filter({ hasText: "Despesa lançada" })).toBeVisible();
  await creator.getByRole("searchbox", { name: "Buscar despesas" }).fill(description);
  await expect(lines.getByRole("listitem").filter({ hasText: description })).toContainText("R$ 1.234,56");

  // The realized total in cents, as the chart's header shows it.
  const realized = creator.locator("dl").filter({ hasText: "Orçamento total" }).locator("dt:text-is('Realizado') + dd");
  const realizedCents = async () => Number((await realized.innerText()).replace(/\D/g, ""));
  const afterRecording = await realizedCents();
  const line = lines.getByRole("listitem").filter({ hasText: description });
  await line.getByRole("button", { name: `Editar a despesa ${description}` }).click();
  const edit = creator.getByRole("dialog", { name: "Editar despesa" });
  await edit.getByLabel("Valor").fill("");
  await edit.getByRole("button", { name: "Salvar correção" }).click();
  await expect(edit.getByText("Informe o valor da despesa.")).toBeVisible();
  await edit.getByLabel("Valor").fill("2000,00");
  await edit.getByRole("button", { name: "Salvar correção" }).click();
  await expect(edit).toBeHidden();
  await expect(toasts(creator).filter({ hasText: "Despesa corrigida" })).toBeVisible();
  await expect(line).toContainText("R$ 2.000,00");
  await expect.poll(realizedCents).toBe(afterRecording + 76_544);

  await line.getByRole("button", { name: `Excluir a despesa ${description}` }).click();
  const confirm = creator.getByRole("alertdialog", { name: "Excluir despesa?" });
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(line).toBeVisible();
  await line.getByRole("button", { name: `Excluir a despesa ${description}` }).click();
  await confirm.getByRole("button", { name: "Excluir despesa" }).click();
  await expect(toasts(creator).filter({ hasText: "Despesa excluída" })).toBeVisible();
  await expect(line).toHaveCount(0);
  await expect.poll(realizedCents).toBe(afterRecording - 123_456);

  const investor = await loggedInPage(browser, DEMO.investor);
  await investor.goto(`/dashboard/projects/${projectId}`);
  await expect(investor.getByRole("list", { name: "Orçado e realizado por etapa" })).toBeVisible();
  await expect(investor.getByText(/você acompanha os totais por etapa/)).toBeVisible();
  await expect(investor.getByRole("list", { name: "Despesas do projeto" })).toHaveCount(0);
  await expect(investor.getByRole("button", { name: "Lançar despesa" })).toHaveCount(0);
  const refused = await investor.request.get(`/api/projects/${projectId}/expenses`);
  expect(refused.status()).toBe(403);
});
