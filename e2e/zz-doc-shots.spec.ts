import { DEMO, expect, loginAs, test } from "./fixtures";

test("screenshots", async ({ page }) => {
  test.setTimeout(300_000);
  await loginAs(page, DEMO.creator);
  for (const width of [360, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard/documents");
    await expect(page.getByRole("article").first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `/tmp/shots/docs-${width}.png`, fullPage: false });
    if (width === 360 || width === 1440) {
      await page.getByRole("button", { name: "Versões anteriores (2)" }).first().click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/docs-versions-${width}.png`, fullPage: true });
      await page.getByRole("button", { name: "Enviar documento" }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/upload-${width}.png` });
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: /^QR Code de/ }).first().click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/qr-${width}.png` });
      const link = await page.getByRole("textbox", { name: "Endereço de verificação" }).inputValue();
      await page.keyboard.press("Escape");
      await page.goto(link);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/verify-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto("/dashboard/projects");
  await page.getByRole("link", { name: /Residencial Jardim das Acácias/ }).first().click();
  await page.getByRole("tab", { name: "Documentos" }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/project-docs-1024.png`, fullPage: true });
});
