import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { DataExport } from "@alicerce/shared/schemas/privacy";
import { ACCOUNT_DELETION_BLOCKERS } from "@alicerce/shared/schemas/privacy";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { DataExportCard } from "../components/data-export-card";
import { DeleteAccountCard } from "../components/delete-account-card";

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  polyfillRadix();
  toasts = recordToasts();
  return toasts.stop;
});

const request = (id: string, status: DataExport["status"], available = false): DataExport => ({
  id,
  status,
  requested_at: "2026-11-25T18:30:00.000Z",
  ready_at: status === "ready" ? "2026-11-25T18:31:00.000Z" : null,
  expires_at: status === "ready" ? "2026-12-02T18:31:00.000Z" : null,
  available,
});

describe("Baixar meus dados (docs/product/privacy.md#export)", () => {
  it("asks before preparing, then shows the request being prepared and no second button", async () => {
    let items: DataExport[] = [request("e-1", "ready", true)];
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account/data-export": () => ({ items }),
      "POST /api/account/data-export": () => {
        items = [request("e-2", "pending"), ...items];
        return { message: "Estamos preparando seus dados." };
      },
    });
    renderInDashboard(<DataExportCard />);
    const list = await screen.findByRole("list", { name: "Pedidos de dados" });
    expect(list).toHaveTextContent(
      /Pronto: baixe pelo link enviado para o seu email \(válido até \d{2}\/\d{2}\/\d{4}\)/,
    );

    await userEvent.click(screen.getByRole("button", { name: "Baixar meus dados" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Você receberá um email com o link para baixar");
    await userEvent.click(within(dialog).getByRole("button", { name: "Preparar meus dados" }));
    await waitFor(() => expect(screen.getByText("Preparando seus dados…")).toBeVisible());
    expect(calls.filter((c) => c.method === "POST" && c.path === "/api/account/data-export")).toHaveLength(1);
    expect(toasts.shown).toContainEqual({ title: "Estamos preparando seus dados." });
    // One request at a time: the button says why it waits.
    expect(screen.getByText("Seus dados já estão sendo preparados.")).toBeVisible();
  });
});

/** Stands for the login page: shows the notice the navigation carries (the page's own test shows it). */
function LoginStub() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return <p>Aviso: {notice}</p>;
}

describe("Excluir minha conta (docs/product/privacy.md#deletion)", () => {
  function renderWithLogin() {
    return renderInDashboard(
      <Routes>
        <Route path="/login" element={<LoginStub />} />
        <Route path="*" element={<DeleteAccountCard />} />
      </Routes>,
      { path: "/dashboard/profile" },
    );
  }

  it("needs the typed confirmation, shows each reason a refusal gives, and after deletion logs out to the login page with a confirmation", async () => {
    let refuse = true;
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "POST /api/account/delete": () =>
        refuse
          ? new Reply(409, {
              error: {
                code: "CONFLICT",
                message: "Não é possível excluir sua conta agora.",
                fields: {
                  account: [
                    ACCOUNT_DELETION_BLOCKERS.active_investments,
                    ACCOUNT_DELETION_BLOCKERS.others_money_in_projects,
                  ],
                },
              },
            })
          : { message: "Sua conta foi excluída. Seus dados pessoais foram removidos." },
      "POST /api/auth/logout": () => new Reply(204),
    });
    renderWithLogin();
    await userEvent.click(await screen.findByRole("button", { name: "Excluir minha conta" }));
    const dialog = await screen.findByRole("dialog", { name: "Excluir sua conta?" });
    await userEvent.type(within(dialog).getByLabelText("Sua senha"), "minha senha");
    await userEvent.type(within(dialog).getByLabelText("Digite EXCLUIR para confirmar"), "excluir");
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir minha conta" }));
    expect(await within(dialog).findByText("Digite EXCLUIR para confirmar.")).toBeVisible();
    expect(calls.some((c) => c.path === "/api/account/delete")).toBe(false);

    const confirmation = within(dialog).getByLabelText("Digite EXCLUIR para confirmar");
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, "EXCLUIR");
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir minha conta" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Não é possível excluir sua conta agora:");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([ACCOUNT_DELETION_BLOCKERS.active_investments, ACCOUNT_DELETION_BLOCKERS.others_money_in_projects]);
    expect(calls.find((c) => c.path === "/api/account/delete")?.body).toEqual({
      password: "minha senha",
      confirmation: "EXCLUIR",
    });

    refuse = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir minha conta" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/login"));
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/auth/logout")).toBe(true);
    expect(
      await screen.findByText("Aviso: Sua conta foi excluída. Seus dados pessoais foram removidos."),
    ).toBeVisible();
  });

  it("shows a wrong password on its field", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "POST /api/account/delete": () =>
        new Reply(400, {
          error: { code: "VALIDATION_ERROR", message: "Senha incorreta.", fields: { password: ["Senha incorreta."] } },
        }),
    });
    renderWithLogin();
    await userEvent.click(await screen.findByRole("button", { name: "Excluir minha conta" }));
    const dialog = await screen.findByRole("dialog", { name: "Excluir sua conta?" });
    await userEvent.type(within(dialog).getByLabelText("Sua senha"), "errada");
    await userEvent.type(within(dialog).getByLabelText("Digite EXCLUIR para confirmar"), "EXCLUIR");
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir minha conta" }));
    expect(await within(dialog).findByText("Senha incorreta.")).toBeVisible();
    expect(within(dialog).queryByText(/Não é possível excluir/)).toBeNull();
  });
});
