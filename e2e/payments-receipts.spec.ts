// Comprovantes (docs/product/payments.md#comprovantes, docs/decisions/117-payment-receipts.md): an investor's
// Pix given back by the sandbox PSP leaves a receipt in Minha Conta → Comprovantes; its PDF downloads, and its
// public check page, opened by someone not logged in, shows it valid with the CPF partly hidden.
import { createAccountViaApi, expect, loginAs, projectIdByTitle, test } from "./fixtures.ts";

/** A seeded public raise (minimum ticket R$ 5.000,00). */
const PROJECT = "Residencial Jardim das Acácias";

type Mine = { id: string; payment: { status: string } | null }[];
type Receipts = { items: { id: string; kind: string; check_code: string }[] };

test("a refund's receipt: listed, downloaded, and checked on its public page", async ({ page, request, browser }) => {
  const investor = await createAccountViaApi(request, { name: "Rita Comprovante" });
  await loginAs(page, investor.email, investor.password);
  const projectId = await projectIdByTitle(page, PROJECT);

  // The money moves through the API (the refunds' own flow): paid by "Simular pagamento"'s route, withdrawn.
  const made = await page.request.post(`/api/projects/${projectId}/investments`, { data: { amount: 5000 } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  expect((await page.request.post(`/api/investments/${id}/payment/simulate`)).status()).toBe(202);
  await expect
    .poll(
      async () => {
        const mine = (await (await page.request.get("/api/investments/mine")).json()) as Mine;
        return mine.find((i) => i.id === id)?.payment?.status;
      },
      { timeout: 30_000 },
    )
    .toBe("paid");
  expect((await page.request.post(`/api/investments/${id}/withdraw`)).status()).toBe(200);
  // The refund's job asks the sandbox PSP; the receipt is issued when the PSP has made it.
  let refund: Receipts["items"][number] | undefined;
  await expect
    .poll(
      async () => {
        const receipts = (await (await page.request.get("/api/payments/receipts/mine")).json()) as Receipts;
        refund = receipts.items.find((r) => r.kind === "refund");
        return refund !== undefined;
      },
      { timeout: 45_000 },
    )
    .toBe(true);

  await page.goto("/dashboard/profile?aba=comprovantes");
  const list = page.getByRole("list", { name: "Comprovantes" });
  const row = list.getByRole("listitem").filter({ hasText: "Devolução" });
  await expect(row).toContainText("R$ 5.000,00");
  await expect(row).toContainText(`CPF ***.${investor.cpf.slice(3, 6)}.${investor.cpf.slice(6, 9)}-**`);
  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: /^Baixar comprovante: Devolução/ }).click();
  expect((await download).suggestedFilename()).toBe(`comprovante-${refund!.id}.pdf`);
  const checkHref = await row.getByRole("link", { name: /^Conferir autenticidade: Devolução/ }).getAttribute("href");
  expect(checkHref).toBe(`/comprovante/${refund!.check_code}`);

  // Anyone with the QR Code's address, without logging in.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(checkHref!);
  await expect(publicPage.getByText("Comprovante válido: a movimentação está registrada no Alicerce.")).toBeVisible();
  await expect(publicPage.getByRole("heading", { level: 2 })).toContainText("Devolução");
  await expect(publicPage.getByText("Rita Comprovante")).toBeVisible();
  await expect(publicPage.locator("main")).not.toContainText(investor.cpf);
  await publicPage.goto("/comprovante/AAAAAAAAAAAAAAAAAAAAAA");
  await expect(publicPage.getByText("Comprovante não encontrado")).toBeVisible();
  await visitor.close();
});
