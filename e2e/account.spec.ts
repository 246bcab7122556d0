import { createAccountViaApi, DEMO, expect, loginAs, test, toasts, userMenuButton, waitForMail } from "./fixtures";
import { createSupplierViaApi, pngBuffer } from "./supplier-helpers";

// docs/product/account-and-notifications.md and docs/product/accounts.md#password-reset

test("a settings change shows in the profile card and the header", async ({ page, request }) => {
  const account = await createAccountViaApi(request, { name: "Paula Perfil" });
  await loginAs(page, account.email, account.password);
  await page.goto("/dashboard/profile?aba=configuracoes");
  const name = page.getByLabel("Nome completo");
  await expect(name).toHaveValue("Paula Perfil");
  await name.fill("Paula Atualizada");
  await page.getByLabel("Telefone").fill("21988887777");
  await page.locator("#account-avatar").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: pngBuffer() });
  await expect(page.getByRole("button", { name: "Remover foto" })).toBeVisible();
  await expect(page.getByLabel("Telefone")).toHaveValue("(21) 98888-7777");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toasts(page).filter({ hasText: "Dados salvos" })).toBeVisible();
  await expect(page.getByTestId("profile-name")).toHaveText("Paula Atualizada");
  await expect(userMenuButton(page, "Paula Atualizada")).toBeVisible();
  // The photo is served by the API and shown in the header.
  await expect(userMenuButton(page, "Paula Atualizada").locator("img")).toHaveAttribute("src", /^\/api\/avatars\//);

  // Saved for real: a reload reads it back from the server.
  await page.reload();
  await expect(page.getByLabel("Nome completo")).toHaveValue("Paula Atualizada");
  await expect(page.getByLabel("Telefone")).toHaveValue("(21) 98888-7777");
});

test("a password change needs the current password, then the new one works", async ({ page, request }) => {
  const account = await createAccountViaApi(request);
  await loginAs(page, account.email, account.password);
  await page.goto("/dashboard/profile?aba=configuracoes");
  // "Senha atual" is asked by the e-mail change too: this one is the password form's.
  const passwordForm = page.locator("form", { has: page.getByRole("button", { name: "Alterar senha" }) });
  await passwordForm.getByLabel("Senha atual").fill("nao-e-a-senha");
  await page.getByLabel("Nova senha", { exact: true }).fill("Janela-Verde-Larga-77");
  await page.getByLabel("Confirmar nova senha").fill("Janela-Verde-Larga-77");
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(page.getByText("Senha atual incorreta.")).toBeVisible();

  await passwordForm.getByLabel("Senha atual").fill(account.password);
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(toasts(page).filter({ hasText: "Senha alterada com sucesso." })).toBeVisible();
  // This browser keeps its (new) session.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Minha Conta", exact: true })).toBeVisible();

  await userMenuButton(page).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
  await loginAs(page, account.email, "Janela-Verde-Larga-77");
});

test("Esqueci minha senha: the e-mailed link sets a new password, once", async ({ page, request }) => {
  const account = await createAccountViaApi(request, { name: "Rafael Reset" });
  await page.goto("/login");
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page).toHaveURL(/\/esqueci-senha$/);
  // The login form stays on screen while the page's code loads (the navigation is a transition).
  await expect(page.getByRole("heading", { name: "Esqueci minha senha" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByText("Se houver uma conta com este email, enviamos um link")).toBeVisible();

  const mail = await waitForMail(account.email, "Redefina sua senha no Alicerce");
  expect(mail).toContain("Olá, Rafael Reset!");
  const link = mail.match(/https?:\/\/\S+\/redefinir-senha\?token=\S+/)![0];
  const target = new URL(link);
  await page.goto(target.pathname + target.search);
  await expect(page.getByRole("heading", { name: "Redefinir senha" })).toBeVisible();
  await page.getByLabel("Nova senha", { exact: true }).fill("Telhado-Novo-Seguro-19");
  await page.getByLabel("Confirmar nova senha").fill("Telhado-Novo-Seguro-19");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
  await expect(toasts(page).filter({ hasText: "Senha redefinida com sucesso." })).toBeVisible();
  await loginAs(page, account.email, "Telhado-Novo-Seguro-19");

  // The same link is spent.
  await userMenuButton(page).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await page.goto(target.pathname + target.search);
  await page.getByLabel("Nova senha", { exact: true }).fill("Outra-Senha-Longa-55");
  await page.getByLabel("Confirmar nova senha").fill("Outra-Senha-Longa-55");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("Link de redefinição inválido ou expirado. Peça um novo link.")).toBeVisible();
});

test("the bell shows unread entries, opens one at its page and marks it read", async ({ page, request }) => {
  // A fresh supplier, so the entry is this run's own: a quotation request notifies them.
  const supplier = await createSupplierViaApi(request);
  await loginAs(page, DEMO.creator);
  const asked = await page.request.post("/api/quotations", {
    data: {
      supplier_id: supplier.id,
      project_name: "Sino de Teste",
      description: "Pedido feito pelo teste do sino.",
      desired_deadline: null,
      notes: null,
      attachment_ids: [],
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await userMenuButton(page).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);

  await loginAs(page, supplier.account.email, supplier.account.password);
  const bell = page.getByRole("button", { name: "Notificações", exact: true });
  await expect(page.getByTestId("notifications-badge")).toHaveText("1");
  await bell.click();
  const entry = page.getByRole("button", { name: /Nova solicitação de orçamento/ });
  await expect(entry).toContainText('"Sino de Teste"');
  await entry.click();
  await expect(page).toHaveURL(/\/dashboard\/quotations\?cotacao=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("notifications-badge")).toHaveCount(0);
  await bell.click();
  await expect(page.getByRole("button", { name: /Nova solicitação de orçamento/ })).not.toContainText("não lida");
  await expect(page.getByRole("button", { name: "Marcar todas como lidas" })).toBeDisabled();
});

test("Sessões ativas: another browser's session is listed and ended, and that browser must log in again", async ({
  browser,
  request,
}) => {
  const account = await createAccountViaApi(request, { name: "Sofia Sessões" });
  const phone = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });
  const laptop = await browser.newContext();
  try {
    const phonePage = await phone.newPage();
    await loginAs(phonePage, account.email, account.password);
    const page = await laptop.newPage();
    await loginAs(page, account.email, account.password);

    await page.goto("/dashboard/profile?aba=configuracoes");
    const sessions = page.getByRole("list", { name: "Sessões da conta" });
    await expect(sessions.getByRole("listitem").filter({ hasText: "Este dispositivo" })).toHaveCount(1);
    await page.getByRole("button", { name: "Encerrar a sessão Safari no iPhone" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Encerrar" }).click();
    await expect(toasts(page).filter({ hasText: "Sessão encerrada." })).toBeVisible();
    await expect(sessions.getByText("Safari no iPhone")).toHaveCount(0);

    // The phone's next page asks it to log in again.
    await phonePage.goto("/dashboard/profile");
    await expect(phonePage).toHaveURL(/\/login/);
  } finally {
    await Promise.all([phone.close(), laptop.close()]);
  }
});

test("an e-mail change needs the password, tells the old address, and its undo gives the account back", async ({
  page,
  request,
}) => {
  const account = await createAccountViaApi(request, { name: "Elisa Email" });
  await loginAs(page, account.email, account.password);
  await page.goto("/dashboard/profile?aba=configuracoes");
  const emailForm = page.locator("form", { has: page.getByRole("button", { name: "Enviar link de confirmação" }) });
  const newEmail = `nova.${Date.now()}@exemplo.com.br`;
  await emailForm.getByLabel("Novo email").fill(newEmail);
  await emailForm.getByLabel("Senha atual").fill("nao-e-a-senha");
  await emailForm.getByRole("button", { name: "Enviar link de confirmação" }).click();
  await expect(emailForm.getByText("Senha atual incorreta.")).toBeVisible();
  await emailForm.getByLabel("Senha atual").fill(account.password);
  await emailForm.getByRole("button", { name: "Enviar link de confirmação" }).click();
  await expect(page.getByText(`Enviamos um link de confirmação para ${newEmail}.`)).toBeVisible();

  const confirm = await waitForMail(newEmail, "Confirme seu novo email no Alicerce");
  const link = new URL(confirm.match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/dashboard\/profile/);
  await page.goto("/dashboard/profile?aba=configuracoes");
  await expect(page.getByText(`${newEmail} (confirmado)`)).toBeVisible();

  const notice = await waitForMail(account.email, "O email da sua conta no Alicerce foi alterado");
  expect(notice).toContain("n***@exemplo.com.br");
  const undo = new URL(notice.match(/https?:\/\/\S+\/conta\/desfazer-email\?token=\S+/)![0]);
  await page.goto(undo.pathname + undo.search);
  await page.getByRole("button", { name: "Desfazer troca de email" }).click();
  await expect(page.getByText(`Sua conta voltou a usar o email ${account.email}`)).toBeVisible();
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page.getByRole("heading", { name: "Esqueci minha senha" })).toBeVisible();
  await loginAs(page, account.email, account.password);
});
