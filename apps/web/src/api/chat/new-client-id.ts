/**
 * A send's own key (docs/api/chat.md): a retried send carries the same one and is stored once.
 * crypto.randomUUID exists only in secure contexts (https, localhost), hence the fallback.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
