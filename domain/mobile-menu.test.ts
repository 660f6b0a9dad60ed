import { describe, expect, it } from "vitest";
import {
  MOBILE_LAYOUT_MAX_WIDTH,
  type MenuDepthAction,
  isMobileLayout,
  menuDepthReducer,
  menuOffset,
  mobileMenuTrackWidth,
  mobileMenuWidth,
} from "./mobile-menu.ts";

describe("layout switches at width 1023", () => {
  it("constant", () => expect(MOBILE_LAYOUT_MAX_WIDTH).toBe(1023));

  it.each<[number, boolean]>([
    [320, true],
    [640, true],
    [1022, true],
    [1023, true],
    [1024, false],
    [1440, false],
  ])("width %i mobile: %s", (width, mobile) => {
    expect(isMobileLayout(width)).toBe(mobile);
  });
});

describe("menu width 360, or window minus 20 when wider than 640; two levels 740 or double", () => {
  it.each<[number, number, number]>([
    [320, 360, 740],
    [375, 360, 740],
    [640, 360, 740],
    [641, 621, 1242],
    [700, 680, 1360],
    [1023, 1003, 2006],
  ])("window %i: menu %i, track %i", (windowWidth, menu, track) => {
    expect(mobileMenuWidth(windowWidth)).toBe(menu);
    expect(mobileMenuTrackWidth(windowWidth)).toBe(track);
  });

  it("a 380 px wide window (menu 360) still gets the 740 track", () => {
    expect(mobileMenuTrackWidth(380)).toBe(740);
  });
});

describe("menuOffset slides one menu width per depth", () => {
  it.each<[number, number, number]>([
    [0, 375, 0],
    [1, 375, -360],
    [2, 375, -720],
    [0, 1023, 0],
    [1, 1023, -1003],
    [1, 700, -680],
    [-1, 375, 0],
  ])("depth %i at window %i → %i px", (depth, windowWidth, offset) => {
    expect(menuOffset(depth, windowWidth)).toBe(offset);
  });

  it("depth 0 is a positive zero (no '-0px' in styles)", () => {
    expect(Object.is(menuOffset(0, 375), 0)).toBe(true);
  });
});

describe("menuDepthReducer", () => {
  const open: MenuDepthAction = { type: "open" };
  const back: MenuDepthAction = { type: "back" };
  const reset: MenuDepthAction = { type: "reset" };

  it.each<[number, MenuDepthAction, number]>([
    [0, open, 1],
    [1, open, 2],
    [2, back, 1],
    [1, back, 0],
    [0, back, 0],
    [2, reset, 0],
    [0, reset, 0],
  ])("%i + %o → %i", (depth, action, next) => {
    expect(menuDepthReducer(depth, action)).toBe(next);
  });

  it("open, open, back, back, back ends at 0", () => {
    const actions = [open, open, back, back, back];
    expect(actions.reduce(menuDepthReducer, 0)).toBe(0);
  });
});
