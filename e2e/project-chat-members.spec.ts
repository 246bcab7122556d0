import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, loginAs, test } from "./fixtures";

const PROJECT = "Residencial Jardim das Acácias";
const CHAT = `Chat - ${PROJECT}`;

async function loggedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, email);
  return page;
}

/** "Projetos" tab of a new conversation: the project is listed with the person's tie, and its chat opens. */
async function openProjectChat(page: Page, badge: string) {
  await page.goto("/dashboard/chat/new");
  await page.getByRole("tab", { name: "Projetos" }).click();
  const item = page.getByRole("list", { name: "Projetos" }).getByRole("listitem").filter({ hasText: PROJECT });
  await expect(item).toContainText(badge);
  await item.getByRole("button", { name: `Criar Chat do projeto ${PROJECT}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: CHAT })).toBeVisible();
}

test("an investor of a demo project opens its chat and writes; the creator reads it live (decision 051)", async ({
  browser,
}) => {
  const creator = await loggedIn(browser, DEMO.creator);
  const investor = await loggedIn(browser, DEMO.investor);
  await openProjectChat(creator, "Criador");
  await openProjectChat(investor, "Investidor");

  const text = `Pergunta de investidora ${Date.now().toString(36)}: quando é a próxima visita?`;
  const box = investor.getByLabel("Mensagem", { exact: true });
  await box.fill(text);
  await box.press("Enter");
  await expect(investor.getByRole("list", { name: "Mensagens" }).getByText(text)).toBeVisible();
  // On the creator's open page, without a reload.
  await expect(creator.getByRole("list", { name: "Mensagens" }).getByText(text)).toBeVisible({ timeout: 10_000 });
});
