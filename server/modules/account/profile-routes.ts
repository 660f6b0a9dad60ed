import { z } from "zod";
import { changeEmailMessages } from "../../../domain/change-email.ts";
import { createTranslator } from "../../../domain/i18n/index.ts";
import { sitePath } from "../../../domain/sites.ts";
import { serialiseSessionCookie } from "../../http/cookies.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { changeEmail } from "./change-email.ts";
import { favoriteTeams, leagueTeams, MAX_FAVORITE_TEAMS, saveFavoriteTeams } from "./profile.ts";

const Team = z.object({ code: z.string(), name: z.string() });
const FavoriteLeague = z.object({
  leagueCode: z.string(),
  leagueName: z.string(),
  arrayOfTeams: z.array(Team.extend({ selected: z.boolean() })),
});
const Favorites = z.object({ favorites: z.array(FavoriteLeague) });
const ChangeEmailBody = z.object({
  password: z.string().max(1000).default(""),
  newEmail: z.string().max(1000).default(""),
  CSRFToken: z.string().optional(),
});
const ChangeEmailFailure = z.object({
  errorMessage: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  password: z.string().optional(),
  newEmail: z.string().optional(),
});
const SIGN_IN_FIRST = "Please sign in to continue.";

/**
 * Personal details (decision 0053): the league's teams for the favourite-team select, the
 * favourite-teams dialog, and the change of e-mail. The profile form itself posts to its page.
 */
export const profileRoutes: SiteRoutes = async (app, { deps }) => {
  app.get(
    "/my-account/update-profile/:leagueCode",
    {
      schema: {
        tags: ["account"],
        summary: "The teams of a league (account-and-ordering §7), for the favourite team select",
        params: z.object({ leagueCode: z.string().min(1).max(40) }),
        response: { 200: z.object({ leagueCode: z.string(), teams: z.array(Team) }) },
      },
    },
    async (req, reply) => {
      if (!req.ctx.user) return sendError(reply, 401, SIGN_IN_FIRST);
      const teams = await leagueTeams(req.ctx, req.params.leagueCode);
      if (!teams) return sendError(reply, 404, "There is no such league.", [{ field: "leagueCode", message: "Choose a league from the list." }]);
      return { leagueCode: req.params.leagueCode, teams };
    },
  );

  app.get(
    "/my-account/favorite-teams",
    { schema: { tags: ["account"], summary: "Every league with its teams, the user's favourites marked (shopping-flow §3 Favorites)", response: { 200: Favorites } } },
    async (req, reply) => {
      if (!req.ctx.user) return sendError(reply, 401, SIGN_IN_FIRST);
      reply.header("cache-control", "no-store");
      return { favorites: await favoriteTeams(req.ctx) };
    },
  );

  app.post(
    "/my-account/favorite-teams",
    {
      schema: {
        tags: ["account"],
        summary: "Replaces the user's favourite teams",
        body: z.object({ teamCodes: z.array(z.string().max(40)).max(MAX_FAVORITE_TEAMS), CSRFToken: z.string().optional() }),
        response: { 200: Favorites },
      },
    },
    async (req, reply) => {
      if (!req.ctx.user) return sendError(reply, 401, SIGN_IN_FIRST);
      const result = await saveFavoriteTeams(req.ctx, req.body.teamCodes);
      if (!result.ok) {
        const t = createTranslator(req.ctx.language);
        return sendError(reply, 400, t("profile.favorites.error"), result.unknown.map((code) => ({ field: "teamCodes", message: `Unknown team: ${code}` })));
      }
      return { favorites: result.favorites };
    },
  );

  app.post(
    "/my-account/change-email",
    {
      schema: {
        tags: ["account"],
        summary: "Changes the e-mail after checking the password; the session id rotates (account-and-ordering §7)",
        body: ChangeEmailBody,
        response: { 200: z.object({ message: z.string(), email: z.string() }), 400: ChangeEmailFailure, 429: ChangeEmailFailure },
      },
    },
    async (req, reply) => {
      if (!req.ctx.user) return sendError(reply, 401, SIGN_IN_FIRST);
      const result = await changeEmail(req.ctx, { password: req.body.password, newEmail: req.body.newEmail }, publicOrigin(req));
      const t = createTranslator(req.ctx.language);
      const overview = sitePath(req.site, "/my-account");
      if (!result.ok) {
        if (isBrowserFormPost(req)) return reply.redirect(`${overview}?changeEmail=open`, 303);
        const fields = changeEmailMessages(result.errors, t, result.retryAfterMs);
        const throttled = result.retryAfterMs !== undefined;
        if (throttled) reply.header("retry-after", String(Math.ceil((result.retryAfterMs ?? 0) / 1000)));
        // The project's error shape, with the spec's field → message map beside it (decision 0053).
        return reply
          .code(throttled ? 429 : 400)
          .type("application/json; charset=utf-8")
          .send({
            errorMessage: t("profile.changeEmail.failed"),
            errors: Object.entries(fields).map(([field, message]) => ({ field, message })),
            ...fields,
          });
      }
      reply.header("set-cookie", serialiseSessionCookie(req, deps.config.session, req.site.id, result.rawSessionId));
      reply.header("cache-control", "no-store");
      if (isBrowserFormPost(req)) return reply.redirect(`${overview}?emailChanged=1`, 303);
      return { message: t("profile.overview.emailChanged", { email: result.email }), email: result.email };
    },
  );
};
