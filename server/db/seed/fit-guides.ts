/**
 * Fit guide content components, one per silhouette (uid `FitGuide-{code}`): editors change
 * them like any other component. Sizes for the charts come from the seed's size lists.
 */
import { sizeChartRow, type SizeChartRow } from "../../../domain/fit-guide.ts";
import type { FitGuideContent, LocalizedText } from "../../../domain/cms.ts";
import { SILHOUETTES, SIZES, type ProductType } from "./reference-data.ts";

const text = (en: string, ja: string, es: string): LocalizedText => ({ en, ja, es });

const CROWN = {
  high: text("High, structured crown with a reinforced front", "芯地入りのハイクラウン", "Copa alta y estructurada con frente reforzado"),
  low: text("Low-profile structured crown", "浅めのロープロファイルクラウン", "Copa baja y estructurada"),
  mid: text("Mid-depth structured crown", "芯地入りのミドルクラウン", "Copa media estructurada"),
  relaxed: text("Unstructured, relaxed crown", "芯地なしのリラックスクラウン", "Copa sin estructura, relajada"),
  trucker: text("Foam front panels with a mesh back", "フォームのフロントとメッシュのバック", "Frente de espuma y parte trasera de malla"),
  cuff: text("Rib-knit beanie with a fold-over cuff", "折り返し付きのリブニット", "Gorro de punto acanalado con puño doblado"),
  pom: text("Rib-knit beanie with a cuff and a pom", "折り返しとポンポン付きのリブニット", "Gorro de punto acanalado con puño y pompón"),
} as const;

const VISOR = {
  flat: text("Flat visor", "フラットバイザー", "Visera plana"),
  curved: text("Pre-curved visor", "カーブバイザー", "Visera precurvada"),
  deep: text("Deep pre-curved visor", "深めのカーブバイザー", "Visera profunda precurvada"),
} as const;

const CLOSURE = {
  fitted: text("None: a fitted cap, chosen by head size", "なし(頭囲で選ぶフィッテッド)", "Sin cierre: gorra cerrada, por talla de cabeza"),
  stretch: text("Stretch band in the sweatband", "スウェットバンド内のストレッチバンド", "Banda elástica en la badana"),
  snap: text("Plastic snap strap", "プラスチックのスナップストラップ", "Correa con broche de plástico"),
  buckle: text("Fabric strap with a metal buckle", "金属バックル付きの布ストラップ", "Correa de tela con hebilla metálica"),
} as const;

const ONE_SIZE_NOTE = text(
  "One size fits most: adjusts to heads of about 54 to 60 cm (21 1/4 to 23 5/8 in).",
  "ワンサイズ:頭囲約54〜60cm(21 1/4〜23 5/8インチ)に調節できます。",
  "Talla única: se ajusta a cabezas de unos 54 a 60 cm (21 1/4 a 23 5/8 in).",
);

/** Stretch sizes and the fitted sizes each one covers. */
const STRETCH_RANGES: Record<string, readonly [string, string]> = {
  "S/M": ["6 3/4", "7 1/8"],
  "M/L": ["7 1/8", "7 1/2"],
  "L/XL": ["7 1/2", "7 7/8"],
};

function chartFor(type: ProductType): SizeChartRow[] {
  if (type === "fitted") return SIZES.fitted.map((size) => sizeChartRow(size, size));
  if (type === "stretch") {
    return SIZES.stretch.map((size) => {
      const range = STRETCH_RANGES[size];
      if (!range) throw new Error(`seed: no head range for ${size}`);
      return sizeChartRow(size, range[0], range[1]);
    });
  }
  return [];
}

type GuideText = Pick<FitGuideContent, "name" | "description" | "sizeNote" | "crown" | "visor" | "closure">;

const GUIDES: Record<string, GuideText> = {
  APX59: {
    name: text("Apex 59 Fitted", "Apex 59 フィッテッド", "Apex 59 Cerrada"),
    description: text(
      "The Apex 59 is our on-field fitted cap: a high, structured crown with a reinforced front that keeps its shape game after game, a flat visor you can leave straight or curve yourself, and a closed back sized to your head. Measure around your head just above the ears and pick the size from the chart.",
      "Apex 59 はフィールド仕様のフィッテッドキャップ。芯地入りのハイクラウンは試合を重ねても形崩れしにくく、フラットバイザーはそのままでも自分好みに曲げても使えます。耳の少し上で頭囲を測り、表からサイズを選んでください。",
      "La Apex 59 es nuestra gorra cerrada de campo: copa alta y estructurada con frente reforzado que mantiene su forma partido tras partido, visera plana que puede dejar recta o curvar a su gusto y parte trasera cerrada a la medida de su cabeza. Mida su cabeza justo encima de las orejas y elija la talla en la tabla.",
    ),
    sizeNote: null,
    crown: CROWN.high,
    visor: VISOR.flat,
    closure: CLOSURE.fitted,
  },
  SUMLP: {
    name: text("Summit Low Profile Fitted", "Summit ロープロファイル フィッテッド", "Summit Perfil Bajo Cerrada"),
    description: text(
      "A lower, rounder fitted crown that sits closer to the head, with a pre-curved visor. Sized by head circumference like the Apex 59.",
      "頭になじむ浅く丸みのあるクラウンに、カーブバイザーを合わせたフィッテッド。Apex 59 と同じく頭囲でサイズを選びます。",
      "Una copa cerrada más baja y redondeada que se asienta cerca de la cabeza, con visera precurvada. Se elige por contorno de cabeza, como la Apex 59.",
    ),
    sizeNote: null,
    crown: CROWN.low,
    visor: VISOR.curved,
    closure: CLOSURE.fitted,
  },
  ARC39: {
    name: text("Arc 39 Stretch", "Arc 39 ストレッチ", "Arc 39 Elástica"),
    description: text(
      "A closed-back cap with a stretch band in the sweatband: each size covers a range of head sizes, so it fits snugly without a strap. Mid-depth crown and a pre-curved visor for everyday wear.",
      "スウェットバンドにストレッチバンドを入れたクローズドバック。各サイズが幅広い頭囲に対応し、ストラップなしでしっかりフィットします。普段使いしやすいミドルクラウンとカーブバイザー。",
      "Gorra de parte trasera cerrada con banda elástica en la badana: cada talla cubre un rango de cabezas y ajusta sin correa. Copa media y visera precurvada para el uso diario.",
    ),
    sizeNote: null,
    crown: CROWN.mid,
    visor: VISOR.curved,
    closure: CLOSURE.stretch,
  },
  ARC49: {
    name: text("Arc 49 Stretch Visor", "Arc 49 ストレッチバイザー", "Arc 49 Visera Elástica"),
    description: text(
      "An open-top visor on a stretch band, for training days and hot afternoons. The deep pre-curved visor shades the eyes; the band follows the stretch sizes.",
      "練習日や暑い午後に向くストレッチバンドのサンバイザー。深めのカーブバイザーが目元を日差しから守ります。サイズはストレッチと同じです。",
      "Visera abierta con banda elástica, para entrenamientos y tardes de calor. La visera profunda y precurvada protege los ojos; la banda sigue las tallas elásticas.",
    ),
    sizeNote: null,
    crown: null,
    visor: VISOR.deep,
    closure: CLOSURE.stretch,
  },
  BLT09: {
    name: text("Bolt 9 Snapback", "Bolt 9 スナップバック", "Bolt 9 Snapback"),
    description: text(
      "A structured mid-depth crown, a flat visor and a plastic snap strap at the back: one size that adjusts to most heads.",
      "芯地入りのミドルクラウン、フラットバイザー、後ろのプラスチックスナップ。ほとんどの頭囲に合わせられるワンサイズです。",
      "Copa media estructurada, visera plana y correa con broche de plástico atrás: una talla que se ajusta a la mayoría de las cabezas.",
    ),
    sizeNote: ONE_SIZE_NOTE,
    crown: CROWN.mid,
    visor: VISOR.flat,
    closure: CLOSURE.snap,
  },
  BLTTR: {
    name: text("Bolt Trucker Snapback", "Bolt トラッカー スナップバック", "Bolt Trucker Snapback"),
    description: text(
      "The trucker version of the Bolt: foam front panels for a bold logo, a breathable mesh back and a snap strap.",
      "Bolt のトラッカー版。ロゴが映えるフォームのフロント、通気性のよいメッシュバック、スナップストラップ。",
      "La versión trucker de la Bolt: frente de espuma para un logotipo destacado, parte trasera de malla transpirable y correa con broche.",
    ),
    sizeNote: ONE_SIZE_NOTE,
    crown: CROWN.trucker,
    visor: VISOR.curved,
    closure: CLOSURE.snap,
  },
  DRF40: {
    name: text("Drift 40 Adjustable", "Drift 40 アジャスタブル", "Drift 40 Ajustable"),
    description: text(
      "A structured mid-depth crown with a pre-curved visor and a fabric strap with a metal buckle that adjusts to most heads.",
      "芯地入りのミドルクラウンとカーブバイザー。金属バックル付きの布ストラップで、ほとんどの頭囲に調節できます。",
      "Copa media estructurada con visera precurvada y correa de tela con hebilla metálica que se ajusta a la mayoría de las cabezas.",
    ),
    sizeNote: ONE_SIZE_NOTE,
    crown: CROWN.mid,
    visor: VISOR.curved,
    closure: CLOSURE.buckle,
  },
  DRFDC: {
    name: text("Drift Dad Cap Adjustable", "Drift ダッドキャップ アジャスタブル", "Drift Dad Cap Ajustable"),
    description: text(
      "A soft, unstructured crown that follows the shape of the head, a pre-curved visor and a buckle strap. Washed cotton for a worn-in feel from the first day.",
      "頭の形になじむ芯地なしのソフトなクラウン、カーブバイザー、バックルストラップ。ウォッシュ加工のコットンで初日からこなれた風合いです。",
      "Copa suave y sin estructura que sigue la forma de la cabeza, visera precurvada y correa con hebilla. Algodón lavado con tacto usado desde el primer día.",
    ),
    sizeNote: ONE_SIZE_NOTE,
    crown: CROWN.relaxed,
    visor: VISOR.curved,
    closure: CLOSURE.buckle,
  },
  GLCUF: {
    name: text("Glacier Cuff Knit", "Glacier カフニット", "Glacier Gorro con Puño"),
    description: text(
      "A warm rib-knit beanie with a fold-over cuff for a team patch. The knit stretches to fit most adults.",
      "チームパッチが映える折り返し付きの暖かいリブニット。伸縮性があり、ほとんどの大人にフィットします。",
      "Gorro de punto acanalado y abrigado con puño doblado para el parche del equipo. El punto se estira y queda bien a la mayoría de los adultos.",
    ),
    sizeNote: text(
      "One size: the rib knit stretches to fit most adults.",
      "ワンサイズ:リブニットが伸びてほとんどの大人にフィットします。",
      "Talla única: el punto acanalado se estira y queda bien a la mayoría de los adultos.",
    ),
    crown: CROWN.cuff,
    visor: null,
    closure: null,
  },
  GLPOM: {
    name: text("Glacier Pom Knit", "Glacier ポンポンニット", "Glacier Gorro con Pompón"),
    description: text(
      "The Glacier cuff knit with a pom on top, for cold game days in the stands.",
      "Glacier カフニットにポンポンを付けた、寒いスタンドでの観戦向けモデル。",
      "El gorro Glacier con puño y pompón, para los días fríos en la grada.",
    ),
    sizeNote: text(
      "One size: the rib knit stretches to fit most adults.",
      "ワンサイズ:リブニットが伸びてほとんどの大人にフィットします。",
      "Talla única: el punto acanalado se estira y queda bien a la mayoría de los adultos.",
    ),
    crown: CROWN.pom,
    visor: null,
    closure: null,
  },
  BNCHD: {
    name: text("Bench Warm-up Hoodie", "Bench ウォームアップパーカー", "Bench Sudadera de Calentamiento"),
    description: text(
      "A relaxed warm-up hoodie in heavyweight fleece with a lined hood and a kangaroo pocket.",
      "裏地付きフードとカンガルーポケットを備えた、厚手フリースのリラックスフィットのパーカー。",
      "Sudadera holgada de calentamiento en felpa gruesa, con capucha forrada y bolsillo canguro.",
    ),
    sizeNote: text(
      "Relaxed fit: order your usual size, or one size down for a closer fit.",
      "リラックスフィット:普段のサイズ、すっきり着るなら1サイズ下をお選びください。",
      "Corte holgado: pida su talla habitual, o una menos para un ajuste más ceñido.",
    ),
    crown: null,
    visor: null,
    closure: null,
  },
  LCKTE: {
    name: text("Locker Team Tee", "Locker チームTシャツ", "Locker Camiseta de Equipo"),
    description: text(
      "A soft cotton team tee with a classic crew neck and a regular fit.",
      "クラシックなクルーネックとレギュラーフィットの、やわらかいコットンのチームTシャツ。",
      "Camiseta de equipo de algodón suave, con cuello redondo clásico y corte regular.",
    ),
    sizeNote: text("Regular fit: true to size.", "レギュラーフィット:普段のサイズをお選びください。", "Corte regular: elija su talla habitual."),
    crown: null,
    visor: null,
    closure: null,
  },
};

export function fitGuideUid(silhouetteCode: string): string {
  return `FitGuide-${silhouetteCode}`;
}

/** One fit guide component per seeded silhouette. */
export function fitGuideComponents(): { uid: string; siteId: null; content: FitGuideContent }[] {
  return SILHOUETTES.map((s) => {
    const guide = GUIDES[s.code];
    if (!guide) throw new Error(`seed: no fit guide for silhouette ${s.code}`);
    return { uid: fitGuideUid(s.code), siteId: null, content: { type: "fitGuide", silhouetteCode: s.code, sizeChart: chartFor(s.productType), ...guide } };
  });
}
