import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig, type AppConfig } from "../../server/config.ts";

export const TEST_SEED_PRODUCTS = 60;
/** The seed's random source in tests: the same rows on PostgreSQL's template and in the PGlite snapshot. */
export const TEST_SEED_RANDOM = 20260101;

/** Configuration for a test server: its own data folder, quiet logs, limits that tests will not hit by accident. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brim-test-"));
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_PRODUCTS: String(TEST_SEED_PRODUCTS),
    RATE_LIMIT_PER_MINUTE: "100000",
    RATE_LIMIT_STRICT_PER_MINUTE: "100000",
    // Tests change stock and read it back at once; the cache tests turn it on themselves.
    CATALOGUE_CACHE_SECONDS: "0",
    PORT: "0",
    HOST: "127.0.0.1",
    ERP_PRICING_DELAY_MS: "30",
    ...env,
  });
}
