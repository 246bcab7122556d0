import { expect, test as base, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "alicerce123";
export const DEMO = {
  investor: "investidor@alicerce.dev",
  creator: "criador@alicerce.dev",
  legal: "juridico@alicerce.dev",
  supplier: "fornecedor@alicerce.dev",
  admin: "admin@alicerce.dev",
} as const;

/**
 * Logs in through the real form and waits for the dashboard. Admins and verified legal users
 * without two-factor are reminded to turn it on at every login: the reminder is dismissed
 * ("Agora não"), as the login's answer says it will show.
 */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Senha").fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"));
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  const body = (await (await answer).json()) as { suggest_two_factor?: boolean };
  await expect(page).toHaveURL(/\/dashboard$/);
  // The login's toast is on screen before the test goes on: a toast that mounted after the test had
  // opened a menu became the topmost layer, and the test's Escape closed the toast, not the menu.
  await expect(toasts(page).filter({ hasText: "Login realizado com sucesso!" })).toBeVisible();
  if (body.suggest_two_factor) {
    await page.getByRole("dialog", { name: "Proteja sua conta" }).getByRole("button", { name: "Agora não" }).click();
    await expect(page.getByRole("dialog", { name: "Proteja sua conta" })).toBeHidden();
  }
}

/** A valid CPF that no other test uses (check digits computed). */
export function uniqueCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9);
  const digits = base.split("").map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i]! * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const d = digits.join("");
  return /^(\d)\1{10}$/.test(d) ? uniqueCpf() : d;
}

/**
 * Every test closes the browser contexts it opened itself (second people, phones, visitors) when it
 * ends. Playwright closes only its own `context`: a context left open keeps its tabs live on the
 * server, so a chat tab of one test would read the next test's messages as they arrive and keep
 * its user "Online". Set up first, so it is torn down after Playwright's context (and its trace).
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
});
export { expect };

/** An e-mail address no other test (or run) uses. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/** A strong password that is not on the common-password list. */
export const STRONG_PASSWORD = "Tijolo-Azul-Firme-42";

export type NewAccount = { name: string; email: string; cpf: string; password: string };

/**
 * Creates an account through the API with a request context of its own, so the browser page
 * stays logged out.
 */
export async function createAccountViaApi(
  request: APIRequestContext,
  overrides: Partial<NewAccount & { type: string }> = {},
): Promise<NewAccount> {
  const account = {
    name: "Conta E2E",
    email: uniqueEmail("api"),
    cpf: uniqueCpf(),
    password: STRONG_PASSWORD,
    ...overrides,
  };
  const response = await request.post("/api/auth/register", {
    data: { ...account, phone: "11987654321", type: overrides.type ?? "investor" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** The toasts on screen: the items of the toasts' "Avisos (F8)" region (components/ui/toast.tsx). */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /^Avisos/ }).getByRole("listitem");
}

/**
 * Asserts that a click at the control's centre reaches the control right now (no toast or overlay
 * over it), read once with `document.elementFromPoint`: a trial click measures the same against a
 * timer, which a loaded machine runs out of (decision 075). Call it while the toast is on screen.
 */
export async function expectReachable(control: Locator, what: string): Promise<void> {
  const reachable = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(reachable, `a click on ${what} reaches it, not a toast over it`).toBe(true);
}

/** The header button that opens the user menu (dashboard header). */
export function userMenuButton(page: Page, name?: string): Locator {
  return page.getByRole("button", { name: name ? `Menu do usuário ${name}` : /^Menu do usuário/ });
}

/**
 * The newest e-mail the server wrote to its outbox for `to` (decoded), waiting for the outbox
 * worker to send it. The server's data folder is E2E_DATA_DIR (playwright.config.ts).
 */
export async function waitForMail(to: string, subject: string): Promise<string> {
  const fs = await import("node:fs/promises");
  const path = await import("node:path");
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const header = new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\r?$`, "m");
  const decode = (text: string) =>
    Buffer.from(
      text
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();
        for (const name of names.reverse()) {
          const mail = decode(await fs.readFile(path.join(outbox, name), "utf8"));
          if (header.test(mail) && mail.includes(`Subject: ${subject}`)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** A page of its own (separate cookies) logged in as `email`, for tests with two people. */
export async function loggedInPage(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, email, password);
  return page;
}

/** The id of the project titled `title`, found as the page's user through the project list's search. */
export async function projectIdByTitle(page: Page, title: string): Promise<string> {
  const found = await page.request.get(`/api/projects?q=${encodeURIComponent(title)}`);
  const { items } = (await found.json()) as { items: { id: string; title: string }[] };
  const project = items.find((p) => p.title === title);
  expect(project, `project "${title}"`).toBeDefined();
  return project!.id;
}

/**
 * A new account of its own, logged in on a page of its own. For tests about presence and unread
 * counts: a demo account is used by other tests at the same time (two workers), whose sockets keep
 * it online and whose reading clears its badges.
 */
export async function newPersonPage(
  browser: Browser,
  request: APIRequestContext,
  name: string,
  type = "investor",
): Promise<Page> {
  const account = await createAccountViaApi(request, { name, type });
  return loggedInPage(browser, account.email, account.password);
}

/**
 * Resolves once the page's next realtime socket is told `subscribed` to the user's channel (set the
 * listener before the navigation that opens the socket, so the frame cannot be missed).
 */
export function userChannelSubscribed(page: Page): Promise<unknown> {
  const isUserSubscription = (payload: string | Buffer) => {
    try {
      const frame = JSON.parse(String(payload)) as { type?: string; scope?: string };
      return frame.type === "subscribed" && frame.scope === "user";
    } catch {
      return false;
    }
  };
  return page
    .waitForEvent("websocket", (socket) => socket.url().endsWith("/api/realtime"))
    .then((socket) => socket.waitForEvent("framereceived", ({ payload }) => isUserSubscription(payload)));
}
