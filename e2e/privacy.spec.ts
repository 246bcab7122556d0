import fs from "node:fs/promises";
import path from "node:path";
import { createAccountViaApi, expect, loginAs, test } from "./fixtures";

// docs/product/privacy.md: "Baixar meus dados" and "Excluir minha conta" in the browser.

/** The download link of the export mail to `to` (its subject is MIME-encoded, so the body is searched). */
async function exportLink(to: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const name of (await fs.readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"))) {
          const mail = (await fs.readFile(path.join(outbox, name), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          if (!new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\r?$`, "m").test(mail)) continue;
          link = mail.match(/https?:\/\/\S+\/api\/account\/data-export\/[0-9a-f-]+\/download\?token=[\w-]+/)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link!;
}

test("Baixar meus dados: prepared by the job, offered by e-mail, downloaded only with the account's session", async ({
  page,
  request,
}) => {
  const account = await createAccountViaApi(request, { name: "Elisa Exporta" });
  await loginAs(page, account.email, account.password);
  await page.goto("/dashboard/profile?aba=configuracoes");
  await page.getByRole("button", { name: "Baixar meus dados" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Preparar meus dados" }).click();
  await expect(page.getByRole("list", { name: "Pedidos de dados" })).toContainText(
    /Preparando seus dados…|Pronto: baixe pelo link enviado para o seu email/,
  );
  await expect(page.getByRole("list", { name: "Pedidos de dados" })).toContainText("Pronto: baixe pelo link", {
    timeout: 15_000,
  });

  const link = new URL(await exportLink(account.email));
  const own = await page.request.get(link.pathname + link.search);
  expect(own.status()).toBe(200);
  expect(own.headers()["content-type"]).toBe("application/zip");
  // Without the session (the link alone, as from a forwarded e-mail): refused.
  await page.context().clearCookies();
  expect((await page.request.get(link.pathname + link.search)).status()).toBe(401);
});

test("Excluir minha conta: password and EXCLUIR, then logged out with a confirmation, and the login no longer works", async ({
  page,
  request,
}) => {
  const account = await createAccountViaApi(request, { name: "Davi Exclui" });
  await loginAs(page, account.email, account.password);
  await page.goto("/dashboard/profile?aba=configuracoes");
  await page.getByRole("button", { name: "Excluir minha conta" }).click();
  const dialog = page.getByRole("dialog", { name: "Excluir sua conta?" });
  await dialog.getByLabel("Sua senha").fill(account.password);
  await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
  await dialog.getByRole("button", { name: "Excluir minha conta" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Sua conta foi excluída. Seus dados pessoais foram removidos.")).toBeVisible();
  const again = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(again.status()).toBe(401);
});
