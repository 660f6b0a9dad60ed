/**
 * Product copy for the seed: short one-liners for some products, full paragraphs for most, written
 * in English, Spanish and Japanese side by side (each sentence chosen once for all three), so the
 * Mexico and Japan sites have real copy (decision 0045).
 */
import type { LocalizedText } from "../schema/catalog.ts";
import type { Rng } from "./rng.ts";
import type { SeededTeam } from "./reference.ts";
import { colourName, type ColourSeed, type ProductType, type SilhouetteSeed } from "./reference-data.ts";

type Language = keyof LocalizedText;

const BUILD: Record<ProductType, readonly LocalizedText[]> = {
  fitted: [
    {
      en: "A structured six-panel crown, a flat visor and a true fitted size make this the cap for game day and every day after.",
      es: "Una corona estructurada de seis paneles, una visera plana y una talla cerrada exacta la convierten en la gorra para el día del partido y todos los que siguen.",
      ja: "6パネルのしっかりしたクラウン、フラットバイザー、正確なフィッテッドサイズで、試合の日もその後の毎日も活躍します。",
    },
    {
      en: "The closed back and high-profile crown keep their shape season after season, with a moisture-wicking sweatband inside.",
      es: "La parte trasera cerrada y la corona de perfil alto mantienen su forma temporada tras temporada, con una banda interior que absorbe la humedad.",
      ja: "クローズドバックとハイプロファイルのクラウンはシーズンを重ねても形崩れせず、内側には吸汗速乾のスウェットバンドを備えています。",
    },
  ],
  stretch: [
    {
      en: "A stretch band in the back gives a snug, closure-free fit that moves with you.",
      es: "Una banda elástica en la parte trasera da un ajuste cómodo y sin cierre que se mueve con usted.",
      ja: "バックのストレッチバンドが留め具なしでぴったりフィットし、動きにしなやかに追従します。",
    },
    {
      en: "The mid-profile crown and pre-curved visor pair with a flexible back for an easy fit between sizes.",
      es: "La corona de perfil medio y la visera precurvada se combinan con una parte trasera flexible para un ajuste fácil entre tallas.",
      ja: "ミッドプロファイルのクラウンとプリカーブドバイザーに柔軟なバックを組み合わせ、サイズの間でも楽にフィットします。",
    },
  ],
  adjustable: [
    {
      en: "An unstructured, low crown, a pre-curved visor and an adjustable strap with a brushed-metal buckle.",
      es: "Una corona baja y sin estructura, una visera precurvada y una correa ajustable con hebilla de metal cepillado.",
      ja: "芯なしのロークラウン、プリカーブドバイザー、ブラッシュドメタルのバックル付きアジャスターストラップ。",
    },
    {
      en: "Washed cotton twill, a relaxed crown and a strap at the back: the cap that goes with everything.",
      es: "Sarga de algodón lavada, una corona relajada y una correa trasera: la gorra que combina con todo.",
      ja: "ウォッシュ加工のコットンツイル、リラックスしたクラウン、バックストラップ。どんな服にも合うキャップです。",
    },
  ],
  snapback: [
    {
      en: "A high, structured crown, a flat visor and a classic snap closure that fits most heads.",
      es: "Una corona alta y estructurada, una visera plana y el clásico cierre de broches que se adapta a la mayoría de las cabezas.",
      ja: "高くしっかりしたクラウン、フラットバイザー、ほとんどの頭囲に合うクラシックなスナップ留め。",
    },
    {
      en: "Mesh back panels keep it cool, the flat visor keeps it sharp and the snap strap adjusts in seconds.",
      es: "Los paneles traseros de malla la mantienen fresca, la visera plana la mantiene impecable y la correa de broches se ajusta en segundos.",
      ja: "メッシュのバックパネルで涼しく、フラットバイザーでシャープに。スナップストラップは数秒で調整できます。",
    },
  ],
  knit: [
    {
      en: "A double-layer rib knit with a fold-over cuff that keeps ears warm on cold nights at the rink or the stadium.",
      es: "Un tejido de canalé de doble capa con puño doblado que mantiene las orejas abrigadas en las noches frías en la pista o el estadio.",
      ja: "二重のリブニットと折り返しカフで、リンクやスタジアムの寒い夜も耳まで暖かく。",
    },
    {
      en: "A soft, stretchy knit with a deep cuff, finished with a woven patch on the front.",
      es: "Un tejido suave y elástico con puño profundo, rematado con un parche tejido al frente.",
      ja: "やわらかく伸縮性のあるニットに深めのカフ、フロントには織りネームのパッチ。",
    },
  ],
  apparel: [
    {
      en: "Midweight fabric with a relaxed cut, ribbed cuffs and a soft brushed interior for warm-ups and weekends.",
      es: "Tela de peso medio con corte holgado, puños acanalados y un interior suave perchado para el calentamiento y los fines de semana.",
      ja: "ほどよい厚みの生地にリラックスしたシルエット、リブ袖口、やわらかな起毛の裏地。ウォームアップにも週末にも。",
    },
    {
      en: "A comfortable regular fit in soft ring-spun cotton with a taped neck that keeps its shape wash after wash.",
      es: "Un cómodo corte regular en suave algodón peinado, con cuello reforzado que mantiene su forma lavado tras lavado.",
      ja: "やわらかなリングスパンコットンの着心地のよいレギュラーフィット。テープ補強の襟ぐりは洗濯を重ねても形を保ちます。",
    },
  ],
};

const MATERIAL: Record<ProductType, readonly LocalizedText[]> = {
  fitted: [
    { en: "Crown: 100% wool blend.", es: "Corona: 100 % mezcla de lana.", ja: "クラウン：ウール混紡100%。" },
    {
      en: "Crown: 100% polyester with a moisture-wicking sweatband.",
      es: "Corona: 100 % poliéster con banda que absorbe la humedad.",
      ja: "クラウン：ポリエステル100%、吸汗速乾スウェットバンド付き。",
    },
  ],
  stretch: [
    { en: "98% polyester, 2% elastane.", es: "98 % poliéster, 2 % elastano.", ja: "ポリエステル98%、ポリウレタン2%。" },
    { en: "Cotton twill with a spandex back band.", es: "Sarga de algodón con banda trasera de elastano.", ja: "コットンツイル、バックバンドはスパンデックス。" },
  ],
  adjustable: [
    { en: "100% cotton twill.", es: "Sarga 100 % algodón.", ja: "コットンツイル100%。" },
    { en: "Garment-washed cotton canvas.", es: "Lona de algodón lavada en prenda.", ja: "製品洗い加工のコットンキャンバス。" },
  ],
  snapback: [
    {
      en: "Front: 100% acrylic; back: polyester mesh.",
      es: "Frente: 100 % acrílico; parte trasera: malla de poliéster.",
      ja: "フロント：アクリル100%、バック：ポリエステルメッシュ。",
    },
    {
      en: "Wool-blend crown with a plastic snap closure.",
      es: "Corona de mezcla de lana con cierre de broches de plástico.",
      ja: "ウール混紡のクラウン、プラスチック製スナップ留め。",
    },
  ],
  knit: [
    { en: "100% acrylic rib knit.", es: "Tejido de canalé 100 % acrílico.", ja: "アクリル100%のリブニット。" },
    { en: "Merino wool blend with a fleece lining.", es: "Mezcla de lana merino con forro polar.", ja: "メリノウール混紡、フリース裏地付き。" },
  ],
  apparel: [
    { en: "80% cotton, 20% polyester fleece.", es: "Felpa 80 % algodón, 20 % poliéster.", ja: "コットン80%、ポリエステル20%のフリース。" },
    { en: "100% ring-spun cotton jersey.", es: "Punto jersey 100 % algodón peinado.", ja: "リングスパンコットン100%のジャージー。" },
  ],
};

const CARE: readonly LocalizedText[] = [
  { en: "Spot clean only.", es: "Limpiar solo las manchas.", ja: "部分洗いのみ。" },
  { en: "Hand wash cold and air dry.", es: "Lavar a mano en frío y secar al aire.", ja: "冷水で手洗いし、自然乾燥してください。" },
  {
    en: "Do not tumble dry; reshape while damp.",
    es: "No usar secadora; dar forma mientras esté húmeda.",
    ja: "タンブル乾燥不可。湿っているうちに形を整えてください。",
  },
];

const SENTENCES = {
  short: { en: "{silhouette} in {colours}.", es: "{silhouette} en {colours}.", ja: "{silhouette}（{colours}）。" },
  team: {
    en: "Show your colours for the {team} of the {league} with an embroidered front logo and a side patch.",
    es: "Luzca los colores de {team} de la {league} con el logotipo bordado al frente y un parche lateral.",
    ja: "{league}の{team}のカラーで応援しよう。フロントに刺繍ロゴ、サイドにパッチ付き。",
  },
  line: {
    en: "From the {line} collection, with a tonal embroidered Brim mark on the front.",
    es: "De la colección {line}, con la marca Brim bordada en tono sobre tono al frente.",
    ja: "{line}コレクションから。フロントに同系色のBrimロゴを刺繍。",
  },
  kids: { en: "Sized for younger fans.", es: "En tallas para los aficionados más jóvenes.", ja: "キッズサイズ。" },
  women: { en: "Cut and sized for women.", es: "Con corte y tallas para mujer.", ja: "レディースのシルエットとサイズ。" },
  available: { en: "Available in {colours}.", es: "Disponible en {colours}.", ja: "カラー：{colours}。" },
  eco: {
    en: "Made with at least 60% recycled fibres.",
    es: "Fabricada con al menos un 60 % de fibras recicladas.",
    ja: "リサイクル繊維を60%以上使用。",
  },
} satisfies Record<string, LocalizedText>;

/** "black, navy or white"; Spanish "negro u oro viejo" (o becomes u before an o sound); Japanese "ブラック、ネイビー". */
export function colourList(language: Language, colours: readonly ColourSeed[]): string {
  const names = colours.map((c) => (language === "ja" ? colourName(c.name, language) : colourName(c.name, language).toLowerCase()));
  if (language === "ja") return names.join("、");
  const last = names[names.length - 1] ?? "";
  if (names.length === 1) return last;
  const or = language === "es" ? (/^h?o/i.test(last) ? "u" : "o") : "or";
  return `${names.slice(0, -1).join(", ")} ${or} ${last}`;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

export interface DescriptionInput {
  silhouette: SilhouetteSeed;
  team: SeededTeam | null;
  brandLine: string;
  colours: readonly ColourSeed[];
  labels: readonly string[];
  gender: "unisex" | "women" | "kids";
}

/** The product's copy in each language (the same sentences, drawn once). */
export function describeProduct(rng: Rng, p: DescriptionInput): LocalizedText {
  const type = p.silhouette.productType;
  const texts = (parts: readonly LocalizedText[], language: Language) => {
    const values = {
      colours: colourList(language, p.colours),
      silhouette: p.silhouette.name,
      team: p.team?.name ?? "",
      league: p.team?.leagueName ?? "",
      line: p.brandLine,
    };
    return parts.map((part) => fill(part[language], values)).join(language === "ja" ? "" : " ");
  };
  const localized = (parts: readonly LocalizedText[]): LocalizedText => ({ en: texts(parts, "en"), es: texts(parts, "es"), ja: texts(parts, "ja") });
  if (rng.chance(0.3)) {
    // Short copy, as some suppliers send it.
    return localized([SENTENCES.short]);
  }
  const parts: LocalizedText[] = [p.team ? SENTENCES.team : SENTENCES.line, rng.pick(BUILD[type])];
  if (p.gender === "kids") parts.push(SENTENCES.kids);
  if (p.gender === "women") parts.push(SENTENCES.women);
  parts.push(SENTENCES.available);
  if (p.labels.includes("ECO")) parts.push(SENTENCES.eco);
  parts.push(rng.pick(MATERIAL[type]), rng.pick(CARE));
  return localized(parts);
}
