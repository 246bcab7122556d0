import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DashboardHomePage } from "../pages/dashboard-home-page";
import { mockApi, polyfillRadix, Reply } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { InvitationsPage } from "../pages/invitations-page";
import { PendingInvitations } from "../components/pending-invitations";
import { invitationKeys } from "@/api/invitations/keys";

const session = (type: string, verified: boolean) => () => ({
  user: { id: "u-1", email: "u@alicerce.dev", name: "Joana", type, avatar_url: null, verified },
});
const noProjects = () => ({
  items: [],
  nextCursor: null,
  summary: { total: 0, fundraising: 0, total_volume: 0, average_roi: null },
});
const invitation = {
  id: "i-1",
  project_id: "p-1",
  project_title: "Residencial Aurora",
  role: "engenheiro",
  invited_by: "Carlos Construtor",
  invited_at: "2026-01-01T12:00:00Z",
};

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

describe("dashboard", () => {
  it("tells an unverified legal account that it waits for verification", async () => {
    mockApi({
      "GET /api/auth/session": session("legal", false),
      "GET /api/projects": noProjects,
      "GET /api/invitations": () => ({ items: [], email_confirmed: true }),
    });
    renderInDashboard(<DashboardHomePage />);
    expect(await screen.findByText("Sua conta jurídica aguarda verificação")).toBeInTheDocument();
  });

  it("says nothing about verification to a verified legal account, and lists pending invitations", async () => {
    mockApi({
      "GET /api/auth/session": session("legal", true),
      "GET /api/projects": noProjects,
      "GET /api/invitations": () => ({ items: [invitation], email_confirmed: true }),
    });
    renderInDashboard(<DashboardHomePage />);
    expect(await screen.findByText("Residencial Aurora")).toBeInTheDocument();
    expect(screen.getByText("Carlos Construtor convidou você como Engenheiro.")).toBeInTheDocument();
    expect(screen.queryByText("Sua conta jurídica aguarda verificação")).not.toBeInTheDocument();
  });
});

describe("invitations page", () => {
  it("asks an unconfirmed account to confirm its e-mail before answering, and sends the link", async () => {
    const api = mockApi({
      "GET /api/auth/session": session("investor", false),
      "GET /api/invitations": () => ({ items: [invitation], email_confirmed: false }),
      "POST /api/auth/confirmation-email": () => ({ sent: true, already_confirmed: false, resend_at: null }),
    });
    renderInDashboard(<InvitationsPage />);
    expect(await screen.findByText("Residencial Aurora")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aceitar" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Recusar" })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole("button", { name: "Confirmar email" }));
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/auth/confirmation-email")).toBe(true),
    );
  });

  it("accepts an invitation from a confirmed account and shows the list again without it", async () => {
    let answered = false;
    const api = mockApi({
      "GET /api/auth/session": session("investor", false),
      "GET /api/invitations": () => ({ items: answered ? [] : [invitation], email_confirmed: true }),
      "POST /api/invitations/i-1/accept": () => {
        answered = true;
        return { project_id: "p-1" };
      },
    });
    renderInDashboard(<InvitationsPage />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Aceitar" }));
    expect(await screen.findByText("Nenhum convite pendente.")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/api/invitations/i-1/accept"]);
  });
});

describe("the invitations list's states (QueryStates)", () => {
  const failing = () => new Reply(500, { error: { code: "INTERNAL", message: "Erro interno." } });

  it.each([
    ["fails", failing],
    ["is empty", () => ({ items: [], email_confirmed: true })],
  ])("on the home stands for nothing when the read %s", async (_, answer) => {
    mockApi({ "GET /api/auth/session": session("investor", true), "GET /api/invitations": answer });
    const { container, queryClient } = renderInDashboard(<PendingInvitations compact />);
    await vi.waitFor(() => expect(queryClient.getQueryState(invitationKeys.mine)?.status).not.toBe("pending"));
    expect(container.querySelector("[role=alert], [role=status], section")).toBeNull();
    expect(screen.queryByText(/convite/i)).toBeNull();
  });

  it("on its page says it loads, then answers a failure with the sentence and Tentar novamente", async () => {
    let fail = true;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      "GET /api/auth/session": session("investor", true),
      "GET /api/invitations": async () => {
        await held;
        return fail ? failing() : { items: [invitation], email_confirmed: true };
      },
    });
    renderInDashboard(<InvitationsPage />);
    expect(await screen.findByText("Carregando convites...")).toBeInTheDocument();
    release();
    expect(await screen.findByRole("alert")).toHaveTextContent("Não foi possível carregar os convites.");
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByText("Residencial Aurora")).toBeInTheDocument();
  });
});
