import { type BrowserContext, type Page } from "@playwright/test";
import { DEMO, expect, loginAs, test, userMenuButton } from "./fixtures";

const BASE_MENU = [
  "Home",
  "Projetos",
  "Assinaturas",
  "Documentos",
  "Fornecedores",
  "Marketplace",
  "Cotações",
  "Chat",
  "Aprenda",
  "Minha Conta",
];
const LEGAL_MENU = ["Home", "Aprovações", "Contratos", ...BASE_MENU.slice(1)];
const ADMIN_MENU = [...LEGAL_MENU.slice(0, -1), "Administração", "Minha Conta"];

const ACCOUNTS = [
  { role: "investor", email: DEMO.investor, name: "Ana Investidora", badge: "Investidor", menu: BASE_MENU },
  { role: "creator", email: DEMO.creator, name: "Carlos Construtor", badge: "Criador", menu: BASE_MENU },
  { role: "legal", email: DEMO.legal, name: "Juliana Advogada", badge: "Jurídico", menu: LEGAL_MENU },
  { role: "supplier", email: DEMO.supplier, name: "Fernando Fornecedor", badge: "Fornecedor", menu: BASE_MENU },
  { role: "admin", email: DEMO.admin, name: "Administração Alicerce", badge: "Admin Plataforma", menu: ADMIN_MENU },
] as const;

/** Every dashboard sub-route the app knows (shared/routes.ts). */
const SUB_ROUTES = [
  "/dashboard/projects",
  "/dashboard/projects/abc123",
  "/dashboard/create-project",
  "/dashboard/profile",
  "/dashboard/signatures",
  "/dashboard/documents",
  "/dashboard/suppliers",
  "/dashboard/marketplace",
  "/dashboard/marketplace/supplier/42",
  "/dashboard/marketplace/quotation/42",
  "/dashboard/quotations",
  "/dashboard/chat/new",
  "/dashboard/chat/conv-1",
  "/dashboard/learn",
  "/dashboard/learn/item-1",
  "/dashboard/approvals",
  "/dashboard/contracts",
  "/dashboard/admin",
];

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menu Principal" });
const pageTitle = (page: Page, title: string) =>
  page.getByRole("main").getByRole("heading", { level: 1, name: title, exact: true });
const headerSearch = (page: Page) => page.getByRole("search").getByLabel("Buscar projetos");
const pathIs = (path: string) => (url: URL) => url.pathname === path;

/** The dashboard shell around any page: header with the user menu, the sidebar menu, the main area. */
async function expectShell(page: Page, message?: string) {
  await expect(page.getByRole("banner"), message).toBeVisible();
  await expect(userMenuButton(page), message).toBeVisible();
  await expect(mainMenu(page), message).toBeVisible();
  await expect(page.locator("main#conteudo"), message).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page not found" }), message).toHaveCount(0);
}

/** The persisted sidebar state, polled: document.cookie reaches the cookie store asynchronously. */
async function expectSidebarCookie(context: BrowserContext, value: "true" | "false") {
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "sidebar_state")?.value).toBe(value);
}

test.describe("session", () => {
  test("/dashboard without a session redirects to /login", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Email")).toBeVisible();
    // A deeper page comes back after the login (decision 121).
    await page.goto("/dashboard/projects");
    await expect(page).toHaveURL(/\/login\?voltar=%2Fdashboard%2Fprojects$/);
  });

  test("the session survives a reload", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bem-vindo, Ana Investidora!" })).toBeVisible();
    await expect(userMenuButton(page, "Ana Investidora")).toBeVisible();
  });

  test("Sair logs out, goes home and the dashboard asks for a login again", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await userMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Criar Conta" })).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the user menu's Minha Conta opens the profile", async ({ page }) => {
    await loginAs(page, DEMO.creator);
    await userMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Minha Conta" }).click();
    await expect(page).toHaveURL(pathIs("/dashboard/profile"));
    await expectShell(page);
    await expect(mainMenu(page).getByRole("link", { name: "Minha Conta" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("per role", () => {
  for (const account of ACCOUNTS) {
    test(`${account.role}: user menu and sidebar items`, async ({ page }) => {
      await loginAs(page, account.email);

      await userMenuButton(page, account.name).click();
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      await expect(menu).toContainText(account.name);
      await expect(menu).toContainText(account.email);
      await expect(menu.getByText(account.badge, { exact: true })).toBeVisible();
      await expect(menu.getByRole("menuitem")).toHaveText(["Minha Conta", "Sair"]);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      await expect(mainMenu(page).getByRole("link")).toHaveText([...account.menu]);
      await expect(mainMenu(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    });
  }
});

test.describe("sidebar navigation", () => {
  test("items navigate to their paths and mark themselves active", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    const cases: [label: string, path: string, title: string][] = [
      ["Projetos", "/dashboard/projects", "Projetos"],
      ["Chat", "/dashboard/chat/new", "Nova conversa"],
      ["Minha Conta", "/dashboard/profile", "Minha Conta"],
      ["Cotações", "/dashboard/quotations", "Cotações"],
      ["Aprenda", "/dashboard/learn", "Aprenda"],
      ["Home", "/dashboard", "Início"],
    ];
    for (const [label, path, title] of cases) {
      await mainMenu(page).getByRole("link", { name: label, exact: true }).click();
      await expect(page, label).toHaveURL(pathIs(path));
      await expect(page, label).toHaveTitle(`${title} · Alicerce`);
      await expectShell(page, label);
      const active = mainMenu(page).locator('[aria-current="page"]');
      await expect(active, label).toHaveCount(1);
      await expect(active, label).toHaveText(label);
    }
    await expect(pageTitle(page, "Bem-vindo, Ana Investidora!")).toBeVisible();
  });

  test("legal users reach Aprovações and Contratos", async ({ page }) => {
    await loginAs(page, DEMO.legal);
    for (const [label, path] of [
      ["Aprovações", "/dashboard/approvals"],
      ["Contratos", "/dashboard/contracts"],
    ] as const) {
      await mainMenu(page).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(pathIs(path));
      await expectShell(page, label);
      await expect(mainMenu(page).getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    }
  });

  test("nested routes keep their section active", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto("/dashboard/projects/abc123");
    await expectShell(page);
    await expect(mainMenu(page).getByRole("link", { name: "Projetos" })).toHaveAttribute("aria-current", "page");
    await page.goto("/dashboard/chat/conv-1");
    await expectShell(page);
    await expect(mainMenu(page).getByRole("link", { name: "Chat" })).toHaveAttribute("aria-current", "page");
    await expect(mainMenu(page).locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("every dashboard sub-route renders inside the shell", async ({ page }) => {
    test.slow();
    await loginAs(page, DEMO.admin);
    for (const path of SUB_ROUTES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page, path).toHaveURL(pathIs(path));
      await expectShell(page, path);
      await expect(userMenuButton(page, "Administração Alicerce"), path).toBeVisible();
      await expect(headerSearch(page), path).toBeVisible();
    }
  });
});

test.describe("collapsible desktop sidebar", () => {
  test("Ctrl+B collapses and expands it, and the state survives a reload", async ({ page, context }) => {
    await loginAs(page, DEMO.investor);
    const sidebar = page.locator('[data-slot="sidebar"]');
    const width = async () => (await sidebar.boundingBox())?.width ?? 0;
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect.poll(width).toBeCloseTo(256, 0);

    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(width).toBeCloseTo(48, 0);
    await expect(mainMenu(page).getByRole("link", { name: "Projetos" })).toBeVisible();
    await expectSidebarCookie(context, "false");

    await page.reload();
    await expect(userMenuButton(page)).toBeVisible();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(width).toBeCloseTo(48, 0);

    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect.poll(width).toBeCloseTo(256, 0);
    await expectSidebarCookie(context, "true");

    await page.reload();
    await expect(userMenuButton(page)).toBeVisible();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("the toggle button collapses it too", async ({ page, context }) => {
    await loginAs(page, DEMO.creator);
    const toggle = page.getByRole("button", { name: "Alternar menu lateral" });
    const sidebar = page.locator('[data-slot="sidebar"]');
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectSidebarCookie(context, "false");
    await toggle.click();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expectSidebarCookie(context, "true");
  });
});

test.describe("header search", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("is visible on a wide screen and searches projects", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    const search = headerSearch(page);
    await expect(search).toBeVisible();
    await expect(search).toHaveAttribute("placeholder", "Buscar projetos...");
    await search.fill("residencial centro");
    await search.press("Enter");
    await expect(page).toHaveURL(
      (url) => url.pathname === "/dashboard/projects" && url.searchParams.get("q") === "residencial centro",
    );
    await expectShell(page);
    await expect(mainMenu(page).getByRole("link", { name: "Projetos" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("mobile dashboard", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the sidebar is a sheet opened by the toggle and closed by navigation", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await expect(userMenuButton(page)).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByPlaceholder("Buscar projetos...")).toBeHidden();
    await expect(page.getByRole("search")).toBeHidden();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);

    const toggle = page.getByRole("button", { name: "Alternar menu lateral" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("navigation", { name: "Menu Principal" }).getByRole("link")).toHaveText(BASE_MENU);

    await sheet.getByRole("link", { name: "Documentos" }).click();
    await expect(page).toHaveURL(pathIs("/dashboard/documents"));
    await expect(sheet).toBeHidden();
    await expect(page.locator("main#conteudo")).toBeVisible();

    // Opening it again shows the new page as the active one.
    await toggle.click();
    await expect(sheet.getByRole("link", { name: "Documentos" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  });
});
