import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { createAccountViaApi, expect, loginAs, test, toasts } from "./fixtures";
import { createSupplierViaApi, PDF, pageOf } from "./supplier-helpers";

/** POST /api/quotations and GET /api/quotations?side=…&limit=… (a glob would match the path without a query only). */
const QUOTATIONS_ENDPOINT = /\/api\/quotations(\?[^/]*)?$/;

const quotationCard = (page: Page, project: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: project, exact: true }) });

/** A request context of its own: each user of a test keeps its own session cookie. */
async function newApi(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

test.describe("quotation lifecycle", () => {
  test("request with an attachment, respond, approve, complete and review", async ({ page, browser, baseURL }) => {
    // Two people through the whole lifecycle: 72–78 s on a loaded 2-core machine.
    test.setTimeout(150_000);
    const supplierApi = await newApi(baseURL!);
    const supplier = await createSupplierViaApi(supplierApi, { name: "Sofia Fornecedora" });
    const requesterApi = await newApi(baseURL!);
    const requester = await createAccountViaApi(requesterApi, { name: "Rafael Requerente", type: "creator" });
    const project = `Reforma E2E ${Date.now().toString(36)}`;

    // The requester finds the supplier and asks for a quotation.
    await loginAs(page, requester.email, requester.password);
    await page.goto(`/dashboard/marketplace?q=${encodeURIComponent(supplier.company_name)}`);
    await page.getByRole("link", { name: `Solicitar cotação a ${supplier.company_name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Solicitar Cotação" })).toBeVisible();
    const side = page.getByRole("complementary", { name: "Sobre a solicitação" });
    await expect(side).toContainText(supplier.company_name);
    await expect(side).toContainText("Engenharia");
    await expect(side).toContainText("Campinas/SP");
    await expect(side).toContainText("Sofia Fornecedora");
    await expect(side.getByRole("listitem")).toHaveCount(4);

    await page.getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(toasts(page)).toContainText("Campos obrigatórios");
    await expect(toasts(page)).toContainText("Por favor, preencha o nome do projeto e a descrição.");

    await page.getByLabel("Nome do projeto").fill(project);
    await page.getByLabel("Descrição do serviço").fill("Troca de telhado e impermeabilização da laje.");
    await page.getByLabel("Prazo desejado", { exact: true }).click();
    const calendar = page.getByRole("dialog").filter({ has: page.getByRole("grid") });
    // Weeks start on Sunday; past days cannot be chosen.
    await expect(calendar.locator("th").first()).toHaveText(/dom/i);
    await calendar.getByRole("button", { name: "Ir para o próximo mês" }).click();
    await calendar
      .getByRole("gridcell", { name: /^15/ })
      .or(calendar.getByRole("button", { name: /, 15 de / }))
      .first()
      .click();
    await expect(page.getByLabel("Prazo desejado", { exact: true })).toHaveText(/15\/\d{2}\/\d{4}/);

    await page
      .getByTestId("attachments-input")
      .setInputFiles([
        PDF,
        { name: "enorme.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
      ]);
    await expect(page.getByText("O arquivo enorme.pdf excede o limite de 10MB.").first()).toBeVisible();
    const files = page.getByRole("list", { name: "Arquivos anexados" });
    await expect(files).toContainText(PDF.name);
    await expect(files).not.toContainText("enorme.pdf");
    await expect(files.getByLabel("Enviado")).toBeVisible();
    await page.getByLabel("Observações adicionais").fill("Acesso pelo portão lateral.");
    await page.getByRole("button", { name: "Enviar solicitação" }).click();

    await expect(toasts(page)).toContainText("Solicitação enviada!");
    await expect(toasts(page)).toContainText(
      "Sua solicitação de orçamento foi enviada com sucesso. O fornecedor será notificado.",
    );
    await expect(page).toHaveURL(/\/dashboard\/quotations$/);
    await expect(page.getByRole("tab", { name: "Enviadas (1)" })).toBeVisible();
    const sent = quotationCard(page, project);
    await expect(sent).toContainText("Pendente");
    await expect(sent).toContainText(supplier.company_name);
    await expect(sent.getByRole("button", { name: "Aprovar" })).toHaveCount(0);

    // The supplier, who has received quotations and sent none, lands on "Recebidas" and answers.
    const supplierPage = await pageOf(browser, baseURL!, supplier.account.email, supplier.account.password);
    await supplierPage.goto("/dashboard/quotations");
    await expect(supplierPage.getByRole("tab", { name: "Recebidas (1)" })).toHaveAttribute("aria-selected", "true");
    const received = quotationCard(supplierPage, project);
    await expect(received).toContainText("Rafael Requerente");
    await expect(received).toContainText("Pendente");
    await received.getByRole("button", { name: "Detalhes" }).click();
    const details = supplierPage.getByRole("dialog", { name: project });
    await expect(details).toContainText("Acesso pelo portão lateral.");
    const download = details.getByRole("link", { name: new RegExp(PDF.name) });
    await expect(download).toHaveAttribute("href", /\/api\/quotations\/.+\/attachments\//);
    const file = await supplierPage.request.get((await download.getAttribute("href"))!);
    expect(file.status()).toBe(200);
    await supplierPage.keyboard.press("Escape");
    // Closing gives focus back to "Detalhes" when its animation ends: let it end before typing.
    await expect(details).toBeHidden();

    await received.getByRole("button", { name: "Responder" }).click();
    const respond = supplierPage.getByRole("dialog", { name: "Responder cotação" });
    await respond.getByRole("button", { name: "Enviar resposta" }).click();
    await expect(respond.getByText("Escreva uma mensagem para o cliente.")).toBeVisible();
    await respond.getByLabel("Preço estimado").pressSequentially("4500000");
    await expect(respond.getByLabel("Preço estimado")).toHaveValue("R$ 45.000,00");
    await respond.getByLabel("Prazo de entrega (dias)").fill("30");
    await respond.getByLabel("Mensagem ao cliente").fill("Inclui material e mão de obra.");
    await respond.getByRole("button", { name: "Enviar resposta" }).click();
    await expect(toasts(supplierPage)).toContainText("Resposta enviada!");
    await expect(received).toContainText("Respondido");
    await expect(received.getByRole("button", { name: "Responder" })).toHaveCount(0);

    // The requester approves, completes and reviews.
    await page.reload();
    await expect(sent).toContainText("Respondido");
    await expect(sent).toContainText("R$ 45.000,00");
    await expect(sent).toContainText("30 dias");
    await sent.getByRole("button", { name: "Aprovar" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Aprovar orçamento" }).click();
    await expect(toasts(page)).toContainText("Orçamento aprovado!");
    await expect(sent).toContainText("Aprovado");
    await expect(sent.getByRole("button", { name: "Recusar" })).toHaveCount(0);

    await sent.getByRole("button", { name: "Marcar como concluída" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Marcar como concluída" }).click();
    await expect(toasts(page)).toContainText("Cotação concluída!");
    await expect(sent).toContainText("Concluído");

    await sent.getByRole("button", { name: "Avaliar fornecedor" }).click();
    const review = page.getByRole("dialog", { name: "Avaliar fornecedor" });
    await review.getByRole("button", { name: "Enviar avaliação" }).click();
    await expect(review.getByText("Dê uma nota de 1 a 5.").first()).toBeVisible();
    for (const group of ["Avaliação geral", "Qualidade", "Cumprimento do prazo", "Custo-benefício", "Comunicação"]) {
      await review.getByRole("radiogroup", { name: group }).getByRole("radio", { name: "4 de 5 estrelas" }).click();
    }
    // Arrow keys move the choice within a group.
    await review
      .getByRole("radiogroup", { name: "Avaliação geral" })
      .getByRole("radio", { name: "4 de 5 estrelas" })
      .press("ArrowRight");
    await expect(
      review.getByRole("radiogroup", { name: "Avaliação geral" }).getByRole("radio", { name: "5 de 5 estrelas" }),
    ).toHaveAttribute("aria-checked", "true");
    await review.getByLabel("Comentário (opcional)").fill("Serviço impecável.");
    await review.getByRole("button", { name: "Enviar avaliação" }).click();
    await expect(toasts(page)).toContainText("Avaliação enviada!");
    await expect(sent).toContainText("Avaliado");
    await expect(sent.getByRole("button", { name: "Avaliar fornecedor" })).toHaveCount(0);

    // The details show the whole history; the profile shows the new rating and count.
    await sent.getByRole("button", { name: "Detalhes" }).click();
    const history = page.getByRole("dialog", { name: project });
    for (const step of ["Solicitada", "Respondida", "Aprovada", "Concluída"]) await expect(history).toContainText(step);
    await expect(history).not.toContainText("Ainda não");
    await page.keyboard.press("Escape");

    await page.goto(`/dashboard/marketplace/supplier/${supplier.id}`);
    const header = page.locator("main header");
    await expect(header).toContainText("5,0");
    await expect(header).toContainText("1 avaliação");
    await expect(header).toContainText("1 projeto concluído");
    await page.getByRole("tab", { name: "Avaliações" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Rafael Requerente");
    await expect(page.getByRole("tabpanel")).toContainText("Serviço impecável.");

    await supplierPage.context().close();
    await supplierApi.dispose();
    await requesterApi.dispose();
  });

  test("the requester declines a response", async ({ page, baseURL }) => {
    const supplierApi = await newApi(baseURL!);
    const supplier = await createSupplierViaApi(supplierApi);
    const requesterApi = await newApi(baseURL!);
    const requester = await createAccountViaApi(requesterApi, { name: "Renata Recusa" });
    const project = `Piso E2E ${Date.now().toString(36)}`;
    const created = await requesterApi.post("/api/quotations", {
      data: { supplier_id: supplier.id, project_name: project, description: "Piso porcelanato 80 m²." },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const responded = await supplierApi.post(`/api/quotations/${id}/respond`, {
      data: { estimated_price: 12000.5, estimated_delivery_days: 10, message: "Material incluso." },
    });
    expect(responded.status(), await responded.text()).toBe(200);

    await loginAs(page, requester.email, requester.password);
    await page.goto("/dashboard/quotations");
    const card = quotationCard(page, project);
    await expect(card).toContainText("R$ 12.000,50");
    await card.getByRole("button", { name: "Recusar" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
    await expect(card).toContainText("Respondido");
    await card.getByRole("button", { name: "Recusar" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Recusar orçamento" }).click();
    await expect(toasts(page)).toContainText("Orçamento recusado");
    await expect(card).toContainText("Rejeitado");
    await expect(card.getByRole("button", { name: "Aprovar" })).toHaveCount(0);
    await supplierApi.dispose();
    await requesterApi.dispose();
  });
});

test.describe("quotations page states", () => {
  test("a tab shows its 12 newest and Carregar mais brings the older ones", async ({ page, baseURL }) => {
    const api = await newApi(baseURL!);
    const requester = await createAccountViaApi(api, { name: "Paula Paginada", type: "creator" });
    // Spread over seven seeded suppliers, two requests each: under every per-supplier budget.
    const { items: suppliers } = (await (await api.get("/api/suppliers?limit=12")).json()) as {
      items: { id: string }[];
    };
    for (let i = 1; i <= 14; i++) {
      const answer = await api.post("/api/quotations", {
        data: {
          supplier_id: suppliers[i % 7]!.id,
          project_name: `Página ${i}`,
          description: "Pedido para a paginação.",
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
    }

    await loginAs(page, requester.email, requester.password);
    await page.goto("/dashboard/quotations");
    // The label counts the whole tab, not the cards loaded.
    await expect(page.getByRole("tab", { name: "Enviadas (14)" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(12);
    await expect(quotationCard(page, "Página 14")).toBeVisible();
    await expect(quotationCard(page, "Página 2")).toHaveCount(0);
    await page.getByRole("button", { name: "Carregar mais" }).click();
    await expect(cards).toHaveCount(14);
    await expect(quotationCard(page, "Página 1")).toBeVisible();
    await expect(page.getByRole("button", { name: "Carregar mais" })).toHaveCount(0);
    await api.dispose();
  });

  test("empty tabs offer the marketplace and the supplier registration", async ({ page, request }) => {
    const account = await createAccountViaApi(request);
    await loginAs(page, account.email, account.password);
    await page.goto("/dashboard/quotations");
    await expect(page.getByRole("tab", { name: "Enviadas (0)" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("link", { name: "Ir para o Marketplace" }).click();
    await expect(page).toHaveURL(/\/dashboard\/marketplace$/);

    await page.goto("/dashboard/quotations");
    await page.getByRole("tab", { name: "Recebidas (0)" }).click();
    await expect(page).toHaveURL(/tab=recebidas/);
    await page.getByRole("link", { name: "Cadastrar como fornecedor" }).click();
    await expect(page).toHaveURL(/\/dashboard\/suppliers$/);
    await expect(page.getByRole("dialog", { name: "Cadastrar como fornecedor" })).toBeVisible();
  });

  test("load and send failures show the messages of docs/product/messages.md#quotations and keep what was typed", async ({
    page,
    request,
    baseURL,
  }) => {
    const supplierApi = await newApi(baseURL!);
    const supplier = await createSupplierViaApi(supplierApi);
    const account = await createAccountViaApi(request);
    await loginAs(page, account.email, account.password);

    await page.route(QUOTATIONS_ENDPOINT, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        // The server's own 500 answer: no reason to show, so the screen says its generic text.
        body: JSON.stringify({ error: { code: "INTERNAL", message: "Ocorreu um erro inesperado. Tente novamente." } }),
      }),
    );
    await page.goto("/dashboard/quotations");
    await expect(toasts(page)).toContainText("Não foi possível carregar as cotações.");

    await page.goto(`/dashboard/marketplace/quotation/${supplier.id}`);
    await page.getByLabel("Nome do projeto").fill("Projeto que falha");
    await page.getByLabel("Descrição do serviço").fill("Descrição mantida.");
    await page.getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(toasts(page)).toContainText("Não foi possível enviar a solicitação. Tente novamente.");
    await expect(page).toHaveURL(/\/dashboard\/marketplace\/quotation\//);
    await expect(page.getByLabel("Nome do projeto")).toHaveValue("Projeto que falha");
    await expect(page.getByLabel("Descrição do serviço")).toHaveValue("Descrição mantida.");

    await page.unroute(QUOTATIONS_ENDPOINT);
    await page.goto("/dashboard/marketplace/quotation/00000000-0000-4000-8000-000000000000");
    await expect(toasts(page)).toContainText("Não foi possível carregar as informações do fornecedor.");
    await expect(page.getByText("Fornecedor não encontrado", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para fornecedores" }).click();
    await expect(page).toHaveURL(/\/dashboard\/suppliers$/);
    await supplierApi.dispose();
  });
});
