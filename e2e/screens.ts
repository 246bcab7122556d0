import type { Page } from "@playwright/test";
import { appPaths, appRoutes } from "../packages/shared/src/routes";
import { DEMO, expect } from "./fixtures";

/**
 * The screens every-screen checks walk through (widths, accessibility): each route of `appRoutes`, so a new
 * screen is covered as soon as its route is declared; parameterised ones with a demo id read through the API.
 */

/** The demo accounts, one per role, as the checks name them. */
export const ROLES = [
  ["investidor", DEMO.investor],
  ["criador", DEMO.creator],
  ["jurídico", DEMO.legal],
  ["fornecedor", DEMO.supplier],
  ["admin", DEMO.admin],
] as const;

/** The screens a visitor without a session reaches (the verification page is added by `publicPaths`). */
export const PUBLIC_ROUTES = [
  appRoutes.landing,
  appRoutes.login,
  appRoutes.register,
  appRoutes.forgotPassword,
  appRoutes.resetPassword,
  appRoutes.undoEmailChange,
] as const;

/** Waits for the screen's content: a heading, and no "Carregando..." or skeleton left on screen. */
export async function waitForContent(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Carregando/ })).toHaveCount(0);
  await expect(page.locator('[data-slot="skeleton"]').filter({ visible: true })).toHaveCount(0);
}

async function firstId(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { items: { id: string }[] };
  expect(body.items.length, `${url} has no demo rows`).toBeGreaterThan(0);
  return body.items[0]!.id;
}

/** A real id for each parameterised screen, read through the API with the page's session. */
export async function demoPaths(page: Page): Promise<string[]> {
  const project = await firstId(page, "/api/projects");
  const supplier = await firstId(page, "/api/suppliers");
  const learnItem = await firstId(page, "/api/learning/content");
  const conversations = await page.request.get("/api/chat/conversations");
  expect(conversations.status()).toBe(200);
  const { items } = (await conversations.json()) as { items: { id: string }[] };
  const staticRoutes = Object.values(appRoutes).filter(
    (route) => route.startsWith(appRoutes.dashboard) && !route.includes(":"),
  );
  return [
    ...staticRoutes,
    appPaths.project(project),
    appPaths.supplierProfile(supplier),
    appPaths.requestQuotation(supplier),
    appPaths.learnItem(learnItem),
    // One of the account's conversations when it has one; else any id, which shows "not found".
    appPaths.chat(items[0]?.id ?? "00000000-0000-4000-8000-000000000000"),
  ];
}

/**
 * The public screens, with a real verification code (a demo document's, read with `page`'s session: a
 * logged-in page is needed for that one request only).
 */
export async function verificationPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/documents");
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: { verification_code: string }[] };
  expect(items.length, "the demo has no document to verify").toBeGreaterThan(0);
  return appPaths.verify(items[0]!.verification_code);
}

/**
 * The every-screen checks split each account's screens into parts of about five, so the two
 * workers share an account's screens and each test stays well inside its time on a busy machine.
 */
export const SCREEN_PARTS = [1, 2, 3, 4] as const;
export const inPart = (part: number) => (_: string, index: number) => index % SCREEN_PARTS.length === part - 1;
