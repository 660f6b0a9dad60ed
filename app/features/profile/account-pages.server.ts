import { data, redirect, redirectDocument } from "react-router";
import type { ChangeEmailErrors } from "#domain/change-email.ts";
import type { ProfileErrors, ProfileInput } from "#domain/profile.ts";
import { sitePath } from "#domain/sites.ts";
import type { ActionArgs, LoaderArgs } from "../../load-context.ts";

/** Pages of the account area need a signed-in user; others go to the login page and come back. */
function requireUser({ context, request }: LoaderArgs | ActionArgs) {
  const { ctx } = context;
  if (!ctx.user) {
    const url = new URL(request.url);
    throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return ctx;
}

/** `{context}/my-account`: the overview; `?changeEmail=open` shows the change-e-mail form without script. */
export async function loadAccountOverview(args: LoaderArgs) {
  const ctx = requireUser(args);
  const url = new URL(args.request.url);
  const overview = await args.context.services.accountOverview.accountOverview(ctx);
  return {
    ...overview,
    contextPath: ctx.site.contextPath,
    changeEmailOpen: url.searchParams.get("changeEmail") === "open",
    emailChanged: url.searchParams.get("emailChanged") === "1",
  };
}

export interface ChangeEmailActionData {
  changeEmail: { errors: ChangeEmailErrors; retryAfterMs: number; newEmail: string };
}

/** The change-e-mail form posted without script: the same service as the JSON endpoint. */
export async function changeEmailAction(args: ActionArgs) {
  const ctx = requireUser(args);
  const form = await args.request.formData();
  const newEmail = String(form.get("newEmail") ?? "");
  const result = await args.context.services.changeEmail.changeEmail(ctx, { password: String(form.get("password") ?? ""), newEmail }, args.context.origin);
  if (!result.ok) {
    const status = result.retryAfterMs === undefined ? 400 : 429;
    return data<ChangeEmailActionData>({ changeEmail: { errors: result.errors, retryAfterMs: result.retryAfterMs ?? 0, newEmail: newEmail.slice(0, 254) } }, { status });
  }
  // A full page load: the header and the page start from the new session.
  const headers = new Headers({ "Set-Cookie": args.context.sessionCookie(result.rawSessionId) });
  return redirectDocument(`${sitePath(ctx.site, "/my-account")}?emailChanged=1`, { headers });
}

function profileInputOf(form: FormData): ProfileInput {
  const value = (name: keyof ProfileInput) => String(form.get(name) ?? "").slice(0, 200);
  return {
    firstName: value("firstName"),
    lastName: value("lastName"),
    phoneCountry: value("phoneCountry"),
    phone: value("phone"),
    regionIso: value("regionIso"),
    favoriteLeagueCode: value("favoriteLeagueCode"),
    favoriteTeamCode: value("favoriteTeamCode"),
  };
}

/** `{context}/my-account/update-profile`: the details, and what the form offers for them. */
export async function loadProfilePage(args: LoaderArgs) {
  const ctx = requireUser(args);
  const { profile: svc } = args.context.services;
  const profile = await svc.readProfile(ctx);
  const [choices, favorites] = await Promise.all([svc.profileChoices(ctx, profile.phoneCountry, profile.favoriteLeagueCode), svc.favoriteTeams(ctx)]);
  const url = new URL(args.request.url);
  return { profile, choices, favorites, contextPath: ctx.site.contextPath, favoritesOpen: url.searchParams.get("favorites") === "open" };
}

export type ProfileActionData =
  | { intent: "save"; saved: true }
  | { intent: "save" | "refresh"; saved: false; values: ProfileInput; errors: ProfileErrors; choices: Awaited<ReturnType<typeof loadProfilePage>>["choices"] }
  | { intent: "favorites"; saved: boolean };

/**
 * The form's posts (no script needed): `save` checks and stores; `refresh` shows the chosen
 * country's regions and league's teams without saving; `favorites` stores the favourite teams.
 */
export async function profileAction(args: ActionArgs) {
  const ctx = requireUser(args);
  const { profile: svc } = args.context.services;
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "save");
  if (intent === "favorites") {
    const codes = form.getAll("teamCodes").map(String);
    const result = await svc.saveFavoriteTeams(ctx, codes);
    return data<ProfileActionData>({ intent: "favorites", saved: result.ok }, { status: result.ok ? 200 : 400 });
  }
  const values = profileInputOf(form);
  if (intent === "save") {
    const result = await svc.saveProfile(ctx, values);
    if (result.ok) return data<ProfileActionData>({ intent: "save", saved: true });
    const choices = await svc.profileChoices(ctx, values.phoneCountry, values.favoriteLeagueCode);
    return data<ProfileActionData>({ intent: "save", saved: false, values, errors: result.errors, choices }, { status: 400 });
  }
  const choices = await svc.profileChoices(ctx, values.phoneCountry, values.favoriteLeagueCode);
  return data<ProfileActionData>({ intent: "refresh", saved: false, values, errors: {}, choices });
}
