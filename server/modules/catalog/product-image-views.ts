/**
 * The gallery's other views of the drawn products (the front view is in product-image.ts): caps
 * from the side, the back and the top, a knit from the top, a garment from the back. Same 240 x
 * 240 viewBox, same palette, no ids.
 */
import { BACKGROUND, type Palette } from "./product-image-palette.ts";

const stroke = (p: Palette, width: number) => `stroke="${p.line}" stroke-width="${width}" stroke-linejoin="round"`;

/** The fitted cap's gold size sticker, flattened to an ellipse when seen at an angle. */
function sticker(cx: number, cy: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="8" ry="${ry}" fill="#D4AF37" stroke="#8A6D1F" stroke-width="1.2"/>`;
}

function sideClosure(type: string, p: Palette): string {
  if (type === "snapback")
    return (
      `<rect x="180" y="146" width="18" height="8" rx="2" fill="${p.secondary}" ${stroke(p, 1.2)}/>` +
      [185, 191].map((x) => `<circle cx="${x}" cy="150" r="1.6" fill="${p.line}"/>`).join("")
    );
  if (type === "adjustable")
    return `<rect x="178" y="149" width="20" height="6" rx="2" fill="${p.primary}" ${stroke(p, 1.2)}/><rect x="190" y="145" width="8" height="13" rx="1.5" fill="#C9CCD1" stroke="#6B7078" stroke-width="1.2"/>`;
  if (type === "stretch") return `<path d="M170 160 C 180 158 190 155 197 150" fill="none" stroke="${p.secondary}" stroke-width="2.5" stroke-linecap="round"/>`;
  return "";
}

/** A cap in profile, bill to the left. */
export function capSide(type: string, p: Palette): string {
  const top = type === "adjustable" ? 80 : 58;
  const flat = type === "fitted" || type === "snapback";
  const bill = flat
    ? `<path d="M70 154 L 12 158 Q 6 162 10 166 L 72 165 Z" fill="${p.primary}" ${stroke(p, 2)}/><path d="M10 166 L 72 165 L 72 170 L 12 171 Z" fill="${p.secondary}" ${stroke(p, 1.5)}/>`
    : `<path d="M72 152 C 46 152 22 164 8 184 L 14 188 C 30 172 52 164 74 165 Z" fill="${p.primary}" ${stroke(p, 2)}/><path d="M8 184 L 14 188 L 16 192 L 9 189 Z" fill="${p.secondary}" ${stroke(p, 1.2)}/>`;
  return (
    `<path d="M62 162 C 56 ${top + 30} 84 ${top} 126 ${top} C 170 ${top} 200 ${top + 48} 198 158 C 160 168 100 168 62 162 Z" fill="${p.primary}" ${stroke(p, 2)}/>` +
    `<path d="M126 ${top} C 170 ${top} 200 ${top + 48} 198 158 C 186 162 172 164 158 166 Q 160 ${top + 40} 126 ${top} Z" fill="#000000" opacity="0.12"/>` +
    [`M126 ${top} Q 94 ${top + 40} 90 166`, `M126 ${top} Q 144 ${top + 50} 148 167`, `M126 ${top} Q 180 ${top + 30} 190 157`]
      .map((d) => `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="1.5" opacity="0.8"/>`)
      .join("") +
    `<circle cx="106" cy="${top + 26}" r="2.2" fill="${p.line}"/><circle cx="160" cy="${top + 28}" r="2.2" fill="${p.line}"/>` +
    `<rect x="156" y="124" width="22" height="14" rx="3" fill="${p.secondary}" ${stroke(p, 1.2)}/>` +
    `<ellipse cx="126" cy="${top - 1}" rx="9" ry="4.5" fill="${p.secondary}" ${stroke(p, 1.5)}/>` +
    `<path d="M64 158 C 100 164 160 164 196 154" fill="none" stroke="${p.line}" stroke-width="1.2" opacity="0.5"/>` +
    bill +
    (type === "fitted" ? sticker(34, 160, 2.5) : "") +
    sideClosure(type, p)
  );
}

function backClosure(type: string, p: Palette): string {
  if (type === "snapback" || type === "adjustable") {
    const opening = `<path d="M98 168 Q 98 132 120 130 Q 142 132 142 168 Z" fill="${p.dark}" ${stroke(p, 1.5)}/><path d="M100 166 Q 100 136 120 134 Q 140 136 140 166" fill="none" stroke="#000000" stroke-width="6" opacity="0.15"/>`;
    if (type === "snapback")
      return (
        opening +
        `<rect x="88" y="150" width="64" height="10" rx="2" fill="${p.secondary}" ${stroke(p, 1.2)}/>` +
        [100, 112, 124, 136].map((x) => `<circle cx="${x}" cy="155" r="2" fill="${p.line}"/>`).join("")
      );
    return (
      opening +
      `<rect x="86" y="150" width="68" height="8" rx="2" fill="${p.primary}" ${stroke(p, 1.2)}/>` +
      `<rect x="128" y="145" width="14" height="18" rx="2" fill="#C9CCD1" stroke="#6B7078" stroke-width="1.2"/>`
    );
  }
  // Fitted and stretch caps are closed at the back: an embroidered wordmark sits there instead.
  return `<rect x="102" y="138" width="36" height="8" rx="4" fill="${p.secondary}" ${stroke(p, 1)}/>`;
}

/** A cap from behind: the bill shows at both sides, the closure in the middle. */
export function capBack(type: string, p: Palette): string {
  const top = type === "adjustable" ? 80 : 58;
  return (
    `<path d="M30 168 C 60 150 180 150 210 168 C 180 182 60 182 30 168 Z" fill="${p.primary}" ${stroke(p, 2)}/>` +
    `<path d="M46 166 C 42 ${top + 44} 78 ${top} 120 ${top} C 162 ${top} 198 ${top + 44} 194 166 C 160 174 80 174 46 166 Z" fill="${p.primary}" ${stroke(p, 2)}/>` +
    `<path d="M46 166 C 42 ${top + 44} 78 ${top} 120 ${top} Q 84 ${top + 40} 80 171 C 66 170 54 168 46 166 Z" fill="#000000" opacity="0.1"/>` +
    [`M120 ${top} L 120 ${type === "snapback" || type === "adjustable" ? 130 : 172}`, `M120 ${top} Q 80 ${top + 34} 72 170`, `M120 ${top} Q 160 ${top + 34} 168 170`]
      .map((d) => `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="1.5" opacity="0.8"/>`)
      .join("") +
    `<circle cx="88" cy="${top + 28}" r="2.2" fill="${p.line}"/><circle cx="152" cy="${top + 28}" r="2.2" fill="${p.line}"/>` +
    `<ellipse cx="120" cy="${top - 1}" rx="9" ry="4.5" fill="${p.secondary}" ${stroke(p, 1.5)}/>` +
    backClosure(type, p)
  );
}

/** Six seams from the button to the rim of a crown seen from above. */
function radialSeams(cx: number, cy: number, rx: number, ry: number, p: Palette): string {
  const paths: string[] = [];
  for (let k = 0; k < 6; k++) {
    const a = (k * Math.PI) / 3 + Math.PI / 6;
    const x = (cx + rx * Math.cos(a)).toFixed(1);
    const y = (cy + ry * Math.sin(a)).toFixed(1);
    const qx = (cx + rx * 0.55 * Math.cos(a + 0.18)).toFixed(1);
    const qy = (cy + ry * 0.55 * Math.sin(a + 0.18)).toFixed(1);
    paths.push(`M${cx} ${cy} Q ${qx} ${qy} ${x} ${y}`);
  }
  return `<path d="${paths.join(" ")}" fill="none" stroke="${p.line}" stroke-width="1.5" opacity="0.8"/>`;
}

/** A cap from above: the bill towards the viewer at the bottom, the closure at the top. */
export function capTop(type: string, p: Palette): string {
  const flat = type === "fitted" || type === "snapback";
  const closure =
    type === "snapback"
      ? `<rect x="98" y="22" width="44" height="9" rx="2" fill="${p.secondary}" ${stroke(p, 1.2)}/>`
      : type === "adjustable"
        ? `<rect x="98" y="23" width="44" height="7" rx="2" fill="${p.primary}" ${stroke(p, 1.2)}/><rect x="126" y="20" width="10" height="13" rx="1.5" fill="#C9CCD1" stroke="#6B7078" stroke-width="1.2"/>`
        : "";
  return (
    `<path d="M50 112 C ${flat ? "40 240 200 240" : "48 228 192 228"} 190 112 Z" fill="${p.primary}" ${stroke(p, 2)}/>` +
    `<path d="M62 124 C ${flat ? "56 222 184 222" : "62 212 178 212"} 178 124" fill="none" stroke="${p.line}" stroke-width="1.2" stroke-dasharray="3 3" opacity="0.6"/>` +
    (type === "fitted" ? sticker(150, 190, 8) : "") +
    `<ellipse cx="120" cy="92" rx="74" ry="66" fill="${p.primary}" ${stroke(p, 2)}/>` +
    `<path d="M46 92 A 74 66 0 0 1 194 92 A 74 54 0 0 0 46 92 Z" fill="#000000" opacity="0.1"/>` +
    radialSeams(120, 92, 74, 66, p) +
    [0, 1, 2, 3, 4, 5]
      .map((k) => {
        const a = (k * Math.PI) / 3;
        return `<circle cx="${(120 + 42 * Math.cos(a)).toFixed(1)}" cy="${(92 + 38 * Math.sin(a)).toFixed(1)}" r="2.2" fill="${p.line}"/>`;
      })
      .join("") +
    `<path d="M96 146 Q 120 154 144 146" fill="none" stroke="${p.secondary}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="120" cy="92" r="8" fill="${p.secondary}" ${stroke(p, 1.5)}/>` +
    closure
  );
}

/** A beanie from above: ribs running out from the pom-pom, the folded cuff as the outer ring. */
export function knitTop(p: Palette): string {
  const ribs: string[] = [];
  for (let k = 0; k < 24; k++) {
    const a = (k * Math.PI) / 12;
    ribs.push(`M${(120 + 30 * Math.cos(a)).toFixed(1)} ${(118 + 30 * Math.sin(a)).toFixed(1)} L ${(120 + 74 * Math.cos(a)).toFixed(1)} ${(118 + 74 * Math.sin(a)).toFixed(1)}`);
  }
  const fuzz: string[] = [];
  for (let k = 0; k < 14; k++) {
    const a = (k * Math.PI * 2) / 14;
    fuzz.push(`<circle cx="${(120 + 24 * Math.cos(a)).toFixed(1)}" cy="${(118 + 24 * Math.sin(a)).toFixed(1)}" r="9" fill="${p.secondary}"/>`);
  }
  return (
    `<circle cx="120" cy="118" r="90" fill="${p.dark}" ${stroke(p, 2)}/>` +
    `<circle cx="120" cy="118" r="84" fill="none" stroke="${p.secondary}" stroke-width="5"/>` +
    `<circle cx="120" cy="118" r="78" fill="${p.primary}" ${stroke(p, 2)}/>` +
    `<path d="${ribs.join(" ")}" stroke="${p.line}" stroke-width="1.2" opacity="0.35"/>` +
    `<path d="M42 118 A 78 78 0 0 1 198 118 A 78 66 0 0 0 42 118 Z" fill="#000000" opacity="0.08"/>` +
    fuzz.join("") +
    `<circle cx="120" cy="118" r="26" fill="${p.secondary}" ${stroke(p, 1.5)}/>` +
    `<path d="M106 110 Q 120 102 134 110 M104 122 Q 120 114 136 122 M108 132 Q 120 126 132 132" fill="none" stroke="${p.line}" stroke-width="1" opacity="0.4"/>`
  );
}

/** A hoodie or tee from behind: no pocket or drawstrings, the hood lying on the back. */
export function apparelBack(garment: "hoodie" | "tee", p: Palette): string {
  if (garment === "tee")
    return (
      `<path d="M82 56 L 42 74 L 22 118 L 52 130 L 64 110 L 64 204 L 176 204 L 176 110 L 188 130 L 218 118 L 198 74 L 158 56 C 146 62 94 62 82 56 Z" fill="${p.primary}" ${stroke(p, 2)}/>` +
      `<path d="M82 56 C 94 62 146 62 158 56 L 152 53 C 140 58 100 58 88 53 Z" fill="${p.secondary}" ${stroke(p, 1.5)}/>` +
      `<rect x="64" y="112" width="112" height="10" fill="${p.secondary}"/>` +
      `<path d="M22 118 L 52 130 L 55 123 L 25 111 Z M218 118 L 188 130 L 185 123 L 215 111 Z" fill="${p.secondary}"/>` +
      `<rect x="98" y="80" width="44" height="8" rx="4" fill="${p.secondary}"/>` +
      `<path d="M64 110 L 64 204 L 84 204 L 80 110 Z" fill="#000000" opacity="0.08"/>`
    );
  return (
    `<path d="M72 80 L 44 94 L 22 172 L 46 178 L 62 126 L 62 200 L 178 200 L 178 126 L 194 178 L 218 172 L 196 94 L 168 80 C 150 74 90 74 72 80 Z" fill="${p.primary}" ${stroke(p, 2)}/>` +
    `<path d="M62 126 L 62 200 L 78 200 L 76 126 Z" fill="#000000" opacity="0.08"/>` +
    `<path d="M78 80 C 74 128 100 152 120 154 C 140 152 166 128 162 80 C 150 70 90 70 78 80 Z" fill="${p.dark}" ${stroke(p, 2)}/>` +
    `<path d="M120 74 L 120 152" stroke="${p.line}" stroke-width="1.5" opacity="0.6"/>` +
    `<rect x="100" y="166" width="40" height="8" rx="4" fill="${p.secondary}"/>` +
    `<rect x="62" y="192" width="116" height="12" rx="2" fill="${p.secondary}" ${stroke(p, 1.5)}/>` +
    `<path d="M22 172 L 46 178 L 44 188 L 19 182 Z M218 172 L 194 178 L 196 188 L 221 182 Z" fill="${p.secondary}" ${stroke(p, 1.5)}/>`
  );
}

/** The detail view is the front drawing seen through a smaller viewBox: the crest, cuff patch or chest. */
export function detailViewBox(type: string, garment: "hoodie" | "tee"): string {
  if (type === "knit") return "66 120 108 108";
  if (type === "apparel") return garment === "tee" ? "62 36 116 116" : "62 66 116 116";
  return "70 60 110 110";
}

/** The floor shadow under the object; seen from above or close up there is none. */
export function floorShadow(view: string): string {
  return view === "top" || view === "detail" ? "" : `<ellipse cx="120" cy="214" rx="92" ry="10" fill="#000000" opacity="0.08"/>`;
}

export { BACKGROUND };
