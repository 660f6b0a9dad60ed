import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { expectNoAxeViolations } from "./browser.ts";

/** Screenshots for a person to look at (not compared), only when E2E_SCREENSHOTS names a folder: they cost seconds each. */
const SHOTS = process.env.E2E_SCREENSHOTS;

/** One screenshot of the page as it is, `<name>.png` (nothing without E2E_SCREENSHOTS). */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: options.fullPage ?? false });
}

/**
 * The page at 1280 px and at 375 px (`<name>-1280.png`, `<name>-375.png` with E2E_SCREENSHOTS), checked
 * with axe on the phone either way, then back at 1280 × 900. The whole page by default; with a dialog open, what the
 * screen shows (`show` scrolls the part to look at into view on the phone).
 */
export async function screenshotsAtBothWidths(page: Page, name: string, options: { fullPage?: boolean; show?: Locator } = {}): Promise<void> {
  const fullPage = options.fullPage ?? true;
  await screenshot(page, `${name}-1280`, { fullPage });
  await page.setViewportSize({ width: 375, height: 800 });
  await options.show?.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-375`, { fullPage });
  await expectNoAxeViolations(page, `${name} on a phone`);
  await page.setViewportSize({ width: 1280, height: 900 });
}
