import { expect, test } from "@playwright/test";

// Issue 25: a screen's chunk that fails to download (a refused request, a network blip) shows a
// pt-BR screen with "Recarregar", never a white page.
test("a lazy chunk that fails to load shows the reload screen, and Recarregar reloads the page", async ({ page }) => {
  let blocked = true;
  // The login page is its own chunk (apps/web/src/app/router.tsx): refuse it as a busy server would.
  await page.route(/\/assets\/login-page-[^/]*\.js$/, (route) =>
    blocked ? route.fulfill({ status: 429, body: "" }) : route.continue(),
  );
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: /Não foi possível carregar esta parte do Alicerce/ })).toBeVisible();
  // Not a new deployment (the server still serves this build): no automatic reload, the screen stays.
  await expect(page.getByRole("button", { name: "Recarregar" })).toBeVisible();

  blocked = false;
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Recarregar" }).click()]);
  await expect(page).toHaveURL(/\/login$/);
});
