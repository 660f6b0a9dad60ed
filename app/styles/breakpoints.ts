/** Breakpoints of the design system (spec: extra small 640, desktop from 1024, mobile ≤ 1023). */
export const BREAKPOINT_SMALL = 640;
export const BREAKPOINT_DESKTOP = 1024;
