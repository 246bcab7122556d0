import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { GUESSABLE_PASSWORD, PASSWORD_HINT } from "@alicerce/shared/password-rules";
import { mockApi, Reply } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { PasswordChangeForm } from "../components/password-change-form";

// A guessable new password (docs/product/accounts.md#registration): the server's sentence shows under the field.
const USER = { id: "u-1", email: "ana@exemplo.com", name: "Ana", type: "investor", avatar_url: null, verified: false };

describe("a guessable password, refused by the server", () => {
  it("is said under Minha Conta's new password", async () => {
    mockApi({
      "GET /api/auth/session": () => ({ user: USER }),
      "POST /api/account/password": () =>
        new Reply(400, {
          error: {
            code: "WEAK_PASSWORD",
            message: `Senha fraca: ${GUESSABLE_PASSWORD}`,
            fields: { new_password: [GUESSABLE_PASSWORD] },
          },
        }),
    });
    renderInDashboard(<PasswordChangeForm />, { path: "/dashboard/profile" });
    const password = screen.getByLabelText("Nova senha");
    expect(screen.getByText(PASSWORD_HINT)).toBeVisible();
    await userEvent.type(screen.getByLabelText("Senha atual"), "a senha de antes");
    await userEvent.type(password, "abc12x");
    await userEvent.type(screen.getByLabelText("Confirmar nova senha"), "abc12x");
    await userEvent.click(screen.getByRole("button", { name: "Alterar senha" }));
    const sentence = await screen.findByText(GUESSABLE_PASSWORD);
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password.getAttribute("aria-describedby")).toBe(sentence.id);
  });
});
