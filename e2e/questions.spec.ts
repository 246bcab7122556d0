import { DEMO, expect, loggedInPage, newPersonPage, projectIdByTitle, test, toasts } from "./fixtures";

// docs/product/offer-questions.md: on an open raise a person asks about the offer, the
// creator answers in public, an admin hides an abusive question with a reason; the asker sees why, others
// no longer see it, until the admin shows it again with a reason (decision 063). The askers are accounts
// of their own (the demo accounts serve other tests at once).

const PROJECT = "Residencial Jardim das Acácias";

test("a question asked on a phone is answered by the creator; an abusive one is hidden by an admin", async ({
  browser,
  request,
}) => {
  // Three people (a phone, the creator, an admin): 84 s on a loaded 2-core machine.
  test.setTimeout(180_000);
  const asker = await newPersonPage(browser, request, "Iara Perguntadora");
  await asker.setViewportSize({ width: 360, height: 740 });
  const projectId = await projectIdByTitle(asker, PROJECT);
  await asker.goto(`/dashboard/projects/${projectId}`);
  const section = asker.locator("#perguntas");
  await expect(section.getByRole("heading", { name: "Perguntas sobre a oferta" })).toBeVisible();
  // The demo data answered questions on the open raises.
  await expect(section.getByText("Resposta do criador").first()).toBeVisible();

  const stamp = Date.now().toString(36);
  const good = `Qual é o cronograma de pagamentos previsto (${stamp})?`;
  await section.getByLabel("Sua pergunta").fill(good);
  await asker.keyboard.press("Tab");
  await asker.keyboard.press("Enter");
  await expect(toasts(asker).filter({ hasText: "Pergunta enviada" })).toBeVisible();
  const list = section.getByRole("list", { name: "Perguntas sobre a oferta" });
  await expect(list.getByRole("listitem").filter({ hasText: good })).toContainText("Você");
  const overflow = await asker.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const abusive = `Texto ofensivo que não pergunta nada (${stamp}).`;
  await section.getByLabel("Sua pergunta").fill(abusive);
  await section.getByRole("button", { name: "Enviar pergunta" }).click();
  await expect(list.getByRole("listitem").filter({ hasText: abusive })).toBeVisible();

  const creator = await loggedInPage(browser, DEMO.creator);
  await creator.goto(`/dashboard/projects/${projectId}`);
  const mine = creator.locator("#perguntas").getByRole("listitem").filter({ hasText: good });
  await mine.getByRole("button", { name: "Responder" }).click();
  await mine.getByLabel("Sua resposta (pública)").fill(`Pagamentos trimestrais após a entrega (${stamp}).`);
  await mine.getByRole("button", { name: "Publicar resposta" }).click();
  await expect(mine).toContainText("Resposta do criador");
  await expect(mine.getByRole("button", { name: "Editar resposta" })).toBeVisible();
  // The asker's page, open all along, shows the answer as it comes, without a reload: who asked
  // follows the offer's changes over the realtime socket (decision 129).
  await expect(list.getByRole("listitem").filter({ hasText: good })).toContainText(
    `Pagamentos trimestrais após a entrega (${stamp}).`,
  );

  const admin = await loggedInPage(browser, DEMO.admin);
  await admin.goto(`/dashboard/projects/${projectId}`);
  const bad = admin.locator("#perguntas").getByRole("listitem").filter({ hasText: abusive });
  await bad.getByRole("button", { name: "Ocultar" }).click();
  const dialog = admin.getByRole("dialog", { name: "Ocultar pergunta" });
  await dialog.getByRole("button", { name: "Ocultar pergunta" }).click();
  await expect(dialog.getByText("Informe o motivo para ocultar a pergunta.")).toBeVisible();
  await dialog.getByLabel("Motivo").fill("Linguagem ofensiva, contra as regras da plataforma.");
  await dialog.getByRole("button", { name: "Ocultar pergunta" }).click();
  await expect(dialog).toBeHidden();
  await expect(bad).toContainText("Ocultada pela moderação");

  await asker.reload();
  const answered = asker.locator("#perguntas").getByRole("listitem").filter({ hasText: good });
  await expect(answered).toContainText(`Pagamentos trimestrais após a entrega (${stamp}).`);
  const hidden = asker.locator("#perguntas").getByRole("listitem").filter({ hasText: abusive });
  await expect(hidden).toContainText("Ocultada pela moderação");
  await expect(hidden).toContainText("Linguagem ofensiva, contra as regras da plataforma.");

  const reader = await newPersonPage(browser, request, "Otto Leitor");
  await reader.goto(`/dashboard/projects/${projectId}`);
  await expect(reader.locator("#perguntas").getByText(good)).toBeVisible();
  await expect(reader.locator("#perguntas").getByText(abusive)).toHaveCount(0);

  // The hide was a mistake (decision 063): the admin shows it again, with a reason, and everyone reads it.
  await bad.getByRole("button", { name: "Exibir novamente" }).click();
  const again = admin.getByRole("dialog", { name: "Exibir pergunta novamente" });
  await again.getByRole("button", { name: "Exibir pergunta" }).click();
  await expect(again.getByText("Informe o motivo para exibir a pergunta novamente.")).toBeVisible();
  await again.getByLabel("Motivo").fill("Revisão: a pergunta não fere as regras.");
  await again.getByRole("button", { name: "Exibir pergunta" }).click();
  await expect(again).toBeHidden();
  await expect(bad).not.toContainText("Ocultada pela moderação");
  await expect(bad.getByRole("button", { name: "Ocultar" })).toBeVisible();
  await reader.reload();
  await expect(reader.locator("#perguntas").getByText(abusive)).toBeVisible();
});
