import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, loginAs, test, toasts } from "./fixtures";

// Open pages follow what others do, without a reload (issue 28 points 3 and 4, decision 048): two
// people in two browser contexts, one acts, the other's screen moves over the realtime socket.

/**
 * A logged-in page of its own (separate cookies) whose realtime socket is open and subscribed, so
 * what happens next reaches it live rather than by a catch-up.
 */
async function livePageOf(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const subscribed = new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).includes('"subscribed"')) resolve();
      });
    });
  });
  await loginAs(page, email);
  await subscribed;
  return page;
}

/** The bell's count as the screen reader reads it ("3 não lidas", "Nenhuma não lida"). */
const bellCount = (page: Page) => page.locator("#notifications-unread");

test.describe("live updates across browsers", () => {
  test("the queue, the project page and the bell move while the other person acts", async ({ browser }) => {
    test.setTimeout(90_000);
    const title = `Ao vivo E2E ${Date.now()}`;
    const creator = await livePageOf(browser, DEMO.creator);
    const legal = await livePageOf(browser, DEMO.legal);

    // Legal watches the queue, filtered by a title that has no request yet.
    await legal.goto(`/dashboard/approvals?q=${encodeURIComponent(title)}`);
    await expect(legal.getByRole("heading", { level: 1, name: "Aprovações" })).toBeVisible();
    await expect(legal.getByText("Nenhuma solicitação encontrada com os filtros aplicados.")).toBeVisible();

    // The creator makes a draft, opens its page and submits it.
    const created = await creator.request.post("/api/projects", {
      data: {
        purpose: "collaborative",
        title,
        description: "Projeto criado pelo teste de atualizações ao vivo.",
        location_city: "Maringá",
        location_state: "PR",
        project_type: "casas",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await creator.goto(`/dashboard/projects/${id}`);
    await expect(creator.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const status = creator.locator('[data-slot="badge"]', { hasText: /^(Rascunho|Em Planejamento)$/ }).first();
    await expect(status).toHaveText("Rascunho");
    await creator.getByRole("button", { name: "Enviar para análise jurídica" }).click();
    await creator.getByRole("alertdialog").getByRole("button", { name: "Enviar" }).click();
    await expect(creator.getByText(/Análise jurídica solicitada em/)).toBeVisible();

    // (c) The request appears in legal's queue without a reload.
    const card = legal.getByRole("article", { name: title });
    await expect(card).toContainText("Status: Pendente", { timeout: 5_000 });

    // Legal decides; (a) the creator's page leaves "Rascunho" and (b) their bell moves, no reload.
    const bellBefore = await bellCount(creator).textContent();
    await card.getByRole("button", { name: "Iniciar análise" }).click();
    await expect(card).toContainText("Status: Em Análise");
    await card.getByRole("button", { name: "Aprovar" }).click();
    await legal.getByRole("dialog").getByRole("button", { name: "Aprovar" }).click();
    await expect(toasts(legal)).toContainText("Solicitação aprovada");

    await expect(status).toHaveText("Em Planejamento", { timeout: 5_000 });
    await expect(bellCount(creator)).not.toHaveText(bellBefore ?? "", { timeout: 5_000 });
    const history = creator.locator('[data-slot="card"]', {
      has: creator.getByRole("heading", { name: "Análise jurídica" }),
    });
    await expect(history).toContainText("Status: Aprovado");
  });
});
