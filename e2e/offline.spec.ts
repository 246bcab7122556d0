import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Waits until the service worker is active and controls the page (reloading once if needed). */
async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (!controlled) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
}

test.describe("offline app shell", () => {
  test("the landing page and the login form open offline", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Construa, invista e execute");
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    try {
      // The worker itself has no network, so whatever renders next comes from its cache.
      const worker = context.serviceWorkers()[0];
      expect(worker, "service worker").toBeDefined();
      const workerFetch = await worker!.evaluate(() =>
        fetch("/", { cache: "no-store" }).then(
          (r) => `answered ${r.status}`,
          () => "failed",
        ),
      );
      expect(workerFetch).toBe("failed");

      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Construa, invista e execute");
      await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();

      expect((await page.goto("/login"))?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
      await expect(page.getByLabel("Email")).toBeVisible();
      await expect(page.getByLabel("Senha")).toBeVisible();
      await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeEnabled();

      // Client-side navigation still works with the cached chunks.
      await page.getByRole("link", { name: "Criar Conta" }).click();
      await expect(page.getByLabel("CPF")).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test("API requests are never answered from the service worker cache", async ({ page, context }) => {
    await page.goto("/");
    await waitForServiceWorkerControl(page);

    // Online, the API works through the controlled page...
    const online = await page.evaluate(async () => {
      const r = await fetch("/api/health");
      return { status: r.status, body: await r.json() };
    });
    expect(online).toEqual({ status: 200, body: { status: "ok" } });

    // ...and nothing under /api was stored in any cache.
    const cachedApi = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return { total: urls.length, api: urls.filter((p) => p === "/api" || p.startsWith("/api/")) };
    });
    expect(cachedApi.total).toBeGreaterThan(0);
    expect(cachedApi.api).toEqual([]);

    await context.setOffline(true);
    try {
      const offline = await page.evaluate(async () => {
        try {
          const r = await fetch("/api/health");
          return `answered ${r.status}`;
        } catch (error) {
          return `failed: ${(error as Error).name}`;
        }
      });
      expect(offline).toBe("failed: TypeError");

      // The app itself treats the failed session check as "logged out" and still renders.
      await page.reload();
      await expect(page.getByRole("banner").getByRole("link", { name: "Criar Conta" })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
