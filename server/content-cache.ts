/**
 * A short-lived, per-process cache for content every visitor of a site sees alike (header
 * navigation, home page components). It holds no visitor state: losing it costs a query, and
 * after `ttlMs` every process reads the database again, so edits show within that time.
 */
export class ContentCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  get(key: string, now: number, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    // A failed load is not kept: the next request tries again.
    value.catch(() => this.entries.delete(key));
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? "");
    this.entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }
}
