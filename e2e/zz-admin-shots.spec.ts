import { DEMO, expect, loginAs, test } from "./fixtures";

for (const width of [360, 768, 1024, 1440]) {
  test(`admin screenshots at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, DEMO.admin);
    for (const tab of ["", "?tab=usuarios", "?tab=fornecedores"]) {
      await page.goto(`/dashboard/admin${tab}`);
      await expect(page.getByRole("heading", { level: 1, name: "Administração" })).toBeVisible();
      await page.waitForTimeout(800);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(`${width} ${tab || "overview"} overflow=${overflow}`);
      await page.screenshot({ path: `/tmp/admin-shots/${width}-${tab.replace("?tab=", "") || "overview"}.png`, fullPage: true });
    }
    if (width === 360) {
      await page.getByRole("list", { name: "Fornecedores" }).getByRole("button").first().click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/admin-shots/360-dialog.png` });
    }
  });
}
