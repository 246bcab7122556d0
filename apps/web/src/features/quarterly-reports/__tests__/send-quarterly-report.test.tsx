import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentQuarter } from "@alicerce/shared/quarters";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { SendQuarterlyReportDialog } from "../index";
import { quarterOptions } from "../components/send-quarterly-report-dialog";

let shown: ReturnType<typeof recordToasts>["shown"];
beforeEach(() => {
  polyfillRadix();
  const recorder = recordToasts();
  shown = recorder.shown;
  return recorder.stop;
});
afterEach(() => vi.unstubAllGlobals());

describe("quarterOptions", () => {
  it("offers the running quarter first, then back to the project's first, at most eight", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(quarterOptions("2026-05-10T12:00:00Z", now)).toEqual([
      ["2026-4", "4º trimestre de 2026 (parcial)"],
      ["2026-3", "3º trimestre de 2026"],
      ["2026-2", "2º trimestre de 2026"],
    ]);
    expect(quarterOptions("2019-01-01T12:00:00Z", now)).toHaveLength(8);
  });
});

describe("SendQuarterlyReportDialog (docs/product/quarterly-reports.md)", () => {
  it("sends the chosen quarter and says who was told", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "POST /api/projects/p-1/quarterly-reports": () =>
        new Reply(201, {
          document_id: "doc-1",
          name: "Relatório trimestral 2026 T4.pdf",
          version: 1,
          final: false,
          investors: 3,
        }),
    });
    renderInDashboard(<SendQuarterlyReportDialog projectId="p-1" createdAt={new Date().toISOString()} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Relatório trimestral" }));
    const dialog = await screen.findByRole("dialog", { name: "Gerar relatório trimestral" });
    await user.click(within(dialog).getByRole("button", { name: "Gerar e enviar" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === "POST")!.body).toEqual(currentQuarter());
    expect(shown.at(-1)).toMatchObject({
      title: "Relatório trimestral enviado",
      description: "Relatório trimestral 2026 T4.pdf está nos documentos do projeto. 3 investidores foram avisados.",
    });
  }, 15_000);

  it("shows the server's refusal under the select and keeps the dialog open", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "POST /api/projects/p-1/quarterly-reports": () =>
        new Reply(400, {
          error: {
            code: "VALIDATION_ERROR",
            message: "O projeto ainda não existia neste trimestre.",
            fields: { quarter: ["O projeto ainda não existia neste trimestre."] },
          },
        }),
    });
    renderInDashboard(<SendQuarterlyReportDialog projectId="p-1" createdAt={new Date().toISOString()} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Relatório trimestral" }));
    const dialog = await screen.findByRole("dialog", { name: "Gerar relatório trimestral" });
    await user.click(within(dialog).getByRole("button", { name: "Gerar e enviar" }));
    expect(await within(dialog).findByText("O projeto ainda não existia neste trimestre.")).toBeInTheDocument();
  }, 15_000);
});
