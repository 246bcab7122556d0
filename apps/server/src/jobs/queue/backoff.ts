/**
 * How long a failed job waits before its next attempt: exponential from `baseMs` (doubling after each
 * attempt, at most `capMs`), then "equal jitter": between half and all of it, so jobs that failed
 * together (the PSP was down) do not all come back in the same second.
 */
export function retryDelayMs(
  attemptsSoFar: number,
  { baseMs, capMs, random = Math.random }: { baseMs: number; capMs: number; random?: () => number },
): number {
  const exponential = Math.min(capMs, baseMs * 2 ** Math.max(0, attemptsSoFar - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}
