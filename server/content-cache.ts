interface Entry<V> {
  value: Promise<V>;
  /** Fresh until then (counted from when the load started); a load in flight always counts as fresh. */
  expires: number;
  settled: boolean;
  refreshing: boolean;
}

/**
 * A short-lived, per-process cache for content every visitor of a site sees alike (header
 * navigation, home page components, catalogue data, shared page HTML). It holds no visitor
 * state: losing it costs a query, and after `ttlMs` every process reads the database again, so
 * edits show within that time. Concurrent requests for a missing key share one load.
 *
 * With `staleMs`, a value up to that much past its lifetime is still served while one request
 * reloads it in the background, so nobody waits for a slow reload of a popular key; a value is
 * then at most `ttlMs + staleMs` old.
 */
export class ContentCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
    private readonly staleMs = 0,
  ) {}

  /** `keep` decides, once loaded, whether the value may serve later requests too. */
  get(key: string, now: number, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && (!hit.settled || hit.expires > now || now < hit.expires + this.staleMs)) {
      if (hit.settled && hit.expires <= now && !hit.refreshing) {
        hit.refreshing = true;
        void this.load(key, now, load, keep, hit);
      }
      // Least recently used goes first: move the hit to the end of the map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    return this.load(key, now, load, keep, null);
  }

  /** Loads the key; a background reload replaces `stale` only once it succeeded. */
  private load(key: string, now: number, load: () => Promise<V>, keep: ((value: V) => boolean) | undefined, stale: Entry<V> | null): Promise<V> {
    const entry: Entry<V> = { value: load(), expires: now + this.ttlMs, settled: false, refreshing: false };
    const current = () => this.entries.get(key) === (stale ?? entry);
    if (!stale) this.insert(key, entry);
    entry.value.then(
      (v) => {
        entry.settled = true;
        if (keep && !keep(v)) {
          if (current()) this.entries.delete(key);
        } else if (stale && current()) {
          this.entries.set(key, entry);
        }
      },
      // A failed load is not kept: the next request tries again (a stale value stays meanwhile).
      () => {
        if (stale) stale.refreshing = false;
        else if (current()) this.entries.delete(key);
      },
    );
    return entry.value;
  }

  private insert(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? "");
    this.entries.set(key, entry);
  }
}
