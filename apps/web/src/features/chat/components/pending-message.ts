import type { Message } from "@alicerce/shared/schemas/chat";

/** A send shown at once, before the server confirms it (docs/product/chat.md#conversation). */
export type PendingMessage = {
  client_id: string;
  content: string;
  reply_to: Message["reply_to"];
  attachment_ids: string[];
  /** Members the text @mentions (chosen in the composer's list). */
  mention_ids: string[];
  attachment_names: string[];
  created_at: string;
  status: "sending" | "failed";
};
