import { expect, test } from "@playwright/test";

// A screen's chunk that fails to download (a refused request, a network blip) shows a
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

test("Recarregar with the chunk still refused shows the reload screen again, never 'Carregando…'", async ({
  page,
  context,
}) => {
  // Refused for the whole context: the service worker, registered at the first load, fetches the
  // chunk itself after the reload (its precache, its cache-first handler), and a page-level route
  // never sees those requests, so the chunk would arrive behind the block's back.
  await context.route(/\/assets\/login-page-[^/]*\.js$/, (route) => route.fulfill({ status: 429, body: "" }));
  const heading = page.getByRole("heading", { name: /Não foi possível carregar esta parte do Alicerce/ });
  await page.goto("/login");
  await expect(heading).toBeVisible();
  for (let attempt = 0; attempt < 3; attempt++) {
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Recarregar" }).click()]);
    await expect(heading).toBeVisible();
    await expect(page.getByText("Carregando...")).toHaveCount(0);
  }
});
