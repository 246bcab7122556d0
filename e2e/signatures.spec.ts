import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { DEMO, expect, loginAs, test, toasts } from "./fixtures";

/** A calendar date `days` from today, as the date field shows it (dd/mm/aaaa). */
function shownDateIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")}/${d.getFullYear()}`;
}

/** A two-page contract, as a person would upload it. */
async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) doc.addPage([420, 595]).drawText(`Contrato E2E - pagina ${n}`, { x: 40, y: 540, font });
  return Buffer.from(await doc.save());
}

const card = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

const ACCOUNTS = {
  [DEMO.creator]: { name: "Carlos Construtor", cpf: "23456789254" },
  [DEMO.investor]: { name: "Ana Investidora", cpf: "12345678143" },
};

async function signAs(page: Page, email: typeof DEMO.creator | typeof DEMO.investor, title: string) {
  await loginAs(page, email);
  await page.getByRole("link", { name: "Assinaturas" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/signatures$/);
  await page.getByRole("searchbox", { name: "Buscar por título, projeto ou signatário" }).fill(title);
  const mine = card(page, title);
  await mine.getByRole("button", { name: `Assinar ${title}` }).click();
  await expect(page).toHaveURL(/assinar=/);
  const dialog = page.getByRole("dialog", { name: "Assinar contrato" });
  await expect(dialog.getByTitle(`Documento: ${title}`)).toBeVisible();
  // The name and CPF must be the registered ones.
  await dialog.getByLabel("Nome completo").fill(ACCOUNTS[email].name);
  await dialog.getByLabel("CPF", { exact: true }).fill("52998224725");
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Assinar" }).click();
  await expect(dialog.getByText("Informe o CPF cadastrado na sua conta.")).toBeVisible();
  await dialog.getByLabel("CPF", { exact: true }).fill(ACCOUNTS[email].cpf);
  await dialog.getByRole("button", { name: "Assinar" }).click();
  await expect(toasts(page)).toContainText("Contrato assinado");
  await expect(dialog).toBeHidden();
  return mine;
}

test.describe("signatures", () => {
  test("a creator sends a PDF to two signers; both sign and the signed PDF has its certificate page", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Contrato E2E ${Date.now().toString(36)}`;

    // criador@ creates the request.
    const creator = await browser.newPage();
    await loginAs(creator, DEMO.creator);
    await creator.getByRole("link", { name: "Assinaturas" }).first().click();
    await expect(creator.getByRole("heading", { level: 1, name: "Assinaturas" })).toBeVisible();
    // The demo requests are there, with the summary.
    await expect(creator.getByRole("article").first()).toBeVisible();
    await creator.getByRole("button", { name: "Nova assinatura" }).click();
    const dialog = creator.getByRole("dialog", { name: "Nova assinatura" });
    await dialog.getByRole("button", { name: "Enviar para assinatura" }).click();
    await expect(dialog.getByText("Informe o título do contrato.")).toBeVisible();

    await dialog.getByLabel("Título", { exact: true }).fill(title);
    await dialog.getByLabel("Buscar projeto pelo título").fill("acacias");
    await dialog.getByRole("combobox", { name: "Projeto" }).click();
    await creator.getByRole("option", { name: "Residencial Jardim das Acácias" }).click();
    await dialog.getByRole("combobox", { name: "Tipo" }).click();
    await creator.getByRole("option", { name: "Investimento" }).click();
    await dialog.getByLabel("Valor").pressSequentially("1500000");
    await expect(dialog.getByLabel("Valor")).toHaveValue("R$ 15.000,00");
    await dialog.getByLabel("Prazo para assinar", { exact: true }).fill(shownDateIn(10));
    await dialog.getByTestId("signature-pdf-input").setInputFiles({
      name: "contrato-e2e.pdf",
      mimeType: "application/pdf",
      buffer: await contractPdf(),
    });
    await expect(dialog.getByLabel("Enviado")).toBeVisible();
    await dialog.getByLabel("Nome", { exact: true }).first().fill("Carlos Construtor");
    await dialog.getByLabel("E-mail", { exact: true }).first().fill(DEMO.creator);
    await dialog.getByRole("button", { name: "Adicionar signatário" }).click();
    await dialog.getByLabel("Nome", { exact: true }).nth(1).fill("Ana Investidora");
    await dialog.getByLabel("E-mail", { exact: true }).nth(1).fill(DEMO.investor);
    await dialog.getByRole("button", { name: "Enviar para assinatura" }).click();
    await expect(toasts(creator)).toContainText("Contrato enviado para assinatura");
    await expect(dialog).toBeHidden();

    await creator.getByRole("searchbox", { name: "Buscar por título, projeto ou signatário" }).fill(title);
    const created = card(creator, title);
    await expect(created).toContainText("Pendente");
    await expect(created).toContainText("R$ 15.000,00");
    await expect(created).toContainText("0%");
    await expect(created.getByRole("button", { name: `Reenviar convite de ${title}` })).toBeVisible();
    await creator.close();

    // criador@ signs (a fresh login), then investidor@.
    const first = await browser.newPage();
    const afterFirst = await signAs(first, DEMO.creator, title);
    await expect(afterFirst).toContainText("50%");
    await first.close();

    const second = await browser.newPage();
    const done = await signAs(second, DEMO.investor, title);
    await expect(done).toContainText("Assinado");
    await expect(done).toContainText("100%");
    await expect(done.getByRole("button", { name: /^Assinar/ })).toHaveCount(0);

    // The trail shows both signatures.
    await done.getByRole("button", { name: `Histórico de ${title}` }).click();
    const trail = second.getByRole("dialog", { name: "Trilha de auditoria" });
    await expect(trail.getByText("Documento assinado")).toHaveCount(2);
    await second.keyboard.press("Escape");

    // "Baixar" now gives the signed PDF: the two original pages plus the certificate.
    const [download] = await Promise.all([
      second.waitForEvent("download"),
      done.getByRole("link", { name: `Baixar PDF assinado de ${title}` }).click(),
    ]);
    expect(download.suggestedFilename()).toContain("assinado");
    const file = testInfo.outputPath("assinado.pdf");
    await download.saveAs(file);
    const pdf = await PDFDocument.load(await fs.readFile(file));
    expect(pdf.getPageCount()).toBe(3);
    expect(pdf.getSubject()).toBe("Certificado de Assinaturas Eletrônicas");
    await second.close();
  });
});
