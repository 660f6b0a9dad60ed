import type { CmsContent, HomePage } from "../../../domain/cms.ts";
import type { DbOrTx } from "../client.ts";
import { cmsComponents, cmsSlots } from "../schema/index.ts";
import { contentPageComponents } from "./content-pages.ts";
import { fitGuideComponents } from "./fit-guides.ts";

type Component = { uid: string; siteId: string | null; content: CmsContent };

const components: Component[] = [
  {
    uid: "HomeHeroConsumer",
    siteId: "b2c",
    content: {
      type: "hero",
      title: { en: "Caps for every crowd", ja: "すべてのファンにキャップを", es: "Gorras para cada afición" },
      lead: {
        en: "Fitted, stretch and snapback caps, knits and apparel from the teams you follow.",
        ja: "応援するチームのフィッテッド、ストレッチ、スナップバック、ニット、アパレル。",
        es: "Gorras ajustadas, elásticas y snapback, gorros y ropa de los equipos que sigue.",
      },
      link: { path: "/all-headwear", label: { en: "Shop all headwear", ja: "すべてのヘッドウェアを見る", es: "Ver toda la línea" } },
    },
  },
  {
    uid: "HomeHeroDealer",
    siteId: null,
    content: {
      type: "hero",
      title: { en: "Welcome to the partner portal", ja: "パートナーポータルへようこそ", es: "Bienvenido al portal de socios" },
      lead: {
        en: "Order stock, prebook the next seasons and follow your orders.",
        ja: "在庫品の注文、次シーズンの先行予約、ご注文の確認ができます。",
        es: "Pida inventario, reserve las próximas temporadas y siga sus pedidos.",
      },
      link: { path: "/all-headwear", label: { en: "Browse the catalogue", ja: "カタログを見る", es: "Ver el catálogo" } },
    },
  },
  {
    uid: "HomeHeroCorporate",
    siteId: null,
    content: {
      type: "hero",
      title: { en: "Your corporate programme", ja: "法人プログラム", es: "Su programa corporativo" },
      lead: {
        en: "Your agreed prices and discounts, on every style in the catalogue.",
        ja: "カタログのすべてのスタイルに、契約価格と割引が適用されます。",
        es: "Sus precios y descuentos acordados, en todos los estilos del catálogo.",
      },
      link: null,
    },
  },
  carousel("NewArrivalsCarousel", { en: "New arrivals", ja: "新着", es: "Novedades" }, { labels: ["NEW"] }),
  carousel("BestsellersCarousel", { en: "Bestsellers", ja: "ベストセラー", es: "Más vendidos" }, { labels: ["BESTSELLER"] }),
  carousel("LimitedCarousel", { en: "Limited editions", ja: "限定モデル", es: "Ediciones limitadas" }, { labels: ["LIMITED"] }),
  carousel("KidsCarousel", { en: "For the young fans", ja: "キッズ", es: "Para los pequeños aficionados" }, { category: "kids" }),
  {
    uid: "ShopByCategory",
    siteId: null,
    content: { type: "categoryTiles", title: { en: "Shop by category", ja: "カテゴリーから探す", es: "Comprar por categoría" } },
  },
];

function carousel(uid: string, title: Record<"en" | "ja" | "es", string>, query: { labels?: string[]; category?: string }): Component {
  return { uid, siteId: null, content: { type: "productCarousel", title, query, displayProductTitles: true } };
}

const slots: Record<HomePage, string[]> = {
  "home-b2c": ["HomeHeroConsumer", "ShopByCategory", "NewArrivalsCarousel", "BestsellersCarousel", "KidsCarousel"],
  "home-dealer": ["HomeHeroDealer", "NewArrivalsCarousel", "LimitedCarousel", "ShopByCategory"],
  "home-corporate": ["HomeHeroCorporate", "BestsellersCarousel", "ShopByCategory"],
};

/** The content components of the three home pages and where they appear, the fit guides and the content pages. */
export async function seedCms(tx: DbOrTx): Promise<{ cmsComponents: number; cmsSlots: number }> {
  const all: Component[] = [...components, ...fitGuideComponents(), ...contentPageComponents()];
  await tx.insert(cmsComponents).values(all.map((c) => ({ uid: c.uid, siteId: c.siteId, type: c.content.type, content: c.content })));
  const rows = Object.entries(slots).flatMap(([page, uids]) => uids.map((componentUid, position) => ({ page, position, componentUid })));
  await tx.insert(cmsSlots).values(rows);
  return { cmsComponents: all.length, cmsSlots: rows.length };
}
