import { describe, expect, it } from "vitest";
import { scrollOverflow } from "./scroll-overflow.ts";

describe("sideways scroll overflow (tab strips, the cart's size grid)", () => {
  it.each([
    { scroll: { left: 0, width: 500, visible: 500 }, overflow: { back: false, forward: false }, why: "no overflow, no cue" },
    { scroll: { left: 0, width: 900, visible: 400 }, overflow: { back: false, forward: true }, why: "at the start" },
    { scroll: { left: 200, width: 900, visible: 400 }, overflow: { back: true, forward: true }, why: "in the middle" },
    { scroll: { left: 500, width: 900, visible: 400 }, overflow: { back: true, forward: false }, why: "at the end" },
    { scroll: { left: 499.5, width: 900, visible: 400 }, overflow: { back: true, forward: false }, why: "sub-pixel end" },
    { scroll: { left: 0, width: 425, visible: 325 }, overflow: { back: false, forward: true }, why: "the review's phone grid: 425 px in a 325 px box" },
  ])("$why", ({ scroll, overflow }) => {
    expect(scrollOverflow(scroll)).toEqual(overflow);
  });
});
