import type { Page } from "@playwright/test";
import { createAccountViaApi, DEMO, DEMO_PASSWORD, expect, loginAs, test, toasts, userMenuButton } from "./fixtures";

// docs/product/accounts.md#passkeys: passkeys added in Minha Conta and used at the login, played by Chromium's
// virtual authenticator (the DevTools protocol's WebAuthn domain): a platform authenticator that keeps
// discoverable keys and verifies its user, as a phone's or a laptop's does.

async function withVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const passkeyList = (page: Page) => page.getByRole("list", { name: "Passkeys da conta" });

async function addPasskey(page: Page, password: string, name: string) {
  await page.goto("/dashboard/profile?aba=configuracoes");
  await expect(page.getByText("Nenhuma passkey cadastrada.")).toBeVisible();
  await page.getByRole("button", { name: "Adicionar passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar passkey" });
  // The name is required before anything is sent.
  await dialog.getByLabel("Sua senha").fill(password);
  await dialog.getByRole("button", { name: "Adicionar passkey" }).click();
  await expect(dialog.getByText("Dê um nome à passkey (por exemplo, o aparelho em que ela fica).")).toBeVisible();
  await dialog.getByLabel("Nome da passkey").fill(name);
  await dialog.getByRole("button", { name: "Adicionar passkey" }).click();
  await expect(toasts(page).filter({ hasText: "Passkey adicionada." })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(passkeyList(page).getByText(name)).toBeVisible();
  await expect(passkeyList(page).getByText(/ainda não usada/)).toBeVisible();
}

async function logOut(page: Page) {
  await userMenuButton(page).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** "Entrar com passkey" on /login; answers the login's JSON. */
async function passkeyLogin(page: Page) {
  await page.goto("/login");
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/login/passkey"));
  await page.getByRole("button", { name: "Entrar com passkey" }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).filter({ hasText: "Login realizado com sucesso!" })).toBeVisible();
  return (await response.json()) as { suggest_two_factor: boolean; user: { email: string } };
}

async function removePasskey(page: Page, password: string, name: string) {
  await page.goto("/dashboard/profile?aba=configuracoes");
  await passkeyList(page)
    .getByRole("button", { name: `Remover a passkey ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Remover a passkey "${name}"?` });
  await dialog.getByLabel("Sua senha").fill("não é a senha");
  await dialog.getByRole("button", { name: "Remover passkey" }).click();
  await expect(dialog.getByText("Senha atual incorreta.")).toBeVisible();
  await dialog.getByLabel("Sua senha").fill(password);
  await dialog.getByRole("button", { name: "Remover passkey" }).click();
  await expect(toasts(page).filter({ hasText: "Passkey removida." })).toBeVisible();
  await expect(page.getByText("Nenhuma passkey cadastrada.")).toBeVisible();
}

test("add a passkey in Minha Conta, log in with it instead of the password, and remove it", async ({
  page,
  request,
}) => {
  await withVirtualAuthenticator(page);
  const account = await createAccountViaApi(request);
  await loginAs(page, account.email, account.password);
  await addPasskey(page, account.password, "Notebook de casa");

  await logOut(page);
  const signedIn = await passkeyLogin(page);
  expect(signedIn.user.email).toBe(account.email);

  await page.goto("/dashboard/profile?aba=configuracoes");
  await expect(passkeyList(page).getByText(/último uso em/)).toBeVisible();
  await removePasskey(page, account.password, "Notebook de casa");

  // The removed passkey is still on the device, but no longer opens the account.
  await logOut(page);
  await page.goto("/login");
  await page.getByRole("button", { name: "Entrar com passkey" }).click();
  await expect(
    toasts(page).filter({ hasText: "Esta passkey não está cadastrada no Alicerce. Entre com email e senha." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("an admin's passkey login counts as the second step: no reminder to turn two-factor on", async ({ page }) => {
  await withVirtualAuthenticator(page);
  // The password alone: the reminder shows (loginAs dismisses it, having seen the answer ask for it).
  await loginAs(page, DEMO.admin);
  await addPasskey(page, DEMO_PASSWORD, "Chave do admin");
  await logOut(page);

  const signedIn = await passkeyLogin(page);
  expect(signedIn).toMatchObject({ user: { email: DEMO.admin }, suggest_two_factor: false });
  // The dashboard is on screen, and the reminder (which a password login opens with it) is not.
  await expect(userMenuButton(page)).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Proteja sua conta" })).toHaveCount(0);

  // Leaves the demo admin as it was for the other tests.
  await removePasskey(page, DEMO_PASSWORD, "Chave do admin");
});
