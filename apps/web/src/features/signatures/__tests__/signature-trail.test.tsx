import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { SignatureEvent } from "@alicerce/shared/schemas/signatures";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { SignaturesPage } from "../pages/signatures-page";
import { signatureList, signatureRequest } from "./signature-fixtures";

beforeEach(() => polyfillRadix());

const event = (id: string, kind: SignatureEvent["kind"], at: string): SignatureEvent => ({
  id,
  kind,
  signer_name: "Ana Investidora",
  actor_name: "Ana Investidora",
  cpf: null,
  ip: "200.100.1.2",
  user_agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0",
  sha256: "a".repeat(64),
  at,
});

// Refused attempts in the trail (docs/decisions/126-failed-signing-attempts-in-the-trail.md).
describe("Histórico: the audit trail", () => {
  it("lists refused attempts with their kind in pt-BR, who, IP and browser, beside the successes", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("legal", "Júlia Jurídica"),
      "GET /api/signatures": () => signatureList([signatureRequest("1")]),
      "GET /api/signatures/1/events": () => ({
        masked: false,
        items: [
          event("e1", "code_sent", "2026-12-06T13:00:00Z"),
          event("e2", "failed_code", "2026-12-06T13:01:00Z"),
          event("e3", "failed_name", "2026-12-06T13:02:00Z"),
          event("e4", "failed_cpf", "2026-12-06T13:03:00Z"),
          event("e5", "failed_name_cpf", "2026-12-06T13:04:00Z"),
          event("e6", "code_confirmed", "2026-12-06T13:05:00Z"),
        ],
      }),
    });
    renderInDashboard(<SignaturesPage />, { path: "/dashboard/signatures" });
    const card = within((await screen.findByRole("article", { name: "Contrato 1" })) as HTMLElement);
    await userEvent.setup().click(card.getByRole("button", { name: "Histórico de Contrato 1" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Trilha de auditoria" }));
    const failed = await dialog.findByText("Tentativa recusada: código incorreto");
    expect(failed).toHaveClass("text-destructive");
    const item = within(failed.closest("li") as HTMLElement);
    expect(item.getByText(/10:01 · Ana Investidora · IP 200\.100\.1\.2/)).toBeInTheDocument();
    expect(item.getByText("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0")).toBeInTheDocument();
    expect(dialog.getByText("Tentativa recusada: nome diferente do convite")).toBeInTheDocument();
    expect(dialog.getByText("Tentativa recusada: CPF diferente do cadastrado na conta")).toBeInTheDocument();
    expect(dialog.getByText("Tentativa recusada: nome e CPF não conferem")).toBeInTheDocument();
    expect(dialog.getByText("Código de confirmação conferido")).not.toHaveClass("text-destructive");
  });
});
