/**
 * A token bucket for the frames one socket sends (decision 038): `burst` frames at once, refilled at
 * `perSecond`. The web client sends a ping every 25 s and one subscribe per connection, so any
 * honest use stays far under it; a client over it is closed, so one socket cannot keep the server's
 * database busy for everyone else.
 */
export type FrameBudgetLimits = { perSecond: number; burst: number };

export function createFrameBudget(limits: FrameBudgetLimits, now: () => number = Date.now) {
  let tokens = limits.burst;
  let last = now();
  return {
    /** Spends one token; false when the socket has none left (it is over its budget). */
    take(): boolean {
      const at = now();
      tokens = Math.min(limits.burst, tokens + ((at - last) * limits.perSecond) / 1000);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
export type FrameBudget = ReturnType<typeof createFrameBudget>;
