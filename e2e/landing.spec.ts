import { DEMO, expect, loginAs, test, userMenuButton } from "./fixtures";

const SECTIONS = [
  { href: "#como-funciona", label: "Como Funciona", heading: "Do projeto à entrega em três passos" },
  { href: "#beneficios", label: "Benefícios", heading: "Por que escolher o Alicerce" },
  { href: "#ecossistema", label: "Ecossistema", heading: "Um lugar para cada participante" },
];

test.describe("landing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Construa, invista e execute");
  });

  test("header anchors point at sections that exist", async ({ page }) => {
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Seções" });
    await expect(nav.getByRole("link")).toHaveText(SECTIONS.map((s) => s.label));
    for (const section of SECTIONS) {
      await expect(nav.getByRole("link", { name: section.label })).toHaveAttribute("href", section.href);
      const region = page.getByRole("region", { name: section.heading });
      await expect(region).toHaveAttribute("id", section.href.slice(1));
      await expect(region.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    }
  });

  test("Entrar in the header goes to /login", async ({ page }) => {
    await page.getByRole("banner").getByRole("link", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
  });

  test("Criar Conta in the header goes to /register", async ({ page }) => {
    await page.getByRole("banner").getByRole("link", { name: "Criar Conta", exact: true }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("heading", { level: 1, name: "Criar Conta" })).toBeVisible();
  });

  test("both Começar Gratuitamente buttons go to /register", async ({ page }) => {
    const ctas = page.getByRole("link", { name: "Começar Gratuitamente" });
    await expect(ctas).toHaveCount(2);
    for (const index of [0, 1]) {
      await expect(ctas.nth(index)).toHaveAttribute("href", "/register");
    }
    await ctas.first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("heading", { level: 1, name: "Criar Conta" })).toBeVisible();
  });

  test("Ja tenho conta goes to /login", async ({ page }) => {
    await page.getByRole("link", { name: "Ja tenho conta" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Email")).toBeVisible();
  });

  test("Ver Como Funciona scrolls to the how-it-works section", async ({ page }) => {
    const section = page.locator("#como-funciona");
    await expect(section).not.toBeInViewport();
    await page.getByRole("link", { name: "Ver Como Funciona" }).click();
    await expect(page).toHaveURL(/\/#como-funciona$/);
    await expect(section).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Do projeto à entrega em três passos" })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("footer shows the copyright line", async ({ page }) => {
    await expect(page.getByRole("contentinfo")).toContainText("© 2025");
  });
});

test.describe("landing page on a 375 px screen", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("has no horizontal scroll and the menu button opens the section links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);

    // The desktop links are hidden; the menu button reveals them.
    await expect(page.getByRole("navigation", { name: "Seções", exact: true })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Abrir menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();

    const mobileNav = page.getByRole("navigation", { name: "Seções (menu)" });
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole("link")).toHaveText(SECTIONS.map((s) => s.label));
    await expect(page.getByRole("button", { name: "Fechar menu" })).toHaveAttribute("aria-expanded", "true");

    // Following a link closes the menu and lands on the section.
    await mobileNav.getByRole("link", { name: "Benefícios" }).click();
    await expect(page).toHaveURL(/#beneficios$/);
    await expect(mobileNav).toBeHidden();
    await expect(page.locator("#beneficios")).toBeInViewport();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test("a logged-in visitor sees the dashboard header on the landing page", async ({ page }) => {
  await loginAs(page, DEMO.investor);
  await page.goto("/");
  await expect(userMenuButton(page, "Ana Investidora")).toBeVisible();
  await expect(page.getByRole("link", { name: "Criar Conta" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Construa, invista e execute");
});

test("Sair from the landing page's header logs out and stays on the landing page", async ({ page }) => {
  await loginAs(page, DEMO.legal);
  await page.goto("/");
  await userMenuButton(page, "Juliana Advogada").click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Criar Conta" })).toBeVisible();
  await expect(userMenuButton(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});
