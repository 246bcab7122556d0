import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Contract } from "@alicerce/shared/schemas/contracts";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ContractsPage } from "../pages/contracts-page";
import { contract } from "./contract-fixtures";

const page = (items: Contract[]) => ({ items, total: items.length, page: 1, page_size: 12 });
const file = (id: string) => ({ name: "contrato.pdf", size: 2048, download_url: `/api/contracts/${id}/file` });

beforeEach(() => polyfillRadix());

describe("a contract's terms while it is signed (decision 035)", () => {
  it("disables Editar with the reason while a request is pending, and Editar and Cancelar once signed", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/contracts": () =>
        page([
          contract("1", { status: "pendente", file: file("1"), signature: { id: "s-1", status: "pending" } }),
          contract("2", { file: file("2"), signature: { id: "s-2", status: "signed" } }),
          contract("3", { file: file("3"), signature: { id: "s-3", status: "cancelled" } }),
        ]),
    });
    renderInDashboard(<ContractsPage />, { path: "/dashboard/contracts" });

    const pending = within((await screen.findByRole("article", { name: "Contrato 1" })) as HTMLElement);
    const edit = pending.getByRole("button", { name: "Editar" });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(/aguardando assinaturas, e os termos enviados não podem mudar/);
    expect(pending.getByRole("button", { name: "Cancelar contrato Contrato 1" })).toBeEnabled();

    const signed = within(screen.getByRole("article", { name: "Contrato 2" }));
    expect(signed.getByRole("button", { name: "Editar" })).toHaveAccessibleDescription(
      "Este contrato já foi assinado, e os termos assinados não podem mais mudar.",
    );
    const cancel = signed.getByRole("button", { name: "Cancelar contrato" });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(/não pode ser cancelado aqui: ele termina na data de término/);

    // Its request was cancelled: the terms may change again and the contract may be sent again.
    const freed = within(screen.getByRole("article", { name: "Contrato 3" }));
    expect(freed.getByRole("button", { name: "Editar Contrato 3" })).toBeEnabled();
    expect(freed.getByRole("button", { name: "Enviar Contrato 3 para assinatura" })).toBeEnabled();
  });
});
