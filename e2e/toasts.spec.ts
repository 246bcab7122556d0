import { expect, test, toasts, uniqueEmail } from "./fixtures";

test.describe("toasts", () => {
  test("only one toast is on screen at a time", async ({ page }) => {
    await page.goto("/login");
    // Record, from inside the page, how many toasts are ever on screen together.
    await page.evaluate(() => {
      const w = window as unknown as { toastStats: { max: number; seen: Set<Element> } };
      w.toastStats = { max: 0, seen: new Set() };
      const count = () => {
        const items = document.querySelectorAll('[role="region"] li[data-slot="toast"]');
        items.forEach((item) => w.toastStats.seen.add(item));
        w.toastStats.max = Math.max(w.toastStats.max, items.length);
      };
      new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
    });

    const email = page.getByLabel("Email");
    const submit = page.getByRole("button", { name: "Entrar", exact: true });
    await email.fill(uniqueEmail("ninguem"));
    await page.getByLabel("Senha").fill("nao-e-esta-senha");
    await submit.click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText("Erro no login");

    // A second failure right away replaces the first toast instead of stacking.
    await email.fill(uniqueEmail("ninguem"));
    await submit.click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { toastStats: { seen: Set<Element> } }).toastStats.seen.size),
      )
      .toBe(2);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText("Email ou senha incorretos.");
    const max = await page.evaluate(() => (window as unknown as { toastStats: { max: number } }).toastStats.max);
    expect(max).toBe(1);
  });

  test("a toast disappears by itself after about 5 seconds", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(uniqueEmail("ninguem"));
    await page.getByLabel("Senha").fill("nao-e-esta-senha");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    const toast = toasts(page);
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    // Keep the pointer away from the toast: hovering pauses its timer.
    await page.mouse.move(5, 5);

    // No fixed wait: the toast is watched until it goes, and the time it stayed is checked.
    await expect(toast).toBeHidden({ timeout: 8000 });
    const elapsed = Date.now() - shownAt;
    expect(elapsed).toBeGreaterThan(4000);
    expect(elapsed).toBeLessThan(8000);
  });

  test("the close button dismisses a toast", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("CPF").pressSequentially("11111111112");
    await page.getByLabel("CPF").blur();
    await expect(toasts(page)).toContainText("CPF inválido");
    await toasts(page).getByRole("button", { name: "Fechar" }).click();
    await expect(toasts(page)).toHaveCount(0);
  });
});
