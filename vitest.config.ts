import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#domain": fileURLToPath(new URL("./domain", import.meta.url)),
};

// Kept apart from vite.config.ts: tests need no React Router plugin. Decision 0040 says why each setting.
export default defineConfig({
  resolve: { alias },
  css: { modules: { localsConvention: "camelCaseOnly" } },
  test: {
    // Each file's duration per project into test-results/ (gitignored): scripts/slowest-tests.ts prints the slowest.
    reporters: ["default", "./tests/support/file-timings-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.ts"],
          environment: "node",
          // Pure functions: files share one module graph per worker instead of a fresh one each.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Each file starts its own database and server; two cores run two files at a time.
          maxWorkers: 2,
          // Files share a worker's module graph (the server's modules load once per worker, not per
          // file); each file still starts its own server and database, and no test mocks modules.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          // The databases, then one Chromium for the whole run.
          globalSetup: ["tests/support/global-setup.ts", "tests/e2e/support/chromium-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
});
