import { describe, expect, it } from "vitest";
import {
  AUTOSUGGEST_MAX_OUTSTANDING,
  SUGGEST_GATE_INITIAL,
  type SuggestGateAction,
  type SuggestGateState,
  canSubmitSearch,
  normalizeSearchText,
  searchUrl,
  shouldRequestSuggestions,
  suggestGate,
} from "./autosuggest.ts";

describe("header search: trimmed text required, empty submit blocked", () => {
  it.each<[string | null | undefined, string | null]>([
    ["", null],
    ["   ", null],
    ["\t\n", null],
    [null, null],
    [undefined, null],
    ["cap", "cap"],
    ["  new era  ", "new era"],
    ["a  b", "a  b"],
  ])("%j → %j", (raw, text) => {
    expect(normalizeSearchText(raw)).toBe(text);
    expect(canSubmitSearch(raw)).toBe(text !== null);
  });

  it.each<[string, string | null]>([
    ["mets", "/search?text=mets"],
    [" new era ", "/search?text=new%20era"],
    ["a&b", "/search?text=a%26b"],
    ["帽子", "/search?text=%E5%B8%BD%E5%AD%90"],
    [" ", null],
  ])("suggestion %j opens %j", (term, url) => expect(searchUrl(term)).toBe(url));
});

describe("autosuggest only at or above the configured minimum length", () => {
  it.each<[string, number, boolean]>([
    ["", 0, false],
    ["  ", 1, false],
    ["a", 0, true],
    ["a", 1, true],
    ["ab", 3, false],
    ["  ab  ", 3, false],
    ["abc", 3, true],
    ["abcd", 3, true],
    ["帽子", 2, true],
    ["😀", 2, false], // one code point, two UTF-16 units
  ])("%j with minimum %i → %s", (text, minChars, request) => {
    expect(shouldRequestSuggestions(text, minChars)).toBe(request);
  });
});

describe("request gate: at most 2 outstanding, show only when exactly one is outstanding", () => {
  it("constant", () => expect(AUTOSUGGEST_MAX_OUTSTANDING).toBe(2));

  it.each<[number, SuggestGateAction, number, boolean, boolean]>([
    [0, { type: "send" }, 1, true, false],
    [1, { type: "send" }, 2, true, false],
    [2, { type: "send" }, 2, false, false],
    [1, { type: "settle" }, 0, false, true],
    [2, { type: "settle" }, 1, false, false],
    [0, { type: "settle" }, 0, false, false],
  ])("%i outstanding, %j → %i outstanding, sent %s, show %s", (outstanding, action, after, sent, show) => {
    expect(suggestGate({ outstanding }, action)).toEqual({ state: { outstanding: after }, sent, show });
  });

  it("typing fast: the older answer is dropped, the newer one shown, the third keystroke waits", () => {
    const steps: { action: SuggestGateAction; sent: boolean; show: boolean }[] = [
      { action: { type: "send" }, sent: true, show: false }, // "cap"
      { action: { type: "send" }, sent: true, show: false }, // "caps"
      { action: { type: "send" }, sent: false, show: false }, // "capsx" refused
      { action: { type: "settle" }, sent: false, show: false }, // answer for "cap" dropped
      { action: { type: "settle" }, sent: false, show: true }, // answer for "caps" shown
      { action: { type: "send" }, sent: true, show: false },
      { action: { type: "settle" }, sent: false, show: true },
    ];
    let state: SuggestGateState = SUGGEST_GATE_INITIAL;
    for (const step of steps) {
      const result = suggestGate(state, step.action);
      expect({ sent: result.sent, show: result.show }).toEqual({ sent: step.sent, show: step.show });
      state = result.state;
    }
    expect(state).toEqual({ outstanding: 0 });
  });

  it("does not change the state it is given", () => {
    const state = Object.freeze({ outstanding: 1 });
    suggestGate(state, { type: "send" });
    suggestGate(state, { type: "settle" });
    expect(state).toEqual({ outstanding: 1 });
  });
});
