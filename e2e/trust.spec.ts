import { type APIRequestContext, type Page } from "@playwright/test";
import {
  createAccountViaApi,
  DEMO,
  DEMO_PASSWORD,
  expect,
  loginAs,
  STRONG_PASSWORD,
  test,
  toasts,
  uniqueCpf,
  uniqueEmail,
} from "./fixtures";
import { pageOf } from "./supplier-helpers";

const LEGAL_NOTICE = "Sua conta jurídica aguarda verificação";

/** Opens the registration form, fills it as a legal account would, and returns its controls. */
async function startLegalRegistration(page: Page, values: { name: string; email: string }) {
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Criar Conta" })).toBeVisible();
  const form = {
    type: page.getByRole("combobox", { name: "Tipo de usuário" }),
    oabNumber: page.getByLabel("Número da OAB"),
    oabState: page.getByRole("combobox", { name: "UF da OAB" }),
    submit: page.getByRole("button", { name: "Criar Conta" }),
  };
  await page.getByLabel("Nome completo").fill(values.name);
  await page.getByLabel("CPF").pressSequentially(uniqueCpf());
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Senha").fill(STRONG_PASSWORD);

  // The OAB fields belong to legal accounts only.
  await expect(form.oabNumber).toHaveCount(0);
  await expect(form.oabState).toHaveCount(0);
  await form.type.click();
  await page.getByRole("option", { name: "Jurídico", exact: true }).click();
  await expect(form.type).toHaveText("Jurídico");
  await expect(form.oabNumber).toBeVisible();
  await expect(form.oabState).toBeVisible();
  return form;
}

/** Logs a request context of its own in as the platform admin and verifies the account with that e-mail. */
async function verifyAsAdmin(request: APIRequestContext, email: string) {
  const login = await request.post("/api/auth/login", { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const pending = await request.get("/api/admin/legal-accounts");
  expect(pending.status(), await pending.text()).toBe(200);
  const { items } = (await pending.json()) as { items: { id: string; email: string; oab_number: string | null }[] };
  const account = items.find((item) => item.email === email);
  expect(account, `${email} should be waiting for verification`).toBeDefined();
  const verify = await request.post(`/api/admin/users/${account!.id}/verify`);
  expect(verify.status(), await verify.text()).toBe(200);
  expect(await verify.json()).toMatchObject({ email, type: "legal", verified: true });
  return account!;
}

test.describe("legal accounts", () => {
  test("a legal account registers with its OAB and waits for verification", async ({ page }) => {
    const name = `Advogada E2E ${Math.random().toString(36).slice(2, 7)}`;
    const form = await startLegalRegistration(page, { name, email: uniqueEmail("juridico") });

    await form.submit.click();
    await expect(page.getByText("Informe o número da OAB.")).toBeVisible();
    await expect(page.getByText("Selecione a UF da OAB.")).toBeVisible();
    await expect(form.oabNumber).toHaveAttribute("aria-invalid", "true");
    await expect(form.oabState).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/register$/);

    await form.oabNumber.fill("123456");
    await form.oabState.click();
    await page.getByRole("option", { name: "SP", exact: true }).click();
    await expect(form.oabState).toHaveText("SP");
    await expect(page.getByText("Informe o número da OAB.")).toHaveCount(0);
    await expect(page.getByText("Selecione a UF da OAB.")).toHaveCount(0);

    await form.submit.click();
    await expect(toasts(page)).toContainText("Conta criada com sucesso!");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: `Bem-vindo, ${name}!` })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: LEGAL_NOTICE })).toBeVisible();
  });

  test("once an admin verifies the account the notice goes away", async ({ page, request }) => {
    const name = `Advogado E2E ${Math.random().toString(36).slice(2, 7)}`;
    const email = uniqueEmail("juridico");
    const form = await startLegalRegistration(page, { name, email });
    await form.oabNumber.fill("98.765");
    await form.oabState.click();
    await page.getByRole("option", { name: "RJ", exact: true }).click();
    await form.submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const notice = page.getByRole("status").filter({ hasText: LEGAL_NOTICE });
    await expect(notice).toBeVisible();

    const account = await verifyAsAdmin(request, email);
    // The number is stored without the punctuation typed.
    expect(account.oab_number).toBe("98765");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: `Bem-vindo, ${name}!` })).toBeVisible();
    await expect(page.getByText(LEGAL_NOTICE)).toHaveCount(0);
  });
});

test.describe("team invitations", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a creator invites a member by e-mail, who sees the invitation after registering", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await loginAs(page, DEMO.creator);
    const mine = await page.request.get("/api/projects?scope=mine");
    expect(mine.status(), await mine.text()).toBe(200);
    const { items } = (await mine.json()) as { items: { id: string; title: string }[] };
    expect(items.length).toBeGreaterThan(0);
    const project = items[0]!;

    await page.goto(`/dashboard/projects/${project.id}`);
    await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
    await page.getByRole("tab", { name: "Equipe" }).click();
    await page.getByRole("button", { name: "Adicionar membro" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar membro à equipe" });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
    await expect(dialog.getByText("Informe o nome do membro da equipe.")).toBeVisible();
    await expect(dialog.getByText("Selecione a função.")).toBeVisible();
    await expect(dialog.getByLabel("Nome", { exact: true })).toHaveAttribute("aria-invalid", "true");

    const email = uniqueEmail("convite");
    const memberName = `Engenheira E2E ${Math.random().toString(36).slice(2, 7)}`;
    await dialog.getByLabel("Nome", { exact: true }).fill(memberName);
    await dialog.getByRole("combobox", { name: "Função" }).click();
    await page.getByRole("option", { name: "Engenheiro", exact: true }).click();
    await dialog.getByLabel("Email (opcional)").fill(email);
    await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();

    await expect(toasts(page)).toContainText("Convite enviado");
    await expect(toasts(page)).toContainText(`${email} receberá um convite por email.`);
    await expect(dialog).toBeHidden();

    const account = await createAccountViaApi(request, { name: memberName, email });
    const invitee = await pageOf(browser, baseURL!, account.email, account.password);
    try {
      await invitee.goto("/dashboard/invitations");
      await expect(invitee.getByRole("heading", { level: 1, name: "Convites" })).toBeVisible();
      const section = invitee.getByRole("region", { name: "Convites para equipes" });
      await expect(section.getByRole("note")).toContainText("Confirme seu email para responder aos convites");
      await expect(section.getByRole("button", { name: "Confirmar email" })).toBeVisible();
      const invitation = section.getByRole("listitem").filter({ hasText: project.title });
      await expect(invitation).toContainText("Carlos Construtor convidou você como Engenheiro.");
      // Until the e-mail is confirmed the invitation cannot be answered.
      await expect(invitation.getByRole("button", { name: "Aceitar" })).toBeDisabled();
      await expect(invitation.getByRole("button", { name: "Recusar" })).toBeDisabled();
    } finally {
      await invitee.context().close();
    }
  });

  test("the creator withdraws a pending invitation, then removes the entry, each after a confirmation", async ({
    page,
  }) => {
    await loginAs(page, DEMO.creator);
    const mine = await page.request.get("/api/projects?scope=mine");
    const { items } = (await mine.json()) as { items: { id: string; title: string }[] };
    const project = items[0]!;
    const memberName = `Arquiteta E2E ${Math.random().toString(36).slice(2, 7)}`;
    const added = await page.request.post(`/api/projects/${project.id}/team`, {
      data: { name: memberName, role: "arquiteto", email: uniqueEmail("retirado") },
    });
    expect(added.status(), await added.text()).toBe(201);

    await page.goto(`/dashboard/projects/${project.id}`);
    await page.getByRole("tab", { name: "Equipe" }).click();
    // The team tab's own list (a toast naming the person is a list item too).
    const team = page.getByRole("tabpanel", { name: "Equipe" });
    const entry = team.getByRole("listitem").filter({ hasText: memberName });
    await expect(entry).toContainText("Convite pendente");

    await entry.getByRole("button", { name: `Cancelar convite de ${memberName}` }).click();
    const confirmWithdraw = page.getByRole("alertdialog", { name: `Cancelar o convite de ${memberName}?` });
    await confirmWithdraw.getByRole("button", { name: "Cancelar convite" }).click();
    await expect(toasts(page)).toContainText("Convite cancelado");
    await expect(entry).toContainText("Convite cancelado");
    await expect(entry.getByRole("button", { name: `Cancelar convite de ${memberName}` })).toHaveCount(0);

    await entry.getByRole("button", { name: `Remover ${memberName} da equipe` }).click();
    const confirmRemoval = page.getByRole("alertdialog", { name: `Remover ${memberName} da equipe?` });
    await confirmRemoval.getByRole("button", { name: "Remover da equipe" }).click();
    await expect(toasts(page)).toContainText("Membro removido");
    await expect(entry).toHaveCount(0);
  });
});
