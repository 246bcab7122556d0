import type { Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { DEMO, expect, loginAs, STRONG_PASSWORD, test, toasts, uniqueCpf, uniqueEmail } from "./fixtures";
import { PDF } from "./supplier-helpers";

const contractCard = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** A calendar date `days` from today, as the date field takes it (yyyy-mm-dd). */
function dateIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
const shown = (iso: string) => iso.split("-").reverse().join("/");

/** A one-page contract that opens (a request refuses a PDF it cannot add the certificate to). */
async function readablePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([420, 595]).drawText("Contrato E2E - cancelamento", { x: 40, y: 540, font });
  return Buffer.from(await doc.save());
}

test.describe("contracts (legal desk)", () => {
  test("a legal user creates, finds, edits and cancels a contract", async ({ page }) => {
    const name = `Contrato E2E ${Date.now().toString(36)}`;
    const start = dateIn(10);
    const end = dateIn(400);

    await loginAs(page, DEMO.legal);
    await page.getByRole("link", { name: "Contratos" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/contracts$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contratos" })).toBeVisible();
    // The demo contracts are there.
    await expect(page.getByRole("article").first()).toBeVisible();

    await page.getByRole("button", { name: "Novo Contrato" }).click();
    const dialog = page.getByRole("dialog", { name: "Novo Contrato" });
    await dialog.getByRole("button", { name: "Criar contrato" }).click();
    await expect(dialog.getByText("Informe o nome do contrato.")).toBeVisible();

    await dialog.getByLabel("Nome do contrato").fill(name);
    await dialog.getByLabel("Cliente").fill("Construtora Horizonte Ltda.");
    // The project is searched by title in its combobox and chosen among its options.
    await dialog.getByRole("combobox", { name: "Projeto" }).fill("acacias");
    await dialog.getByRole("option", { name: "Residencial Jardim das Acácias" }).click();
    await expect(dialog.getByRole("combobox", { name: "Projeto" })).toHaveValue("Residencial Jardim das Acácias");
    await dialog.getByLabel("Valor").pressSequentially("25000000");
    await expect(dialog.getByLabel("Valor")).toHaveValue("R$ 250.000,00");
    await dialog.getByRole("combobox", { name: "Tipo" }).click();
    await page.getByRole("option", { name: "Adesão" }).click();
    await dialog.getByLabel("Data de início", { exact: true }).fill(shown(start));
    await dialog.getByLabel("Data de término", { exact: true }).fill(shown(dateIn(5)));
    await dialog.getByRole("button", { name: "Criar contrato" }).click();
    await expect(dialog.getByText("A data de término não pode ser anterior à data de início.")).toBeVisible();
    await dialog.getByLabel("Data de término", { exact: true }).fill(shown(end));
    await dialog.getByTestId("contract-pdf-input").setInputFiles(PDF);
    await expect(dialog.getByLabel("Enviado")).toBeVisible();
    await dialog.getByRole("button", { name: "Criar contrato" }).click();
    await expect(toasts(page)).toContainText("Contrato criado");
    await expect(dialog).toBeHidden();

    // Search and filters (on the server) find it.
    await page.getByRole("searchbox", { name: "Buscar por nome, cliente ou projeto" }).fill(name);
    await expect(page).toHaveURL(/q=Contrato/);
    const card = contractCard(page, name);
    await expect(card).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(card).toContainText("Construtora Horizonte Ltda.");
    await expect(card).toContainText("Residencial Jardim das Acácias");
    await expect(card).toContainText("R$ 250.000,00");
    await expect(card).toContainText(shown(start));
    await expect(card).toContainText(shown(end));
    await expect(card).toContainText("Pendente");
    await expect(card).toContainText("Adesão");
    await expect(card.getByRole("link", { name: `Baixar PDF de ${name}` })).toHaveAttribute("href", /\/file$/);

    await page.getByRole("combobox", { name: "Filtrar por status" }).click();
    await page.getByRole("option", { name: "Ativo" }).click();
    await expect(page.getByText("Nenhum contrato encontrado com os filtros aplicados.")).toBeVisible();
    await page.getByRole("combobox", { name: "Filtrar por status" }).click();
    await page.getByRole("option", { name: "Pendente" }).click();
    await page.getByRole("combobox", { name: "Filtrar por tipo" }).click();
    await page.getByRole("option", { name: "Adesão" }).click();
    await expect(page).toHaveURL(/status=pendente/);
    await expect(page).toHaveURL(/type=adesao/);
    await expect(card).toBeVisible();

    // The PDF downloads.
    const download = page.waitForEvent("download");
    await card.getByRole("link", { name: `Baixar PDF de ${name}` }).click();
    expect((await download).suggestedFilename()).toBe(PDF.name);

    // Edit: the start date moves to the past, so it is in force (Ativo).
    await card.getByRole("button", { name: `Editar ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Editar contrato" });
    await expect(edit.getByLabel("Nome do contrato")).toHaveValue(name);
    await edit.getByLabel("Data de início", { exact: true }).fill(shown(dateIn(-5)));
    await edit.getByLabel("Cliente").fill("Construtora Horizonte S.A.");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toasts(page)).toContainText("Contrato atualizado");
    await page.getByRole("combobox", { name: "Filtrar por status" }).click();
    await page.getByRole("option", { name: "Ativo" }).click();
    await expect(card).toContainText("Construtora Horizonte S.A.");
    await expect(card).toContainText("Ativo");

    // Cancel with a reason.
    await card.getByRole("button", { name: `Cancelar contrato ${name}` }).click();
    const cancel = page.getByRole("dialog", { name: "Cancelar contrato" });
    await cancel.getByRole("button", { name: "Cancelar contrato" }).click();
    await expect(cancel.getByText("Informe o motivo do cancelamento.")).toBeVisible();
    await cancel.getByLabel("Motivo do cancelamento").fill("O cliente desistiu da adesão.");
    await cancel.getByRole("button", { name: "Cancelar contrato" }).click();
    await expect(toasts(page)).toContainText("Contrato cancelado");
    await expect(page.getByText("Nenhum contrato encontrado com os filtros aplicados.")).toBeVisible();
    await page.getByRole("combobox", { name: "Filtrar por status" }).click();
    await page.getByRole("option", { name: "Cancelado" }).click();
    await expect(card).toContainText("Cancelado");
    await expect(card).toContainText("O cliente desistiu da adesão.");
    await expect(card.getByRole("button", { name: `Editar ${name}` })).toHaveCount(0);
  });

  test("legal cancels the request of a contract sent for signature (Cancelar solicitação), which frees its terms", async ({
    page,
  }) => {
    const name = `Contrato Cancelar Solicitação ${Date.now().toString(36)}`;
    await loginAs(page, DEMO.legal);
    // The contract and its request, through the API (the screens that make them have their own tests).
    const uploaded = await page.request.post("/api/files", {
      multipart: { file: { name: "contrato.pdf", mimeType: "application/pdf", buffer: await readablePdf() } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const projects = await (await page.request.get("/api/contracts/project-options?q=acacias")).json();
    const created = await page.request.post("/api/contracts", {
      data: {
        name,
        client_name: "Ana Investidora",
        project_id: projects.items[0].id,
        value: 1000,
        start_date: dateIn(-5),
        end_date: dateIn(365),
        type: "investimento",
        file_id: (await uploaded.json()).id,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const sent = await page.request.post(`/api/contracts/${(await created.json()).id}/send-for-signature`, {
      data: { due_date: dateIn(10), signers: [{ name: "Ana Investidora", email: DEMO.investor, cpf: "12345678143" }] },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    // While it waits for signatures, its terms cannot change: Editar is disabled, and says why.
    await page.goto(`/dashboard/contracts?q=${encodeURIComponent(name)}`);
    const contract = contractCard(page, name);
    await expect(contract).toContainText("Pendente");
    await expect(contract.getByRole("button", { name: "Editar", exact: true })).toBeDisabled();
    await expect(contract).toContainText("os termos enviados não podem mudar");

    // On the signatures screen, legal cancels the request with a reason.
    await contract.getByRole("link", { name: `Ver assinatura de ${name}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/signatures\?q=/);
    const request = page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await request.getByRole("button", { name: `Cancelar solicitação de ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Cancelar solicitação de assinatura" });
    await dialog.getByRole("button", { name: "Cancelar solicitação" }).click();
    await expect(dialog.getByText("Explique o motivo do cancelamento.")).toBeVisible();
    await dialog.getByLabel("Motivo do cancelamento").fill("O valor do anexo está errado.");
    await dialog.getByRole("button", { name: "Cancelar solicitação" }).click();
    await expect(toasts(page)).toContainText("Solicitação cancelada");
    await expect(dialog).toBeHidden();
    await expect(request).toContainText("Cancelado");
    await expect(request).toContainText("Motivo do cancelamento: O valor do anexo está errado.");
    await expect(request.getByRole("button", { name: `Cancelar solicitação de ${name}` })).toHaveCount(0);

    // Back on the contracts screen: the dates rule again, the terms may change and it may be sent again.
    await page.goto(`/dashboard/contracts?q=${encodeURIComponent(name)}`);
    await expect(contract).toContainText("Ativo");
    await expect(contract.getByRole("button", { name: `Editar ${name}` })).toBeEnabled();
    await expect(contract.getByRole("button", { name: `Enviar ${name} para assinatura` })).toBeVisible();
  });

  test("the platform admin opens the contracts too", async ({ page }) => {
    await loginAs(page, DEMO.admin);
    await page.goto("/dashboard/contracts?status=cancelado");
    await expect(page.getByRole("heading", { level: 1, name: "Contratos" })).toBeVisible();
    await expect(page.getByRole("article").first()).toContainText("Cancelado");
  });

  test("anyone else gets Acesso restrito, and the API answers 403", async ({ page, request }) => {
    await loginAs(page, DEMO.investor);
    await page.goto("/dashboard/contracts");
    await expect(page.getByText("Acesso restrito")).toBeVisible();
    await expect(
      page.getByText("Esta área é exclusiva de profissionais jurídicos verificados e administradores da plataforma."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Novo Contrato" })).toHaveCount(0);
    expect((await page.request.get("/api/contracts")).status()).toBe(403);

    // An unverified legal account is told it waits for verification.
    const email = uniqueEmail("juridico");
    const registered = await request.post("/api/auth/register", {
      data: {
        name: "Advogada Sem Verificação",
        email,
        cpf: uniqueCpf(),
        phone: "11987654321",
        password: STRONG_PASSWORD,
        type: "legal",
        oab_number: "123456",
        oab_state: "SP",
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await page.context().clearCookies();
    await loginAs(page, email, STRONG_PASSWORD);
    await page.goto("/dashboard/contracts");
    await expect(page.getByText("Acesso restrito")).toBeVisible();
    await expect(
      page.getByText("Sua conta jurídica aguarda a verificação do número da OAB por um administrador da plataforma."),
    ).toBeVisible();
  });
});
