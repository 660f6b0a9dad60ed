/**
 * Geometry and depth of the sliding mobile navigation (spec shopping-flow §4, §9).
 * Widths are CSS pixels of the window (innerWidth).
 */

/** Widest window that still gets the mobile layout; 1024 and up is desktop. */
export const MOBILE_LAYOUT_MAX_WIDTH = 1023;
export const MOBILE_MENU_BASE_WIDTH = 360;
/** Windows wider than this get a menu of the window width minus the gutter. */
export const MOBILE_MENU_WIDE_WINDOW_FROM = 640;
export const MOBILE_MENU_GUTTER = 20;
/** Track of two levels when the menu has its base width (spec: 740, not 2 × 360). */
export const MOBILE_MENU_BASE_TRACK_WIDTH = 740;

export function isMobileLayout(windowWidth: number): boolean {
  return windowWidth <= MOBILE_LAYOUT_MAX_WIDTH;
}

export function mobileMenuWidth(windowWidth: number): number {
  return windowWidth > MOBILE_MENU_WIDE_WINDOW_FROM
    ? windowWidth - MOBILE_MENU_GUTTER
    : MOBILE_MENU_BASE_WIDTH;
}

/** Width of the sliding track holding two menu levels side by side. */
export function mobileMenuTrackWidth(windowWidth: number): number {
  const width = mobileMenuWidth(windowWidth);
  return width === MOBILE_MENU_BASE_WIDTH ? MOBILE_MENU_BASE_TRACK_WIDTH : width * 2;
}

/** translateX of the track in px (0 or negative): each depth slides one menu width left. */
export function menuOffset(depth: number, windowWidth: number): number {
  const levels = Math.max(0, Math.trunc(depth));
  return levels === 0 ? 0 : -levels * mobileMenuWidth(windowWidth);
}

export type MenuDepthAction = { type: "open" } | { type: "back" } | { type: "reset" };

/** Depth counter: opening a submenu or the my-account menu adds one, back removes one. */
export function menuDepthReducer(depth: number, action: MenuDepthAction): number {
  switch (action.type) {
    case "open":
      return depth + 1;
    case "back":
      return Math.max(0, depth - 1);
    case "reset":
      return 0;
  }
}
