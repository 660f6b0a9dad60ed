import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { countryOptions, isKnownCountry } from "../../../domain/addresses/countries.ts";
import { formatPhone } from "../../../domain/phone-masks.ts";
import { displayNameOf, normaliseProfile, profileProblems, splitDisplayName, type ProfileErrors, type ProfileInput } from "../../../domain/profile.ts";
import type { RequestContext } from "../../context.ts";
import { leagues, teams, userFavoriteTeams, users } from "../../db/schema/index.ts";
import { regionCodesOf, regionsOf } from "../addresses/regions.ts";

/** The personal details as the page shows them (account-and-ordering §3 Profile). */
export interface ProfileView {
  email: string;
  firstName: string;
  lastName: string;
  phoneCountry: string;
  /** Shown in the country's mask. */
  phone: string;
  regionIso: string;
  favoriteLeagueCode: string;
  favoriteTeamCode: string;
}

export interface TeamOption {
  code: string;
  name: string;
}

/** One league of the favourite-teams dialog (shopping-flow §3 Favorites: leagueName, arrayOfTeams). */
export interface FavoriteLeague {
  leagueCode: string;
  leagueName: string;
  arrayOfTeams: (TeamOption & { selected: boolean })[];
}

export type SaveProfileResult = { ok: true; profile: ProfileView } | { ok: false; errors: ProfileErrors };

function signedIn(ctx: RequestContext): number {
  if (!ctx.user) throw Object.assign(new Error("Please sign in to continue."), { statusCode: 401 });
  return ctx.user.id;
}

/** The signed-in user's details; first and last name come from the display name until they are saved once. */
export async function readProfile(ctx: RequestContext): Promise<ProfileView> {
  const userId = signedIn(ctx);
  const [row] = await ctx.db
    .select({
      email: users.email,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneCountry: users.phoneCountry,
      phone: users.phone,
      regionIso: users.regionIso,
      favoriteLeagueCode: leagues.code,
      favoriteTeamCode: teams.code,
    })
    .from(users)
    .leftJoin(leagues, eq(leagues.id, users.favoriteLeagueId))
    .leftJoin(teams, eq(teams.id, users.favoriteTeamId))
    .where(eq(users.id, userId));
  if (!row) throw new Error("signed-in user not found");
  const names = row.firstName === null ? splitDisplayName(row.name) : { firstName: row.firstName, lastName: row.lastName ?? "" };
  const phoneCountry = row.phoneCountry ?? ctx.site.country;
  return {
    email: row.email,
    ...names,
    phoneCountry,
    phone: row.phone ? formatPhone(phoneCountry, row.phone) : "",
    regionIso: row.regionIso ?? "",
    favoriteLeagueCode: row.favoriteLeagueCode ?? "",
    favoriteTeamCode: row.favoriteTeamCode ?? "",
  };
}

/** Every league, by name. */
export async function listLeagues(ctx: RequestContext): Promise<TeamOption[]> {
  return ctx.db.select({ code: leagues.code, name: leagues.name }).from(leagues).orderBy(asc(leagues.name));
}

/** The teams of a league by name (`GET {context}/my-account/update-profile/{leagueCode}`); null for an unknown league. */
export async function leagueTeams(ctx: RequestContext, leagueCode: string): Promise<TeamOption[] | null> {
  const [league] = await ctx.db.select({ id: leagues.id }).from(leagues).where(eq(leagues.code, leagueCode));
  if (!league) return null;
  return ctx.db.select({ code: teams.code, name: teams.name }).from(teams).where(eq(teams.leagueId, league.id)).orderBy(asc(teams.name));
}

/**
 * Checks everything again and stores the details: the display name follows the two names, the
 * phone keeps its digits, and the favourite team joins the favourite teams (decision 0053).
 * Nothing changes when anything is wrong.
 */
export async function saveProfile(ctx: RequestContext, raw: ProfileInput): Promise<SaveProfileResult> {
  const userId = signedIn(ctx);
  const input = normaliseProfile(raw);
  const errors = profileProblems(input, { regionCodes: regionCodesOf(input.phoneCountry) });
  if (input.phoneCountry && !isKnownCountry(input.phoneCountry)) errors.phoneCountry = "required";

  let leagueId: number | null = null;
  let teamId: number | null = null;
  if (input.favoriteLeagueCode) {
    const [league] = await ctx.db.select({ id: leagues.id }).from(leagues).where(eq(leagues.code, input.favoriteLeagueCode));
    if (!league) errors.favoriteLeagueCode = "league";
    leagueId = league?.id ?? null;
  }
  if (input.favoriteTeamCode && leagueId !== null) {
    const [team] = await ctx.db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.code, input.favoriteTeamCode), eq(teams.leagueId, leagueId)));
    if (!team) errors.favoriteTeamCode = "team";
    teamId = team?.id ?? null;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const digits = input.phone ? formatPhone(input.phoneCountry, input.phone).replace(/\D/g, "") : null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        name: displayNameOf(input.firstName, input.lastName),
        phoneCountry: input.phoneCountry,
        phone: digits,
        regionIso: input.regionIso || null,
        favoriteLeagueId: leagueId,
        favoriteTeamId: teamId,
      })
      .where(eq(users.id, userId));
    if (teamId !== null) await tx.insert(userFavoriteTeams).values({ userId, teamId }).onConflictDoNothing();
  });
  return { ok: true, profile: await readProfile(ctx) };
}

/** Every league with its teams, the user's favourites marked: the favourite-teams dialog (one query). */
export async function favoriteTeams(ctx: RequestContext): Promise<FavoriteLeague[]> {
  const userId = signedIn(ctx);
  const rows = await ctx.db
    .select({
      leagueCode: leagues.code,
      leagueName: leagues.name,
      code: teams.code,
      name: teams.name,
      selected: sql<boolean>`${userFavoriteTeams.teamId} is not null`,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(userFavoriteTeams, and(eq(userFavoriteTeams.teamId, teams.id), eq(userFavoriteTeams.userId, userId)))
    .orderBy(asc(leagues.name), asc(teams.name));
  const byLeague = new Map<string, FavoriteLeague>();
  for (const row of rows) {
    let league = byLeague.get(row.leagueCode);
    if (!league) {
      league = { leagueCode: row.leagueCode, leagueName: row.leagueName, arrayOfTeams: [] };
      byLeague.set(row.leagueCode, league);
    }
    league.arrayOfTeams.push({ code: row.code, name: row.name, selected: row.selected });
  }
  return [...byLeague.values()];
}

export const MAX_FAVORITE_TEAMS = 100;

export type SaveFavoritesResult = { ok: true; favorites: FavoriteLeague[] } | { ok: false; unknown: string[] };

/**
 * Replaces the user's favourite teams with `teamCodes`. The profile's favourite team stays only
 * while it is among them (decision 0053). Unknown codes refuse the whole save.
 */
export async function saveFavoriteTeams(ctx: RequestContext, teamCodes: readonly string[]): Promise<SaveFavoritesResult> {
  const userId = signedIn(ctx);
  const codes = [...new Set(teamCodes.map((c) => c.trim()).filter(Boolean))];
  const found = codes.length === 0 ? [] : await ctx.db.select({ id: teams.id, code: teams.code }).from(teams).where(inArray(teams.code, codes));
  const unknown = codes.filter((c) => !found.some((t) => t.code === c));
  if (unknown.length > 0 || codes.length > MAX_FAVORITE_TEAMS) return { ok: false, unknown };
  const ids = found.map((t) => t.id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(userFavoriteTeams).where(eq(userFavoriteTeams.userId, userId));
    if (ids.length > 0) await tx.insert(userFavoriteTeams).values(ids.map((teamId) => ({ userId, teamId })));
    const keepsFavorite = ids.length > 0 ? sql`${users.favoriteTeamId} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql`false`;
    await tx
      .update(users)
      .set({ favoriteTeamId: sql`case when ${keepsFavorite} then ${users.favoriteTeamId} else null end` })
      .where(eq(users.id, userId));
  });
  return { ok: true, favorites: await favoriteTeams(ctx) };
}

/** What the personal-details form offers: countries, the regions of `country`, leagues and the teams of `leagueCode`. */
export async function profileChoices(ctx: RequestContext, country: string, leagueCode: string) {
  const [leagueList, teamList] = await Promise.all([listLeagues(ctx), leagueCode ? leagueTeams(ctx, leagueCode) : Promise.resolve([])]);
  return {
    countries: countryOptions(ctx.language),
    regions: regionsOf(country, ctx.language),
    leagues: leagueList,
    teams: teamList ?? [],
  };
}
export type ProfileChoicesView = Awaited<ReturnType<typeof profileChoices>>;
