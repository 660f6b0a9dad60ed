import { SITES, SITE_IDS } from "../../../domain/sites.ts";
import type { DbOrTx } from "../client.ts";
import { categories, leagues, navNodes, silhouettes, sites, teams } from "../schema/index.ts";
import type { LocalizedText } from "../schema/catalog.ts";
import {
  CATEGORIES,
  LEAGUES,
  PRODUCT_TYPE_LABELS,
  SILHOUETTES,
  type ProductType,
} from "./reference-data.ts";

export interface SeededTeam {
  id: number;
  code: string;
  name: string;
  primaryHex: string;
  secondaryHex: string;
  sport: string;
  leagueName: string;
}

export interface ReferenceSummary {
  teams: SeededTeam[];
  counts: Record<string, number>;
}

/** Sites, leagues, teams, silhouettes, categories and the header navigation. */
export async function seedReference(tx: DbOrTx): Promise<ReferenceSummary> {
  await tx.insert(sites).values(
    SITE_IDS.map((id) => {
      const s = SITES[id];
      return {
        id: s.id,
        contextPath: s.contextPath,
        name: s.name,
        b2b: s.b2b,
        country: s.country,
        defaultLanguage: s.defaultLanguage,
        defaultCurrency: s.defaultCurrency,
      };
    }),
  );

  const leagueRows = await tx
    .insert(leagues)
    .values(LEAGUES.map((l) => ({ code: l.code, name: l.name, sport: l.sport })))
    .returning({ id: leagues.id, code: leagues.code });
  const leagueId = new Map(leagueRows.map((r) => [r.code, r.id]));

  const teamValues = LEAGUES.flatMap((l) =>
    l.teams.map(([code, name, primaryHex, secondaryHex]) => ({
      code,
      name,
      primaryHex,
      secondaryHex,
      leagueId: mustGet(leagueId, l.code),
    })),
  );
  const teamRows = await tx
    .insert(teams)
    .values(teamValues)
    .returning({ id: teams.id, code: teams.code });
  const teamId = new Map(teamRows.map((r) => [r.code, r.id]));
  const seededTeams: SeededTeam[] = LEAGUES.flatMap((l) =>
    l.teams.map(([code, name, primaryHex, secondaryHex]) => ({
      id: mustGet(teamId, code),
      code,
      name,
      primaryHex,
      secondaryHex,
      sport: l.sport,
      leagueName: l.name,
    })),
  );

  await tx
    .insert(silhouettes)
    .values(SILHOUETTES.map((s) => ({ code: s.code, name: s.name, productType: s.productType })));

  await tx
    .insert(categories)
    .values(CATEGORIES.map((c, position) => ({ code: c.code, names: c.names, position })));

  const navCount = await seedNavigation(tx);

  return {
    teams: seededTeams,
    counts: {
      sites: SITE_IDS.length,
      leagues: leagueRows.length,
      teams: teamRows.length,
      silhouettes: SILHOUETTES.length,
      categories: CATEGORIES.length,
      navNodes: navCount,
    },
  };
}

interface NavSeed {
  labels: LocalizedText;
  path: string;
  children?: readonly { labels: LocalizedText; path: string }[];
}

const HEADWEAR_TYPES: readonly ProductType[] = ["fitted", "stretch", "adjustable", "snapback", "knit"];

/** The header menu, shared by every site (siteId null). */
function navigation(): NavSeed[] {
  return [
    {
      labels: { en: "Headwear", ja: "ヘッドウェア", es: "Gorras" },
      path: "/all-headwear",
      // `silhouette` filters by product type (silhouettes.product_type).
      children: HEADWEAR_TYPES.map((t) => ({
        labels: PRODUCT_TYPE_LABELS[t],
        path: `/all-headwear?silhouette=${t}`,
      })),
    },
    {
      labels: { en: "Sports", ja: "スポーツ", es: "Deportes" },
      path: "/sports",
      children: LEAGUES.map((l) => ({
        labels: { en: l.name, ja: l.name, es: l.name },
        path: `/sports?league=${l.code}`,
      })),
    },
    { labels: { en: "Lifestyle", ja: "ライフスタイル", es: "Estilo de vida" }, path: "/lifestyle" },
    { labels: { en: "Women", ja: "レディース", es: "Mujer" }, path: "/women" },
    { labels: { en: "Kids", ja: "キッズ", es: "Niños" }, path: "/kids" },
    { labels: { en: "New arrivals", ja: "新着", es: "Novedades" }, path: "/new-arrivals" },
  ];
}

async function seedNavigation(tx: DbOrTx): Promise<number> {
  const top = navigation();
  const topRows = await tx
    .insert(navNodes)
    .values(top.map((n, position) => ({ siteId: null, parentId: null, position, labels: n.labels, path: n.path })))
    .returning({ id: navNodes.id });
  const children = top.flatMap((n, i) =>
    (n.children ?? []).map((c, position) => ({
      siteId: null,
      parentId: topRows[i]?.id ?? null,
      position,
      labels: c.labels,
      path: c.path,
    })),
  );
  if (children.length > 0) await tx.insert(navNodes).values(children);
  return topRows.length + children.length;
}

export function mustGet<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const v = map.get(key);
  if (v === undefined) throw new Error(`seed: missing key ${String(key)}`);
  return v;
}
