import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The WebSocket endpoint of the run's one Chromium (tests/e2e/support/browser.ts connects to it). */
    chromiumEndpoint: string;
  }
}

/**
 * Starts Debian's Chromium once for the whole e2e run; each file connects to it and each test
 * opens a fresh browser context (its own cookies and storage), so nothing leaks between tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  });
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return () => server.close();
}
