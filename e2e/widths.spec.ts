import type { Page } from "@playwright/test";
import { appPaths, appRoutes } from "../packages/shared/src/routes";
import { DEMO, expect, loginAs, test } from "./fixtures";
import { demoPaths, inPart, ROLES, SCREEN_PARTS, waitForContent } from "./screens";

/**
 * docs/product/formats-and-layout.md#widths: no screen is wider than the window, at any width from
 * 360 px up. Each route is opened once per role and then resized through the widths: the layout
 * is CSS (and matchMedia), so a resize shows what a fresh load at that width shows.
 */
const WIDTHS = [360, 768, 1024, 1440, 1920] as const;
const HEIGHT = 800;

type Overflow = {
  scrollWidth: number;
  bodyScrollWidth: number;
  innerWidth: number;
  culprits: string[];
  /** Elements of the dashboard's content area that reach into its right padding (yet inside the window). */
  pastContent: string[];
};

/**
 * Measures the page in the browser. When it is wider than the window, names the elements whose
 * right edge passes the window's, deepest first (the ones with no offending descendant), skipping
 * those inside a box that clips or scrolls sideways and those fixed to the viewport, which
 * cannot widen the page. The same for the dashboard's content area (#conteudo) against the inner
 * edge of its padding: a button that pokes into the margin is cut the same way, only less.
 */
async function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const bodyScrollWidth = document.body.scrollWidth;
    const contained = (element: Element, root: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.position === "fixed" || style.overflowX !== "visible") return true;
      }
      return getComputedStyle(element).position === "fixed";
    };
    const passing = (root: Element, limit: number): string[] => {
      const offenders = Array.from(root.querySelectorAll("*")).filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > limit + 0.5 && !contained(element, root);
      });
      const deepest = offenders.filter(
        (element) => !offenders.some((other) => other !== element && element.contains(other)),
      );
      return deepest.slice(0, 3).map((element) => {
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
        const className = typeof element.className === "string" ? element.className : "";
        return `<${element.tagName.toLowerCase()} class="${className}"> right=${Math.round(box.right)} "${text}"`;
      });
    };
    const culprits = scrollWidth > innerWidth || bodyScrollWidth > innerWidth ? passing(document.body, innerWidth) : [];
    const content = document.getElementById("conteudo");
    const contentEdge = content
      ? content.getBoundingClientRect().right - parseFloat(getComputedStyle(content).paddingRight)
      : innerWidth;
    const pastContent = content ? passing(content, contentEdge) : [];
    return { scrollWidth, bodyScrollWidth, innerWidth, culprits, pastContent };
  });
}

/** Resizes through every width and records each one the page is wider than the window at. */
async function checkWidths(page: Page, who: string, route: string, failures: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    // The window has its new width, then two turns of the event loop let matchMedia listeners
    // re-render (React schedules through a MessageChannel); measure() forces the layout itself.
    // Not animation frames: a busy browser may hold those back for long.
    await page.waitForFunction((w) => window.innerWidth === w, width);
    await page.evaluate(() => new Promise((done) => setTimeout(() => setTimeout(done, 0), 0)));
    await waitForContent(page);
    const m = await measure(page);
    if (m.scrollWidth > m.innerWidth || m.bodyScrollWidth > m.innerWidth) {
      failures.push(
        `${who} · ${route} · ${width} px: page ${m.scrollWidth} px, body ${m.bodyScrollWidth} px, window ${m.innerWidth} px\n    ` +
          (m.culprits.join("\n    ") || "(no single element passes the edge)"),
      );
    }
    if (m.pastContent.length > 0) {
      failures.push(`${who} · ${route} · ${width} px: past the content's edge\n    ${m.pastContent.join("\n    ")}`);
    }
  }
}

test.describe("every width, logged out", () => {
  test("landing, login and register fit from 360 to 1920 px", async ({ page }) => {
    const failures: string[] = [];
    for (const route of [appRoutes.landing, appRoutes.login, appRoutes.register]) {
      await page.setViewportSize({ width: 1440, height: HEIGHT });
      await page.goto(route);
      await waitForContent(page);
      await checkWidths(page, "sem sessão", route, failures);
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
});

for (const [role, email] of ROLES) {
  test.describe(`every width, ${role}`, () => {
    test.describe.configure({ mode: "parallel" });

    for (const part of SCREEN_PARTS) {
      test(`dashboard screens fit from 360 to 1920 px (${role}, part ${part})`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width: 1440, height: HEIGHT });
        await loginAs(page, email);
        const failures: string[] = [];
        for (const route of (await demoPaths(page)).filter(inPart(part))) {
          // A step per screen, so a failure or a timeout names the screen it happened on.
          await test.step(route, async () => {
            await page.setViewportSize({ width: 1440, height: HEIGHT });
            await page.goto(route);
            await waitForContent(page);
            await checkWidths(page, role, route, failures);
          });
        }
        expect(failures, failures.join("\n")).toEqual([]);
      });
    }
  });
}

test.describe("dialogs and cards", () => {
  test("on a 360 × 640 phone the invest dialog scrolls as a whole to its button", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: HEIGHT });
    await loginAs(page, DEMO.investor);
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/dashboard/projects?status=funding_open");
    await page.getByRole("article").first().getByRole("link", { name: "Investir agora" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Limite anual disponível: R\$|Sem limite \(investidor qualificado\)/)).toBeVisible();

    // No box inside the dialog scrolls on its own: its content is whole, the overlay scrolls it.
    const innerScroll = await dialog.evaluate((element) => {
      const boxes = [element, ...Array.from(element.querySelectorAll("*"))];
      return boxes
        .filter((box) => box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(box).overflowY))
        .map((box) => `<${box.tagName.toLowerCase()} class="${box.className}">`);
    });
    expect(innerScroll, "a fixed-height box scrolls inside the dialog").toEqual([]);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);

    const confirm = dialog.getByRole("button", { name: "Confirmar investimento" });
    await confirm.scrollIntoViewIfNeeded();
    const button = await confirm.boundingBox();
    expect(button!.y).toBeGreaterThanOrEqual(0);
    expect(button!.y + button!.height).toBeLessThanOrEqual(640);
    expect(button!.x + button!.width).toBeLessThanOrEqual(360);
    const m = await measure(page);
    expect(m.scrollWidth, m.culprits.join("\n")).toBeLessThanOrEqual(m.innerWidth);
  });

  test("the project's tab bar shows every tab whole at every width", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: HEIGHT });
    await loginAs(page, DEMO.investor);
    const response = await page.request.get("/api/projects");
    const { items } = (await response.json()) as { items: { id: string }[] };
    await page.goto(appPaths.project(items[0]!.id));
    const tabs = page.getByRole("tablist", { name: "Seções do projeto" });
    await expect(tabs.getByRole("tab", { name: "Cronograma" })).toBeAttached();
    for (const width of [360, 768, 1024, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await expect(tabs).toBeVisible();
      const fits = await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth);
      expect(fits, `at ${width} px the tab bar scrolls: a tab is cut`).toBe(true);
    }
  });

  test("the admin's home, desk and project list keep a large figure whole in its card from 360 to 1920 px", async ({
    page,
  }) => {
    test.slow();
    // Larger than the demo's platform totals, as a platform that grew would show them.
    const large = 1_234_567_890.12;
    await page.route("**/api/home/summary", async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), amount: large } });
    });
    await page.route("**/api/admin/totals", async (route) => {
      const answer = await route.fetch();
      const totals = (await answer.json()) as { investments: Record<string, number> };
      await route.fulfill({
        response: answer,
        json: { ...totals, investments: { ...totals.investments, total_invested: large, confirmed: large } },
      });
    });
    // The project list's summary cards ("Volume Total") are figure cards too.
    await page.route(
      (url) => url.pathname === "/api/projects",
      async (route) => {
        const answer = await route.fetch();
        const list = (await answer.json()) as { summary: Record<string, unknown> };
        await route.fulfill({ response: answer, json: { ...list, summary: { ...list.summary, total_volume: large } } });
      },
    );
    await page.setViewportSize({ width: 1440, height: HEIGHT });
    await loginAs(page, DEMO.admin);
    const failures: string[] = [];
    for (const route of [appRoutes.dashboard, appRoutes.admin, appRoutes.projects]) {
      await page.goto(route);
      await waitForContent(page);
      const figures = page.locator('[data-slot="stat-figure"]');
      await expect(figures.filter({ hasText: "R$ 1.234.567.890,12" }).first()).toBeVisible();
      for (const width of [360, 768, 1024, 1280, 1440, 1920]) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.waitForFunction((w) => window.innerWidth === w, width);
        // The cards refit on their ResizeObserver, which runs before the next frame is painted.
        await expect
          .poll(() =>
            figures.evaluateAll((all) =>
              all.flatMap((figure) =>
                figure.scrollWidth > figure.clientWidth
                  ? [`"${figure.textContent}" ${figure.scrollWidth} px in ${figure.clientWidth} px`]
                  : [],
              ),
            ),
          )
          .toEqual([]);
        const m = await measure(page);
        if (m.pastContent.length > 0 || m.scrollWidth > m.innerWidth) {
          failures.push(`${route} · ${width} px\n    ${[...m.culprits, ...m.pastContent].join("\n    ")}`);
        }
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("at 1280 px a project card keeps each amount of the raise whole", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await loginAs(page, DEMO.investor);
    await page.goto("/dashboard/projects");
    await expect(page.getByRole("article").first()).toBeVisible();
    const amounts = page.getByRole("article").locator("span", { hasText: /^(de )?R\$/ });
    expect(await amounts.count()).toBeGreaterThan(0);
    for (const amount of await amounts.all()) {
      // One line each: the height of a single line of text-sm (20 px), never a number split in two.
      const height = await amount.evaluate((element) => element.getBoundingClientRect().height);
      expect(height, `"${await amount.textContent()}" wraps`).toBeLessThanOrEqual(21);
      await expect(amount).toHaveCSS("font-variant-numeric", "tabular-nums");
    }
  });
});
