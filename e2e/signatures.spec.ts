import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { DEMO, expect, expectReachable, loginAs, test, toasts } from "./fixtures";

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

/** The .eml files in the server's outbox now (playwright.config.ts: E2E_DATA_DIR). */
const outbox = () => path.join(process.env.E2E_DATA_DIR!, "outbox");
async function outboxFiles(): Promise<Set<string>> {
  return new Set((await fs.readdir(outbox()).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")));
}
const decode = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** The first mail to `to` containing `text` written after `before` was taken, once the outbox worker sent it. */
async function newMail(to: string, text: string, before: Set<string>): Promise<string> {
  const header = new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\r?$`, "m");
  let found = "";
  await expect
    .poll(
      async () => {
        for (const name of [...(await outboxFiles())].filter((n) => !before.has(n)).sort()) {
          const mail = decode(await fs.readFile(path.join(outbox(), name), "utf8"));
          if (header.test(mail) && mail.includes(text)) return (found = mail) !== "";
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

/** Asks for the one-time code in the open dialog and reads it from the signer's mailbox. */
async function requestCode(dialog: ReturnType<Page["getByRole"]>, email: string): Promise<string> {
  const before = await outboxFiles();
  await dialog.getByRole("button", { name: "Enviar código" }).click();
  await expect(dialog.getByText(`Enviamos um código de 6 números para ${email}`)).toBeVisible();
  const mail = await newMail(email, "Seu código para assinar ou recusar", before);
  return mail.match(/\r?\n([0-9]{6})\r?\n/)![1]!;
}

/** The signing dialog, already open: name, a wrong CPF first (refused, nothing lost), the mailed code, sign. */
async function signInDialog(page: Page, email: typeof DEMO.creator | typeof DEMO.investor, title: string) {
  const dialog = page.getByRole("dialog", { name: "Assinar contrato" });
  await expect(dialog.getByTitle(`Documento: ${title}`)).toBeVisible();
  await expect(dialog.getByText(`O convite está em nome de ${ACCOUNTS[email].name}`)).toBeVisible();
  // The name is the invited one; the CPF must be the account's.
  await dialog.getByLabel("Nome completo").fill(ACCOUNTS[email].name);
  await dialog.getByLabel("CPF", { exact: true }).fill("52998224725");
  const code = await requestCode(dialog, email);
  await dialog.getByLabel("Código de confirmação").fill(code);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Assinar" }).click();
  await expect(dialog.getByText("Informe o CPF cadastrado na sua conta.")).toBeVisible();
  // The refusal's toast shows above the dialog, not on its footer: "Assinar" can be pressed at once
  // (in the corner, the toast blocked it for its 5 seconds).
  await expect(toasts(page)).toContainText("O nome deve ser o do convite e o CPF, o da sua conta.");
  await expectReachable(dialog.getByRole("button", { name: "Assinar" }), "Assinar");
  await expect(dialog.getByLabel("CPF", { exact: true })).toBeFocused();
  await expect(dialog.getByLabel("Código de confirmação")).toHaveValue(code);
  await dialog.getByLabel("CPF", { exact: true }).fill(ACCOUNTS[email].cpf);
  await dialog.getByRole("button", { name: "Assinar" }).click();
  await expect(toasts(page)).toContainText("Contrato assinado");
  await expect(dialog).toBeHidden();
}

async function signAs(page: Page, email: typeof DEMO.creator | typeof DEMO.investor, title: string) {
  await loginAs(page, email);
  await page.getByRole("link", { name: "Assinaturas" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/signatures$/);
  await page.getByRole("searchbox", { name: "Buscar por título, projeto ou signatário" }).fill(title);
  // The search writes the URL after a pause; clicking first would let that write drop "assinar".
  await expect(page).toHaveURL(/q=/);
  const mine = card(page, title);
  await mine.getByRole("button", { name: `Assinar ${title}` }).click();
  await expect(page).toHaveURL(/assinar=/);
  await signInDialog(page, email, title);
  return mine;
}

test.describe("signatures", () => {
  test("a creator sends a PDF to two signers; both sign and the signed PDF has its certificate page", async ({
    browser,
  }, testInfo) => {
    // Three logins, three codes read from the outbox and two signed PDFs: 50 s alone, twice that
    // beside another test on a loaded 2-core machine.
    test.setTimeout(180_000);
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
    // The project is searched by title in its combobox and chosen among its options.
    await dialog.getByRole("combobox", { name: "Projeto" }).fill("acacias");
    await dialog.getByRole("option", { name: "Residencial Jardim das Acácias" }).click();
    await expect(dialog.getByRole("combobox", { name: "Projeto" })).toHaveValue("Residencial Jardim das Acácias");
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
    // An investment contract names each signer's CPF: without them it is refused under each field.
    await dialog.getByRole("button", { name: "Enviar para assinatura" }).click();
    await expect(dialog.getByText(/contratos de investimento e de SCP exigem o CPF/)).toHaveCount(2);
    await dialog.getByLabel("CPF", { exact: true }).first().fill(ACCOUNTS[DEMO.creator].cpf);
    await dialog.getByLabel("CPF", { exact: true }).nth(1).fill(ACCOUNTS[DEMO.investor].cpf);
    const beforeInvitation = await outboxFiles();
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

    // investidor@ opens the link of the invitation e-mail, signs with the code read from the mailbox.
    const invitation = await newMail(DEMO.investor, "/dashboard/signatures?assinar=", beforeInvitation);
    const link = new URL(invitation.match(/https?:\/\/\S+\/dashboard\/signatures\?assinar=[0-9a-f-]+/)![0]);
    const second = await browser.newPage();
    await loginAs(second, DEMO.investor);
    await second.goto(link.pathname + link.search);
    await signInDialog(second, DEMO.investor, title);
    await second.getByRole("searchbox", { name: "Buscar por título, projeto ou signatário" }).fill(title);
    const done = card(second, title);
    await expect(done).toContainText("Assinado");
    await expect(done).toContainText("100%");
    await expect(done.getByRole("button", { name: /^Assinar/ })).toHaveCount(0);

    // The trail shows both signatures, and each signer's refused first try with the wrong CPF (decision 126).
    await done.getByRole("button", { name: `Histórico de ${title}` }).click();
    const trail = second.getByRole("dialog", { name: "Trilha de auditoria" });
    await expect(trail.getByText("Documento assinado")).toHaveCount(2);
    await expect(trail.getByText("Código de confirmação conferido")).toHaveCount(2);
    await expect(trail.getByText("Tentativa recusada: CPF diferente do cadastrado na conta")).toHaveCount(2);
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
