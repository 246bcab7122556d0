/**
 * The process's work that is not bound to an open connection (decision 081): route handlers (which go
 * on after their client hung up), mail sent after an answer left, job runs, realtime deliveries. A
 * shutdown closes the database and the storage only once all of it settled; before this, a handler
 * whose client had gone was cut off by the pool's end in the middle of its transaction.
 */
export type WorkInFlight = {
  /** Counts the promise until it settles, and returns it unchanged (a thenable is followed too). */
  track<P extends PromiseLike<unknown>>(work: P): P;
  /** Resolves once nothing is running, including work that started while waiting; never rejects. */
  settled(): Promise<void>;
  /** How many are running now. */
  readonly size: number;
};

export function createWorkInFlight(): WorkInFlight {
  const running = new Set<Promise<unknown>>();
  return {
    track(work) {
      const entry = Promise.resolve(work).then(
        () => undefined,
        () => undefined,
      );
      running.add(entry);
      void entry.then(() => running.delete(entry));
      return work;
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
    get size() {
      return running.size;
    },
  };
}
