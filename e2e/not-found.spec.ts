import { expect, test } from "./fixtures";

test("an unknown path shows Page not found with status 404 and a link home", async ({ page }) => {
  const response = await page.goto("/nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  await page.getByRole("link", { name: "Voltar para o início" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Construa, invista e execute");
});

test("unknown dashboard paths are 404 too, known app paths answer 200", async ({ page }) => {
  expect((await page.goto("/dashboard/nao-existe"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  // The server answers the app's own routes with 200, logged in or not.
  expect((await page.goto("/dashboard/projects"))?.status()).toBe(200);
  // Logged out, the login keeps the page it was asked for, to come back to it (decision 121).
  await expect(page).toHaveURL(/\/login\?voltar=%2Fdashboard%2Fprojects$/);
  for (const path of ["/", "/login", "/register", "/dashboard"]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
  }
});
