/**
 * Live updates over the realtime socket (docs/api/chat.md#live-updates, decision 048). An event
 * names what changed by ids only; the page refetches through the normal, permission-checked
 * endpoints. No zod here: the web's shell chunk reads these events.
 */

/** The kinds of record a write route is about, read from its address (`/api/projects/:id/...`). */
export const LIVE_SUBJECTS = [
  "project",
  "investment",
  "invitation",
  "approval",
  "document",
  "contract",
  "signature",
  "quotation",
] as const;
export type LiveSubject = (typeof LIVE_SUBJECTS)[number];

/** The data domains whose changes open pages follow (a subset of the server's cache domains). */
export const LIVE_DOMAINS = ["projects", "approvals", "documents", "contracts", "signatures", "quotations"] as const;
export type LiveDomain = (typeof LIVE_DOMAINS)[number];

const LIVE_DOMAIN_SET = new Set<string>(LIVE_DOMAINS);
export const isLiveDomain = (value: string): value is LiveDomain => LIVE_DOMAIN_SET.has(value);

/** The bell of the socket's user changed (a new entry, one read or done): refetch the badge and the list. */
export type NotificationsChangedEvent = { type: "notifications.changed" };

/**
 * Something the socket's user may have on screen changed: `domains` say which data, `subject` and
 * `id` which record the change was about (a project's id for a project's status or raised amount).
 */
export type DomainChangedEvent = {
  type: "domain.changed";
  domains: LiveDomain[];
  subject: LiveSubject;
  id: string;
};

export type LiveEvent = NotificationsChangedEvent | DomainChangedEvent;
