import type { ChatUser } from "@alicerce/shared/schemas/chat";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { PeoplePicker } from "../components/people-picker";

const ANA: ChatUser = { id: "u-2", name: "Ana Souza", avatar_url: null, type: "investor" };
const BRUNO: ChatUser = { id: "u-3", name: "Bruno Lima", avatar_url: null, type: "legal" };
const CAIO: ChatUser = { id: "u-4", name: "Caio Reis", avatar_url: null, type: "creator" };

function Harness() {
  const [chosen, setChosen] = useState<Map<string, ChatUser>>(new Map());
  return (
    <PeoplePicker
      id="pessoas"
      chosen={chosen}
      onChange={setChosen}
      chosenLabel="Membros escolhidos"
      removeLabel={(name) => `Remover ${name} do grupo`}
    />
  );
}

/** The user search, 1 a page by cursor; a term's answer waits until the test releases it. */
function serveUsers(held: Map<string, Promise<void>>) {
  return mockApi({
    "GET /api/auth/session": sessionOf("creator"),
    "GET /api/chat/users": async ({ url }) => {
      const q = url.searchParams.get("q") ?? "";
      await held.get(q);
      const all = [ANA, BRUNO, CAIO].filter((u) => u.name.toLowerCase().includes(q.toLowerCase()));
      const at = Number(url.searchParams.get("cursor") ?? 0);
      return { items: all.slice(at, at + 1), nextCursor: at + 1 < all.length ? String(at + 1) : null };
    },
  });
}

beforeEach(() => polyfillRadix());

// Picking people through user-event takes seconds on a busy machine.
describe("PeoplePicker (the shared combobox over the chat's user search)", { timeout: 20_000 }, () => {
  it("is aria-busy until the typed term's people arrive, whose list drops an earlier highlight", async () => {
    let release!: () => void;
    serveUsers(new Map([["b", new Promise<void>((resolve) => (release = resolve))]]));
    renderInDashboard(<Harness />);
    const user = userEvent.setup();
    const box = screen.getByRole("combobox", { name: "Buscar usuários" });
    await user.click(box);
    const list = screen.getByRole("listbox", { name: "Usuários" });
    await screen.findByRole("option", { name: /^Ana Souza/ });
    await waitFor(() => expect(list).toHaveAttribute("aria-busy", "false"));

    await user.keyboard("b");
    expect(list).toHaveAttribute("aria-busy", "true");
    // A highlight moved while the earlier term's people still show goes when "b"'s answer replaces them.
    await user.keyboard("{ArrowDown}");
    release();
    const bruno = await screen.findByRole("option", { name: /^Bruno Lima/ });
    await waitFor(() => expect(list).toHaveAttribute("aria-busy", "false"));
    expect(box).not.toHaveAttribute("aria-activedescendant");
    expect(bruno).toHaveAttribute("aria-selected", "false");
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("list", { name: "Membros escolhidos" })).toBeNull();
  });

  it("picks people one after another, marked as checked, and reads the next page by its option or by scrolling", async () => {
    const { calls } = serveUsers(new Map());
    renderInDashboard(<Harness />);
    const user = userEvent.setup();
    const box = screen.getByRole("combobox", { name: "Buscar usuários" });
    await user.click(box);
    await screen.findByRole("option", { name: /^Ana Souza/ });
    await user.keyboard("{ArrowDown}{Enter}");
    // The pick closes the list, which then covers nothing below it; an arrow opens it for the next one.
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("option", { name: /^Ana Souza/ })).toHaveAttribute("aria-checked", "true");

    // "Carregar mais usuários" reads in place; the highlight stays where it was as the page adds below.
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: "Carregar mais usuários" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    const bruno = await screen.findByRole("option", { name: /^Bruno Lima/ });
    expect(bruno).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(bruno).toHaveAttribute("aria-checked", "true");
    await user.keyboard("{ArrowDown}");

    const list = screen.getByRole("listbox", { name: "Usuários" });
    Object.defineProperties(list, {
      scrollHeight: { value: 400, configurable: true },
      clientHeight: { value: 200, configurable: true },
    });
    list.scrollTop = 190;
    fireEvent.scroll(list);
    expect(await screen.findByRole("option", { name: /^Caio Reis/ })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Carregar mais usuários" })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith("/api/chat/users")).map((c) => c.path)).toEqual([
      "/api/chat/users",
      "/api/chat/users?cursor=1",
      "/api/chat/users?cursor=2",
    ]);

    await user.click(screen.getByRole("button", { name: "Remover Ana Souza do grupo" }));
    expect(screen.getByRole("list", { name: "Membros escolhidos" })).toHaveTextContent("Bruno Lima");
    expect(screen.getByRole("list", { name: "Membros escolhidos" })).not.toHaveTextContent("Ana Souza");
  });
});
