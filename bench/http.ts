/**
 * HTTP benchmark: one storefront process on PostgreSQL (see bench/database.ts for which database),
 * seeded with SEED_PRODUCTS products, loaded with autocannon from this process. Prints req/s, p50
 * and p99 latency per scenario, p50/p90/p99 of autosuggest terms typed for the first time (one
 * request at a time; PostgreSQL only), and the JS and CSS a first visit to the product page
 * downloads. `npm run bench:suggest` measures the autosuggest service alone on such terms.
 * Requests look like a browser's (Accept, Accept-Encoding), so compression is part of the cost.
 *
 *   npm run bench                         # 10 s per scenario, 10 connections
 *   BENCH_SECONDS=30 BENCH_CONNECTIONS=50 npm run bench
 *   SEED_PRODUCTS=100000 BENCH_KEEP_DATABASE=1 BENCH_DATABASE_NAME=brim_bench_big npm run bench
 *   BENCH_ONLY=autosuggest npm run bench  # scenarios whose title matches the pattern
 *   BENCH_CPU_PROF=/tmp/prof npm run bench  # the server writes a V8 CPU profile there on exit
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { formatAssetSizes, pageAssetSizes } from "./assets.ts";
import { cpuMs, databaseBackendPids } from "./cpu.ts";
import { benchDatabase, benchSamples } from "./database.ts";
import { coldSuggestTerms, percentiles } from "./suggest-terms.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEED_PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 300);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
/** The product page target is a p99 at this fixed arrival rate. */
const PRODUCT_RATE = 200;
/** Autosuggest terms typed before the cold-term figures are taken (not counted). */
const COLD_WARM_UP = 50;
const BROWSER = { "accept-encoding": "gzip, deflate, br", "accept-language": "en-US,en;q=0.9" };
const HTML = { ...BROWSER, accept: "text/html,application/xhtml+xml" };

function startServer(databaseUrl: string | undefined): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "brim-bench-")),
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    SEED_PRODUCTS: String(SEED_PRODUCTS),
    RATE_LIMIT_PER_MINUTE: "100000000",
    RATE_LIMIT_STRICT_PER_MINUTE: "100000",
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "tests/support/serve-process.ts"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const m = /^LISTENING (\S+)/.exec(line);
      if (m) resolve({ child, url: m[1]! });
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function signIn(base: string): Promise<string> {
  const page = await fetch(`${base}/partner/login`);
  const anon = page.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  const res = await fetch(`${base}/partner/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: anon },
    body: new URLSearchParams({ username: "dealer@example.com", password: "Brim#2026", CSRFToken: token }),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith("brim_us="));
  if (!session) throw new Error(`sign-in failed: ${res.status}`);
  return `${anon}; ${session.split(";")[0]}`;
}

/** Each request picks one of `paths` at random (a spread of products, terms or pages). */
function spread(paths: readonly string[]): Pick<autocannon.Options, "requests"> {
  return { requests: [{ setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] ?? "/" }) }] };
}

/**
 * One scenario. Besides throughput and latency it prints the CPU time the server process and the
 * database's backends spent per request: the machine is shared, so req/s moves with whatever else
 * runs, while CPU per request shows what a change saved.
 */
async function run(title: string, opts: autocannon.Options, expectedStatus = 200): Promise<void> {
  if (ONLY && !ONLY.test(title)) return;
  const appPid = [server.child.pid ?? 0];
  const dbPids = await databaseBackendPids(db.url);
  const before = { app: cpuMs(appPid), db: cpuMs(dbPids) };
  const result = await autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts });
  const total = Math.max(1, result.requests.total);
  const appCpu = (cpuMs(appPid) - before.app) / total;
  const dbCpu = (cpuMs(dbPids) - before.db) / total;
  const unexpected = expectedStatus === 200 ? result.non2xx : result.requests.total - (result[`${Math.floor(expectedStatus / 100)}xx` as "4xx"] ?? 0);
  const errors = result.errors + result.timeouts + Math.max(0, unexpected);
  console.log(
    `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  cpu/req app ${appCpu.toFixed(2).padStart(5)} ms db ${dbCpu.toFixed(2).padStart(5)} ms  ${errors ? `${errors} unexpected answers` : `all ${expectedStatus}`}`,
  );
}

/**
 * Autosuggest terms nobody typed before (so none is answered from the cache): each distinct term
 * once, one request at a time; latency percentiles over all of them but the first COLD_WARM_UP, which
 * warm the server's code and connections up.
 */
async function runColdTerms(title: string, terms: readonly string[]): Promise<void> {
  if (ONLY && !ONLY.test(title)) return;
  const ms: number[] = [];
  let unexpected = 0;
  for (const [i, term] of terms.entries()) {
    const started = performance.now();
    const res = await fetch(`${server.url}/search/autocomplete?term=${encodeURIComponent(term)}`, { headers: BROWSER });
    await res.arrayBuffer();
    if (i >= COLD_WARM_UP) ms.push(performance.now() - started);
    if (res.status !== 200) unexpected++;
  }
  const { p50, p90, p99 } = percentiles(ms);
  console.log(
    `${title.padEnd(44)}         p50 ${p50.toFixed(1).padStart(4)} ms  p90 ${p90.toFixed(1).padStart(5)} ms  p99 ${p99.toFixed(1).padStart(5)} ms  max ${Math.max(...ms).toFixed(0)} ms  ${unexpected ? `${unexpected} unexpected answers` : "all 200"}`,
  );
}

const db = await benchDatabase(SEED_PRODUCTS);
const started = Date.now();
const server = await startServer(db.url);
try {
  const { codes, terms } = await benchSamples(db.url, server.url);
  console.log(
    `Brim HTTP benchmark: ${SEED_PRODUCTS} products, ${SECONDS} s per scenario, ${CONNECTIONS} connections, database: ${db.url ? "PostgreSQL" : "embedded PGlite"} (ready in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  const cookie = await signIn(server.url);
  const product = codes[0] ?? "";
  const term = terms[0] ?? "cap";
  await run("GET / (consumer home, HTML)", { url: `${server.url}/`, headers: HTML });
  await run("GET /partner (dealer home, HTML)", { url: `${server.url}/partner`, headers: { ...HTML, cookie } });
  await run(`GET /p/${product} (product page)`, { url: `${server.url}/p/${product}`, headers: HTML });
  await run(`GET /p/${product} at ${PRODUCT_RATE} req/s`, { url: `${server.url}/p/${product}`, headers: HTML, overallRate: PRODUCT_RATE });
  await run(`GET /p/{${codes.length} products} at ${PRODUCT_RATE} req/s`, { url: server.url, headers: HTML, overallRate: PRODUCT_RATE, ...spread(codes.map((c) => `/p/${c}`)) });
  await run(`GET /partner/p/${product} (dealer, product)`, { url: `${server.url}/partner/p/${product}`, headers: { ...HTML, cookie } });
  // First of the autosuggest scenarios, so none of its terms is in the cache yet.
  if (db.url) {
    const cold = await coldSuggestTerms(db.url);
    await runColdTerms(`GET /search/autocomplete {${cold.length - COLD_WARM_UP} cold terms}`, cold);
  }
  await run(`GET /search/autocomplete?term=${term}`, { url: `${server.url}/search/autocomplete?term=${encodeURIComponent(term)}`, headers: BROWSER });
  await run(`GET /search/autocomplete {${terms.length} terms}`, { url: server.url, headers: BROWSER, ...spread(terms.map((t) => `/search/autocomplete?term=${encodeURIComponent(t)}`)) });
  await run("GET /all-headwear (category page, 24 items)", { url: `${server.url}/all-headwear`, headers: HTML });
  const listings = ["/all-headwear", "/sports", "/lifestyle", "/women", "/kids"].flatMap((c) => [c, `${c}?page=2`, `${c}?sort=price-asc`, `${c}?f.availability=inStock`]);
  await run(`GET {${listings.length} category pages}`, { url: server.url, headers: HTML, ...spread(listings) });
  await run(`GET /search?text={${terms.length} terms}`, { url: server.url, headers: HTML, ...spread(terms.map((t) => `/search?text=${encodeURIComponent(t)}`)) });
  await run("GET /partner/auth/status (signed in)", { url: `${server.url}/partner/auth/status`, headers: { cookie } });
  await run("GET /partner/auth/status (anonymous)", { url: `${server.url}/partner/auth/status` }, 401);
  const html = await (await fetch(`${server.url}/p/${product}`)).text();
  console.log(formatAssetSizes("Product page first visit (all /assets named)", pageAssetSizes(html, path.join(ROOT, "build", "client"))));
} finally {
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.once("exit", r));
  await db.release();
}
