/** Colours of a product drawing: fill, trim, outline and shade derived from the two catalogue colours. */

export const BACKGROUND = "#F4F3EF";

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0")).join("").toUpperCase()}`;
}

/** Mixes a colour towards black (amount > 0) or white (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 0 : 255;
  const a = Math.abs(amount);
  const [r, g, b] = rgb(hex);
  return toHex([r + (target - r) * a, g + (target - g) * a, b + (target - b) * a]);
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export interface Palette {
  primary: string;
  secondary: string;
  /** Outline: always visibly darker than the fill, so a white cap shows on the light background. */
  line: string;
  /** Shadowed side of the fill. */
  dark: string;
}

export function palette(primary: string, secondary: string): Palette {
  const light = luminance(primary) > 0.75;
  return {
    primary,
    secondary,
    line: shade(primary, light ? 0.55 : 0.45),
    dark: shade(primary, 0.22),
  };
}

