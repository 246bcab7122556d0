import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { WRONG_CURRENT_PASSWORD } from "@alicerce/shared/schemas/account";
import { PASSKEY_NAME_REQUIRED, PASSKEY_REMOVED, type Passkey } from "@alicerce/shared/schemas/passkeys";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { PASSKEY_UNSUPPORTED } from "@/lib/webauthn";
import { PasskeysCard } from "../components/passkeys-card";

const wrongPassword = () =>
  new Reply(400, {
    error: {
      code: "VALIDATION_ERROR",
      message: WRONG_CURRENT_PASSWORD,
      fields: { password: [WRONG_CURRENT_PASSWORD] },
    },
  });

const phone: Passkey = {
  id: "pk-1",
  name: "Celular",
  created_at: "2026-12-01T13:00:00.000Z",
  last_used_at: "2026-12-05T18:30:00.000Z",
  backed_up: true,
};

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  polyfillRadix();
  toasts = recordToasts();
  return toasts.stop;
});

describe("Passkeys in Minha Conta (docs/product/accounts.md#passkeys)", () => {
  it("lists each passkey with its dates, and removes one only with the right password", async () => {
    let items = [phone];
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account/passkeys": () => ({ items }),
      "POST /api/account/passkeys/pk-1/remove": ({ body }) => {
        if ((body as { password: string }).password !== "certa") return wrongPassword();
        items = [];
        return { message: PASSKEY_REMOVED };
      },
    });
    renderInDashboard(<PasskeysCard />);
    const list = await screen.findByRole("list", { name: "Passkeys da conta" });
    const row = within(list).getByRole("listitem");
    expect(row).toHaveTextContent("Celular");
    expect(row).toHaveTextContent("Sincronizada");
    expect(row).toHaveTextContent("Adicionada em 01/12/2026");
    expect(row).toHaveTextContent("último uso em 05/12/2026 15:30");

    await userEvent.click(within(row).getByRole("button", { name: "Remover a passkey Celular" }));
    const dialog = await screen.findByRole("dialog", { name: 'Remover a passkey "Celular"?' });
    await userEvent.type(within(dialog).getByLabelText("Sua senha"), "errada");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remover passkey" }));
    expect(await within(dialog).findByText(WRONG_CURRENT_PASSWORD)).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText("Sua senha"));
    await userEvent.type(within(dialog).getByLabelText("Sua senha"), "certa");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remover passkey" }));
    expect(await screen.findByText("Nenhuma passkey cadastrada.")).toBeVisible();
    expect(toasts.shown.map((t) => t.title)).toContain(PASSKEY_REMOVED);
    expect(calls.filter((c) => c.method === "POST" && c.path === "/api/account/passkeys/pk-1/remove")).toHaveLength(2);
  });

  it("asks for a name before anything is sent, and says why the device could not make one", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account/passkeys": () => ({ items: [] }),
      "POST /api/account/passkeys/options": () => ({ challenge: "abc", rp: { name: "Alicerce", id: "localhost" } }),
    });
    renderInDashboard(<PasskeysCard />);
    expect(await screen.findByText("Nenhuma passkey cadastrada.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Adicionar passkey" }));
    const dialog = await screen.findByRole("dialog", { name: "Adicionar passkey" });
    await userEvent.type(within(dialog).getByLabelText("Sua senha"), "certa");
    await userEvent.click(within(dialog).getByRole("button", { name: "Adicionar passkey" }));
    expect(await within(dialog).findByText(PASSKEY_NAME_REQUIRED)).toBeVisible();
    expect(calls.some((c) => c.path === "/api/account/passkeys/options")).toBe(false);

    // jsdom has no WebAuthn: said in pt-BR under the form, before the password is even sent.
    await userEvent.type(within(dialog).getByLabelText("Nome da passkey"), "Notebook");
    await userEvent.click(within(dialog).getByRole("button", { name: "Adicionar passkey" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(PASSKEY_UNSUPPORTED);
    expect(calls.some((c) => c.path.startsWith("/api/account/passkeys/options"))).toBe(false);
  });
});
