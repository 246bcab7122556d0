// Recebimentos and the release (docs/product/payments.md#recebimentos,
// docs/product/payments.md#liberacao-ao-empreendedor; decisions 113 and 114): an investor registers the Pix key
// she receives on in Minha Conta (a malformed key refused in pt-BR, what she typed kept), an open offer shows the
// platform's fee before anyone invests, and the creator sees his raise released with its fee and net.
import { expect, loginAs, projectIdByTitle, test } from "./fixtures.ts";

type ReleaseState = { release: { gross: number; fee: number; net: number; fee_percent: string } | null };

const brl = (value: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(value).replace(/\u00a0/g, " ");

test("an investor registers her Pix key in Minha Conta → Recebimentos", async ({ page }) => {
  await loginAs(page, "paula@alicerce.dev");
  await page.goto("/dashboard/profile?aba=recebimentos");
  await expect(page.getByRole("heading", { name: "Recebimentos" })).toBeVisible();

  await page.getByRole("combobox", { name: "Tipo de chave" }).click();
  await page.getByRole("option", { name: "CPF" }).click();
  const key = page.getByLabel("Chave Pix");
  await key.fill("111.111.111-11");
  await page.getByLabel("Senha atual").fill("alicerce123");
  await page.getByRole("button", { name: "Salvar chave Pix" }).click();
  await expect(page.getByText("Chave Pix inválida: o CPF informado não é válido.")).toBeVisible();
  await expect(key).toHaveValue("111.111.111-11");
  await expect(key).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("combobox", { name: "Tipo de chave" }).click();
  await page.getByRole("option", { name: "E-mail" }).click();
  await key.fill("Paula.Recebe@Exemplo.com");
  await page.getByRole("button", { name: "Salvar chave Pix" }).click();
  const current = page.getByRole("region", { name: "Chave cadastrada" });
  await expect(current).toContainText("paula.recebe@exemplo.com");
  await expect(current).toContainText("Paula Ribeiro");
});

test("an open offer shows the platform's fee before anyone invests", async ({ page }) => {
  await loginAs(page, "bruno@alicerce.dev");
  const projectId = await projectIdByTitle(page, "Residencial Jardim das Acácias");
  await page.goto(`/dashboard/projects/${projectId}`);
  await expect(
    page.getByText("Taxa da plataforma: 5 % do valor captado, descontada na liberação dos recursos ao empreendedor."),
  ).toBeVisible();
});

test("the creator sees his raise released, with the fee and the net", async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, "criador@alicerce.dev");
  const projectId = await projectIdByTitle(page, "Vila Serena Casas");
  // The release job runs when the server starts and every minute: the demo's raise in execution is released.
  let state: ReleaseState = { release: null };
  await expect
    .poll(
      async () => {
        state = (await (await page.request.get(`/api/payments/projects/${projectId}/release`)).json()) as ReleaseState;
        return state.release !== null;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  const { gross, fee, net, fee_percent } = state.release!;
  expect(fee_percent).toBe("5 %");
  expect(net).toBeCloseTo(gross - fee, 2);

  await page.goto(`/dashboard/projects/${projectId}`);
  await expect(page.getByRole("heading", { name: "Liberação dos recursos" })).toBeVisible();
  const release = page.locator('dl[aria-label="Liberação"]');
  await expect(release).toContainText(brl(gross));
  await expect(release).toContainText("Taxa da plataforma (5 %)");
  await expect(release).toContainText(brl(fee));
  await expect(release).toContainText(brl(net));
  // The Pix of the net goes through the sandbox PSP by the payout's job, every few seconds.
  await expect(async () => {
    await page.reload();
    await expect(release).toContainText("Pago", { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
});
