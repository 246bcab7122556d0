import { DEMO, expect, loggedInPage, projectIdByTitle, test, toasts } from "./fixtures";

// docs/product/quarterly-reports.md: the demo project already has last quarter's
// report; the creator sends this quarter's from the Documentos tab; the investor finds both there.

const PROJECT = "Vila Serena Casas";

test("the creator sends the quarterly report; the investor finds it in the project's documents", async ({
  browser,
}) => {
  const creator = await loggedInPage(browser, DEMO.creator);
  const projectId = await projectIdByTitle(creator, PROJECT);
  await creator.goto(`/dashboard/projects/${projectId}`);
  await creator.getByRole("tab", { name: "Documentos" }).click();
  await creator.getByRole("button", { name: "Relatório trimestral", exact: true }).click();
  const dialog = creator.getByRole("dialog", { name: "Gerar relatório trimestral" });
  const select = dialog.getByRole("combobox", { name: "Trimestre" });
  await expect(select).toContainText("(parcial)");
  const quarter = /(\d)º trimestre de (\d{4})/.exec((await select.textContent()) ?? "")!;
  const name = `Relatório trimestral ${quarter[2]} T${quarter[1]}.pdf`;
  await dialog.getByRole("button", { name: "Gerar e enviar" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(creator).filter({ hasText: "Relatório trimestral enviado" })).toContainText(name);
  await expect(creator.getByRole("tabpanel").getByText(name, { exact: true }).first()).toBeVisible();

  const investor = await loggedInPage(browser, DEMO.investor);
  await investor.goto(`/dashboard/projects/${projectId}`);
  await investor.getByRole("tab", { name: "Documentos" }).click();
  const panel = investor.getByRole("tabpanel");
  await expect(panel.getByText(name, { exact: true }).first()).toBeVisible();
  // Last quarter's, filed by the demo data as the end-of-quarter job would have.
  await expect(panel.getByText(/^Relatório trimestral \d{4} T\d\.pdf$/)).not.toHaveCount(0);
  await expect(investor.getByRole("button", { name: "Relatório trimestral", exact: true })).toHaveCount(0);
  const download = await investor.request.get(
    (await panel
      .getByRole("listitem")
      .filter({ hasText: name })
      .first()
      .getByRole("link", { name: /Baixar/ })
      .first()
      .getAttribute("href"))!,
  );
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
