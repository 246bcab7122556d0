import { DEMO, expect as baseExpect, loginAs, test, toasts } from "./fixtures";

// The machine running the suite may be busy: allow the server more time than the default 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A small, valid-looking PDF whose bytes differ each run, so its SHA-256 is this test's own. */
function pdf(name: string, marker: string) {
  return {
    name,
    mimeType: "application/pdf",
    buffer: Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
  };
}

test.describe("documents and public verification", () => {
  test.slow();
  test("upload → QR Code link → public page → the same file matches, another does not", async ({ page, browser }) => {
    const marker = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const name = `Laudo E2E ${marker.slice(-6)}`;
    const file = pdf("laudo.pdf", marker);

    await loginAs(page, DEMO.creator);
    await page.goto("/dashboard/documents");
    await expect(page.getByRole("heading", { name: "Documentos", level: 1 })).toBeVisible();
    // The demo repository comes from the server, with its summary.
    await expect(page.getByTestId("document-summary")).toContainText("Total");
    await expect(page.getByRole("article").first()).toBeVisible();

    await page.getByRole("button", { name: "Enviar documento" }).click();
    const dialog = page.getByRole("dialog", { name: "Enviar documento" });
    await dialog.getByTestId("document-file-input").setInputFiles(file);
    await expect(dialog.getByLabel("Enviado")).toBeVisible();
    await dialog.getByLabel("Nome do documento").fill(name);
    await dialog.getByRole("combobox", { name: "Projeto" }).click();
    await page.getByRole("option", { name: "Residencial Jardim das Acácias" }).click();
    await dialog.getByRole("combobox", { name: "Categoria" }).click();
    await page.getByRole("option", { name: "Técnico" }).click();
    await dialog.getByRole("button", { name: "Enviar documento" }).click();
    await expect(toasts(page)).toContainText("Documento enviado");

    await page.getByRole("searchbox").fill(name);
    const card = page.getByRole("article", { name });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Pendente");
    await card.getByRole("button", { name: `QR Code de ${name}` }).click();
    const qr = page.getByRole("dialog", { name: "QR Code de verificação" });
    await expect(qr.getByRole("img", { name: /QR Code/ })).toBeVisible();
    const link = await qr.getByRole("textbox", { name: "Endereço de verificação" }).inputValue();
    expect(link).toMatch(/\/verificar\/[A-Za-z0-9_-]{22}$/);

    // Anyone with the link, without logging in.
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(link);
    await expect(publicPage.getByRole("heading", { name })).toBeVisible();
    await expect(publicPage.getByText("Residencial Jardim das Acácias")).toBeVisible();
    await expect(publicPage.getByText("Pendente")).toBeVisible();
    await publicPage.getByTestId("file-check-input").setInputFiles(file);
    await expect(publicPage.getByTestId("file-check-result")).toContainText(
      `O arquivo confere: é exatamente o documento "${name}".`,
    );
    await publicPage.getByTestId("file-check-input").setInputFiles(pdf("outro.pdf", `${marker}-outro`));
    await expect(publicPage.getByTestId("file-check-result")).toContainText(
      `O arquivo não confere: ele não é o documento "${name}".`,
    );

    await publicPage.goto("/verificar/AAAAAAAAAAAAAAAAAAAAAA");
    await expect(publicPage.getByText("Documento não encontrado")).toBeVisible();
    await visitor.close();
  });

  test("an investor sees the documents marked for investors, never a team document", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto("/dashboard/documents");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByText("Equipe", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Excluir/ })).toHaveCount(0);

    // The project filter searches the investor's projects (decision 053) and filters by the one chosen.
    const title = (await page.getByRole("article").first().locator("p.text-sm").first().textContent())!;
    const picker = page.getByRole("combobox", { name: "Filtrar por projeto" });
    await picker.click();
    await expect(page.getByRole("listbox", { name: "Projetos" }).getByRole("option").nth(1)).toBeVisible();
    await picker.fill(title.slice(0, 12));
    await page.getByRole("option", { name: title, exact: true }).click();
    await expect(page).toHaveURL(/[?&]project=/);
    await expect(picker).toHaveValue(`Projeto: ${title}`);
    await expect(page.getByRole("article").first()).toContainText(title);
  });
});
