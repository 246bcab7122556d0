import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Checklist } from "@alicerce/shared/schemas/learning";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ContentTab } from "../components/content-tab";
import { DocumentChecklist } from "../components/document-checklist";
import { RoiCalculator } from "../components/roi-calculator";

beforeEach(() => {
  polyfillRadix();
  mockApi({ "GET /api/auth/session": sessionOf("investor") });
});
afterEach(() => vi.unstubAllGlobals());

const nbsp = (text: string | null) => text?.replace(/\s/g, " ");

describe("ROI calculator", { timeout: 30_000 }, () => {
  it("shows the figures as the fields are typed, and why a field is refused", async () => {
    renderInDashboard(<RoiCalculator />);
    const user = userEvent.setup();
    expect(screen.getByText(/Preencha os três campos/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Valor investido"), "1000000");
    await user.type(screen.getByLabelText("Retorno esperado (%)"), "12,5");
    await user.type(screen.getByLabelText("Prazo (meses)"), "12");
    expect(nbsp(screen.getByTestId("roi-final").textContent)).toBe("R$ 11.250,00");
    expect(nbsp(screen.getByTestId("roi-gain").textContent)).toBe("R$ 1.250,00");
    expect(screen.getByTestId("roi-annualised")).toHaveTextContent("12,50% ao ano");

    await user.clear(screen.getByLabelText("Prazo (meses)"));
    await user.type(screen.getByLabelText("Prazo (meses)"), "0");
    expect(await screen.findByText("O prazo deve ser de pelo menos 1 mês.")).toBeInTheDocument();
    expect(screen.queryByTestId("roi-final")).not.toBeInTheDocument();
  });
});

const checklist = (checked: boolean): Checklist => ({
  project_type: "apartamentos",
  items: [
    {
      id: "11111111-1111-4111-8111-111111111111",
      title: "Certidão de matrícula atualizada",
      description: "d",
      checked,
    },
    {
      id: "22222222-2222-4222-8222-222222222222",
      title: "Certidão negativa de IPTU",
      description: "d",
      checked: false,
    },
  ],
});

describe("document checklist", { timeout: 30_000 }, () => {
  it("saves a tick on the server and counts it", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/learning/checklist": () => checklist(false),
      "PUT /api/learning/checklist/11111111-1111-4111-8111-111111111111": ({ body }) => ({
        ...checklist(false).items[0],
        checked: (body as { checked: boolean }).checked,
      }),
    });
    renderInDashboard(<DocumentChecklist />);
    const user = userEvent.setup();
    const box = await screen.findByRole("checkbox", { name: "Certidão de matrícula atualizada" });
    expect(screen.getByText("0 de 2 documentos conferidos")).toBeInTheDocument();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(screen.getByText("1 de 2 documentos conferidos")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ checked: true });
    expect(calls.find((c) => c.method === "GET" && c.path.startsWith("/api/learning/checklist"))?.path).toBe(
      "/api/learning/checklist?project_type=apartamentos",
    );
  });

  it("turns the box back when the server refuses", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/learning/checklist": () => checklist(false),
      "PUT /api/learning/checklist/11111111-1111-4111-8111-111111111111": () =>
        new Reply(404, { error: { code: "NOT_FOUND", message: "Item da checklist não encontrado." } }),
    });
    renderInDashboard(<DocumentChecklist />);
    const user = userEvent.setup();
    const box = await screen.findByRole("checkbox", { name: "Certidão de matrícula atualizada" });
    await user.click(box);
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    // The refusal arrived: the box is unticked again (after the optimistic tick).
    await waitFor(() => expect(box).not.toBeChecked());
    expect(screen.getByText("0 de 2 documentos conferidos")).toBeInTheDocument();
  });
});

describe("content tab", { timeout: 30_000 }, () => {
  it("sends the URL's filters to the server and says when nothing matches", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/learning/content": () => ({ items: [] }),
    });
    renderInDashboard(<ContentTab />, { path: "/dashboard/learn?category=legal&level=advanced&type=bogus" });
    expect(await screen.findByText("Nenhum conteúdo encontrado")).toBeInTheDocument();
    const request = calls.find((c) => c.path.startsWith("/api/learning/content"))!;
    // An unknown value in a hand-edited URL is ignored rather than sent.
    expect(new URLSearchParams(request.path.split("?")[1])).toEqual(
      new URLSearchParams({ category: "legal", level: "advanced" }),
    );
    const empty = screen.getByText("Nenhum conteúdo encontrado").parentElement!;
    expect(within(empty).getByRole("button", { name: "Limpar filtros" })).toBeInTheDocument();
  });
});
