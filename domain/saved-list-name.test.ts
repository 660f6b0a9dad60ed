import { describe, expect, it } from "vitest";
import { checkSavedListName, savedListNameMessage, defaultSavedListName, FORBIDDEN_NAME_CHARACTERS, nameCharactersLeft, SAVED_LIST_NAME_MAX, defaultSavedListNameOn } from "./saved-list-name.ts";
import { translate } from "./i18n/index.ts";

describe("saved bag and saved cart names (account-and-ordering §5, §9)", () => {
  it.each([
    ["Spring order", { ok: true, name: "Spring order" }],
    ["  Spring order  ", { ok: true, name: "Spring order" }],
    ["", { ok: false, problem: "required" }],
    ["   ", { ok: false, problem: "required" }],
    ["春の注文", { ok: true, name: "春の注文" }],
    ["Pedido de otoño", { ok: true, name: "Pedido de otoño" }],
    ["a".repeat(255), { ok: true, name: "a".repeat(255) }],
    ["a".repeat(256), { ok: false, problem: "tooLong" }],
    // 255 kanji are 255 characters, not 765 bytes.
    ["注".repeat(255), { ok: true, name: "注".repeat(255) }],
    ["Order 11/28", { ok: false, problem: "forbiddenCharacter", character: "/" }],
    ["Team_A", { ok: false, problem: "forbiddenCharacter", character: "_" }],
    ["No№1", { ok: false, problem: "forbiddenCharacter", character: "№" }],
  ] as const)("%j → %j", (raw, expected) => expect(checkSavedListName(raw)).toEqual(expected));

  it("refuses every character the spec lists, and only those of the table", () => {
    expect(FORBIDDEN_NAME_CHARACTERS.join("")).toBe("`~!@#$%^&*()+-=[{]}|\\'\"<,.>?/;:№_");
    for (const c of FORBIDDEN_NAME_CHARACTERS) expect(checkSavedListName(`Bag ${c} one`)).toEqual({ ok: false, problem: "forbiddenCharacter", character: c });
  });

  it.each([
    ["", 255],
    ["abc", 252],
    ["a".repeat(255), 0],
    ["a".repeat(260), -5],
  ])("counter for %j: %d left", (name, left) => expect(nameCharactersLeft(name)).toBe(left));

  it("the default name carries the day as month, day, year and passes the rule", () => {
    const name = defaultSavedListName("Saved cart", { year: 2026, month: 3, day: 7 });
    expect(name).toBe("Saved cart 03 07 2026");
    expect(checkSavedListName(name).ok).toBe(true);
    expect(SAVED_LIST_NAME_MAX).toBe(255);
  });
});

describe("defaultSavedListNameOn", () => {
  // 03:00 UTC on 28 November is still the 27th on the US sites' calendar, already the 28th in Japan.
  it.each([
    ["us", "Saved cart 11 27 2026"],
    ["jp", "Saved cart 11 28 2026"],
  ] as const)("names the day of the %s site's calendar", (siteId, name) => {
    expect(defaultSavedListNameOn("Saved cart", siteId, new Date("2026-11-28T03:00:00Z"))).toBe(name);
  });
});

describe("savedListNameMessage", () => {
  it.each([
    ["required", undefined, "savedListName.required", {}],
    ["tooLong", undefined, "savedListName.tooLong", {}],
    ["forbiddenCharacter", "#", "savedListName.forbiddenCharacter", { character: "#" }],
  ] as const)("%s %s names the problem", (problem, character, key, params) => {
    expect(savedListNameMessage(problem, character)).toEqual({ key, params });
  });

  it("lists every forbidden character when the one typed is not known", () => {
    const { key, params } = savedListNameMessage("forbiddenCharacter");
    expect(key).toBe("savedListName.forbiddenCharacters");
    expect(params.characters?.split(" ")).toEqual([...FORBIDDEN_NAME_CHARACTERS]);
    expect(translate("en", key, params)).toContain("# $ %");
  });
});
