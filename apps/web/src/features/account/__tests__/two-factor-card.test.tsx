import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { TWO_FACTOR_INVALID_CODE } from "@alicerce/shared/schemas/two-factor";
import { WRONG_CURRENT_PASSWORD } from "@alicerce/shared/schemas/account";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { TwoFactorCard } from "../components/two-factor-card";

const CODES = Array.from({ length: 10 }, (_, i) => `codigo-${i}`);
const wrongPassword = () =>
  new Reply(400, {
    error: {
      code: "VALIDATION_ERROR",
      message: WRONG_CURRENT_PASSWORD,
      fields: { password: [WRONG_CURRENT_PASSWORD] },
    },
  });

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  polyfillRadix();
  toasts = recordToasts();
  return toasts.stop;
});

describe("Verificação em duas etapas (docs/product/accounts.md#two-factor)", () => {
  it("turns it on: password, QR code and first code, then the recovery codes once", async () => {
    let enabled = false;
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/account/two-factor": () => ({ enabled, recommended: true }),
      "POST /api/account/two-factor/setup": ({ body }) =>
        (body as { password: string }).password === "certa"
          ? {
              totp_uri: "otpauth://totp/Alicerce:u@alicerce.dev?secret=JBSWY3DPEHPK3PXP",
              secret: "JBSWY3DPEHPK3PXP",
              qr_code: "data:image/svg+xml;base64,PHN2Zy8+",
              recovery_codes: CODES,
            }
          : wrongPassword(),
      "POST /api/account/two-factor/confirm": ({ body }) => {
        if ((body as { code: string }).code !== "123456") {
          return new Reply(400, { error: { code: "VALIDATION_ERROR", message: TWO_FACTOR_INVALID_CODE } });
        }
        enabled = true;
        return { message: "Verificação em duas etapas ativada." };
      },
    });
    renderInDashboard(<TwoFactorCard />);
    expect(await screen.findByRole("note")).toHaveTextContent("ative a verificação em duas etapas");
    await userEvent.click(screen.getByRole("button", { name: "Ativar verificação em duas etapas" }));
    const dialog = await screen.findByRole("dialog", { name: "Ativar verificação em duas etapas" });

    await userEvent.type(within(dialog).getByLabelText("Sua senha"), "errada");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continuar" }));
    expect(await within(dialog).findByText(WRONG_CURRENT_PASSWORD)).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText("Sua senha"));
    await userEvent.type(within(dialog).getByLabelText("Sua senha"), "certa");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continuar" }));

    expect(await within(dialog).findByRole("img", { name: /QR code/ })).toHaveAttribute(
      "src",
      "data:image/svg+xml;base64,PHN2Zy8+",
    );
    expect(within(dialog).getByTestId("two-factor-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP");
    await userEvent.type(within(dialog).getByLabelText("Código do aplicativo"), "000000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ativar" }));
    expect(await within(dialog).findByText(TWO_FACTOR_INVALID_CODE)).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText("Código do aplicativo"));
    await userEvent.type(within(dialog).getByLabelText("Código do aplicativo"), "123456");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ativar" }));

    const codes = await within(dialog).findByRole("list", { name: "Códigos de recuperação" });
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(toasts.shown).toContainEqual({ title: "Verificação em duas etapas ativada." });
    await userEvent.click(within(dialog).getByRole("button", { name: "Concluir" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Ativa")).toBeVisible();
    expect(calls.filter((c) => c.path === "/api/account/two-factor/setup")).toHaveLength(2);
  });

  it("turns it off with the password", async () => {
    let enabled = true;
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account/two-factor": () => ({ enabled, recommended: false }),
      "POST /api/account/two-factor/disable": () => {
        enabled = false;
        return { message: "Verificação em duas etapas desativada." };
      },
    });
    renderInDashboard(<TwoFactorCard />);
    await userEvent.click(await screen.findByRole("button", { name: "Desativar" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Desativar" }));
    expect(await within(dialog).findByText("Informe sua senha.")).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText("Sua senha"), "certa");
    await userEvent.click(within(dialog).getByRole("button", { name: "Desativar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("button", { name: "Ativar verificação em duas etapas" })).toBeVisible();
    expect(screen.queryByRole("note")).toBeNull();
    expect(toasts.shown).toContainEqual({ title: "Verificação em duas etapas desativada." });
  });
});
