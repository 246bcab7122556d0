import { describe, expect, it } from "vitest";
import { conversationTitle, messageTime, projectChatName, titleInitials } from "./chat.ts";
import { groupChatInputSchema, sendMessageInputSchema } from "./schemas/chat.ts";
import { realtimeClientMessageSchema } from "./schemas/realtime.ts";

const ana = { user_id: "a", name: "Ana Souza" };
const bruno = { user_id: "b", name: "Bruno Lima" };
const carla = { user_id: "c", name: "Carla Dias" };

describe("conversationTitle", () => {
  it("is the name when there is one", () => {
    expect(conversationTitle({ name: "Obra Centro", participants: [ana, bruno] }, "a")).toBe("Obra Centro");
  });

  it("is the other participants' names joined by commas otherwise", () => {
    expect(conversationTitle({ name: null, participants: [ana, bruno] }, "a")).toBe("Bruno Lima");
    expect(conversationTitle({ name: null, participants: [ana, bruno, carla] }, "b")).toBe("Ana Souza, Carla Dias");
  });

  it("falls back to Conversa when nobody else is left", () => {
    expect(conversationTitle({ name: null, participants: [ana] }, "a")).toBe("Conversa");
  });
});

describe("titleInitials", () => {
  it("takes the first letter of the first two words", () => {
    expect(titleInitials("Ana Souza")).toBe("AS");
    expect(titleInitials("Chat - Residencial Aurora")).toBe("CR");
    expect(titleInitials("élio")).toBe("É");
    expect(titleInitials("  ")).toBe("?");
  });
});

describe("chat rules", () => {
  it("names a project chat after the project", () => {
    expect(projectChatName("Residencial Aurora")).toBe("Chat - Residencial Aurora");
  });

  it("shows a message time as hh:mm in São Paulo", () => {
    expect(messageTime("2026-01-15T13:05:00Z")).toBe("10:05");
  });

  it("refuses a group without a name or members with the product's message", () => {
    const rule = "Selecione pelo menos um usuário e defina um nome para o grupo.";
    const noName = groupChatInputSchema.safeParse({ name: " ", member_ids: ["00000000-0000-4000-8000-000000000001"] });
    const noMembers = groupChatInputSchema.safeParse({ name: "Obra", member_ids: [] });
    expect(noName.error?.issues[0]?.message).toBe(rule);
    expect(noMembers.error?.issues[0]?.message).toBe(rule);
  });

  it("needs text or files in a message", () => {
    expect(sendMessageInputSchema.safeParse({ client_id: "x1", content: "  " }).error?.issues[0]?.message).toBe(
      "Escreva uma mensagem.",
    );
    expect(
      sendMessageInputSchema.safeParse({
        client_id: "x1",
        attachment_ids: ["00000000-0000-4000-8000-000000000001"],
      }).success,
    ).toBe(true);
  });

  it("parses every client frame of the realtime socket", () => {
    for (const frame of [
      { type: "ping" },
      { type: "subscribe", scope: "user" },
      { type: "subscribe", scope: "conversation", conversation_id: "00000000-0000-4000-8000-000000000001" },
      { type: "unsubscribe", conversation_id: "00000000-0000-4000-8000-000000000001" },
    ]) {
      expect(realtimeClientMessageSchema.parse(frame)).toEqual(frame);
    }
    expect(realtimeClientMessageSchema.safeParse({ type: "subscribe", scope: "conversation" }).success).toBe(false);
  });
});
