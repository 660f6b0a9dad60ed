interface Entry<V> {
  value: Promise<V>;
  /** Fresh until then (counted from when the load started); a first load in flight counts as fresh. */
  expires: number;
  settled: boolean;
  /** The reload of an expired value, while it runs. */
  reload: Promise<V> | null;
}

/**
 * A short-lived, per-process cache for content every visitor of a site sees alike (header
 * navigation, home page components, catalogue data, shared page HTML). It holds no visitor
 * state: losing it costs a query, and after `ttlMs` every process reads the database again, so
 * edits show within that time. One load per key runs at a time; everyone asking meanwhile
 * shares it.
 *
 * With `staleMs`, a value up to that much past its lifetime is still served while one request's
 * reload runs in the background, so nobody waits for a slow reload of a popular key; later
 * requests wait for that reload. A value served was read at most `ttlMs + staleMs` before.
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
    if (!hit) return this.load(key, now, load, keep);
    // Least recently used goes first: move the hit to the end of the map's order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    if (!hit.settled || hit.expires > now) return hit.value;
    hit.reload ??= this.reload(key, hit, now, load, keep);
    return now < hit.expires + this.staleMs ? hit.value : hit.reload;
  }

  private load(key: string, now: number, load: () => Promise<V>, keep: ((value: V) => boolean) | undefined): Promise<V> {
    const entry: Entry<V> = { value: load(), expires: now + this.ttlMs, settled: false, reload: null };
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? "");
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then((v) => {
      entry.settled = true;
      if (keep && !keep(v)) forget();
    }, forget); // A failed load is not kept: the next request tries again.
    return entry.value;
  }

  /** Loads an expired key again; the new value replaces the old one only once it is there. */
  private reload(key: string, old: Entry<V>, now: number, load: () => Promise<V>, keep: ((value: V) => boolean) | undefined): Promise<V> {
    const value = load();
    value.then(
      (v) => {
        if (this.entries.get(key) !== old) return;
        if (keep && !keep(v)) this.entries.delete(key);
        else this.entries.set(key, { value, expires: now + this.ttlMs, settled: true, reload: null });
      },
      // Failed: the old value stays (within its stale window) and the next request tries again.
      () => {
        old.reload = null;
      },
    );
    return value;
  }
}
