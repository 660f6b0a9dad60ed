/**
 * Autosuggest on terms nobody typed before: calls the service (`autocomplete`, caches off) once per
 * distinct term, one at a time, and prints p50/p90/p99 and the CPU time per term of this process
 * and of the database's backends (steadier than latency on a shared machine). Runs on a seeded
 * PostgreSQL database, e.g. one kept by `npm run bench` (BENCH_KEEP_DATABASE=1).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/brim_bench_100k npm run bench:suggest
 *   BENCH_SUGGEST_ROUNDS=2   # rounds over the terms (default 1)
 */
import Fastify from "fastify";
import { localeFor, SITES } from "../domain/sites.ts";
import { loadConfig } from "../server/config.ts";
import type { RequestContext } from "../server/context.ts";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { createAppDeps } from "../server/deps.ts";
import type { Jobs } from "../server/jobs/boss.ts";
import { autocomplete } from "../server/modules/catalog/search.ts";
import { cpuMs, databaseBackendPids } from "./cpu.ts";
import { coldSuggestTerms, percentiles } from "./suggest-terms.ts";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/brim_bench";
const rounds = Number(process.env.BENCH_SUGGEST_ROUNDS ?? 1);
const noJobs: Jobs = { send: async () => {}, work: async () => {}, schedule: async () => {}, stop: async () => {} };

const database = await openDatabase({ databaseUrl: url, dataDir: null });
try {
  await runMigrations(database.db);
  const terms = await coldSuggestTerms(url);
  const config = { ...loadConfig(), catalogueCacheMs: 0 };
  const site = SITES.b2c;
  const deps = createAppDeps(config, database.db, noJobs);
  const log = Fastify().log;
  const ctx = (): RequestContext => ({
    deps,
    db: database.db,
    site,
    user: null,
    sessionIdHash: null,
    language: "en",
    currency: "USD",
    bookingMode: null,
    locale: localeFor("en", site),
    ip: "127.0.0.1",
    userAgent: "bench",
    now: new Date(),
    log,
  });
  // Opens the pool's connections (the service runs up to three queries at once).
  await Promise.all(["warm", "up", "pool"].map((t) => autocomplete(ctx(), t)));
  const dbPids = await databaseBackendPids(url);
  const before = { app: process.cpuUsage(), db: cpuMs(dbPids) };
  const timed: { term: string; ms: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const term of terms) {
      const started = performance.now();
      await autocomplete(ctx(), term);
      timed.push({ term, ms: performance.now() - started });
    }
  }
  const appCpu = process.cpuUsage(before.app);
  const dbCpu = cpuMs(dbPids) - before.db;
  const { p50, p90, p99 } = percentiles(timed.map((t) => t.ms));
  const n = timed.length;
  console.log(
    `Autosuggest, ${terms.length} distinct terms × ${rounds}, not cached: p50 ${p50.toFixed(1)} ms  p90 ${p90.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${Math.max(...timed.map((t) => t.ms)).toFixed(1)} ms  cpu/term app ${((appCpu.user + appCpu.system) / 1000 / n).toFixed(2)} ms db ${(dbCpu / n).toFixed(2)} ms`,
  );
  timed.sort((a, b) => b.ms - a.ms);
  console.log(`Slowest: ${timed.slice(0, 8).map((s) => `"${s.term}" ${s.ms.toFixed(0)} ms`).join(", ")}`);
} finally {
  await database.close();
}
