/**
 * Product pictures drawn from a product's colours, so every seeded product has a real image
 * without shipping photographs. Pure and deterministic: the same input always gives the same
 * bytes (safe to cache and to compare in tests).
 *
 * Every drawing uses a 240 x 240 viewBox and scales to `size` pixels. No element ids are used,
 * so several pictures can be inlined in one page without clashes.
 */
import { imageViewsFor, type ImageView } from "../../../domain/product-images.ts";
import { BACKGROUND, palette, type Palette } from "./product-image-palette.ts";
import { apparelBack, capBack, capSide, capTop, detailViewBox, floorShadow, knitTop } from "./product-image-views.ts";

export interface ProductImageInput {
  /** fitted | stretch | adjustable | snapback | knit | apparel (anything else: a generic cap). */
  productType: string;
  primaryHex: string;
  secondaryHex: string;
  /** Width and height in pixels (clamped to 16–4000). */
  size: number;
  /** Accessible title; defaults to a description of the product type and colours. */
  title?: string;
  /** Apparel only: which garment to draw (default hoodie). */
  garment?: "hoodie" | "tee";
  /** Which side to draw (default front); a view the type does not have falls back to the front. */
  view?: ImageView;
}

const FALLBACK_PRIMARY = "#1F2A44";
const FALLBACK_SECONDARY = "#F5F5F5";

const TYPE_NAMES: Record<string, string> = {
  fitted: "Fitted cap",
  stretch: "Stretch-fit cap",
  adjustable: "Adjustable cap",
  snapback: "Snapback cap",
  knit: "Knit beanie",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;",
  );
}

/** `#RRGGBB` in upper case, or null when the input is not a 3- or 6-digit hex colour. */
export function normalizeHex(value: string): string | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? m[1].replace(/./g, (d) => d + d) : m[1];
  return `#${digits.toUpperCase()}`;
}

/** The curved bill, drawn under the crown. `flat` is the straight fitted/snapback bill. */
function visor(p: Palette, flat: boolean): string {
  const top = flat
    ? "M54 156 C 42 164 24 178 14 190 C 58 200 118 196 152 170 C 118 172 82 168 54 156 Z"
    : "M54 156 C 40 168 28 184 28 198 C 68 208 122 196 152 170 C 118 172 82 168 54 156 Z";
  const under = flat
    ? "M14 190 C 58 200 118 196 152 170 L 152 175 C 118 201 58 205 16 195 Z"
    : "M28 198 C 68 208 122 196 152 170 L 152 176 C 122 202 68 213 30 203 Z";
  return (
    `<path d="${under}" fill="${p.secondary}" stroke="${p.line}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${top}" fill="${p.primary}" stroke="${p.line}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${flat ? "M40 176 C 70 184 110 182 136 170" : "M44 186 C 74 192 112 184 138 172"}" fill="none" stroke="${p.line}" stroke-width="1.2" stroke-dasharray="3 3" opacity="0.6"/>`
  );
}

/** Crown with six-panel seams, eyelets, front crest and top button. */
function crown(p: Palette, low: boolean): string {
  const top = low ? 82 : 58;
  const outline = `M52 160 C 48 ${top + 48} 80 ${top + 4} 128 ${top} C 172 ${top - 2} 200 ${top + 34} 198 160 C 170 170 90 172 52 160 Z`;
  const backShade = `M128 ${top} C 172 ${top - 2} 200 ${top + 34} 198 160 C 190 163 176 166 160 167 Q 156 ${top + 40} 128 ${top} Z`;
  const seams = [
    `M128 ${top} Q 100 ${top + 34} 92 168`,
    `M128 ${top} Q 152 ${top + 38} 160 167`,
    `M128 ${top} Q 182 ${top + 22} 192 152`,
  ];
  const crestY = low ? 126 : 112;
  const crest = `M112 ${crestY - 16} L 136 ${crestY - 16} L 136 ${crestY + 2} Q 136 ${crestY + 12} 124 ${crestY + 18} Q 112 ${crestY + 12} 112 ${crestY + 2} Z`;
  return (
    `<path d="${outline}" fill="${p.primary}" stroke="${p.line}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${backShade}" fill="#000000" opacity="0.12"/>` +
    seams.map((d) => `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="1.5" opacity="0.8"/>`).join("") +
    `<path d="${crest}" fill="${p.secondary}" stroke="${p.line}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M118 ${crestY - 6} L 130 ${crestY - 6} M118 ${crestY + 1} L 130 ${crestY + 1}" stroke="${p.primary}" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="104" cy="${top + 30}" r="2.2" fill="${p.line}"/>` +
    `<circle cx="156" cy="${top + 32}" r="2.2" fill="${p.line}"/>` +
    `<ellipse cx="128" cy="${top - 1}" rx="9" ry="4.5" fill="${p.secondary}" stroke="${p.line}" stroke-width="1.5"/>` +
    `<path d="M56 156 C 92 168 166 166 196 154" fill="none" stroke="${p.line}" stroke-width="1.2" opacity="0.5"/>`
  );
}

function cap(type: string, p: Palette): string {
  const flat = type === "fitted" || type === "snapback";
  const low = type === "adjustable";
  let extras = "";
  if (type === "fitted") {
    // The round size sticker on the bill.
    extras +=
      `<circle cx="62" cy="181" r="8" fill="#D4AF37" stroke="#8A6D1F" stroke-width="1.2"/>` +
      `<circle cx="62" cy="181" r="4" fill="none" stroke="#8A6D1F" stroke-width="1"/>`;
  }
  if (type === "snapback") {
    // Opening at the back with the snap strap across it.
    extras +=
      `<path d="M178 162 Q 186 140 198 142 L 198 160 Q 188 163 178 162 Z" fill="${BACKGROUND}" stroke="${p.line}" stroke-width="1.5"/>` +
      `<rect x="176" y="150" width="24" height="7" rx="2" fill="${p.secondary}" stroke="${p.line}" stroke-width="1.2"/>` +
      [181, 187, 193].map((x) => `<circle cx="${x}" cy="153.5" r="1.6" fill="${p.line}"/>`).join("");
  }
  if (type === "adjustable") {
    // Fabric strap with a brushed-metal buckle.
    extras +=
      `<path d="M176 160 Q 186 146 196 148 L 196 158 Q 186 160 176 160 Z" fill="${BACKGROUND}" stroke="${p.line}" stroke-width="1.5"/>` +
      `<rect x="172" y="151" width="30" height="6" rx="2" fill="${p.primary}" stroke="${p.line}" stroke-width="1.2"/>` +
      `<rect x="186" y="148" width="9" height="12" rx="1.5" fill="#C9CCD1" stroke="#6B7078" stroke-width="1.2"/>`;
  }
  if (type === "stretch") {
    // The elastic band inside the back.
    extras += `<path d="M158 160 C 172 159 186 155 195 149" fill="none" stroke="${p.secondary}" stroke-width="2.5" stroke-linecap="round" opacity="0.9"/>`;
  }
  return crown(p, low) + visor(p, flat) + extras;
}

function beanie(p: Palette): string {
  const ribs: string[] = [];
  for (let x = 68; x <= 172; x += 8) {
    const u = (x - 120) / 62;
    const yTop = 168 - 104 * Math.sqrt(Math.max(0, 1 - u * u));
    ribs.push(`M${x} ${(yTop + 4).toFixed(1)} L ${x} 152`);
  }
  const cuffRibs: string[] = [];
  for (let x = 62; x <= 178; x += 6) cuffRibs.push(`M${x} 152 L ${x} 192`);
  const fuzz: string[] = [];
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    fuzz.push(
      `<circle cx="${(120 + 17 * Math.cos(a)).toFixed(1)}" cy="${(50 + 17 * Math.sin(a)).toFixed(1)}" r="7" fill="${p.secondary}"/>`,
    );
  }
  return (
    `<path d="M62 168 C 58 100 90 64 120 64 C 150 64 182 100 178 168 Z" fill="${p.primary}" stroke="${p.line}" stroke-width="2"/>` +
    `<path d="M120 64 C 150 64 182 100 178 168 L 150 168 C 156 110 140 70 120 64 Z" fill="#000000" opacity="0.1"/>` +
    `<path d="${ribs.join(" ")}" stroke="${p.line}" stroke-width="1.2" opacity="0.35"/>` +
    `<rect x="54" y="150" width="132" height="44" rx="10" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
    `<rect x="55" y="162" width="130" height="6" fill="${p.secondary}"/>` +
    `<rect x="55" y="175" width="130" height="6" fill="${p.secondary}"/>` +
    `<path d="${cuffRibs.join(" ")}" stroke="${p.line}" stroke-width="1" opacity="0.3"/>` +
    `<rect x="106" y="154" width="28" height="18" rx="2" fill="${p.primary}" stroke="${p.line}" stroke-width="1.2"/>` +
    fuzz.join("") +
    `<circle cx="120" cy="50" r="18" fill="${p.secondary}" stroke="${p.line}" stroke-width="1.5"/>` +
    `<path d="M110 44 Q 120 38 130 44 M108 54 Q 120 48 132 54" fill="none" stroke="${p.line}" stroke-width="1" opacity="0.4"/>`
  );
}

function hoodie(p: Palette): string {
  return (
    // Hood lying behind the shoulders, its dark inside showing above the neckline.
    `<path d="M78 88 C 70 38 170 38 162 88 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M94 86 C 92 56 148 56 146 86 L 120 110 Z" fill="${p.line}" opacity="0.85"/>` +
    `<path d="M72 80 L 44 94 L 22 172 L 46 178 L 62 126 L 62 200 L 178 200 L 178 126 L 194 178 L 218 172 L 196 94 L 168 80 C 156 88 150 88 146 86 L 120 110 L 94 86 C 90 88 84 88 72 80 Z" fill="${p.primary}" stroke="${p.line}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M94 86 L 120 110 L 146 86" fill="none" stroke="${p.line}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M108 98 L 106 140 M132 98 L 134 140" stroke="${p.secondary}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M90 156 L 150 156 L 160 194 L 80 194 Z" fill="none" stroke="${p.line}" stroke-width="1.8" stroke-linejoin="round"/>` +
    `<path d="M178 126 L 178 200 L 162 200 L 164 126 Z" fill="#000000" opacity="0.08"/>` +
    `<rect x="62" y="192" width="116" height="12" rx="2" fill="${p.secondary}" stroke="${p.line}" stroke-width="1.5"/>` +
    `<path d="M22 172 L 46 178 L 44 188 L 19 182 Z M218 172 L 194 178 L 196 188 L 221 182 Z" fill="${p.secondary}" stroke="${p.line}" stroke-width="1.5" stroke-linejoin="round"/>`
  );
}

function tee(p: Palette): string {
  return (
    `<path d="M82 56 L 42 74 L 22 118 L 52 130 L 64 110 L 64 204 L 176 204 L 176 110 L 188 130 L 218 118 L 198 74 L 158 56 C 146 72 94 72 82 56 Z" fill="${p.primary}" stroke="${p.line}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M82 56 C 94 72 146 72 158 56 L 150 54 C 140 66 100 66 90 54 Z" fill="${p.secondary}" stroke="${p.line}" stroke-width="1.5"/>` +
    `<rect x="64" y="112" width="112" height="10" fill="${p.secondary}"/>` +
    `<path d="M22 118 L 52 130 L 55 123 L 25 111 Z M218 118 L 188 130 L 185 123 L 215 111 Z" fill="${p.secondary}"/>` +
    `<path d="M176 110 L 176 204 L 156 204 L 160 110 Z" fill="#000000" opacity="0.08"/>`
  );
}

const VIEW_NAMES: Record<ImageView, string> = {
  front: "front view",
  side: "side view",
  back: "back view",
  top: "view from above",
  detail: "detail",
};

function frontDrawing(type: string, garment: "hoodie" | "tee", p: Palette): string {
  if (type === "knit") return beanie(p);
  if (type === "apparel") return garment === "tee" ? tee(p) : hoodie(p);
  return cap(type, p);
}

function drawing(type: string, garment: "hoodie" | "tee", view: ImageView, p: Palette): string {
  if (view === "side") return capSide(type, p);
  if (view === "back") return type === "apparel" ? apparelBack(garment, p) : capBack(type, p);
  if (view === "top") return type === "knit" ? knitTop(p) : capTop(type, p);
  return frontDrawing(type, garment, p);
}

export function renderProductSvg(input: ProductImageInput): string {
  const primary = normalizeHex(input.primaryHex) ?? FALLBACK_PRIMARY;
  const secondary = normalizeHex(input.secondaryHex) ?? FALLBACK_SECONDARY;
  const size = Number.isFinite(input.size) ? Math.round(Math.min(4000, Math.max(16, input.size))) : 600;
  const p = palette(primary, secondary);
  const type = input.productType.toLowerCase();
  const garment = input.garment ?? "hoodie";
  const view = input.view && imageViewsFor(type).includes(input.view) ? input.view : "front";
  const what = type === "apparel" ? (garment === "tee" ? "T-shirt" : "Hoodie") : (TYPE_NAMES[type] ?? "Cap");
  const title = input.title ?? `${what} in ${primary} with ${secondary}${view === "front" ? "" : `, ${VIEW_NAMES[view]}`}`;
  const viewBox = view === "detail" ? detailViewBox(type, garment) : "0 0 240 240";

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${size}" height="${size}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="240" height="240" fill="${BACKGROUND}"/>` +
    floorShadow(view) +
    drawing(type, garment, view, p) +
    `</svg>`
  );
}
