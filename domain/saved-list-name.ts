import { CALENDAR_TIME_ZONES, calendarCountryOf, todayIn } from "./business-days.ts";
import type { MessageKey } from "./i18n/index.ts";
import type { SiteId } from "./sites.ts";

/**
 * The name of a saved bag or a saved cart (account-and-ordering §5 "Saved bag name", §9):
 * required once trimmed, none of the forbidden characters, at most 255 characters with a
 * counter of what is left. Both the pages and the server check it with this one rule.
 */
export const SAVED_LIST_NAME_MAX = 255;

/** The characters §5 forbids, each one as the spec lists it. */
export const FORBIDDEN_NAME_CHARACTERS = [..."`~!@#$%^&*()+-=[{]}|\\'\"<,.>?/;:№_"] as const;
const FORBIDDEN = new Set<string>(FORBIDDEN_NAME_CHARACTERS);

export type SavedListNameProblem = "required" | "forbiddenCharacter" | "tooLong";
export type SavedListNameCheck = { ok: true; name: string } | { ok: false; problem: SavedListNameProblem; character?: string };

/**
 * The message of a refused name: with the character when it is known (the page checking as the
 * user types, a script call), else the whole list (a form posted without script comes back with
 * only the problem's code).
 */
export function savedListNameMessage(problem: SavedListNameProblem, character?: string): { key: MessageKey; params: Record<string, string> } {
  if (problem !== "forbiddenCharacter") return { key: `savedListName.${problem}`, params: {} };
  if (character !== undefined) return { key: "savedListName.forbiddenCharacter", params: { character } };
  return { key: "savedListName.forbiddenCharacters", params: { characters: FORBIDDEN_NAME_CHARACTERS.join(" ") } };
}

/** Length in characters as a person counts them (code points: an emoji or a kanji is one). */
export function nameLength(name: string): number {
  return [...name].length;
}

/** Characters still free for the counter under the field (negative when over). */
export function nameCharactersLeft(name: string): number {
  return SAVED_LIST_NAME_MAX - nameLength(name);
}

/** Checks a typed name; answers the trimmed name to store. */
export function checkSavedListName(raw: string): SavedListNameCheck {
  const name = raw.trim();
  if (name === "") return { ok: false, problem: "required" };
  const character = [...name].find((c) => FORBIDDEN.has(c));
  if (character !== undefined) return { ok: false, problem: "forbiddenCharacter", character };
  if (nameLength(name) > SAVED_LIST_NAME_MAX) return { ok: false, problem: "tooLong" };
  return { ok: true, name };
}

/**
 * The name offered before the owner types one: a prefix ("Saved cart") and the day as
 * month, day and year. The spec's `/` is forbidden in names, so the parts are separated by
 * spaces and the default name always passes its own rule.
 */
export function defaultSavedListName(prefix: string, day: { year: number; month: number; day: number }): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${prefix} ${two(day.month)} ${two(day.day)} ${day.year}`;
}

/** `defaultSavedListName` with the site's calendar day of `now`: what every page and import offers. */
export function defaultSavedListNameOn(prefix: string, siteId: SiteId, now: Date): string {
  const [year = 0, month = 0, day = 0] = todayIn(CALENDAR_TIME_ZONES[calendarCountryOf(siteId)], now).split("-").map(Number);
  return defaultSavedListName(prefix, { year, month, day });
}
