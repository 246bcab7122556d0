import { useRef } from "react";
import { ApiRequestError } from "@/lib/api-client";

/** A random key; crypto.randomUUID exists only in secure contexts (https, localhost). */
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The header the server reads on requests that move money or send messages. */
export const idempotencyHeader = (key: string) => ({ "idempotency-key": key });

/**
 * One Idempotency-Key per submit. A submit whose answer never arrived (lost connection) may have
 * reached the server, so the next try sends the same key and gets the first answer back instead of
 * a second investment or e-mail; once any answer arrives (success or refusal) the next submit is a
 * new one with a new key.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return {
    take: () => (key.current ??= newKey()),
    settle: (error: unknown) => {
      const answered = !(error instanceof ApiRequestError && error.status === 0);
      if (answered) key.current = null;
    },
  };
}
