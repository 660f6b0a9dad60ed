/**
 * Seeded pseudo-random numbers for the seed data. Not for anything secret: it exists so the same
 * SEED_RANDOM always produces the same catalogue, on any machine and in any chunk size.
 *
 * The generator is sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state,
 * passes PractRand); seeds are expanded with splitmix32 so neighbouring seeds give unrelated
 * streams.
 */

/** splitmix32 step: a good 32-bit mixer, used to expand and derive seeds. */
export function mix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * A seed for an independent stream, derived from the global seed and a path of integer keys
 * (e.g. `deriveSeed(random, STREAM_PRODUCT, productIndex)`). Product i therefore looks the same
 * whether 300 or 100,000 products are seeded.
 */
export function deriveSeed(seed: number, ...keys: number[]): number {
  let h = mix32(seed >>> 0);
  for (const k of keys) h = mix32((h ^ mix32(k >>> 0)) >>> 0);
  return h;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    const s = seed >>> 0;
    this.a = mix32(s);
    this.b = mix32(s ^ 0x6a09e667);
    this.c = mix32(s ^ 0xbb67ae85);
    this.d = 1;
    // Discard the first outputs so the state is well mixed.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** A uniformly distributed unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks an item with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  /** `count` distinct items in random order (Fisher-Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }
}
