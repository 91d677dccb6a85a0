/**
 * An in-memory copy of data that changes rarely, kept only while no notification has said it
 * changed (docs/DESIGN.md "Caches", docs/decisions/021). A value loaded while a change arrived is
 * returned to its caller but not kept, so the cache never holds anything older than the last
 * notification it received.
 */
export class NotifiedCache<V> {
  private generation = 0;
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries = 1000) {}

  /** Something changed: drop every entry. */
  clear() {
    this.generation++;
    this.entries.clear();
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** A ticket to pass to `set` once a value loaded from the database is ready. */
  ticket(): number {
    return this.generation;
  }

  /** Keeps `value` unless a change arrived after `ticket` was taken. */
  set(key: string, value: V, ticket: number) {
    if (ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
  }

  async load(key: string, loader: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const ticket = this.ticket();
    const value = await loader();
    this.set(key, value, ticket);
    return value;
  }
}
