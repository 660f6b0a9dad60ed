/**
 * CRC-32 of a concatenation from the CRCs of its parts, without reading the bytes again: the
 * polynomial arithmetic of zlib's crc32_combine (zlib 1.2.12 and later), which Node does not expose.
 */
const POLY = 0xedb88320;

/** a × b modulo the CRC polynomial (bit-reflected, as zlib keeps CRCs). */
function multModP(a: number, b: number): number {
  let m = 1 << 31;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, for n = 0…31. */
const X2N: number[] = [];
for (let n = 0, p = 1 << 30; n < 32; n++) {
  X2N.push(p >>> 0);
  p = multModP(p, p);
}

/** The operator that shifts a CRC past `length` bytes: combine with `crc32Shift(op, crc1) ^ crc2`. */
export function crc32ShiftOperator(length: number): number {
  let p = (1 << 31) >>> 0;
  let k = 3; // 2^3 bits per byte
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) p = multModP(X2N[k & 31]!, p);
  }
  return p;
}

/** CRC of A followed by B, from crc(A), crc(B) and the operator for B's length. */
export function crc32Combine(crcA: number, crcB: number, operatorForB: number): number {
  return (multModP(operatorForB, crcA) ^ crcB) >>> 0;
}
