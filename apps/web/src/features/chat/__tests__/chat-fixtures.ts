import type { ConversationDetail, ConversationSummary, Message } from "@alicerce/shared/schemas/chat";
import { vi } from "vitest";

export const ME = "u-1";

/** A WebSocket that never connects: the realtime client is tested on its own (api/realtime/__tests__/connection.test.ts). */
export class SilentSocket {
  static instances: SilentSocket[] = [];
  readyState = 0;
  onopen = null;
  onclose = null;
  onerror = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    SilentSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
}

export function stubWebSocket() {
  SilentSocket.instances = [];
  vi.stubGlobal("WebSocket", SilentSocket);
}

export function summary(id: string, overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id,
    type: "direct",
    name: null,
    title: "Ana Souza",
    avatar: { url: null, initials: "AS" },
    project_id: null,
    participant_count: 2,
    last_message: {
      id: `m-${id}`,
      sender_id: "u-2",
      sender_name: "Ana Souza",
      content: "Bom dia!",
      attachment_count: 0,
      created_at: new Date().toISOString(),
      deleted: false,
    },
    unread_count: 0,
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

export function detail(id: string, overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    id,
    type: "direct",
    name: null,
    title: "Ana Souza",
    avatar: { url: null, initials: "AS" },
    project: null,
    created_by: ME,
    created_at: "2025-03-01T12:00:00.000Z",
    updated_at: "2025-03-01T12:00:00.000Z",
    participants: [
      {
        user_id: ME,
        name: "Carlos Construtor",
        avatar_url: null,
        type: "creator",
        is_admin: false,
        last_read_at: null,
        joined_at: "2025-03-01T12:00:00.000Z",
      },
      {
        user_id: "u-2",
        name: "Ana Souza",
        avatar_url: null,
        type: "investor",
        is_admin: false,
        last_read_at: null,
        joined_at: "2025-03-01T12:00:00.000Z",
      },
    ],
    unread_count: 0,
    viewer: { is_admin: false, last_read_at: null, can_manage_members: false, can_leave: false },
    ...overrides,
  };
}

export function message(id: string, senderId: string, content: string, overrides: Partial<Message> = {}): Message {
  return {
    id,
    conversation_id: "c-1",
    client_id: `client-${id}`,
    sender: { id: senderId, name: senderId === ME ? "Carlos Construtor" : "Ana Souza", avatar_url: null },
    content,
    message_type: "text",
    is_important: false,
    important_by: null,
    reply_to: null,
    forwarded_from: null,
    attachments: [],
    mentions: [],
    created_at: "2025-03-10T13:05:00.000Z",
    edited_at: null,
    deleted_at: null,
    ...overrides,
  };
}
