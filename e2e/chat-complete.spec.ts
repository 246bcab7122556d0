import { expect, newPersonPage, test, userChannelSubscribed } from "./fixtures";

// Decision 049: edit, delete, @mentions, typing and presence, live in two browsers.

test("two browsers: typing and presence, an @mention that reaches the bell, an edit and a deletion seen live", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  // People of their own: presence and the bell must not depend on what other tests do meanwhile.
  const INVESTOR_NAME = `Ana Presença ${stamp}`;
  const CREATOR_NAME = `Carlos Presença ${stamp}`;
  const creator = await newPersonPage(browser, request, CREATOR_NAME, "creator");
  const investor = await newPersonPage(browser, request, INVESTOR_NAME);

  await creator.goto("/dashboard/chat/new");
  await creator.getByRole("searchbox", { name: "Buscar usuários" }).fill(INVESTOR_NAME);
  await creator.getByRole("button", { name: `Conversar com ${INVESTOR_NAME}` }).click();
  await expect(creator).toHaveURL(/\/dashboard\/chat\/[0-9a-f-]{36}$/);
  // A fresh page load opens a new socket whose subscription can be awaited.
  const creatorLive = userChannelSubscribed(creator);
  await creator.reload();
  await creatorLive;
  const investorLive = userChannelSubscribed(investor);
  await investor.goto(new URL(creator.url()).pathname);
  await expect(investor.getByRole("heading", { level: 1, name: CREATOR_NAME })).toBeVisible();
  await investorLive;

  // Presence: each sees the other online.
  await expect(creator.getByRole("status").filter({ hasText: "Online" })).toBeVisible();
  await expect(investor.getByRole("status").filter({ hasText: "Online" })).toBeVisible();

  // Typing: the investor types, the creator sees it.
  await investor.getByLabel("Mensagem", { exact: true }).pressSequentially("digitando", { delay: 30 });
  await expect(creator.getByText("Ana está digitando…")).toBeVisible();
  await investor.getByLabel("Mensagem", { exact: true }).fill("");

  // An @mention chosen from the list by keyboard.
  const box = creator.getByLabel("Mensagem", { exact: true });
  await box.pressSequentially("@Ana");
  await expect(creator.getByRole("listbox", { name: "Mencionar membro" })).toBeVisible();
  await box.press("Enter");
  await expect(box).toHaveValue(`@${INVESTOR_NAME} `);
  const original = `confere a planta ${stamp}`;
  await box.pressSequentially(original);
  await box.press("Enter");
  const investorHistory = investor.getByRole("list", { name: "Mensagens" });
  await expect(investorHistory.getByText(original)).toBeVisible();
  await expect(
    investorHistory
      .locator("[data-mention]")
      .filter({ hasText: `@${INVESTOR_NAME}` })
      .last(),
  ).toBeVisible();

  // The creator edits it: the investor sees the new text marked "editada", without a reload.
  const edited = `confere a planta nova ${stamp}`;
  const ownBubble = creator.getByRole("listitem").filter({ hasText: original });
  await ownBubble.getByRole("button", { name: "Ações da mensagem" }).click();
  await creator.getByRole("menuitem", { name: "Editar" }).click();
  await expect(box).toHaveValue(`@${INVESTOR_NAME} ${original}`);
  await box.fill(`@${INVESTOR_NAME} ${edited}`);
  await box.press("Enter");
  const theirCopy = investorHistory.getByRole("listitem").filter({ hasText: edited });
  await expect(theirCopy).toBeVisible();
  await expect(theirCopy.getByText("editada")).toBeVisible();

  // The creator deletes it: "Mensagem apagada" on both sides.
  await creator
    .getByRole("listitem")
    .filter({ hasText: edited })
    .getByRole("button", { name: "Ações da mensagem" })
    .click();
  await creator.getByRole("menuitem", { name: "Apagar" }).click();
  await creator.getByRole("alertdialog").getByRole("button", { name: "Apagar" }).click();
  await expect(investorHistory.getByText(edited)).toHaveCount(0);
  await expect(investorHistory.getByText("Mensagem apagada").last()).toBeVisible();
  await expect(creator.getByRole("list", { name: "Mensagens" }).getByText("Mensagem apagada").last()).toBeVisible();

  // The mention reached the investor's bell.
  await investor.reload();
  await investor.getByRole("button", { name: /^Notificações/ }).click();
  await expect(investor.getByRole("dialog").getByText("Nova menção no chat").first()).toBeVisible();

  // Presence follows the socket: the investor leaves, the creator no longer sees "Online".
  await investor.context().close();
  await expect(creator.getByRole("status").filter({ hasText: /Visto por último/ })).toBeVisible();
});
