import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiErrorFrom } from "@/lib/api-client";
import { AuthProvider, useAuth } from "../auth-provider";

const USER = { id: "u1", name: "Ana Saída", email: "ana@example.com" };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Shows who is logged in and hands the logout to the test. */
function Probe({ onLogout }: { onLogout: (logout: ReturnType<typeof useAuth>["logout"]) => void }) {
  const { user, loading, logout } = useAuth();
  onLogout(logout);
  return <p>{loading ? "carregando" : (user?.name ?? "sem sessão")}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe("AuthProvider logout", () => {
  it("a 401 from another request while Sair is in flight leaves the user to the logout's own transition", async () => {
    let finishLogout: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string) =>
        path === "/api/auth/logout"
          ? new Promise<Response>((resolve) => (finishLogout = resolve))
          : json({ user: USER }),
      ),
    );
    let logout: ReturnType<typeof useAuth>["logout"] = async () => {};
    render(
      <AuthProvider>
        <Probe onLogout={(l) => (logout = l)} />
      </AuthProvider>,
    );
    await screen.findByText("Ana Saída");

    const navigated = vi.fn();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = logout(navigated);
    });
    // The server already ended the session: a poll of the screen answers 401 meanwhile.
    act(() => {
      apiErrorFrom(401, { error: { code: "UNAUTHENTICATED", message: "Sessão expirada." } });
    });
    expect(screen.getByText("Ana Saída")).toBeInTheDocument();
    expect(navigated).not.toHaveBeenCalled();

    await act(async () => {
      finishLogout(json({ ok: true }));
      await done;
    });
    expect(screen.getByText("sem sessão")).toBeInTheDocument();
    expect(navigated).toHaveBeenCalledOnce();
  });

  it("outside a logout, a 401 drops the user", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ user: USER })),
    );
    render(
      <AuthProvider>
        <Probe onLogout={() => {}} />
      </AuthProvider>,
    );
    await screen.findByText("Ana Saída");
    act(() => {
      apiErrorFrom(401, { error: { code: "UNAUTHENTICATED", message: "Sessão expirada." } });
    });
    expect(screen.getByText("sem sessão")).toBeInTheDocument();
  });
});
