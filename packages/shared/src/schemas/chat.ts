import { z } from "zod";
import { CHAT_LIMITS, CHAT_TEXTS, CONVERSATION_TYPES } from "../chat.ts";
import { USER_TYPES } from "../user-types.ts";
import { NUL_MESSAGE, noNul, requiredText, uuidSchema } from "./common.ts";
import { listSearchSchema } from "./list-query.ts";

// Request and answer shapes of the chat API (docs/api/chat.md) and chat's frames on the realtime socket.
// Times are ISO 8601 strings (UTC); ids are UUIDs.

const conversationType = z.enum(CONVERSATION_TYPES);
const userType = z.enum(USER_TYPES);

/* ---------- people ---------- */

/** A user as the chat shows them: name, avatar and role (its badge label is USER_TYPE_BADGE_LABELS[type]). */
export const chatUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  type: userType,
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** GET /api/chat/users?q=&cursor= : other users, 20 at a time, never the current user. */
export const chatUserSearchQuerySchema = z.object({
  q: listSearchSchema(),
  cursor: z.string().max(200).optional(),
});
export const chatUserPageSchema = z.object({ items: z.array(chatUserSchema), nextCursor: z.string().nullable() });
export type ChatUserPage = z.infer<typeof chatUserPageSchema>;

export const participantSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  type: userType,
  is_admin: z.boolean(),
  last_read_at: z.string().nullable(),
  joined_at: z.string(),
});
export type Participant = z.infer<typeof participantSchema>;

/* ---------- messages ---------- */

export const messageAttachmentSchema = z.object({
  /** The file's id; download at download_url (participants only). */
  id: z.string(),
  name: z.string(),
  size: z.number(),
  mime_type: z.string(),
  download_url: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  /** The sender's own key for this send (unique per sender and conversation); matches an optimistic copy. */
  client_id: z.string(),
  sender: z.object({ id: z.string(), name: z.string(), avatar_url: z.string().nullable() }),
  content: z.string(),
  message_type: z.literal("text"),
  is_important: z.boolean(),
  /** Who marked it important, when it is. */
  important_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The quoted original of a reply, as every participant sees it (null when it is not a reply). */
  reply_to: z
    .object({
      id: z.string(),
      sender_id: z.string(),
      sender_name: z.string(),
      content: z.string(),
      /** The original was deleted since: its content is empty and the quote says "Mensagem apagada". */
      deleted: z.boolean(),
    })
    .nullable(),
  /** Set on a forwarded copy: the original's id and its sender's name (the copy says it was forwarded). */
  forwarded_from: z.object({ message_id: z.string().nullable(), sender_name: z.string() }).nullable(),
  attachments: z.array(messageAttachmentSchema),
  /** The members it @mentions (highlighted where "@{name}" appears in the text). */
  mentions: z.array(z.object({ id: z.string(), name: z.string() })),
  created_at: z.string(),
  /** Set when its sender edited it (within CHAT_LIMITS.editWindowMinutes of sending): shown as "editada". */
  edited_at: z.string().nullable(),
  /** Set when its sender deleted it: content and attachments are gone, it shows "Mensagem apagada". */
  deleted_at: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * GET /api/chat/conversations/:id/messages: without before/after, the newest page; `before=<message id>`
 * the page just older than that message (scrolling up); `after=<message id>` the messages newer than it
 * (catch-up after a reconnect). Items are always oldest first; `has_more` says whether more exist in the
 * asked direction. Pages follow (created_at, id), so a long history opens as fast as a short one.
 */
export const messagesQuerySchema = z
  .object({
    before: uuidSchema.optional(),
    after: uuidSchema.optional(),
    /**
     * With `before`: every message older than `before` down to this one, plus a page older than it
     * (a search result jumped to). At most CHAT_LIMITS.jumpSpan messages; farther is refused.
     */
    through: uuidSchema.optional(),
    limit: z.coerce
      .number({ error: "Use um número." })
      .int("Use um número inteiro.")
      .min(1, "Peça pelo menos 1 mensagem.")
      .max(CHAT_LIMITS.catchUpPage, `Peça no máximo ${CHAT_LIMITS.catchUpPage} mensagens.`)
      .optional(),
  })
  .refine((q) => !(q.before && q.after), { message: "Use before ou after, não os dois.", path: ["after"] })
  .refine((q) => !q.through || q.before, { message: "Use through com before.", path: ["through"] });
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

export const messagePageSchema = z.object({ items: z.array(messageSchema), has_more: z.boolean() });

/**
 * GET /api/chat/conversations/:id/messages/search?q=&cursor= : the conversation's messages whose text
 * contains q (case aside), newest first, CHAT_LIMITS.searchPage at a time; deleted messages never.
 * `cursor` is the last id of the previous page.
 */
export const messageSearchQuerySchema = z.object({
  q: z
    .string({ error: "Digite o que procurar." })
    .trim()
    .min(1, "Digite o que procurar.")
    .max(CHAT_LIMITS.searchQuery, CHAT_TEXTS.searchTooLong)
    .refine(noNul, NUL_MESSAGE),
  cursor: uuidSchema.optional(),
});
export type MessageSearchQuery = z.input<typeof messageSearchQuerySchema>;
export const messageSearchPageSchema = z.object({ items: z.array(messageSchema), next_cursor: z.string().nullable() });
export type MessageSearchPage = z.infer<typeof messageSearchPageSchema>;
export type MessagePage = z.infer<typeof messagePageSchema>;

const clientIdSchema = z
  .string({ error: "Informe o identificador do envio." })
  .trim()
  .min(1, "Informe o identificador do envio.")
  .max(CHAT_LIMITS.clientId, `O identificador do envio tem no máximo ${CHAT_LIMITS.clientId} caracteres.`)
  .regex(/^[\w-]+$/, "O identificador do envio usa só letras, números, - e _.");

/** Members the text @mentions; the server keeps only the conversation's members, never the sender. */
const mentionIdsSchema = z
  .array(uuidSchema)
  .max(CHAT_LIMITS.mentionsPerMessage, `Mencione no máximo ${CHAT_LIMITS.mentionsPerMessage} pessoas.`)
  .default([]);

const contentSchema = z
  .string({ error: CHAT_TEXTS.emptyMessage })
  .trim()
  .max(CHAT_LIMITS.messageContent, CHAT_TEXTS.messageTooLong)
  .refine(noNul, NUL_MESSAGE);

/**
 * POST /api/chat/conversations/:id/messages. A retried send (same client_id) is stored once and
 * answers the same message. The text may be empty only when files are attached.
 */
export const sendMessageInputSchema = z
  .object({
    client_id: clientIdSchema,
    content: contentSchema.default(""),
    reply_to_id: uuidSchema.nullish().transform((v) => v ?? null),
    /** Ids returned by POST /api/files (the sender's own uploads). */
    attachment_ids: z
      .array(uuidSchema)
      .max(CHAT_LIMITS.attachmentsPerMessage, `Anexe no máximo ${CHAT_LIMITS.attachmentsPerMessage} arquivos.`)
      .default([]),
    mention_ids: mentionIdsSchema,
  })
  .refine((m) => m.content.length > 0 || m.attachment_ids.length > 0, {
    message: CHAT_TEXTS.emptyMessage,
    path: ["content"],
  });
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

/**
 * PATCH /api/chat/messages/:id: the sender rewrites their text within CHAT_LIMITS.editWindowMinutes of
 * sending. The new text replaces the mentions too.
 */
export const editMessageInputSchema = z.object({
  content: contentSchema.refine((c) => c.length > 0, CHAT_TEXTS.emptyMessage),
  mention_ids: mentionIdsSchema,
});
export type EditMessageInput = z.input<typeof editMessageInputSchema>;

/** POST /api/chat/messages/:id/forward: copies the message into another of the user's conversations. */
export const forwardMessageInputSchema = z.object({
  conversation_id: uuidSchema,
  client_id: clientIdSchema,
});
export type ForwardMessageInput = z.input<typeof forwardMessageInputSchema>;

/* ---------- conversations ---------- */

export const lastMessageSchema = z.object({
  id: z.string(),
  sender_id: z.string(),
  sender_name: z.string(),
  content: z.string(),
  /** Number of files attached (a file-only message has empty content). */
  attachment_count: z.number(),
  created_at: z.string(),
  /** Deleted by its sender: the row says "Mensagem apagada". */
  deleted: z.boolean(),
});

/** One row of the popover list (GET /api/chat/conversations). */
export const conversationSummarySchema = z.object({
  id: z.string(),
  type: conversationType,
  name: z.string().nullable(),
  /** docs/product/chat.md#conversation-title, already applied for the current user. */
  title: z.string(),
  /** The avatar: a photo for a direct chat whose other user has one, else the initials of the title. */
  avatar: z.object({ url: z.string().nullable(), initials: z.string() }),
  project_id: z.string().nullable(),
  participant_count: z.number(),
  last_message: lastMessageSchema.nullable(),
  /** Others' messages newer than the user's last read time. */
  unread_count: z.number(),
  updated_at: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListQuerySchema = z.object({
  /** Filters by title or participant name. */
  q: listSearchSchema(),
});
export const conversationListSchema = z.object({ items: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

/** GET /api/chat/unread: the header badge. */
export const unreadTotalSchema = z.object({ total: z.number(), conversations: z.number() });
export type UnreadTotal = z.infer<typeof unreadTotalSchema>;

/** GET /api/chat/conversations/:id (participants only; anyone else gets 404 "Conversa não encontrada."). */
export const conversationDetailSchema = z.object({
  id: z.string(),
  type: conversationType,
  name: z.string().nullable(),
  title: z.string(),
  avatar: z.object({ url: z.string().nullable(), initials: z.string() }),
  project: z.object({ id: z.string(), title: z.string() }).nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  participants: z.array(participantSchema),
  unread_count: z.number(),
  /** What the current user may do here; the server enforces the same rules. */
  viewer: z.object({
    is_admin: z.boolean(),
    last_read_at: z.string().nullable(),
    /** Admins of a group or project chat add and remove members and rename a group. */
    can_manage_members: z.boolean(),
    /** Any member of a group or project chat may leave; a direct chat cannot be left. */
    can_leave: z.boolean(),
  }),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** POST /api/chat/conversations/direct: 200 with the existing chat between exactly the two users, or 201. */
export const directChatInputSchema = z.object({ user_id: uuidSchema });
export type DirectChatInput = z.input<typeof directChatInputSchema>;

/** POST /api/chat/conversations/group. Name and at least one member, else the group rule's message. */
export const groupChatInputSchema = z.object({
  name: requiredText(CHAT_TEXTS.groupRule, CHAT_LIMITS.groupName),
  member_ids: z
    .array(uuidSchema, { error: CHAT_TEXTS.groupRule })
    .min(1, CHAT_TEXTS.groupRule)
    .max(CHAT_LIMITS.membersPerRequest, `Escolha no máximo ${CHAT_LIMITS.membersPerRequest} pessoas de uma vez.`),
});
export type GroupChatInput = z.input<typeof groupChatInputSchema>;

/** POST /api/chat/conversations/project: creates or reopens "Chat - {project name}" with the project's team. */
export const projectChatInputSchema = z.object({ project_id: uuidSchema });
export type ProjectChatInput = z.input<typeof projectChatInputSchema>;

/** PATCH /api/chat/conversations/:id (group admins): renames the group. */
export const renameConversationInputSchema = z.object({
  name: requiredText("Defina um nome para o grupo.", CHAT_LIMITS.groupName),
});
export type RenameConversationInput = z.input<typeof renameConversationInputSchema>;

/** POST /api/chat/conversations/:id/members (admins of a group or project chat). */
export const addMembersInputSchema = z.object({
  user_ids: z
    .array(uuidSchema, { error: "Selecione pelo menos um usuário." })
    .min(1, "Selecione pelo menos um usuário.")
    .max(CHAT_LIMITS.membersPerRequest, `Escolha no máximo ${CHAT_LIMITS.membersPerRequest} pessoas de uma vez.`),
});
export type AddMembersInput = z.input<typeof addMembersInputSchema>;

/** GET /api/chat/projects?q= : the projects the user takes part in (creator or accepted team member). */
export const chatProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The user's strongest tie to the project: its chat holds its creator, accepted team and active investors. */
  role: z.enum(["creator", "team", "investor"]),
  /** The project's chat when it exists and the user is in it ("Criar Chat" then reopens it). */
  conversation_id: z.string().nullable(),
});
export const chatProjectListSchema = z.object({ items: z.array(chatProjectSchema) });
export type ChatProject = z.infer<typeof chatProjectSchema>;

/** POST /api/chat/conversations/:id/read: the answer carries the new unread figures. */
export const readReceiptSchema = z.object({
  conversation_id: z.string(),
  last_read_at: z.string(),
  unread_count: z.number(),
  total_unread: z.number(),
});
export type ReadReceipt = z.infer<typeof readReceiptSchema>;

/** GET /api/chat/conversations/:id/files: every file shared in the conversation, newest first. */
export const conversationFileSchema = messageAttachmentSchema.extend({
  message_id: z.string(),
  sender_name: z.string(),
  created_at: z.string(),
});
export const conversationFileListSchema = z.object({ items: z.array(conversationFileSchema) });
export type ConversationFile = z.infer<typeof conversationFileSchema>;

/* ---------- chat's frames on the realtime socket (schemas/realtime.ts) ---------- */

/**
 * Client → server. `subscribe` with scope "user" receives the events of every conversation the user
 * takes part in (the header badge and the open conversation need nothing else); with a
 * conversation_id only that conversation's.
 */
export const chatClientFrameSchema = z.union([
  z.object({ type: z.literal("subscribe"), scope: z.literal("user") }),
  z.object({ type: z.literal("subscribe"), scope: z.literal("conversation"), conversation_id: uuidSchema }),
  z.object({ type: z.literal("unsubscribe"), conversation_id: uuidSchema }),
  /** The user is typing in the conversation (the web sends it at most every 3 s while typing). */
  z.object({ type: z.literal("typing"), conversation_id: uuidSchema }),
  /** Who of the conversation's members is online now; changes follow as `presence` events. */
  z.object({ type: z.literal("presence"), conversation_id: uuidSchema }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** Server → client. Events are sent only while the user is a participant (checked on every event). */
export const chatServerFrameSchemas = [
  z.object({
    type: z.literal("subscribed"),
    scope: z.enum(["user", "conversation"]),
    conversation_id: z.string().nullable(),
  }),
  z.object({ type: z.literal("message.created"), conversation_id: z.string(), message: messageSchema }),
  /** A message changed (marked important). */
  z.object({ type: z.literal("message.updated"), conversation_id: z.string(), message: messageSchema }),
  /** The user read a conversation (on another tab or device): new unread figures. */
  z.object({
    type: z.literal("conversation.read"),
    conversation_id: z.string(),
    last_read_at: z.string(),
    unread_count: z.number(),
    total_unread: z.number(),
  }),
  /** Members or name changed, or the user was added to a new conversation: refetch it and the list. */
  z.object({ type: z.literal("conversation.updated"), conversation_id: z.string() }),
  /** The user left or was removed: drop the conversation; no more of its events will come. */
  z.object({ type: z.literal("membership.removed"), conversation_id: z.string() }),
  /** Another member is typing in the conversation (shown for a few seconds). */
  z.object({ type: z.literal("typing"), conversation_id: z.string(), user_id: z.string() }),
] as const;
export type ChatServerFrame = z.infer<(typeof chatServerFrameSchemas)[number]>;
