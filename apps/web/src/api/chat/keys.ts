// Query keys of everything under /api/chat; the realtime events and the mutations update or
// invalidate by these, so the header badge, the popover and the open conversation stay in step.
export const chatKeys = {
  all: ["chat"] as const,
  unread: () => ["chat", "unread"] as const,
  lists: () => ["chat", "conversations"] as const,
  list: (q: string) => ["chat", "conversations", { q }] as const,
  details: () => ["chat", "conversation"] as const,
  detail: (id: string) => ["chat", "conversation", id] as const,
  allMessages: () => ["chat", "messages"] as const,
  messages: (id: string) => ["chat", "messages", id] as const,
  search: (id: string, q: string) => ["chat", "search", id, { q }] as const,
  files: (id: string) => ["chat", "files", id] as const,
  users: (q: string) => ["chat", "users", { q }] as const,
  projects: (q: string) => ["chat", "projects", { q }] as const,
};
