import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ProjectReleaseState } from "@alicerce/shared/schemas/payments-payouts";
import { mockApi, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { PlatformFeeTerms } from "../components/platform-fee-terms";
import { ReleaseCard } from "../components/release-card";

// The offer's fee and the release (docs/product/payments.md#liberacao-ao-empreendedor).
const PROJECT = "11111111-1111-4111-8111-111111111111";
const WAITING: ProjectReleaseState = {
  release: null,
  blocked_reason: null,
  pending_gross: 3500.07,
  fee_percent: "5 %",
  sandbox: true,
};
const DONE: ProjectReleaseState = {
  release: {
    gross: 3500.07,
    fee: 175,
    net: 3325.07,
    fee_percent: "5 %",
    commitments: 2,
    released_at: "2026-12-06T13:00:00Z",
    released_by_job: false,
    receipt_id: "22222222-2222-4222-8222-222222222222",
    payout: {
      id: "abc",
      status: "paid",
      amount: 3325.07,
      key_masked: "****.com",
      end_to_end_id: "E1",
      paid_at: "2026-12-06T13:00:05Z",
      last_error: null,
      receipt_id: "33333333-3333-4333-8333-333333333333",
    },
  },
  blocked_reason: "A liberação deste projeto já foi feita.",
  pending_gross: 0,
  fee_percent: "5 %",
  sandbox: true,
};

describe("the release on the project page", () => {
  it("shows the offer's fee line", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      [`GET /api/payments/projects/${PROJECT}/fee`]: () => ({
        fee_basis_points: 500,
        fee_percent: "5 %",
        terms_line: "Taxa da plataforma: 5 % do valor captado, descontada na liberação dos recursos ao empreendedor.",
        fixed: true,
      }),
    });
    renderInDashboard(<PlatformFeeTerms projectId={PROJECT} />);
    expect(
      await screen.findByText(
        "Taxa da plataforma: 5 % do valor captado, descontada na liberação dos recursos ao empreendedor.",
      ),
    ).toBeInTheDocument();
  });

  it("releases on Liberar recursos and shows gross, fee, net and the Pix paid, with the sandbox notice", async () => {
    let asked = 0;
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      [`GET /api/payments/projects/${PROJECT}/release`]: () => WAITING,
      [`POST /api/payments/projects/${PROJECT}/release`]: () => ((asked += 1), DONE),
    });
    renderInDashboard(<ReleaseCard projectId={PROJECT} />);
    expect(await screen.findByText("R$ 3.500,07")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Ambiente de testes: nenhum dinheiro real é movimentado.");
    await userEvent.click(screen.getByRole("button", { name: "Liberar recursos" }));
    const release = await screen.findByLabelText("Liberação");
    expect(asked).toBe(1);
    expect(within(release).getByText("Taxa da plataforma (5 %)")).toBeInTheDocument();
    expect(within(release).getByText("R$ 175,00")).toBeInTheDocument();
    expect(within(release).getByText("R$ 3.325,07")).toBeInTheDocument();
    expect(within(release).getByText("Pago")).toBeInTheDocument();
  });

  it("keeps Liberar recursos disabled with the reason while a withdrawal period is open", async () => {
    const reason =
      "Ainda há investimentos no prazo de desistência (até 10/12/2026, 23:59). A liberação poderá ser feita depois disso.";
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      [`GET /api/payments/projects/${PROJECT}/release`]: () => ({ ...WAITING, blocked_reason: reason }),
    });
    renderInDashboard(<ReleaseCard projectId={PROJECT} />);
    const button = await screen.findByRole("button", { name: "Liberar recursos" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });
});
