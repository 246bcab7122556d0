import type { Browser, Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { DEMO, expect, loginAs, test, toasts } from "./fixtures";

// Open pages follow what others do, without a reload (decision 048): two
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
    await expect(card).toContainText("Status: Pendente");

    // Legal decides; (a) the creator's page leaves "Rascunho" and (b) their bell moves, no reload.
    const bellBefore = await bellCount(creator).textContent();
    await card.getByRole("button", { name: "Iniciar análise" }).click();
    await expect(card).toContainText("Status: Em Análise");
    await card.getByRole("button", { name: "Aprovar" }).click();
    await legal.getByRole("dialog").getByRole("button", { name: "Aprovar" }).click();
    await expect(toasts(legal)).toContainText("Solicitação aprovada");

    await expect(status).toHaveText("Em Planejamento");
    await expect(bellCount(creator)).not.toHaveText(bellBefore ?? "");
    const history = creator.locator('[data-slot="card"]', {
      has: creator.getByRole("heading", { name: "Análise jurídica" }),
    });
    await expect(history).toContainText("Status: Aprovado");
  });

  test("a signer's signatures screen shows a new request and its cancellation as the sender acts", async ({
    browser,
  }) => {
    const title = `Assinatura ao vivo E2E ${Date.now()}`;
    const creator = await livePageOf(browser, DEMO.creator);
    const investor = await livePageOf(browser, DEMO.investor);

    // The signer watches the screen, searched by a title no request has yet.
    await investor.goto(`/dashboard/signatures?q=${encodeURIComponent(title)}`);
    await expect(investor.getByRole("heading", { level: 1, name: "Assinaturas" })).toBeVisible();
    const card = investor.getByRole("article").filter({ has: investor.getByRole("heading", { name: title }) });
    await expect(card).toHaveCount(0);

    // The sender makes the request through the API (the screens that make it have their own tests).
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage([420, 595]).drawText("Contrato E2E - ao vivo", { x: 40, y: 540, font });
    const uploaded = await creator.request.post("/api/files", {
      multipart: { file: { name: "contrato.pdf", mimeType: "application/pdf", buffer: Buffer.from(await pdf.save()) } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const options = (await (await creator.request.get("/api/signatures/project-options")).json()) as {
      items: { id: string }[];
    };
    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const created = await creator.request.post("/api/signatures", {
      data: {
        title,
        project_id: options.items[0]!.id,
        type: "service",
        amount: 1000,
        due_date: due,
        file_id: ((await uploaded.json()) as { id: string }).id,
        signers: [{ name: "Ana Investidora", email: DEMO.investor }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // The request appears on the signer's screen without a reload, then its cancellation.
    await expect(card).toContainText("Pendente");
    const voided = await creator.request.post(`/api/signatures/${id}/void`, {
      data: { reason: "Teste de atualização ao vivo." },
    });
    expect(voided.status(), await voided.text()).toBe(200);
    await expect(card).toContainText("Cancelado");
  });
});
