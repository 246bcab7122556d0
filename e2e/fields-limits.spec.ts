import { DEMO, expect, loggedInPage, newPersonPage, projectIdByTitle, test } from "./fixtures";

// docs/decisions/127-nothing-cut-signs-done-dates-file-types.md: nothing a person writes is cut unseen,
// a typed minus is kept and refused, and an expense cannot be dated after today.

test("a 10 050-character paste stays whole in the chat and is not sent until it fits", async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const other = `Bia Limites ${stamp}`;
  await newPersonPage(browser, request, other);
  const page = await newPersonPage(browser, request, `Caio Limites ${stamp}`);
  await page.goto("/dashboard/chat/new");
  await page.getByRole("searchbox", { name: "Buscar usuários" }).fill(other);
  await page.getByRole("button", { name: `Conversar com ${other}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: other })).toBeVisible();

  const box = page.getByLabel("Mensagem", { exact: true });
  await box.focus();
  // Inserted as a paste is: one input of the whole text.
  await page.keyboard.insertText("a".repeat(10_050));
  await expect(box).toHaveValue("a".repeat(10_050));
  await expect(page.getByText("10.050 de 4.000 caracteres (acima do limite)")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Use no máximo 4.000 caracteres." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar mensagem" })).toBeDisabled();
  await box.press("Enter");
  await expect(page.getByRole("list", { name: "Mensagens" }).getByText("a".repeat(50))).toHaveCount(0);
  await expect(box).toHaveValue("a".repeat(10_050));
});

test("a typed minus is kept and refused, and an expense dated after today is refused", async ({ browser }) => {
  const creator = await loggedInPage(browser, DEMO.creator);
  const projectId = await projectIdByTitle(creator, "Vila Serena Casas");
  await creator.goto(`/dashboard/projects/${projectId}`);
  await creator.getByRole("button", { name: "Lançar despesa" }).click();
  const dialog = creator.getByRole("dialog", { name: "Lançar despesa" });
  const description = `Despesa futura E2E ${Date.now().toString(36)}`;

  const amount = dialog.getByLabel("Valor");
  await amount.pressSequentially("-5000");
  await expect(amount).toHaveValue("-R$ 50,00");
  await expect(dialog.getByText("Informe um valor positivo.")).toBeVisible();

  const date = dialog.getByLabel("Data", { exact: true });
  await date.clear();
  await date.pressSequentially("31122030");
  await expect(date).toHaveValue("31/12/2030");
  await dialog.getByLabel("Descrição").fill(description);
  await dialog.getByLabel("Fornecedor").fill("Fornecedor E2E");
  const posted: string[] = [];
  creator.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/expenses")) posted.push(r.url());
  });
  await dialog.getByRole("button", { name: "Lançar despesa" }).click();
  await expect(
    dialog.getByText("A despesa não pode ter data futura. Use uma data até hoje, no formato dd/mm/aaaa."),
  ).toBeVisible();
  await expect(dialog.getByText("Informe um valor positivo.")).toHaveCount(1);
  expect(posted).toEqual([]);

  // The server refuses the same day on its own, with nothing recorded.
  const refused = await creator.request.post(`/api/projects/${projectId}/expenses`, {
    data: {
      phase_id: "00000000-0000-4000-8000-000000000000",
      amount: 50,
      spent_on: "2030-12-31",
      description,
      supplier_name: "X",
    },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain("A despesa não pode ter data futura.");
});
