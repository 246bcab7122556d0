import type { Page } from "@playwright/test";
import { DEMO, expect, expectReachable, loginAs, newPersonPage, test, toasts, userChannelSubscribed } from "./fixtures";

/** The header's total unread count (0 when no badge shows). */

async function headerUnread(page: Page): Promise<number> {
  const name = await page.getByRole("button", { name: /^Conversas/ }).getAttribute("aria-label");
  const match = /(\d+) não lidas/.exec(name ?? "");
  return match ? Number(match[1]) : 0;
}

/**
 * Opens (or reuses) the direct chat with `name` from /dashboard/chat/new. The list is paged by name
 * and other tests add accounts, so the person is searched for, as a user would.
 */
async function openDirectChat(page: Page, name: string) {
  await page.goto("/dashboard/chat/new");
  await page.getByRole("searchbox", { name: "Buscar usuários" }).fill(name);
  await page.getByRole("button", { name: `Conversar com ${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function send(page: Page, text: string) {
  const box = page.getByLabel("Mensagem", { exact: true });
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByRole("list", { name: "Mensagens" }).getByText(text)).toBeVisible();
  await expect(page.getByText("Enviando…")).toHaveCount(0);
}

test.describe("chat between two people (docs/product/chat.md)", () => {
  test("a message arrives live, moves the other's badge, clears on reading; reply and forward", async ({
    browser,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    // People of their own: the badge counts must not move with what other tests read meanwhile.
    const INVESTOR_NAME = `Ana Leitora ${stamp}`;
    const CREATOR_NAME = `Carlos Leitor ${stamp}`;
    const investor = await newPersonPage(browser, request, INVESTOR_NAME);
    const creator = await newPersonPage(browser, request, CREATOR_NAME, "creator");

    // The creator has a second conversation to forward into: a group, after the validation message.
    await creator.goto("/dashboard/chat/new");
    await creator.getByRole("tab", { name: "Criar Grupo" }).click();
    await creator.getByRole("button", { name: "Criar Grupo" }).click();
    await expect(creator.getByRole("alert").filter({ hasText: "Selecione pelo menos um usuário" })).toHaveText(
      "Selecione pelo menos um usuário e defina um nome para o grupo.",
    );
    const groupName = `Grupo E2E ${stamp}`;
    await creator.getByLabel("Nome do grupo").fill(groupName);
    // The members are picked in the group's people picker (a combobox over the user search).
    await creator.getByRole("combobox", { name: "Buscar usuários" }).fill("Juliana Advogada");
    await creator.getByRole("option", { name: /^Juliana Advogada/ }).click();
    await expect(creator.getByRole("button", { name: "Remover Juliana Advogada do grupo" })).toBeVisible();
    await creator.getByRole("button", { name: "Criar Grupo" }).click();
    await expect(creator.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
    // Live from here on: the server confirmed the subscription to the creator's channel.
    const subscribed = userChannelSubscribed(creator);
    await creator.goto("/dashboard");
    await expect(creator.getByRole("button", { name: /^Conversas/ })).toBeVisible();
    await subscribed;
    const before = await headerUnread(creator);

    // A writes; B's badge moves without a reload.
    await openDirectChat(investor, CREATOR_NAME);
    const first = `Olá, Carlos! ${stamp}`;
    await send(investor, first);
    await expect.poll(() => headerUnread(creator), { timeout: 10_000 }).toBe(before + 1);

    // B opens it from the popover; the badge goes back once read.
    await creator.getByRole("button", { name: /^Conversas/ }).click();
    const row = creator.getByRole("link", { name: new RegExp(`^${INVESTOR_NAME}`) });
    const rowUnread = Number(/(\d+) não lidas/.exec((await row.getAttribute("aria-label")) ?? "")?.[1] ?? 0);
    expect(rowUnread).toBeGreaterThanOrEqual(1);
    await row.click();
    await expect(creator.getByRole("heading", { level: 1, name: INVESTOR_NAME })).toBeVisible();
    await expect(creator.getByRole("list", { name: "Mensagens" }).getByText(first)).toBeVisible();
    const afterReading = before + 1 - rowUnread;
    await expect.poll(() => headerUnread(creator), { timeout: 10_000 }).toBe(afterReading);

    // While B looks at it, A's next message appears live, and stays read.
    const second = `Chegou ao vivo? ${stamp}`;
    await send(investor, second);
    await expect(creator.getByRole("list", { name: "Mensagens" }).getByText(second)).toBeVisible();
    await expect.poll(() => headerUnread(creator), { timeout: 10_000 }).toBe(afterReading);

    // B replies to the first message: A sees the quote.
    const firstBubble = creator.getByRole("listitem").filter({ hasText: first }).last();
    await firstBubble.getByRole("button", { name: "Ações da mensagem" }).click();
    await creator.getByRole("menuitem", { name: "Responder" }).click();
    const reply = `Resposta ${stamp}`;
    await send(creator, reply);
    const replyBubble = investor.getByRole("listitem").filter({ hasText: reply });
    await expect(replyBubble).toBeVisible();
    await expect(replyBubble.getByRole("blockquote")).toContainText(first);

    // B marks the second one important: the star shows on both sides.
    const secondBubble = creator.getByRole("listitem").filter({ hasText: second }).last();
    await secondBubble.getByRole("button", { name: "Ações da mensagem" }).click();
    await creator.getByRole("menuitem", { name: "Marcar como importante" }).click();
    await expect(secondBubble.getByRole("img", { name: /^Importante/ })).toBeVisible();
    await expect(
      investor
        .getByRole("listitem")
        .filter({ hasText: second })
        .getByRole("img", { name: /^Importante/ }),
    ).toBeVisible();

    // B forwards A's first message into the group: the copy says it was forwarded. (The reply quotes
    // it too, so the original is the first item with its text.)
    const original = creator.getByRole("listitem").filter({ hasText: first }).first();
    await original.getByRole("button", { name: "Ações da mensagem" }).click();
    await creator.getByRole("menuitem", { name: "Encaminhar" }).click();
    await creator.getByRole("dialog").getByRole("button", { name: groupName }).click();
    await expect(creator.getByRole("dialog")).toHaveCount(0);
    await creator.getByRole("button", { name: /^Conversas/ }).click();
    await creator.getByRole("link", { name: new RegExp(`^${groupName}`) }).click();
    // Wait for the group itself: until it renders, the direct chat is still on screen, where the
    // original and the reply's quote both hold the text (a strict-mode failure, not a retry).
    await expect(creator.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
    const forwarded = creator.getByRole("list", { name: "Mensagens" }).getByRole("listitem").filter({ hasText: first });
    await expect(forwarded).toContainText(`Encaminhada · de ${INVESTOR_NAME}`);

    await investor.context().close();
    await creator.context().close();
  });

  test("older history loads on scrolling up, keeping the reader's place", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await openDirectChat(page, "Juliana Advogada");
    const conversationId = page.url().split("/").pop()!;
    const stamp = Date.now().toString(36);
    // 70 messages: more than one page (50), sent through the API in order.
    for (let i = 1; i <= 70; i++) {
      const response = await page.request.post(`/api/chat/conversations/${conversationId}/messages`, {
        data: { client_id: `e2e-${stamp}-${i}`, content: `Histórico ${stamp} nº ${i}` },
      });
      expect(response.status()).toBe(201);
    }
    await page.reload();
    const list = page.getByRole("list", { name: "Mensagens" });
    await expect(list.getByText(`Histórico ${stamp} nº 70`, { exact: true })).toBeVisible();
    await expect(list.getByText(`Histórico ${stamp} nº 1`, { exact: true })).toHaveCount(0);

    // Scroll to the top: the older page comes in above, and what was at the top stays in view.
    const scroller = page.getByTestId("message-scroller");
    const anchor = list.getByText(`Histórico ${stamp} nº 21`, { exact: true });
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(list.getByText(`Histórico ${stamp} nº 1`, { exact: true })).toBeAttached();
    await expect(anchor).toBeInViewport();
  });

  test("files: screened before upload, sent in a message, listed under Arquivos and downloadable", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await openDirectChat(page, "Juliana Advogada");
    const input = page.getByTestId("chat-attachments-input");
    // Some words first, so the send button is enabled while the refusal's toast shows.
    await page.getByLabel("Mensagem", { exact: true }).fill("Segue o laudo.");

    // A text file named .pdf is refused by its content, before any upload.
    await input.setInputFiles({ name: "notas.pdf", mimeType: "application/pdf", buffer: Buffer.from("só texto") });
    await expect(
      toasts(page).filter({
        hasText: "O arquivo notas.pdf não é de um tipo aceito. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.",
      }),
    ).toBeVisible();
    // The refusal's toast leaves the composer's button free: the next file goes out at once.
    await expectReachable(page.getByRole("button", { name: "Enviar mensagem" }), "Enviar mensagem");

    const name = `laudo-${Date.now().toString(36)}.pdf`;
    await input.setInputFiles({
      name,
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
    });
    const chips = page.getByRole("list", { name: "Arquivos a enviar" });
    await expect(chips.getByText(name)).toBeVisible();
    await expect(chips.getByText("%")).toHaveCount(0);
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    const link = page.getByRole("list", { name: "Mensagens" }).getByRole("link", { name: new RegExp(name) });
    await expect(link).toBeVisible();
    const download = await page.request.get((await link.getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 4).toString()).toBe("%PDF");

    await page.getByRole("button", { name: "Menu da conversa" }).click();
    await page.getByRole("menuitem", { name: "Arquivos" }).click();
    await expect(page.getByRole("list", { name: "Arquivos compartilhados" }).getByText(name)).toBeVisible();
  });

  test("on a 360 px phone the conversation fills the screen with the text box at the bottom", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await loginAs(page, DEMO.creator);
    await page.getByRole("button", { name: /^Conversas/ }).click();
    await page.getByRole("list", { name: "Conversas" }).getByRole("link").first().click();
    await expect(page.getByRole("list", { name: "Mensagens" })).toBeVisible();
    const box = page.getByLabel("Mensagem", { exact: true });
    await expect(box).toBeInViewport();
    expect((await box.boundingBox())!.y).toBeGreaterThan(640 - 120);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(640);
  });

  test("an unknown conversation reads 'Conversa não encontrada'", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto("/dashboard/chat/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Conversa não encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar ao painel" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
