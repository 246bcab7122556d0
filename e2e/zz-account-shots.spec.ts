import { DEMO, expect, loginAs, test } from "./fixtures";

for (const width of [360, 768, 1024, 1440]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/esqueci-senha");
    await page.screenshot({ path: `/tmp/account-shots/forgot-${width}.png`, fullPage: true });
    await page.goto("/redefinir-senha?token=abc");
    await page.screenshot({ path: `/tmp/account-shots/reset-${width}.png`, fullPage: true });
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "Esqueci minha senha" })).toBeVisible();
    await page.screenshot({ path: `/tmp/account-shots/login-${width}.png`, fullPage: true });
    await loginAs(page, DEMO.supplier);
    for (const tab of ["", "?aba=configuracoes", "?aba=notificacoes"]) {
      await page.goto(`/dashboard/profile${tab}`);
      await expect(page.getByRole("heading", { name: "Minha Conta" })).toBeVisible();
      await page.waitForTimeout(800);
      if (tab === "?aba=notificacoes") await page.getByRole("button", { name: "Configurar" }).nth(1).click();
      await page.screenshot({ path: `/tmp/account-shots/profile${tab.replace("?aba=", "-")}-${width}.png`, fullPage: true });
    }
    await page.getByRole("button", { name: "Notificações", exact: true }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/account-shots/bell-${width}.png` });
  });
}
