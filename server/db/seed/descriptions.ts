/** Product copy for the seed: short one-liners for some products, full paragraphs for most. */
import type { Rng } from "./rng.ts";
import type { SeededTeam } from "./reference.ts";
import type { ColourSeed, ProductType, SilhouetteSeed } from "./reference-data.ts";

const BUILD: Record<ProductType, readonly string[]> = {
  fitted: [
    "A structured six-panel crown, a flat visor and a true fitted size make this the cap for game day and every day after.",
    "The closed back and high-profile crown keep their shape season after season, with a moisture-wicking sweatband inside.",
  ],
  stretch: [
    "A stretch band in the back gives a snug, closure-free fit that moves with you.",
    "The mid-profile crown and pre-curved visor pair with a flexible back for an easy fit between sizes.",
  ],
  adjustable: [
    "An unstructured, low crown, a pre-curved visor and an adjustable strap with a brushed-metal buckle.",
    "Washed cotton twill, a relaxed crown and a strap at the back: the cap that goes with everything.",
  ],
  snapback: [
    "A high, structured crown, a flat visor and a classic snap closure that fits most heads.",
    "Mesh back panels keep it cool, the flat visor keeps it sharp and the snap strap adjusts in seconds.",
  ],
  knit: [
    "A double-layer rib knit with a fold-over cuff that keeps ears warm on cold nights at the rink or the stadium.",
    "A soft, stretchy knit with a deep cuff, finished with a woven patch on the front.",
  ],
  apparel: [
    "Midweight fabric with a relaxed cut, ribbed cuffs and a soft brushed interior for warm-ups and weekends.",
    "A comfortable regular fit in soft ring-spun cotton with a taped neck that keeps its shape wash after wash.",
  ],
};

const MATERIAL: Record<ProductType, readonly string[]> = {
  fitted: ["Crown: 100% wool blend.", "Crown: 100% polyester with a moisture-wicking sweatband."],
  stretch: ["98% polyester, 2% elastane.", "Cotton twill with a spandex back band."],
  adjustable: ["100% cotton twill.", "Garment-washed cotton canvas."],
  snapback: ["Front: 100% acrylic; back: polyester mesh.", "Wool-blend crown with a plastic snap closure."],
  knit: ["100% acrylic rib knit.", "Merino wool blend with a fleece lining."],
  apparel: ["80% cotton, 20% polyester fleece.", "100% ring-spun cotton jersey."],
};

const CARE = [
  "Spot clean only.",
  "Hand wash cold and air dry.",
  "Do not tumble dry; reshape while damp.",
];

export interface DescriptionInput {
  silhouette: SilhouetteSeed;
  team: SeededTeam | null;
  brandLine: string;
  colours: readonly ColourSeed[];
  labels: readonly string[];
  gender: "unisex" | "women" | "kids";
}

export function describeProduct(rng: Rng, p: DescriptionInput): string {
  const type = p.silhouette.productType;
  const colourNames = p.colours.map((c) => c.name.toLowerCase());
  const colourText =
    colourNames.length === 1
      ? colourNames[0] ?? ""
      : `${colourNames.slice(0, -1).join(", ")} or ${colourNames[colourNames.length - 1] ?? ""}`;
  if (rng.chance(0.3)) {
    // Short copy, as some suppliers send it.
    return `${p.silhouette.name} in ${colourText}.`;
  }
  const parts: string[] = [];
  if (p.team) {
    parts.push(
      `Show your colours for the ${p.team.name} of the ${p.team.leagueName} with an embroidered front logo and a side patch.`,
    );
  } else {
    parts.push(`From the ${p.brandLine} collection, with a tonal embroidered Brim mark on the front.`);
  }
  parts.push(rng.pick(BUILD[type]));
  if (p.gender === "kids") parts.push("Sized for younger fans.");
  if (p.gender === "women") parts.push("Cut and sized for women.");
  parts.push(`Available in ${colourText}.`);
  if (p.labels.includes("ECO")) parts.push("Made with at least 60% recycled fibres.");
  parts.push(rng.pick(MATERIAL[type]));
  parts.push(rng.pick(CARE));
  return parts.join(" ");
}
