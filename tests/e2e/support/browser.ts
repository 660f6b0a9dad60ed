import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { translate } from "../../../domain/i18n/index.ts";
import type { Language } from "../../../domain/sites.ts";
import { DB_TARGET } from "../../support/databases.ts";
import { useTestServer } from "../../support/lifecycle.ts";
import type { TestServer } from "../../support/test-server.ts";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * A connection to the run's one Chromium (started by chromium-setup.ts): connecting takes
 * milliseconds where launching took seconds per file.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("chromiumEndpoint"));
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe on the page and fails the test on any violation, naming rule and elements. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Evaluated through the DevTools protocol: the page's CSP (rightly) blocks injected script tags.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe on ${label}`).toEqual([]);
}

/** Waits until React has hydrated the page (the root marks it), so clicks reach handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Signs in through the login form the page shows (on `{contextPath}/login`, in the site's language) and waits for the home page. */
export async function signInWithForm(page: Page, baseUrl: string, email: string, contextPath = "/partner", language: Language = "en"): Promise<void> {
  const main = page.getByRole("main");
  await main.getByLabel(translate(language, "login.email")).fill(email);
  await main.getByLabel(translate(language, "login.password"), { exact: true }).fill("Brim#2026");
  await main.getByRole("button", { name: translate(language, "login.submit") }).click();
  await page.waitForURL(`${baseUrl}${contextPath}`);
}

/** An init script that keeps every data-layer push in session storage (`dl`), so it survives navigations. */
export const RECORD_DATA_LAYER = `
  window.dataLayer = window.dataLayer || [];
  const original = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = (...entries) => {
    const kept = JSON.parse(sessionStorage.getItem("dl") || "[]");
    for (const e of entries) kept.push(JSON.parse(JSON.stringify(e)));
    sessionStorage.setItem("dl", JSON.stringify(kept));
    return original(...entries);
  };
`;

/** Waits for a dialog to be open and done fading in (axe measures contrast of what is visible). */
export async function openedDialog(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  await page.waitForFunction(() => !document.querySelector("[data-entering]"));
  return dialog;
}

/**
 * The storefront's blocking overlay behind an open modal dialog (shopping-flow §9: z-index 1000,
 * opacity 0.6): a fixed layer over the whole viewport, dimming the page, and on top outside the
 * dialog. Call it on a wide screen (a phone's dialog fills the screen) once the fade-in is done.
 */
export async function expectModalOverlay(dialog: Locator, label: string): Promise<void> {
  const overlay = await dialog.evaluate((el) => {
    let node = el.parentElement;
    while (node && getComputedStyle(node).position !== "fixed") node = node.parentElement;
    if (!node) return null;
    const r = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const corner = document.elementFromPoint(2, window.innerHeight - 2);
    return {
      coversViewport: r.left <= 0 && r.top <= 0 && r.right >= window.innerWidth && r.bottom >= window.innerHeight,
      background: style.backgroundColor,
      opacity: style.opacity,
      zIndex: style.zIndex,
      onTopOutsideDialog: corner === node,
    };
  });
  expect(overlay, `overlay behind ${label}`).toEqual({ coversViewport: true, background: "rgba(0, 0, 0, 0.6)", opacity: "1", zIndex: "1000", onTopOutsideDialog: true });
}

/**
 * A test server (on the run's database, with extra settings in `env`) and the run's Chromium, for
 * the calling `describe`. Each test gets fresh browser contexts: those left open are closed after it.
 */
export function useBrowserAndServer(env: Record<string, string> = {}): { server: () => TestServer; browser: () => Browser } {
  const server = useTestServer(DB_TARGET, env);
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterEach(async () => {
    await Promise.all(browser?.contexts().map((c) => c.close()) ?? []);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    server,
    browser: () => {
      if (!browser) throw new Error("browser not connected");
      return browser;
    },
  };
}

/** A JSON POST from the page, as its scripts send one (with the page's CSRF token); answers the status. */
export function postFromPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
      const res = await fetch(path, { method: "POST", headers: { "content-type": "application/json", accept: "application/json", CSRFToken: token }, body: JSON.stringify(body) });
      return res.status;
    },
    { path, body },
  );
}
