import { timeOfDay } from "./sao-paulo-time.ts";

/**
 * Chat rules shared by the server and the web (docs/product/chat.md): limits, texts, the title and
 * avatar rules and the realtime timings.
 */

export const CONVERSATION_TYPES = ["direct", "group", "project"] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

export const CONVERSATION_TYPE_LABELS: Record<ConversationType, string> = {
  direct: "Conversa",
  group: "Grupo",
  project: "Projeto",
};

export const CHAT_LIMITS = {
  /** Characters in one message. */
  messageContent: 4000,
  /** Characters in a group's name. */
  groupName: 120,
  /** Users answered per page of the user search ("20 at a time"). */
  userSearchPage: 20,
  /** Messages per history page (newest page first, older pages as the user scrolls up). */
  messagesPage: 50,
  /** Messages the catch-up after a reconnect answers at most per call (`has_more` says if more follow). */
  catchUpPage: 200,
  /** Conversations the popover list answers at most (most recently active first). */
  conversationList: 100,
  /** Members chosen at once when creating a group or adding members. */
  membersPerRequest: 100,
  /** Files attached to one message. */
  attachmentsPerMessage: 5,
  /** Characters of a client id (the sender's own key for a send, unique per sender and conversation). */
  clientId: 64,
  /** Minutes after sending during which the sender may edit a message. */
  editWindowMinutes: 15,
  /** Members one message may @mention. */
  mentionsPerMessage: 50,
  /** Results per page of a search within a conversation. */
  searchPage: 20,
  /** Messages loaded at most to reach a search result far up the history. */
  jumpSpan: 2000,
  /** Characters of a search within a conversation. */
  searchQuery: 100,
} as const;

/** Realtime timings: the server pings every 25 s; the client reconnects after 1, 2, 5, then every 10 s. */
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
export const REALTIME_PATH = "/api/realtime";

/** Texts the product shows (docs/product/messages.md#chat). */
export const CHAT_TEXTS = {
  notFound: "Conversa não encontrada.",
  groupRule: "Selecione pelo menos um usuário e defina um nome para o grupo.",
  emptyMessage: "Escreva uma mensagem.",
  /** A message past CHAT_LIMITS.messageContent, refused whole rather than cut. */
  messageTooLong: `Use no máximo ${CHAT_LIMITS.messageContent.toLocaleString("pt-BR")} caracteres.`,
  /** A search past CHAT_LIMITS.searchQuery. */
  searchTooLong: `Procure no máximo ${CHAT_LIMITS.searchQuery} caracteres.`,
  loadFailed: "Não foi possível carregar a conversa.",
  sendFailed: "Não foi possível enviar a mensagem.",
  dataLoadFailed: "Não foi possível carregar os dados.",
  moreUsersFailed: "Não foi possível carregar mais usuários. Tente novamente.",
  createFailed: "Não foi possível criar a conversa.",
  groupCreateFailed: "Não foi possível criar o grupo.",
  projectChatCreateFailed: "Não foi possível criar o chat do projeto.",
  listFailedLog: "Erro ao carregar conversas:",
  emptyListTitle: "Nenhuma conversa",
  emptyListBody: "Comece uma nova conversa com outros usuários",
  newConversation: "Nova Conversa",
  forwardedLabel: "Encaminhada",
  deletedMessage: "Mensagem apagada",
  editedLabel: "editada",
  notOwnMessage: "Você só pode alterar as suas próprias mensagens.",
  editWindowOver: "Só é possível editar uma mensagem nos 15 minutos após o envio.",
  deletedCannotChange: "Esta mensagem foi apagada e não pode ser alterada.",
  forwardedCannotEdit: "Uma mensagem encaminhada não pode ser editada.",
  mentionTitle: "Nova menção no chat",
} as const;

/** The name a project chat gets: "Chat - {project name}". */
export const projectChatName = (projectTitle: string) => `Chat - ${projectTitle}`;

/**
 * A conversation's title (docs/product/chat.md#conversation-title): its name; otherwise the other
 * participants' names joined by commas. A direct chat left with nobody else falls back to "Conversa".
 */
export function conversationTitle(
  conversation: { name: string | null; participants: readonly { user_id: string; name: string }[] },
  viewerId: string,
): string {
  if (conversation.name) return conversation.name;
  const others = conversation.participants.filter((p) => p.user_id !== viewerId).map((p) => p.name);
  return others.length > 0 ? others.join(", ") : CONVERSATION_TYPE_LABELS.direct;
}

/** The avatar fallback: the first two initials of the title ("Ana Souza" → "AS", "Chat - Obra" → "CO"). */
export function titleInitials(title: string): string {
  const words = title.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters = words.map((w) => [...w].find((ch) => /[\p{L}\p{N}]/u.test(ch)) ?? "");
  return letters.slice(0, 2).join("").toUpperCase() || "?";
}

/** A message time as hh:mm in São Paulo. */
export const messageTime = (iso: string): string => timeOfDay(iso);
