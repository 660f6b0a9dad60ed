/**
 * `npm start` builds the pages only when needed: when build/ is missing or older than any
 * source file the page build reads.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const marker = path.join(root, "build", "server", "index.js");
const SOURCES = ["app", "domain", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = newestMtime(marker);
const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (built === 0 || sources > built) {
  process.stdout.write("Building the storefront pages…\n");
  // Always the production build: a test runner's NODE_ENV=test would otherwise bundle React's
  // development build, and tests would not exercise what ships.
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  process.exit(result.status ?? 1);
}
