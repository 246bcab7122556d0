import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { AccountSettings, NotificationPreferences } from "@alicerce/shared/schemas/account";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { AccountPage } from "../pages/account-page";

const SETTINGS: AccountSettings = {
  user: {
    id: "u-1",
    email: "u@alicerce.dev",
    name: "Carlos Construtor",
    type: "supplier",
    avatar_url: null,
    verified: true,
  },
  cpf: "52998224725",
  phone: "11987654321",
  email_verified: true,
  supplier: { id: "s-1", company_name: "Fundações Sólidas", cnpj: "11222333000181", verified: true },
};

beforeEach(() => polyfillRadix());

// The settings tests type whole CPFs, phones and passwords into masked fields of the full page.
describe("AccountPage (docs/product/account-and-notifications.md)", { timeout: 20_000 }, () => {
  it("shows the profile card with the type label and the verification badge, and its tabs", async () => {
    mockApi({ "GET /api/auth/session": sessionOf("supplier") });
    renderInDashboard(<AccountPage />, { path: "/dashboard/profile" });
    expect(await screen.findByRole("heading", { name: "Minha Conta" })).toBeVisible();
    expect(screen.getByText("Fornecedor")).toBeVisible();
    expect(screen.getByText("Verificado")).toBeVisible();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Visão Geral",
      "Configurações",
      "Notificações",
      "Comprovantes",
      "Recebimentos",
    ]);
  });

  it("saves the personal information as digits and shows server field errors", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("supplier"),
      "GET /api/account": () => SETTINGS,
      "PATCH /api/account/profile": ({ body }) => {
        const b = body as { name: string; cpf: string };
        if (b.cpf === "39053344705")
          return new Reply(400, {
            error: {
              code: "VALIDATION_ERROR",
              message: "Verifique o CPF informado.",
              fields: { cpf: ["Verifique o CPF informado."] },
            },
          });
        return { ...SETTINGS, user: { ...SETTINGS.user, name: b.name } };
      },
    });
    renderInDashboard(<AccountPage />, { path: "/dashboard/profile?aba=configuracoes" });
    const name = await screen.findByLabelText("Nome completo");
    expect(screen.getByLabelText("CPF")).toHaveValue("529.982.247-25");
    expect(screen.getByLabelText("CNPJ da empresa")).toHaveValue("11.222.333/0001-81");
    expect(screen.getByLabelText("CNPJ da empresa")).toHaveAccessibleDescription(/^Empresa: Fundações Sólidas\./);

    const cpf = screen.getByLabelText("CPF");
    await userEvent.clear(cpf);
    await userEvent.type(cpf, "39053344705");
    await userEvent.click(screen.getByRole("button", { name: "Salvar alterações" }));
    expect(await screen.findByText("Verifique o CPF informado.")).toBeVisible();

    await userEvent.clear(cpf);
    await userEvent.type(cpf, "52998224725");
    await userEvent.clear(name);
    await userEvent.type(name, "Carla Nova");
    await userEvent.click(screen.getByRole("button", { name: "Salvar alterações" }));
    await waitFor(() => expect(screen.getByTestId("profile-name")).toHaveTextContent("Carla Nova"));
    const patch = api.calls.filter((c) => c.method === "PATCH").at(-1)!;
    expect(patch.body).toEqual({
      name: "Carla Nova",
      cpf: "52998224725",
      phone: "11987654321",
      cnpj: "11222333000181",
    });
  });

  it("refuses a mismatched confirmation before sending, and shows 'Senha atual incorreta.' from the server", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account": () => ({ ...SETTINGS, supplier: null }),
      "POST /api/account/password": () =>
        new Reply(400, {
          error: {
            code: "VALIDATION_ERROR",
            message: "Senha atual incorreta.",
            fields: { current_password: ["Senha atual incorreta."] },
          },
        }),
    });
    renderInDashboard(<AccountPage />, { path: "/dashboard/profile?aba=configuracoes" });
    // "Senha atual" is asked by the e-mail change too: this one is the password form's.
    const passwordForm = (await screen.findByRole("button", { name: "Alterar senha" })).closest("form")!;
    await userEvent.type(within(passwordForm).getByLabelText("Senha atual"), "errada");
    await userEvent.type(screen.getByLabelText("Nova senha"), "nova senha longa");
    await userEvent.type(screen.getByLabelText("Confirmar nova senha"), "outra coisa");
    await userEvent.click(screen.getByRole("button", { name: "Alterar senha" }));
    expect(await screen.findByText("As senhas não coincidem.")).toBeVisible();
    expect(api.calls.some((c) => c.path === "/api/account/password")).toBe(false);

    const confirmation = screen.getByLabelText("Confirmar nova senha");
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, "nova senha longa");
    await userEvent.click(screen.getByRole("button", { name: "Alterar senha" }));
    expect(await screen.findByText("Senha atual incorreta.")).toBeVisible();
  });

  it("asks the current password to change the e-mail and shows 'Senha atual incorreta.' on that field", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account": () => ({ ...SETTINGS, supplier: null }),
      "POST /api/account/email": ({ body }) =>
        (body as { current_password: string }).current_password === "senha certa"
          ? {
              message:
                "Enviamos um link de confirmação para novo@alicerce.dev. Seu email muda quando você abrir o link.",
            }
          : new Reply(400, {
              error: {
                code: "VALIDATION_ERROR",
                message: "Senha atual incorreta.",
                fields: { current_password: ["Senha atual incorreta."] },
              },
            }),
    });
    renderInDashboard(<AccountPage />, { path: "/dashboard/profile?aba=configuracoes" });
    const emailForm = (await screen.findByRole("button", { name: "Enviar link de confirmação" })).closest("form")!;
    await userEvent.type(within(emailForm).getByLabelText("Novo email"), "novo@alicerce.dev");
    await userEvent.click(within(emailForm).getByRole("button", { name: "Enviar link de confirmação" }));
    expect(await within(emailForm).findByText("Informe sua senha atual.")).toBeVisible();
    expect(api.calls.some((c) => c.path === "/api/account/email")).toBe(false);

    const password = within(emailForm).getByLabelText("Senha atual");
    await userEvent.type(password, "errada");
    await userEvent.click(within(emailForm).getByRole("button", { name: "Enviar link de confirmação" }));
    expect(await within(emailForm).findByText("Senha atual incorreta.")).toBeVisible();
    expect(password).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(password);
    await userEvent.type(password, "senha certa");
    await userEvent.click(within(emailForm).getByRole("button", { name: "Enviar link de confirmação" }));
    expect(await screen.findByText(/Enviamos um link de confirmação para novo@alicerce.dev/)).toBeVisible();
    expect(api.calls.filter((c) => c.path === "/api/account/email").map((c) => c.body)).toEqual([
      { new_email: "novo@alicerce.dev", current_password: "errada" },
      { new_email: "novo@alicerce.dev", current_password: "senha certa" },
    ]);
    expect(within(emailForm).getByLabelText("Senha atual")).toHaveValue("");
  });

  it("saves each notification switch at once", async () => {
    let saved: NotificationPreferences = { email: true, push: true, weekly_summary: false };
    const api = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account/notification-preferences": () => saved,
      "PUT /api/account/notification-preferences": ({ body }) => (saved = body as NotificationPreferences),
    });
    renderInDashboard(<AccountPage />, { path: "/dashboard/profile?aba=notificacoes" });
    const email = await screen.findByRole("switch", { name: "Notificações por email" });
    const weekly = screen.getByRole("switch", { name: "Resumo semanal" });
    expect(email).toBeChecked();
    expect(weekly).not.toBeChecked();
    expect(screen.getAllByRole("button", { name: "Configurar" })).toHaveLength(3);

    await userEvent.click(weekly);
    await waitFor(() => expect(screen.getByRole("switch", { name: "Resumo semanal" })).toBeChecked());
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ email: true, push: true, weekly_summary: true });

    const row = screen.getByRole("switch", { name: "Resumo semanal" }).closest("li")!;
    const configure = within(row).getByRole("button", { name: "Configurar" });
    expect(configure).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(configure);
    expect(configure).toHaveAttribute("aria-expanded", "true");
    expect(within(row).getByText(/desde o último resumo/)).toBeVisible();
  });
});
