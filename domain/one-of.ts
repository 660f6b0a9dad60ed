/**
 * The value when it is one of `values`, else null: for a value a URL, a form or a stored row
 * brings (anyone's to write), before it is trusted as one of a closed list.
 */
export function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return values.find((v) => v === value) ?? null;
}
