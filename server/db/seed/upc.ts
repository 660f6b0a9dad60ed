/** UPC-A helpers: 11 payload digits plus a check digit. */

/** The UPC-A check digit of an 11-digit payload. */
export function upcCheckDigit(payload11: string): number {
  if (!/^\d{11}$/.test(payload11)) throw new Error(`UPC payload must be 11 digits: ${payload11}`);
  let odd = 0;
  let even = 0;
  for (let i = 0; i < 11; i++) {
    const digit = payload11.charCodeAt(i) - 48;
    // Positions 1, 3, 5, ... (1-based) are weighted 3.
    if (i % 2 === 0) odd += digit;
    else even += digit;
  }
  return (10 - ((odd * 3 + even) % 10)) % 10;
}

export function isValidUpc(upc: string): boolean {
  return /^\d{12}$/.test(upc) && upcCheckDigit(upc.slice(0, 11)) === upc.charCodeAt(11) - 48;
}

/** Brim's fictional company prefix (number system 8, manufacturer 40xxx is ours in the seed). */
const UPC_PREFIX = "84";
const SPACE = 1_000_000_000; // 9 digits after the prefix
// An odd multiplier that is not a multiple of 5 is coprime with 10^9, so the mapping is a
// bijection: every variant number gets a different, non-sequential-looking item reference.
const MULTIPLIER = 738_452_621;
const OFFSET = 104_729_113;

/** A unique, valid UPC-A for the n-th variant (0 <= n < 10^9). */
export function upcForVariant(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= SPACE) throw new Error(`variant number out of range: ${n}`);
  // (n * MULTIPLIER + OFFSET) mod 10^9 without losing precision above 2^53.
  const hi = Math.floor(n / 100_000);
  const lo = n % 100_000;
  const scrambled = (((hi * MULTIPLIER) % SPACE) * 100_000 + lo * MULTIPLIER + OFFSET) % SPACE;
  const payload = UPC_PREFIX + String(scrambled).padStart(9, "0");
  return payload + String(upcCheckDigit(payload));
}
