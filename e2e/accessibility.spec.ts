import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { appRoutes } from "../packages/shared/src/routes";
import { DEMO, expect, loginAs, test } from "./fixtures";
import { demoPaths, inPart, PUBLIC_ROUTES, ROLES, SCREEN_PARTS, verificationPath, waitForContent } from "./screens";

/**
 * docs/product/formats-and-layout.md#accessibility: axe-core finds no serious or critical violation on any
 * screen, public or in the dashboard, for any role, nor with a dialog open (decision 026). Every rule axe runs
 * by default is on (WCAG 2.0, 2.1 and 2.2 A and AA, and its best practices); a moderate or minor finding is
 * not a failure. Each screen is loaded once per role and checked once; the list of screens is the one the
 * width check walks (e2e/screens.ts), so a new route is checked as soon as it is declared.
 */
const BLOCKING = new Set(["serious", "critical"]);

/** Runs axe on the page as it is now and records every serious or critical violation, with its elements. */
async function audit(page: Page, where: string, failures: string[]) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  for (const violation of violations) {
    if (!BLOCKING.has(violation.impact ?? "")) continue;
    const nodes = violation.nodes
      .slice(0, 4)
      .map((node) => {
        // The first check's message says why (for contrast: both colours, the ratio and the one expected).
        const why = [...node.any, ...node.all, ...node.none][0]?.message ?? "";
        return `${node.target.join(" ")}  ${node.html.slice(0, 140)}\n        ${why}`;
      })
      .join("\n      ");
    failures.push(`${where}: [${violation.impact}] ${violation.id} — ${violation.help}\n      ${nodes}`);
  }
}

/** Waits until the dialog (and its entry animation) has settled, so axe reads its final colours. */
async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("data-state", "open");
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
}

test.describe("accessibility, logged out", () => {
  test("the public screens have no serious or critical violation", async ({ page, browser }) => {
    test.slow();
    // The verification page needs a real code, read by a logged-in page of its own.
    const reader = await browser.newPage();
    await loginAs(reader, DEMO.creator);
    const verify = await verificationPath(reader);
    await reader.close();

    const failures: string[] = [];
    for (const route of [...PUBLIC_ROUTES, verify, "/pagina-que-nao-existe"]) {
      await page.goto(route);
      await waitForContent(page);
      await audit(page, `sem sessão · ${route}`, failures);
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
});

for (const [role, email] of ROLES) {
  test.describe(`accessibility, ${role}`, () => {
    test.describe.configure({ mode: "parallel" });

    for (const part of SCREEN_PARTS) {
      test(`dashboard screens have no serious or critical violation (${role}, part ${part})`, async ({ page }) => {
        test.slow();
        await loginAs(page, email);
        const failures: string[] = [];
        for (const route of (await demoPaths(page)).filter(inPart(part))) {
          // A step per screen, so a failure or a timeout names the screen it happened on.
          await test.step(route, async () => {
            await page.goto(route);
            await waitForContent(page);
            await audit(page, `${role} · ${route}`, failures);
          });
        }
        expect(failures, failures.join("\n")).toEqual([]);
      });
    }
  });
}

test.describe("accessibility of open dialogs and forms", () => {
  // Each test audits a dialog twice or more (empty, then with its errors); axe on the larger signing
  // dialogs takes several seconds on a busy 2-core machine, so 30 s left no margin.
  test.describe.configure({ mode: "parallel", timeout: 60_000 });

  test("invest dialog (investidor)", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto(`${appRoutes.projects}?status=funding_open`);
    await page.getByRole("article").first().getByRole("link", { name: "Investir agora" }).click();
    const dialog = page.getByRole("dialog");
    await settled(dialog);
    await expect(dialog.getByText(/Limite anual disponível: R\$|Sem limite \(investidor qualificado\)/)).toBeVisible();
    const failures: string[] = [];
    await audit(page, "investir", failures);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("quotation response dialog (fornecedor)", async ({ page }) => {
    await loginAs(page, DEMO.supplier);
    await page.goto(appRoutes.quotations);
    await page.getByRole("tab", { name: /^Recebidas/ }).click();
    await page.getByRole("button", { name: "Responder" }).first().click();
    const dialog = page.getByRole("dialog");
    await settled(dialog);
    const failures: string[] = [];
    await audit(page, "responder cotação", failures);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("review dialog (criador)", async ({ page }) => {
    await loginAs(page, DEMO.creator);
    await page.goto(appRoutes.quotations);
    await page.getByRole("tab", { name: /^Enviadas/ }).click();
    await page.getByRole("button", { name: "Avaliar fornecedor" }).first().click();
    const dialog = page.getByRole("dialog");
    await settled(dialog);
    const failures: string[] = [];
    await audit(page, "avaliar fornecedor", failures);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("Enviar documento dialog, empty and with its errors (criador)", async ({ page }) => {
    await loginAs(page, DEMO.creator);
    await page.goto(appRoutes.documents);
    await waitForContent(page);
    await page.getByRole("button", { name: "Enviar documento" }).click();
    const dialog = page.getByRole("dialog", { name: "Enviar documento" });
    await settled(dialog);
    const failures: string[] = [];
    await audit(page, "enviar documento", failures);
    await dialog.getByRole("button", { name: "Enviar documento" }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit(page, "enviar documento, com erros", failures);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("Nova assinatura dialog, empty and with its errors (criador)", async ({ page }) => {
    await loginAs(page, DEMO.creator);
    await page.goto(appRoutes.signatures);
    await waitForContent(page);
    await page.getByRole("button", { name: "Nova assinatura" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova assinatura" });
    await settled(dialog);
    const failures: string[] = [];
    await audit(page, "nova assinatura", failures);
    await dialog.getByRole("button", { name: "Enviar para assinatura" }).click();
    await expect(dialog.getByText("Informe o título do contrato.")).toBeVisible();
    await audit(page, "nova assinatura, com erros", failures);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("sign dialog (investidor)", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto(appRoutes.signatures);
    await waitForContent(page);
    await page
      .getByRole("button", { name: /^Assinar / })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Assinar contrato" });
    await settled(dialog);
    const failures: string[] = [];
    await audit(page, "assinar contrato", failures);
    await dialog.getByRole("button", { name: "Assinar" }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit(page, "assinar contrato, com erros", failures);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("new chat group, empty and with its error (criador)", async ({ page }) => {
    await loginAs(page, DEMO.creator);
    await page.goto(appRoutes.newChat);
    await waitForContent(page);
    await page.getByRole("tab", { name: "Criar Grupo" }).click();
    await expect(page.getByLabel("Nome do grupo")).toBeVisible();
    const failures: string[] = [];
    await audit(page, "criar grupo", failures);
    await page.getByRole("button", { name: "Criar Grupo" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Selecione pelo menos um usuário" })).toBeVisible();
    await audit(page, "criar grupo, com erro", failures);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("Minha Conta password change, empty and with its errors (investidor)", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto(`${appRoutes.profile}?aba=configuracoes`);
    await expect(page.getByLabel("Nova senha", { exact: true })).toBeVisible();
    const failures: string[] = [];
    await audit(page, "alterar senha", failures);
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit(page, "alterar senha, com erros", failures);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("user menu and notifications open in the header (criador)", async ({ page }) => {
    await loginAs(page, DEMO.creator);
    await waitForContent(page);
    const failures: string[] = [];
    await page.getByRole("button", { name: /^Menu do usuário/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await audit(page, "menu do usuário", failures);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await page.getByRole("button", { name: /^Notificações/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await audit(page, "notificações", failures);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("on a phone, the dashboard and its sidebar sheet (investidor)", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await loginAs(page, DEMO.investor);
    await waitForContent(page);
    const failures: string[] = [];
    await audit(page, "360 px · início", failures);
    await page.getByRole("button", { name: "Alternar menu lateral" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await settled(sheet);
    await audit(page, "360 px · menu lateral", failures);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("Novo Contrato dialog, empty and with its errors (jurídico)", async ({ page }) => {
    await loginAs(page, DEMO.legal);
    await page.goto(appRoutes.contracts);
    await waitForContent(page);
    await page.getByRole("button", { name: "Novo Contrato" }).click();
    const dialog = page.getByRole("dialog", { name: "Novo Contrato" });
    await settled(dialog);
    const failures: string[] = [];
    await audit(page, "novo contrato", failures);
    await dialog.getByRole("button", { name: "Criar contrato" }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit(page, "novo contrato, com erros", failures);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("Cadastrar como fornecedor dialog, empty and with its errors (investidor)", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto(appRoutes.suppliers);
    await waitForContent(page);
    await page.getByRole("button", { name: "Cadastrar como fornecedor" }).click();
    const dialog = page.getByRole("dialog", { name: "Cadastrar como fornecedor" });
    await settled(dialog);
    const failures: string[] = [];
    await audit(page, "cadastrar fornecedor", failures);
    await dialog.getByRole("button", { name: "Cadastrar fornecedor" }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit(page, "cadastrar fornecedor, com erros", failures);
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
