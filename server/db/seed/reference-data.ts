/**
 * Fixed reference data for the seed. Every league, team, silhouette and store name is invented:
 * no real league, team or brand appears here.
 */
import type { LocalizedText } from "../schema/catalog.ts";

export const PRODUCT_TYPES = ["fitted", "stretch", "adjustable", "snapback", "knit", "apparel"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export interface LeagueSeed {
  code: string;
  name: string;
  sport: "baseball" | "basketball" | "football" | "hockey" | "soccer";
  /** [code, name, primaryHex, secondaryHex] */
  teams: readonly (readonly [string, string, string, string])[];
}

export const LEAGUES: readonly LeagueSeed[] = [
  {
    code: "FBL",
    name: "Frontier Baseball League",
    sport: "baseball",
    teams: [
      ["RVH", "Riverton Herons", "#0B3D2E", "#D4A017"],
      ["PKM", "Pike Meadow Millers", "#7A1F2B", "#E8D8B0"],
      ["CDS", "Cedar Shoals Stingrays", "#005F73", "#F28C28"],
      ["BLJ", "Bellhaven Lumberjacks", "#3E2723", "#C8A165"],
      ["GVO", "Granite Vale Owls", "#2C2C54", "#F5C518"],
      ["SMT", "Saltmarsh Tides", "#1B4965", "#BEE9E8"],
      ["HCC", "Hollow Creek Comets", "#4A0E4E", "#FFB400"],
      ["MBR", "Mesa Blanca Roadrunners", "#A23B00", "#F2E2C4"],
    ],
  },
  {
    code: "CHC",
    name: "Coastline Hoops Conference",
    sport: "basketball",
    teams: [
      ["PAT", "Port Alder Tritons", "#00416A", "#7FDBFF"],
      ["SVF", "Sunvale Flares", "#E4572E", "#FFC914"],
      ["BCP", "Baycrest Pelicans", "#2E86AB", "#F6F5AE"],
      ["DMR", "Dunmore Ravens", "#111111", "#8E44AD"],
      ["KHK", "Kestrel Heights Kites", "#0F7173", "#F0EC57"],
      ["LWG", "Longwater Gulls", "#1D5C8C", "#F4F4F9"],
      ["MCM", "Marigold City Monarchs", "#F18F01", "#2E1F27"],
      ["OHE", "Oakhurst Embers", "#8B1E3F", "#F3C677"],
    ],
  },
  {
    code: "GPF",
    name: "Great Plains Football Alliance",
    sport: "football",
    teams: [
      ["IBB", "Ironbridge Bison", "#4B3621", "#D9B44A"],
      ["WFT", "Whitfield Thunder", "#1C1C3C", "#FFD23F"],
      ["CWR", "Clearwater Rangers", "#234E52", "#E2C044"],
      ["HMW", "Hawksmoor Wardens", "#5B0E2D", "#C0C0C0"],
      ["RPH", "Red Prairie Harvesters", "#9E2A2B", "#F4E285"],
      ["SRK", "Stone Ridge Knights", "#2F3E46", "#CAD2C5"],
      ["VPV", "Vantage Point Voltage", "#3A0CA3", "#4CC9F0"],
      ["BFB", "Brookfax Badgers", "#3D405B", "#E07A5F"],
    ],
  },
  {
    code: "NIC",
    name: "Northern Ice Circuit",
    sport: "hockey",
    teams: [
      ["FBX", "Frostburn Lynx", "#0A2342", "#2CA58D"],
      ["GBS", "Glacier Bay Sentinels", "#14213D", "#E5E5E5"],
      ["NWW", "Northway Wolverines", "#283618", "#DDA15E"],
      ["PCP", "Pinecrest Polar Bears", "#1D3557", "#A8DADC"],
      ["IFO", "Icefall Ospreys", "#003049", "#FCBF49"],
      ["TLM", "Timberline Moose", "#582F0E", "#B6AD90"],
      ["AFF", "Aurora Falls Flyers", "#240046", "#9D4EDD"],
      ["CWC", "Coldwater Cutters", "#2B2D42", "#EF233C"],
    ],
  },
  {
    code: "ASU",
    name: "Atlas Soccer Union",
    sport: "soccer",
    teams: [
      ["VFC", "Valmora FC", "#6A040F", "#FFBA08"],
      ["CVU", "Costa Verde United", "#2D6A4F", "#FFD166"],
      ["SOL", "Solaria Athletic", "#FF7F11", "#1B1B1E"],
      ["MWD", "Marisol Wanderers", "#0077B6", "#90E0EF"],
      ["LPS", "Las Piedras SC", "#540B0E", "#E09F3E"],
      ["NRV", "Norte Rovers", "#264653", "#E9C46A"],
      ["BCY", "Brisa City", "#3A86FF", "#FFBE0B"],
      ["AAL", "Altamar Albatross", "#023E8A", "#CAF0F8"],
    ],
  },
];

export interface SilhouetteSeed {
  code: string;
  name: string;
  productType: ProductType;
  /** Relative share of generated products. */
  weight: number;
}

export const SILHOUETTES: readonly SilhouetteSeed[] = [
  { code: "APX59", name: "Apex 59 Fitted", productType: "fitted", weight: 16 },
  { code: "SUMLP", name: "Summit Low Profile Fitted", productType: "fitted", weight: 8 },
  { code: "ARC39", name: "Arc 39 Stretch", productType: "stretch", weight: 10 },
  { code: "ARC49", name: "Arc 49 Stretch Visor", productType: "stretch", weight: 4 },
  { code: "BLT09", name: "Bolt 9 Snapback", productType: "snapback", weight: 12 },
  { code: "BLTTR", name: "Bolt Trucker Snapback", productType: "snapback", weight: 6 },
  { code: "DRF40", name: "Drift 40 Adjustable", productType: "adjustable", weight: 12 },
  { code: "DRFDC", name: "Drift Dad Cap Adjustable", productType: "adjustable", weight: 6 },
  { code: "GLCUF", name: "Glacier Cuff Knit", productType: "knit", weight: 7 },
  { code: "GLPOM", name: "Glacier Pom Knit", productType: "knit", weight: 5 },
  { code: "BNCHD", name: "Bench Warm-up Hoodie", productType: "apparel", weight: 7 },
  { code: "LCKTE", name: "Locker Team Tee", productType: "apparel", weight: 7 },
];

/** Sizes per product type, in display order (sizePosition = index). */
export const SIZES: Record<ProductType, readonly string[]> = {
  fitted: ["6 7/8", "7", "7 1/8", "7 1/4", "7 3/8", "7 1/2", "7 5/8", "7 3/4", "7 7/8", "8"],
  stretch: ["S/M", "M/L", "L/XL"],
  adjustable: ["OSFA"],
  snapback: ["OSFA"],
  knit: ["OSFA"],
  apparel: ["XS", "S", "M", "L", "XL", "2XL", "3XL"],
};

export const PRODUCT_TYPE_LABELS: Record<ProductType, LocalizedText> = {
  fitted: { en: "Fitted", ja: "フィッテッド", es: "Cerradas" },
  stretch: { en: "Stretch", ja: "ストレッチ", es: "Elásticas" },
  adjustable: { en: "Adjustable", ja: "アジャスタブル", es: "Ajustables" },
  snapback: { en: "Snapback", ja: "スナップバック", es: "Snapback" },
  knit: { en: "Knits", ja: "ニット", es: "Gorros tejidos" },
  apparel: { en: "Apparel", ja: "アパレル", es: "Ropa" },
};

export const CATEGORIES: readonly { code: string; names: LocalizedText }[] = [
  { code: "all-headwear", names: { en: "All Headwear", ja: "ヘッドウェア", es: "Todas las gorras" } },
  { code: "sports", names: { en: "Sports", ja: "スポーツ", es: "Deportes" } },
  { code: "lifestyle", names: { en: "Lifestyle", ja: "ライフスタイル", es: "Estilo de vida" } },
  { code: "women", names: { en: "Women", ja: "レディース", es: "Mujer" } },
  { code: "kids", names: { en: "Kids", ja: "キッズ", es: "Niños" } },
];

export interface ColourSeed {
  code: string;
  name: string;
  primaryHex: string;
  secondaryHex: string;
}

export const COLOURS: readonly ColourSeed[] = [
  { code: "BLK", name: "Black", primaryHex: "#1B1B1B", secondaryHex: "#F5F5F5" },
  { code: "NVY", name: "Navy", primaryHex: "#1F2A44", secondaryHex: "#FFFFFF" },
  { code: "RED", name: "Scarlet", primaryHex: "#B3202A", secondaryHex: "#FFFFFF" },
  { code: "ROY", name: "Royal", primaryHex: "#1D4ED8", secondaryHex: "#F5F5F5" },
  { code: "WHT", name: "White", primaryHex: "#F7F7F2", secondaryHex: "#1B1B1B" },
  { code: "GRY", name: "Heather Grey", primaryHex: "#9CA3AF", secondaryHex: "#1F2937" },
  { code: "CHR", name: "Charcoal", primaryHex: "#36454F", secondaryHex: "#D1D5DB" },
  { code: "GRN", name: "Forest", primaryHex: "#1E4D2B", secondaryHex: "#E9DFC6" },
  { code: "MRN", name: "Maroon", primaryHex: "#5A1A2A", secondaryHex: "#E5C07B" },
  { code: "ORG", name: "Blaze Orange", primaryHex: "#E8590C", secondaryHex: "#1B1B1B" },
  { code: "GLD", name: "Old Gold", primaryHex: "#D4A017", secondaryHex: "#1B1B1B" },
  { code: "PNK", name: "Blush", primaryHex: "#F4B6C2", secondaryHex: "#7A2E47" },
  { code: "TEA", name: "Teal", primaryHex: "#0E7C7B", secondaryHex: "#F5F5F5" },
  { code: "KHK", name: "Khaki", primaryHex: "#C3B091", secondaryHex: "#3B2F2F" },
  { code: "CRM", name: "Cream", primaryHex: "#F3E9D2", secondaryHex: "#2F4858" },
  { code: "OLV", name: "Olive", primaryHex: "#556B2F", secondaryHex: "#F0E6C8" },
  { code: "SKY", name: "Sky Blue", primaryHex: "#7EC8E3", secondaryHex: "#0B2545" },
  { code: "VIO", name: "Violet", primaryHex: "#5B2A86", secondaryHex: "#F5F5F5" },
];

/** The colour of a team product in its team's own two colours. */
export const TEAM_COLOURS_NAME = "Team Colours";

/** Colour names on the Mexico and Japan sites, by the English name the catalogue stores (decision 0045). */
export const COLOUR_TRANSLATIONS: Readonly<Record<string, Omit<LocalizedText, "en">>> = {
  Black: { es: "Negro", ja: "ブラック" },
  Navy: { es: "Azul marino", ja: "ネイビー" },
  Scarlet: { es: "Escarlata", ja: "スカーレット" },
  Royal: { es: "Azul rey", ja: "ロイヤルブルー" },
  White: { es: "Blanco", ja: "ホワイト" },
  "Heather Grey": { es: "Gris jaspeado", ja: "ヘザーグレー" },
  Charcoal: { es: "Carbón", ja: "チャコール" },
  Forest: { es: "Verde bosque", ja: "フォレストグリーン" },
  Maroon: { es: "Granate", ja: "マルーン" },
  "Blaze Orange": { es: "Naranja intenso", ja: "ブレイズオレンジ" },
  "Old Gold": { es: "Oro viejo", ja: "オールドゴールド" },
  Blush: { es: "Rosa palo", ja: "ブラッシュピンク" },
  Teal: { es: "Verde azulado", ja: "ティール" },
  Khaki: { es: "Caqui", ja: "カーキ" },
  Cream: { es: "Crema", ja: "クリーム" },
  Olive: { es: "Oliva", ja: "オリーブ" },
  "Sky Blue": { es: "Azul cielo", ja: "スカイブルー" },
  Violet: { es: "Violeta", ja: "バイオレット" },
  [TEAM_COLOURS_NAME]: { es: "Colores del equipo", ja: "チームカラー" },
};

/** A colour's name in a language; English when there is no translation. */
export function colourName(english: string, language: keyof LocalizedText): string {
  return language === "en" ? english : (COLOUR_TRANSLATIONS[english]?.[language] ?? english);
}

/** Colour stories used in product names ("Riverton Herons Night Game Apex 59 Fitted"). */
export const COLOUR_STORIES: readonly string[] = [
  "Classic",
  "Heritage",
  "Two-Tone",
  "Tonal",
  "Sideline",
  "Clubhouse",
  "Vintage Wash",
  "Night Game",
  "Retro Stripe",
  "Home Opener",
  "Road Trip",
  "Alternate",
  "Throwback",
  "Dugout",
  "City Lights",
  "Golden Hour",
];

/** Brim's own lines for products without a team. */
export const LIFESTYLE_LINES: readonly string[] = [
  "Brim Essentials",
  "Trailhead",
  "Harbor Line",
  "Campfire",
  "Metro Studio",
  "Coastal Drift",
  "Canyon Club",
  "Field Notes",
];

export const PRODUCT_LABELS = ["NEW", "BESTSELLER", "LIMITED", "ECO"] as const;
