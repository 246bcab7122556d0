import { totpCode } from "../packages/shared/src/testing/totp.ts";
import { createAccountViaApi, DEMO, DEMO_PASSWORD, expect, loginAs, test, userMenuButton } from "./fixtures";
import type { Page } from "@playwright/test";

// docs/product/accounts.md#two-factor: two-factor login with an authenticator app, played here by the RFC 6238
// code computed from the key the set-up shows.

async function logOut(page: Page) {
  await userMenuButton(page).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function typePassword(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Verificação em duas etapas" })).toBeVisible();
}

/** The password, then a recovery code instead of the app's. */
async function withRecoveryCode(page: Page, account: { email: string; password: string }, code: string) {
  await typePassword(page, account.email, account.password);
  await page.getByRole("button", { name: "Usar um código de recuperação" }).click();
  await page.getByLabel("Código de recuperação").fill(code);
  await page.getByRole("button", { name: "Verificar" }).click();
}

test("turn two-factor on, then log in with the app's code and with a recovery code", async ({ page, request }) => {
  // Five logins and a set-up in one story: more than the default 30 s on a busy 2-core machine.
  const account = await createAccountViaApi(request);
  await loginAs(page, account.email, account.password);
  await page.goto("/dashboard/profile?aba=configuracoes");
  await page.getByRole("button", { name: "Ativar verificação em duas etapas" }).click();
  const dialog = page.getByRole("dialog", { name: "Ativar verificação em duas etapas" });
  await dialog.getByLabel("Sua senha").fill(account.password);
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await dialog.getByTestId("two-factor-secret").innerText()).replace(/\s/g, "");
  await dialog.getByLabel("Código do aplicativo").fill("000000");
  await dialog.getByRole("button", { name: "Ativar" }).click();
  await expect(dialog.getByText("Código inválido. Confira o aplicativo autenticador e tente de novo.")).toBeVisible();
  await dialog.getByLabel("Código do aplicativo").fill(await totpCode(secret));
  await dialog.getByRole("button", { name: "Ativar" }).click();

  const codeList = dialog.getByRole("list", { name: "Códigos de recuperação" }).getByRole("listitem");
  await expect(codeList).toHaveCount(10);
  const codes = await codeList.allInnerTexts();
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Baixar códigos" }).click();
  expect((await download).suggestedFilename()).toBe("alicerce-codigos-de-recuperacao.txt");
  await dialog.getByRole("button", { name: "Concluir" }).click();
  await expect(page.getByRole("heading", { name: /Verificação em duas etapas\s*Ativa/ })).toBeVisible();

  await logOut(page);
  await typePassword(page, account.email, account.password);
  // The next 30-second step's code (the server accepts one step either side): the current one may be
  // the code that turned it on, and each step's code works once (decision 090).
  await page.getByLabel("Código de verificação").fill(await totpCode(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await logOut(page);
  await withRecoveryCode(page, account, codes[0]!);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same recovery code does not open the account twice.
  await logOut(page);
  await withRecoveryCode(page, account, codes[0]!);
  await expect(page.getByText("Código de recuperação inválido ou já usado.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("an admin without two-factor is asked to turn it on after the login", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.admin);
  await page.getByLabel("Senha").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  const reminder = page.getByRole("dialog", { name: "Proteja sua conta" });
  await expect(reminder).toBeVisible();
  await reminder.getByRole("button", { name: "Ativar agora" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\?aba=configuracoes#verificacao-em-duas-etapas$/);
  await expect(page.getByRole("button", { name: "Ativar verificação em duas etapas" })).toBeInViewport();
  await expect(page.getByRole("note")).toContainText("ative a verificação em duas etapas");
});
