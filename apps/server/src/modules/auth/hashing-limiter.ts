import { AppError } from "../../http/app-error.ts";
import type { PasswordHasher } from "./password-policy.ts";

/** How many password hashes run at once in this process, and how many may wait for a turn. */
export type HashingLimits = { concurrency: number; queue: number };

export const HASHING_BUSY_MESSAGE = "Muitos acessos ao mesmo tempo. Tente novamente em alguns segundos.";

/**
 * Puts `hasher` behind a small gate: at most `concurrency` hashes or verifications run at once, the
 * next `queue` wait their turn in arrival order, and any beyond that are refused at once (503,
 * pt-BR) instead of piling up. argon2id at OWASP's cost is 19 MiB and tens of milliseconds of a
 * core per call, run on libuv's thread pool (4 threads): without a gate, parallel right-password
 * logins took every core and every pool thread, and the other people's requests waited behind them
 * (decision 089). The gate is per process, like the cores it protects.
 */
export function limitHashing(hasher: PasswordHasher, limits: HashingLimits): PasswordHasher {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limits.concurrency) {
      if (waiting.length >= limits.queue) throw new AppError("UNAVAILABLE", HASHING_BUSY_MESSAGE);
      // The slot is handed over by the call that ends, so `running` never counts past the limit.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return {
    hash: (password) => inTurn(() => hasher.hash(password)),
    verify: (input) => inTurn(() => hasher.verify(input)),
  };
}
