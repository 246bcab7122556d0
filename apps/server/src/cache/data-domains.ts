/**
 * What a write may touch, for the read caches (docs/decisions/021-chat-realtime-and-domain-generations.md).
 * Each cache follows the domains its answers are computed from; a write route declares the domains
 * it changes (`config: { touches: ["chat"] }`), and a write that declares nothing touches them all.
 */
export const DATA_DOMAINS = [
  /** Projects, their team, phases, images, investments and interests: the project list. */
  "projects",
  /** Users, profiles and sessions: the session reader. */
  "accounts",
  "suppliers",
  "learning",
  "contracts",
  "approvals",
  "files",
  /** Conversations, participants and messages. */
  "chat",
] as const;
export type DataDomain = (typeof DATA_DOMAINS)[number];

const KNOWN = new Set<string>(DATA_DOMAINS);
export const isDataDomain = (value: string): value is DataDomain => KNOWN.has(value);
