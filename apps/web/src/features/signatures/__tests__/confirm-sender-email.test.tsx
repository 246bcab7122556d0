import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ConfirmSenderEmail, senderNotConfirmed } from "../components/confirm-sender-email";

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

const MESSAGE = "Confirme seu email antes de convidar pessoas que ainda não têm conta confirmada no Alicerce.";

describe("a sender whose e-mail is not confirmed", () => {
  it("recognises only the server's EMAIL_NOT_VERIFIED refusal", () => {
    expect(senderNotConfirmed(new ApiRequestError(403, "EMAIL_NOT_VERIFIED", MESSAGE))).toBe(MESSAGE);
    expect(senderNotConfirmed(new ApiRequestError(403, "FORBIDDEN", "Outro motivo."))).toBeNull();
    expect(senderNotConfirmed(new Error("rede"))).toBeNull();
  });

  it("shows the server's sentence and sends the confirmation link on request", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "POST /api/auth/confirmation-email": () => ({ sent: true, already_confirmed: false, resend_at: null }),
    });
    renderInDashboard(<ConfirmSenderEmail message={MESSAGE} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGE);
    await userEvent.setup().click(screen.getByRole("button", { name: "Confirmar email" }));
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/auth/confirmation-email")).toBe(true),
    );
  });
});
