/**
 * A bounded map that forgets its least recently used entry when full and any entry older than
 * `ttlMs`. Each entry remembers the data generation it was computed at: `get` returns it only
 * while the generation is still current, so a write anywhere makes every older entry a miss.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; generation: number; storedAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: K, generation: number): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation || Date.now() - entry.storedAt > this.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, generation: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, generation, storedAt: Date.now() });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
