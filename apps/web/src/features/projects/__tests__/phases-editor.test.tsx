import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { PhasesEditor } from "../components/detail/phases-editor";

const PHASE_1 = "0b9f7c1e-5d3a-4f43-9a57-1c2b3d4e5f60";
const PHASE_2 = "1c8e6b2d-4e2b-4a32-8b46-2d3c4e5f6071";

const project = {
  id: "p-1",
  phases: [
    // Real ids: the editor sends them back so the server keeps each phase (and its expenses).
    {
      id: PHASE_1,
      name: "Fundação",
      description: null,
      start_date: "2026-01-05",
      end_date: null,
      status: "completed",
      budget: 10_000,
    },
    {
      id: PHASE_2,
      name: "Estrutura",
      description: "Lajes",
      start_date: null,
      end_date: null,
      status: "pending",
      budget: 0,
    },
  ],
} as unknown as ProjectDetail;

function open(put: () => unknown) {
  const api = mockApi({ "GET /api/auth/session": sessionOf("creator"), "PUT /api/projects/p-1/phases": put });
  const onDone = vi.fn();
  renderInDashboard(<PhasesEditor project={project} onDone={onDone} />);
  return { ...api, onDone };
}

const puts = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method === "PUT");

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

describe("the project page's timeline editor", () => {
  it("saves the phases in their new order with their ids and budgets, empty dates as null", async () => {
    const user = userEvent.setup();
    const { calls, onDone } = open(() => project);
    await user.click(screen.getByRole("button", { name: "Mover etapa 2 para cima" }));
    await user.click(screen.getByRole("button", { name: "Salvar cronograma" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(puts(calls)[0]!.body).toEqual({
      phases: [
        {
          id: PHASE_2,
          name: "Estrutura",
          description: "Lajes",
          start_date: null,
          end_date: null,
          status: "pending",
          budget: 0,
        },
        {
          id: PHASE_1,
          name: "Fundação",
          description: null,
          start_date: "2026-01-05",
          end_date: null,
          status: "completed",
          budget: 10_000,
        },
      ],
    });
  });

  it("refuses a phase without a name with the schema's pt-BR message, sending nothing", async () => {
    const user = userEvent.setup();
    const { calls } = open(() => project);
    await user.click(screen.getByRole("button", { name: "Adicionar etapa" }));
    await user.click(screen.getByRole("button", { name: "Salvar cronograma" }));
    expect(await screen.findByText("Informe o nome da etapa.")).toHaveAttribute("id", "edit-phase-2-name-error");
    expect(puts(calls)).toEqual([]);
  });

  it("puts the server's message on the phase field it names", async () => {
    const user = userEvent.setup();
    open(
      () =>
        new Reply(400, {
          error: {
            code: "VALIDATION_ERROR",
            message: "Revise os campos destacados.",
            fields: { "phases.1.end_date": ["O fim não pode ser antes do início."] },
          },
        }),
    );
    await user.click(screen.getByRole("button", { name: "Salvar cronograma" }));
    expect(await screen.findByText("O fim não pode ser antes do início.")).toBeInTheDocument();
    expect(document.getElementById("edit-phase-1-end_date")).toHaveAttribute("aria-invalid", "true");
  });
});
