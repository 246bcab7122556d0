import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, loginAs, test, toasts } from "./fixtures";

/** A fresh logged-in page of its own (separate cookies), so two people can act in one test. */
async function pageOf(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

/** Creates a private draft as the logged-in creator (through the API, with the page's session) and opens it. */
async function createDraft(page: Page, title: string): Promise<string> {
  const response = await page.request.post("/api/projects", {
    data: {
      purpose: "collaborative",
      title,
      description: "Projeto criado pelo teste de aprovações.",
      location_city: "Londrina",
      location_state: "PR",
      project_type: "casas",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.goto(`/dashboard/projects/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return id;
}

async function submitForReview(page: Page, label = "Enviar para análise jurídica") {
  await page.getByRole("button", { name: label }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText(/Análise jurídica solicitada em/)).toBeVisible();
}

/** Legal finds the request by its title in the queue and starts the analysis; answers its card. */
async function startAnalysis(page: Page, title: string) {
  await page.goto("/dashboard/approvals");
  await expect(page.getByRole("heading", { level: 1, name: "Aprovações" })).toBeVisible();
  await page.getByRole("searchbox").fill(title);
  await expect(page).toHaveURL(/q=/);
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Status: Pendente");
  await card.getByRole("button", { name: "Iniciar análise" }).click();
  await expect(card).toContainText("Status: Em Análise");
  // The click is answered, not only by the badge.
  await expect(toasts(page)).toContainText("Análise iniciada");
  await expect(toasts(page)).toContainText(`${title} agora está Em Análise.`);
  return card;
}

test.describe("legal review of projects", () => {
  test("creator submits, legal approves, the project is in planning", async ({ browser }) => {
    const title = `Aprovação E2E ${Date.now()}`;
    const creator = await pageOf(browser, DEMO.creator);
    await createDraft(creator, title);
    await submitForReview(creator);

    const legal = await pageOf(browser, DEMO.legal);
    const card = await startAnalysis(legal, title);
    await card.getByRole("button", { name: "Aprovar" }).click();
    const dialog = legal.getByRole("dialog");
    await dialog.getByLabel("Comentário (opcional)").fill("Documentação em ordem.");
    await dialog.getByRole("button", { name: "Aprovar" }).click();
    await expect(toasts(legal)).toContainText("Solicitação aprovada");
    await expect(card).toContainText("Status: Aprovado");
    await expect(card.getByText("Documentação em ordem.")).toBeVisible();

    // The link on the card opens the project under review.
    await card.getByRole("link", { name: /Ver projeto/ }).click();
    await expect(legal.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await creator.reload();
    await expect(creator.locator('[data-slot="badge"]', { hasText: "Em Planejamento" }).first()).toBeVisible();
    const history = creator.locator('[data-slot="card"]', {
      has: creator.getByRole("heading", { name: "Análise jurídica" }),
    });
    await expect(history).toContainText("Status: Aprovado");
    await expect(history.getByText("Documentação em ordem.")).toBeVisible();
    await expect(history.getByText(/Juliana Advogada/).first()).toBeVisible();
  });

  test("legal rejects with a comment; the creator sees it and resubmits", async ({ browser }) => {
    const title = `Rejeição E2E ${Date.now()}`;
    const creator = await pageOf(browser, DEMO.creator);
    await createDraft(creator, title);
    await submitForReview(creator);

    const legal = await pageOf(browser, DEMO.legal);
    const card = await startAnalysis(legal, title);
    await card.getByRole("button", { name: "Rejeitar" }).click();
    const dialog = legal.getByRole("dialog");
    // A rejection needs a reason.
    await dialog.getByRole("button", { name: "Rejeitar" }).click();
    await expect(
      dialog.getByText("Explique o motivo da rejeição para que o solicitante possa corrigir."),
    ).toBeVisible();
    const reason = "Anexe a matrícula atualizada do terreno.";
    await dialog.getByLabel("Motivo da rejeição").fill(reason);
    await dialog.getByRole("button", { name: "Rejeitar" }).click();
    await expect(toasts(legal)).toContainText("Solicitação rejeitada");
    await expect(card).toContainText("Status: Rejeitado");

    await creator.reload();
    await expect(creator.getByText("Projeto não aprovado na análise jurídica")).toBeVisible();
    await expect(creator.getByText(reason).first()).toBeVisible();
    await submitForReview(creator, "Reenviar para análise jurídica");
    // The history keeps the rejected review under the new one.
    const history = creator.locator('[data-slot="card"]', {
      has: creator.getByRole("heading", { name: "Análise jurídica" }),
    });
    await expect(history).toContainText("Status: Pendente");
    await expect(history).toContainText("Status: Rejeitado");
    await expect(history.getByText(reason)).toBeVisible();
  });

  test("the queue filters on the server and shows the demo requests", async ({ page }) => {
    await loginAs(page, DEMO.admin);
    await page.goto("/dashboard/approvals?status=rejeitado");
    const summary = page.getByRole("definition");
    await expect(summary.first()).not.toHaveText("");
    await expect(page.getByRole("article", { name: "Edifício Aurora Residence" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Residencial Solar dos Ipês" })).toHaveCount(0);
    await page.goto("/dashboard/approvals?q=nada-com-isso-aqui");
    await expect(page.getByText("Nenhuma solicitação encontrada com os filtros aplicados.")).toBeVisible();
    await page.getByRole("button", { name: "Limpar filtros" }).last().click();
    await expect(page.getByRole("article").first()).toBeVisible();
  });

  test("anyone else is refused with a way back", async ({ page }) => {
    await loginAs(page, DEMO.creator);
    await page.goto("/dashboard/approvals");
    await expect(page.getByRole("alert")).toContainText("Acesso restrito");
    await expect(page.getByRole("alert")).toContainText(
      "Esta área é exclusiva de profissionais jurídicos verificados e administradores da plataforma.",
    );
    expect((await page.request.get("/api/approvals")).status()).toBe(403);
    await page.getByRole("link", { name: "Voltar ao início" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
