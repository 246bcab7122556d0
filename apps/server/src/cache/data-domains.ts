/**
 * What a write may touch, for the read caches (docs/decisions/021-chat-realtime-and-domain-generations.md).
 * Each cache follows the domains its answers are computed from; a write route declares the domains
 * it changes (`config: { touches: ["chat"] }`), and a write that declares nothing touches them all.
 */
export const DATA_DOMAINS = [
  /** Projects, their team, phases, images and investments: the project list. */
  "projects",
  /** Users, profiles and sessions: the session reader. */
  "accounts",
  /** Supplier profiles, portfolios and ratings. */
  "suppliers",
  /** Quotation requests and answers (a review also touches "suppliers"). */
  "quotations",
  /** "Tenho interesse" marks: read by the project page only, never by the list (decision 025). */
  "interests",
  /** Investors' income and qualification declarations. */
  "declarations",
  "learning",
  "contracts",
  "approvals",
  "documents",
  "signatures",
  "notifications",
  "files",
  /** Conversations, participants and messages. */
  "chat",
] as const;
export type DataDomain = (typeof DATA_DOMAINS)[number];

const KNOWN = new Set<string>(DATA_DOMAINS);
export const isDataDomain = (value: string): value is DataDomain => KNOWN.has(value);
