// Password hashing behind a gate (decision 089): parallel right-password logins took every core,
// and other people's requests waited behind them. At most K hashes or verifications run at once,
// a bounded number wait in arrival order, and the rest are refused at once in pt-BR.
import { describe, expect, it } from "vitest";
import { AppError } from "../src/http/app-error.ts";
import { HASHING_BUSY_MESSAGE, limitHashing } from "../src/modules/auth/hashing-limiter.ts";
import type { PasswordHasher } from "../src/modules/auth/password-policy.ts";

/** A hasher whose calls finish only when the test says so; it records how many ran at once. */
function heldHasher() {
  const held: { label: string; finish: () => void }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const started: string[] = [];
  const call = (label: string) => {
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    started.push(label);
    return new Promise<void>((resolve) =>
      held.push({
        label,
        finish: () => {
          running--;
          resolve();
        },
      }),
    );
  };
  const hasher: PasswordHasher = {
    hash: async (password) => {
      await call(password);
      return `hash:${password}`;
    },
    verify: async ({ password }) => {
      await call(password);
      return true;
    },
  };
  return {
    hasher,
    started,
    mostAtOnce: () => mostAtOnce,
    /** Lets the oldest running call finish. */
    finishOldest: () => held.shift()!.finish(),
    running: () => held.length,
  };
}

/** Resolves once the microtasks queued so far (a released slot starting the next call) have run. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the password hashing gate", () => {
  it("runs at most K at once, queues the next ones in order, and refuses past the queue in pt-BR", async () => {
    const fake = heldHasher();
    const gated = limitHashing(fake.hasher, { concurrency: 2, queue: 3 });
    const calls = ["a", "b", "c", "d", "e"].map((p, i) =>
      i % 2 === 0 ? gated.hash(p) : gated.verify({ hash: "x", password: p }),
    );
    // Past the queue: refused at once, before any of the others finished.
    const refused = await Promise.all(
      [gated.hash("f"), gated.verify({ hash: "x", password: "g" })].map((p) =>
        p.then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    );
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(503);
      expect((error as AppError).message).toBe(HASHING_BUSY_MESSAGE);
    }
    await settled();
    expect(fake.started).toEqual(["a", "b"]);

    while (fake.running() > 0) {
      fake.finishOldest();
      await settled();
      expect(fake.running()).toBeLessThanOrEqual(2);
    }
    await expect(Promise.all(calls)).resolves.toEqual(["hash:a", true, "hash:c", true, "hash:e"]);
    expect(fake.started).toEqual(["a", "b", "c", "d", "e"]);
    expect(fake.mostAtOnce()).toBe(2);
  });

  it("a failing hash frees its slot", async () => {
    const failing: PasswordHasher = {
      hash: () => Promise.reject(new Error("argon2 failed")),
      verify: () => Promise.reject(new Error("argon2 failed")),
    };
    const gated = limitHashing(failing, { concurrency: 1, queue: 0 });
    await expect(gated.hash("a")).rejects.toThrow("argon2 failed");
    await expect(gated.hash("b")).rejects.toThrow("argon2 failed");
  });
});
