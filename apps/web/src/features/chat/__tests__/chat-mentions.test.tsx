import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ChatPage } from "../pages/chat-page";
import { matchMembers, mentionAt } from "../components/mention-query";
import { textPieces } from "../components/message-text";
import { detail, ME, message, stubWebSocket } from "./chat-fixtures";

beforeEach(() => {
  polyfillRadix();
  stubWebSocket();
});

const group = detail("c-1", {
  type: "group",
  name: "Obra",
  title: "Obra",
  participants: [
    ...detail("c-1").participants,
    {
      user_id: "u-3",
      name: "Ângela Ribeiro",
      avatar_url: null,
      type: "legal",
      is_admin: false,
      last_read_at: null,
      joined_at: "2025-03-01T12:00:00.000Z",
    },
  ],
});

function chatApi(history = [message("m-1", "u-2", "Olá")]) {
  return mockApi({
    "GET /api/auth/session": sessionOf("creator"),
    "GET /api/chat/conversations/c-1": () => group,
    "GET /api/chat/conversations/c-1/messages": () => ({ items: history, has_more: false }),
    "POST /api/chat/conversations/c-1/read": () => ({
      conversation_id: "c-1",
      last_read_at: new Date().toISOString(),
      unread_count: 0,
      total_unread: 0,
    }),
    "GET /api/chat/conversations": () => ({ items: [] }),
    "POST /api/chat/conversations/c-1/messages": ({ body }) => {
      const input = body as { client_id: string; content: string };
      return new Reply(201, message("m-new", ME, input.content, { client_id: input.client_id }));
    },
  });
}

const renderChat = () =>
  renderInDashboard(<ChatPage />, { path: "/dashboard/chat/c-1", route: "/dashboard/chat/:conversationId" });

describe("@mentions in the composer (decision 049)", () => {
  it("offers the other members on '@', moves with the arrows, chooses with Enter and sends their ids", async () => {
    const { calls } = chatApi();
    renderChat();
    await screen.findByText("Olá");
    const box = screen.getByRole("combobox", { name: "Mensagem" });
    await userEvent.type(box, "Oi @");
    const list = screen.getByRole("listbox", { name: "Mencionar membro" });
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Ana Souza", "Ângela Ribeiro"]); // never oneself
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await userEvent.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[1]!.id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    expect(box).toHaveValue("Oi @Ângela Ribeiro ");
    expect(screen.queryByRole("listbox")).toBeNull();
    // The first letter comes before the next frame, the rest after it: the caret must already sit after
    // the name when that letter lands, and nothing may move it back later.
    const fastTypist = userEvent.setup({ delay: null });
    await fastTypist.keyboard("t");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fastTypist.keyboard("udo certo?{Enter}");
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST" && c.path.endsWith("/messages"))?.body).toMatchObject({
        content: "Oi @Ângela Ribeiro tudo certo?",
        mention_ids: ["u-3"],
      }),
    );
  }, 15_000);

  it("filters as one types (accents aside), Escape closes the list, and a removed name is not sent", async () => {
    const { calls } = chatApi();
    renderChat();
    await screen.findByText("Olá");
    const box = screen.getByRole("combobox", { name: "Mensagem" });
    await userEvent.type(box, "@ang");
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Ângela Ribeiro"]);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    await userEvent.clear(box);
    await userEvent.type(box, "@ana");
    await userEvent.keyboard("{Tab}");
    expect(box).toHaveValue("@Ana Souza ");
    await userEvent.clear(box);
    await userEvent.type(box, "sem menção{Enter}");
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST" && c.path.endsWith("/messages"))?.body).toMatchObject({
        content: "sem menção",
        mention_ids: [],
      }),
    );
  }, 15_000);

  it("highlights the mentions in the bubble", async () => {
    chatApi([
      message("m-1", "u-2", "@Carlos Construtor veja isto", { mentions: [{ id: ME, name: "Carlos Construtor" }] }),
    ]);
    renderChat();
    const mention = await screen.findByText("@Carlos Construtor");
    expect(mention.tagName).toBe("STRONG");
    expect(mention).toHaveAttribute("data-mention");
  });
});

describe("mention helpers", () => {
  it("finds the '@query' before the caret only after a space or at the start", () => {
    expect(mentionAt("Oi @an", 6)).toEqual({ start: 3, query: "an" });
    expect(mentionAt("email@x", 7)).toBeNull();
    expect(mentionAt("@", 1)).toEqual({ start: 0, query: "" });
  });

  it("matches any word of the name, accents and case aside", () => {
    const people = [
      { id: "1", name: "Ana Souza" },
      { id: "2", name: "Ângela Ribeiro" },
      { id: "3", name: "Bruno Souza" },
    ];
    expect(matchMembers(people, "sou").map((m) => m.id)).toEqual(["1", "3"]);
    expect(matchMembers(people, "ANG").map((m) => m.id)).toEqual(["2"]);
  });

  it("cuts text into mentions and search matches", () => {
    expect(textPieces("@Ana Maria e @Ana", ["Ana", "Ana Maria"], "e")).toEqual([
      { text: "@Ana Maria", kind: "mention" },
      { text: " ", kind: "text" },
      { text: "e", kind: "match" },
      { text: " ", kind: "text" },
      { text: "@Ana", kind: "mention" },
    ]);
    expect(textPieces("Planta (nova)", [], "(NOVA)")).toEqual([
      { text: "Planta ", kind: "text" },
      { text: "(nova)", kind: "match" },
    ]);
  });
});
