import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Quotation } from "@alicerce/shared/schemas/quotations";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { RespondDialog } from "../components/respond-dialog";

const QUOTATION: Quotation = {
  id: "q-1",
  project_name: "Residencial Jardim das Acácias",
  description: "Fundação do edifício residencial.",
  notes: null,
  desired_deadline: null,
  status: "pendente",
  supplier: {
    id: "s-1",
    company_name: "Fundações Sólidas Engenharia",
    category: "fundacao",
    location_city: "São Paulo",
    location_state: "SP",
  },
  requester: { id: "u-2", name: "Carla Criadora" },
  attachments: [],
  supplier_response: null,
  estimated_price: null,
  estimated_delivery_days: null,
  created_at: "2026-03-01T12:00:00.000Z",
  responded_at: null,
  decided_at: null,
  completed_at: null,
  viewer: {
    role: "supplier",
    can_respond: true,
    can_decide: false,
    can_complete: false,
    can_review: false,
    reviewed: false,
  },
};

beforeEach(() => {
  polyfillRadix();
  mockApi({ "GET /api/auth/session": sessionOf("supplier") });
});

/** Opens "Responder", types `days` in the delivery field and sends; returns the days field. */
async function sendWithDays(days: string) {
  renderInDashboard(<RespondDialog quotation={QUOTATION} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Responder" }));
  const dialog = await screen.findByRole("dialog");
  await user.type(within(dialog).getByLabelText("Preço estimado"), "100000");
  const field = within(dialog).getByLabelText("Prazo de entrega (dias)");
  if (days) await user.type(field, days);
  await user.type(within(dialog).getByLabelText("Mensagem ao cliente"), "Inclui material.");
  fireEvent.click(within(dialog).getByRole("button", { name: "Enviar resposta" }));
  return field;
}

describe("the delivery days of a quotation answer", () => {
  it("is a text box that keeps '2,5' as typed, not an <input type=number> that hands over ''", async () => {
    const field = await sendWithDays("2,5");
    expect(field).toHaveAttribute("type", "text");
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(field).toHaveValue("2,5");
  });

  it.each([
    ["2,5", "Use um número inteiro de dias."],
    ["0", "O prazo de entrega deve ser de pelo menos 1 dia."],
    ["dois", "Use só números, por exemplo 15."],
  ])("%j says %j", async (days, message) => {
    const field = await sendWithDays(days);
    expect(await screen.findByText(message)).toHaveAttribute("id", "respond-days-error");
    expect(field).toHaveAttribute("aria-describedby", "respond-days-error");
  });

  it("an empty box asks for the delivery days", async () => {
    await sendWithDays("");
    expect(await screen.findByText("Informe o prazo de entrega.")).toBeInTheDocument();
  });
});
