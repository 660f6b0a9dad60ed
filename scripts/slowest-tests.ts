/**
 * Prints the slowest test files of the last runs, from test-results/timings-<project>.json
 * (written by tests/support/file-timings-reporter.ts): `tsx scripts/slowest-tests.ts [count]`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FileTiming } from "../tests/support/file-timings-reporter.ts";

const dir = path.resolve(import.meta.dirname, "../test-results");
const count = Number(process.argv[2] ?? 10);
const rows = (existsSync(dir) ? readdirSync(dir) : [])
  .filter((f) => /^timings-.*\.json$/.test(f))
  .flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as FileTiming[])
  .sort((a, b) => b.seconds - a.seconds);
if (rows.length === 0) {
  console.log("slowest test files: no timings in test-results/");
} else {
  console.log(`slowest ${Math.min(count, rows.length)} test files:`);
  for (const r of rows.slice(0, count)) console.log(`${r.seconds.toFixed(1).padStart(8)} s  ${r.project.padEnd(12)} ${r.file}${r.state === "passed" ? "" : ` (${r.state})`}`);
}
