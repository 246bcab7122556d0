import fs from "node:fs/promises";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { DEMO, expect, loginAs, STRONG_PASSWORD, test, toasts, uniqueCpf, uniqueEmail, waitForMail } from "./fixtures";

/** A one-page contract, as a sender would upload it. */
async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([420, 595]).drawText("Contrato E2E - novo usuario", { x: 40, y: 540, font });
  return Buffer.from(await doc.save());
}

/**
 * The newest mail to `to` whose decoded text contains `text` (waitForMail matches the subject line,
 * which the mailer encodes when it has accents: "Você recebeu…").
 */
async function mailContaining(to: string, text: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const header = new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\r?$`, "m");
  const decode = (raw: string) =>
    Buffer.from(
      raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  let found = "";
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();
        for (const name of names.reverse()) {
          const mail = decode(await fs.readFile(path.join(outbox, name), "utf8"));
          if (header.test(mail) && mail.includes(text)) return (found = mail) !== "";
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

/** The path and query of the first link in `mail` that matches `pattern`. */
function linkIn(mail: string, pattern: RegExp): string {
  const found = mail.match(pattern);
  expect(found, mail).not.toBeNull();
  const url = new URL(found![0]);
  return url.pathname + url.search;
}

// Decision 121: a new creator registers, confirms the e-mail from Minha Conta, invites a team member in
// the wizard and opens an e-mailed contract link straight into its signing dialog after logging in.
test("a new user never stalls", async ({ page, browser }) => {
  // Registration, a confirmation, the wizard and two logins: on a loaded 2-core machine this takes a while.
  test.setTimeout(180_000);
  const name = `Nina Nova ${Math.random().toString(36).slice(2, 7)}`;
  const email = uniqueEmail("nova");

  // 1. Registers as a creator; the login does not wait for the confirmation.
  await page.goto("/register");
  await page.getByLabel("Nome completo").fill(name);
  await page.getByLabel("CPF").pressSequentially(uniqueCpf());
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Senha").fill(STRONG_PASSWORD);
  await page.getByRole("combobox", { name: "Tipo de usuário" }).click();
  await page.getByRole("option", { name: "Criador de Projeto" }).click();
  await page.getByRole("button", { name: "Criar Conta" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForMail(email, "Confirme seu email no Alicerce");

  // 2. Confirms the e-mail from Minha Conta, with the link the outbox holds.
  await page.goto("/dashboard/profile?aba=configuracoes");
  await expect(page.getByText(/\(não confirmado\)/)).toBeVisible();
  const confirm = page.getByRole("button", { name: "Confirmar email" });
  const asked = page.waitForResponse((r) => r.url().endsWith("/api/auth/confirmation-email"));
  await confirm.click();
  expect((await asked).status()).toBe(200);
  await expect(toasts(page)).toContainText("Link enviado");
  // The minute before another may be asked shows on the button.
  await expect(page.getByRole("button", { name: /^Confirmar email \(\d+s\)$/ })).toBeDisabled();
  const confirmation = await waitForMail(email, "Confirme seu email no Alicerce");
  await page.goto(linkIn(confirmation, /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/));
  await expect(page).toHaveURL(/\/dashboard\/invitations$/);
  await page.goto("/dashboard/profile?aba=configuracoes");
  await expect(page.getByText(/\(confirmado\)/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirmar email" })).toHaveCount(0);

  // 3. Invites a team member by e-mail in the wizard: accepted now that the e-mail is confirmed.
  await page.goto("/dashboard/create-project");
  const next = page.getByRole("button", { name: "Próximo" });
  const step = page.getByRole("heading", { level: 2 });
  await page.getByRole("radio", { name: /Particular/ }).click();
  await next.click();
  const title = `Casa da Nina ${Date.now().toString(36)}`;
  await page.getByLabel("Título do projeto").fill(title);
  await page.getByLabel("Cidade").fill("Curitiba");
  await page.getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "PR" }).click();
  await page.getByRole("combobox", { name: "Tipo de projeto" }).click();
  await page.getByRole("option", { name: "Casas" }).click();
  for (let i = 0; i < 3; i++) await next.click();
  await expect(step).toHaveText("Equipe");
  await page.getByRole("button", { name: "Adicionar membro" }).click();
  await page.getByLabel("Nome", { exact: true }).fill("Rafael Engenheiro");
  await page.getByRole("combobox", { name: "Função" }).click();
  await page.getByRole("option", { name: "Engenheiro" }).click();
  const member = uniqueEmail("membro");
  await page.getByLabel("E-mail (opcional)").fill(member);
  await next.click();
  await next.click();
  await expect(step).toHaveText("Revisão");
  await page.getByRole("button", { name: "Criar Projeto" }).click();
  await expect(toasts(page)).toContainText("Projeto criado com sucesso!");
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await mailContaining(member, `para a equipe do projeto "${title}"`);

  // 4. criador@ sends her a contract; she opens the e-mailed link logged out, logs in, and the link's
  //    signing dialog opens (the return path of decision 121).
  const sender = await browser.newPage();
  await loginAs(sender, DEMO.creator);
  const uploaded = await sender.request.post("/api/files", {
    multipart: { file: { name: "contrato.pdf", mimeType: "application/pdf", buffer: await contractPdf() } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const options = (await (await sender.request.get("/api/signatures/project-options")).json()) as {
    items: { id: string }[];
  };
  const contract = `Contrato da Nina ${Date.now().toString(36)}`;
  const created = await sender.request.post("/api/signatures", {
    data: {
      title: contract,
      project_id: options.items[0]!.id,
      type: "service",
      amount: 1000,
      due_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      file_id: ((await uploaded.json()) as { id: string }).id,
      signers: [{ name, email }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invitation = await mailContaining(email, `"${contract}"`);
  const link = linkIn(invitation, /https?:\/\/\S+\/dashboard\/signatures\?assinar=\S+/);

  const later = await (await browser.newContext()).newPage();
  await later.goto(link);
  await expect(later).toHaveURL(/\/login\?voltar=/);
  await later.getByLabel("Email").fill(email);
  await later.getByLabel("Senha").fill(STRONG_PASSWORD);
  await later.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(later).toHaveURL(new RegExp(`${link.replace(/[.?]/g, "\\$&")}$`));
  const dialog = later.getByRole("dialog", { name: "Assinar contrato" });
  await expect(dialog.getByTitle(`Documento: ${contract}`)).toBeVisible();
  await expect(dialog.getByText(`O convite está em nome de ${name}`)).toBeVisible();
});
