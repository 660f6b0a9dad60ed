import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { TestClient } from "../../support/http-client.ts";
import { waitForHydration } from "./browser.ts";

export interface WindowOptions {
  /** The site's context path: "/partner" by default, "" (or "/") for the consumer site. */
  contextPath?: string;
  width?: number;
  height?: number;
  javaScriptEnabled?: boolean;
  /** Scripts to run before each page's own (e.g. RECORD_DATA_LAYER). */
  initScripts?: string[];
  /** Where the window opens: the site's home page by default. */
  path?: string;
}

/**
 * A new browser window (its own context) already signed in as `email`: the sign-in is posted
 * over HTTP as the login form would post it, and the session's cookies are given to the
 * browser. Only the tests about the sign-in form itself fill that form.
 */
export async function signedInWindow(browser: Browser, baseUrl: string, email: string, opts: WindowOptions = {}): Promise<Page> {
  const contextPath = opts.contextPath === "/" ? "" : (opts.contextPath ?? "/partner");
  const client = new TestClient(baseUrl);
  const res = await client.postSignIn(contextPath, email);
  expect(res.status, `sign-in of ${email}`).toBe(302);
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 }, javaScriptEnabled: opts.javaScriptEnabled ?? true });
  for (const script of opts.initScripts ?? []) await context.addInitScript(script);
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: baseUrl, httpOnly: true, sameSite: "Lax" as const })));
  const page = await context.newPage();
  await page.goto(`${baseUrl}${opts.path ?? (contextPath || "/")}`);
  if (opts.javaScriptEnabled !== false) await waitForHydration(page);
  return page;
}
