import { describe, expect, it } from "vitest";
import { type TermsModalView, type TermsStanding, isScrolledToEnd, isTermsWideScreen, termsModalView, termsStanding } from "./terms.ts";

describe("termsModalView", () => {
  it.each<[string, number, number, boolean, boolean, TermsModalView]>([
    // case, step, stepCount, scrolledToEnd, wideScreen, view
    ["first of three, narrow", 0, 3, false, false, { prevDisabled: true, primaryAction: "next", primaryDisabled: false }],
    ["middle of three, narrow", 1, 3, false, false, { prevDisabled: false, primaryAction: "next", primaryDisabled: false }],
    ["last of three, narrow", 2, 3, false, false, { prevDisabled: false, primaryAction: "complete", primaryDisabled: false }],
    ["first of three, wide, not scrolled", 0, 3, false, true, { prevDisabled: true, primaryAction: "next", primaryDisabled: true }],
    ["first of three, wide, scrolled", 0, 3, true, true, { prevDisabled: true, primaryAction: "next", primaryDisabled: false }],
    ["middle of three, wide, not scrolled", 1, 3, false, true, { prevDisabled: false, primaryAction: "next", primaryDisabled: true }],
    ["last of three, wide, not scrolled", 2, 3, false, true, { prevDisabled: false, primaryAction: "complete", primaryDisabled: true }],
    ["last of three, wide, scrolled", 2, 3, true, true, { prevDisabled: false, primaryAction: "complete", primaryDisabled: false }],
    ["single step is first and last", 0, 1, false, false, { prevDisabled: true, primaryAction: "complete", primaryDisabled: false }],
    ["single step, wide, not scrolled", 0, 1, false, true, { prevDisabled: true, primaryAction: "complete", primaryDisabled: true }],
  ])("%s", (_case, step, stepCount, scrolledToEnd, wideScreen, view) => {
    expect(termsModalView({ step, stepCount, scrolledToEnd, wideScreen })).toEqual(view);
  });
});

describe("isTermsWideScreen: width above 1023", () => {
  it.each<[number, boolean]>([
    [640, false],
    [1023, false],
    [1024, true],
    [1440, true],
  ])("width %i wide: %s", (width, wide) => {
    expect(isTermsWideScreen(width)).toBe(wide);
  });
});

describe("isScrolledToEnd with a 2 px tolerance", () => {
  it.each<[string, number, number, number, boolean]>([
    ["at the top", 0, 300, 1000, false],
    ["3 px short", 697, 300, 1000, false],
    ["2 px short", 698, 300, 1000, true],
    ["fractional, 1.5 px short", 698.5, 300, 1000, true],
    ["exactly at the end", 700, 300, 1000, true],
    ["content shorter than the box", 0, 300, 200, true],
    ["content exactly fits", 0, 300, 300, true],
  ])("%s", (_case, scrollTop, clientHeight, scrollHeight, atEnd) => {
    expect(isScrolledToEnd(scrollTop, clientHeight, scrollHeight)).toBe(atEnd);
  });
});

describe("termsStanding: who must tick the terms at sign-in (decision 0046)", () => {
  it.each<[string, number | null, number, TermsStanding]>([
    // case, accepted version, version in force, standing
    ["never accepted", null, 1, "first"],
    ["never accepted, later terms", null, 3, "first"],
    ["accepted the version in force", 1, 1, "accepted"],
    ["accepted an older version", 1, 2, "updated"],
    ["accepted version 0 (before versions)", 0, 1, "updated"],
    ["accepted a later version than configured (rolled back)", 3, 2, "accepted"],
  ])("%s", (_case, accepted, current, standing) => {
    expect(termsStanding(accepted, current)).toBe(standing);
  });
});
