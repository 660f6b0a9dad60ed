/** The profile page's and the change-e-mail popup's calls; every POST carries the CSRF token header. */
import type { TeamOption } from "../../../server/modules/account/profile.ts";

export interface ProfileApiContext {
  contextPath: string;
  csrfToken: string;
}

async function send(api: ProfileApiContext, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const post = body !== undefined;
  const headers: Record<string, string> = { accept: "application/json" };
  if (post) {
    headers["content-type"] = "application/json";
    headers.CSRFToken = api.csrfToken;
  }
  try {
    const res = await fetch(api.contextPath + path, { method: post ? "POST" : "GET", headers, credentials: "same-origin", body: post ? JSON.stringify(body) : undefined });
    return { status: res.status, json: await res.json().catch(() => null) };
  } catch {
    return { status: 0, json: null };
  }
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** `GET {context}/my-account/update-profile/{leagueCode}`: the league's teams, or null when they could not be loaded. */
export async function fetchLeagueTeams(api: ProfileApiContext, leagueCode: string): Promise<TeamOption[] | null> {
  const { status, json } = await send(api, `/my-account/update-profile/${encodeURIComponent(leagueCode)}`);
  const teams = record(json).teams;
  if (status !== 200 || !Array.isArray(teams)) return null;
  return teams.flatMap((t) => {
    const r = record(t);
    const code = text(r.code);
    const name = text(r.name);
    return code !== undefined && name !== undefined ? [{ code, name }] : [];
  });
}

export type ChangeEmailAnswer =
  | { ok: true; message: string }
  | { ok: false; message: string | null; fields: { password?: string; newEmail?: string } };

/** `POST {context}/my-account/change-email {password, newEmail}`: `message`, or a field → message map. */
export async function postChangeEmail(api: ProfileApiContext, body: { password: string; newEmail: string }): Promise<ChangeEmailAnswer> {
  const { status, json } = await send(api, "/my-account/change-email", body);
  const r = record(json);
  if (status === 200) return { ok: true, message: text(r.message) ?? "" };
  return { ok: false, message: text(r.errorMessage) ?? null, fields: { password: text(r.password), newEmail: text(r.newEmail) } };
}

/** `POST {context}/my-account/favorite-teams {teamCodes}`. */
export async function postFavoriteTeams(api: ProfileApiContext, teamCodes: string[]): Promise<boolean> {
  const { status } = await send(api, "/my-account/favorite-teams", { teamCodes });
  return status === 200;
}
